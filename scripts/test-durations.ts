// npm run test:durations: records how long each test file took in the last vitest run as
// tests/order/file-durations.json, the order a fresh clone's run starts files in
// (tests/order/durationSequencer.ts). Run it after a whole `npm test` on a quiet machine, in a fresh
// clone (`.ci/run`), when files were added or their times changed much.
//
// The durations are vitest's own (its results cache, node_modules/.vite/vitest/<hash>/results.json):
// the same measure the sequencer reads when the cache exists. The JSON report's start and end times
// leave out a file's setup before its first test: the studio's file, which starts a vite dev server
// there, took 28 s by vitest's measure and 5 s by the report's, so it ran last and its worker
// ended 11 s after the other.
//
//   npm run test:durations [-- <clone folder or results.json>]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './console-build.ts';

/** vitest's results cache: [project:path, { duration in ms }] per file. */
export interface ResultsCache {
  results: [string, { duration?: number }][];
}

/** Milliseconds per file path (the project's prefix dropped), keys sorted. */
export function durationsOf(cache: ResultsCache): Record<string, number> {
  const entries = cache.results
    .filter(([, result]) => typeof result.duration === 'number')
    .map(([key, result]) => [key.slice(key.indexOf(':') + 1), Math.round(result.duration!)] as const);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The newest results cache under a clone's node_modules/.vite/vitest. */
function newestCache(clone: string): string {
  const dir = path.join(clone, 'node_modules', '.vite', 'vitest');
  const files = existsSync(dir) ? readdirSync(dir).map((hash) => path.join(dir, hash, 'results.json')).filter((file) => existsSync(file)) : [];
  if (files.length === 0) throw new Error(`no vitest results under ${dir}: run the whole suite there first`);
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2] ?? ROOT;
  const cachePath = given.endsWith('.json') ? given : newestCache(given);
  const durations = durationsOf(JSON.parse(readFileSync(cachePath, 'utf8')) as ResultsCache);
  writeFileSync(path.join(ROOT, 'tests', 'order', 'file-durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`${Object.keys(durations).length} files recorded from ${cachePath}`);
}
