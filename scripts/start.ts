// npm start: builds the console when dist/ is missing or older than its sources, then runs the
// sandbox server on 127.0.0.1:$PORT (default 8180) and prints the console URL and demo accounts.
// Flags: --reset (delete the data folder and seed again). Environment: see server/settings.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../server/main.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = path.join(ROOT, 'dist', 'index.html');
const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'shell', 'api', 'renderer', 'widgets', 'screens', 'schemas', 'public'];

const DEMO_ACCOUNTS: ReadonlyArray<[string, string]> = [
  ['uaadmin', 'domain administrator'],
  ['roleadmin', 'role and resource administrator'],
  ['manager', 'team manager with direct reports'],
  ['enduser', 'no administrative powers'],
  ['proxyuser', 'may proxy for manager'],
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function buildConsoleIfNeeded(): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? 'The console sources changed: rebuilding…' : 'Building the console…');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The console build failed (see above); fix it or run "npm run build" to see the errors.');
    process.exit(1);
  }
}

buildConsoleIfNeeded();
try {
  const server = await serve(process.argv.slice(2), process.env, { consoleDir: path.join(ROOT, 'dist') });
  const port = new URL(server.url).port;
  console.log(`\nIdentity console: http://localhost:${port}/idmdash/`);
  console.log(`REST API:         http://localhost:${port}/IDMProv/rest/`);
  console.log('\nDemo accounts (password Passw0rd!):');
  for (const [name, role] of DEMO_ACCOUNTS) console.log(`  ${name.padEnd(10)} ${role}`);
  console.log('\nPress Ctrl-C to stop.');
} catch (error) {
  console.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
