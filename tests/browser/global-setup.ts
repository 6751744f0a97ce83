// Before the browser tests: builds the console when dist/ is missing or older than its sources (in
// npm test, the size check has just built it), and seeds one data folder that every worker's sandbox
// starts from (harness.ts copies it: a copy, not a new seed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app.ts';
import { consoleBuildState, ROOT } from '../../scripts/console-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the seeded store (tests/browser/harness.ts). */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (consoleBuildState() !== 'fresh') await build({ root: ROOT, logLevel: 'warn' });
  const seededDataDir = mkdtempSync(path.join(tmpdir(), 'idm-browser-seed-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: seededDataDir, consoleDir: path.join(ROOT, 'dist') });
  await server.close();
  project.provide('seededDataDir', seededDataDir);
  return () => rmSync(seededDataDir, { recursive: true, force: true });
}
