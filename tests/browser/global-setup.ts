// Before the browser tests: builds the console when dist/ is missing or older than its sources (in
// npm test, the size check has just built it), and seeds one data folder that every worker's sandbox
// starts from (harness.ts copies it: a copy, not a new seed).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app.ts';
import { buildConsoleForProduction, consoleBuildState, ROOT } from '../../scripts/console-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the seeded store (tests/browser/harness.ts). */
    seededDataDir: string;
    /** The run's folder: the seeded store and every worker's data folders and snapshots, removed when the run ends. */
    browserRunDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (consoleBuildState() !== 'fresh') buildConsoleForProduction();
  // One folder for the run, removed here when it ends: a worker's process is ended without its exit
  // handlers running, so folders a worker made itself outside it would stay behind in /tmp.
  const runDir = mkdtempSync(path.join(tmpdir(), 'idm-browser-run-'));
  const seededDataDir = path.join(runDir, 'seed');
  mkdirSync(seededDataDir);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: seededDataDir, consoleDir: path.join(ROOT, 'dist') });
  await server.close();
  project.provide('seededDataDir', seededDataDir);
  project.provide('browserRunDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
