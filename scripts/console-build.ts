// Whether dist/ holds a build of the current sources: npm start and the browser tests build the
// console only when a source changed since (npm test's size check has usually just built it).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = path.join(ROOT, 'dist', 'index.html');
const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'shell', 'api', 'renderer', 'widgets', 'screens', 'schemas', 'public', 'domain'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** 'missing', 'stale' (a source changed after the build) or 'fresh'. */
export function consoleBuildState(): 'missing' | 'stale' | 'fresh' {
  if (!existsSync(BUILT)) return 'missing';
  const builtAt = statSync(BUILT).mtimeMs;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  return builtAt > changedAt ? 'fresh' : 'stale';
}

/**
 * `vite build` in a process of its own with NODE_ENV=production: inside vitest NODE_ENV is 'test',
 * and a build there would keep the development-only parts (import.meta.env.DEV, the studio).
 */
export function buildConsoleForProduction(): void {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--configLoader', 'runner', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('vite build failed (see above)');
}
