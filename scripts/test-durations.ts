// npm run test:durations: records how long each test file took in the last vitest run (its JSON
// report, .tmp/vitest-report.json) as tests/order/file-durations.json, the order a fresh clone's run
// starts files in (tests/order/durationSequencer.ts). Run it after a whole `npm test` on a quiet
// machine, in a fresh clone (`.ci/run`), when files were added or their times changed much.
//
//   npm run test:durations [-- <report.json>]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './console-build.ts';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** Milliseconds per file, relative to the report's root, keys sorted. */
export function durationsOf(report: Report, root: string): Record<string, number> {
  const entries = report.testResults.map((file) => [path.relative(root, file.name).split(path.sep).join('/'), Math.round(file.endTime - file.startTime)] as const);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reportPath = process.argv[2] ?? path.join(ROOT, '.tmp', 'vitest-report.json');
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  // The report names files by absolute path: its root is where the run was (a fresh clone elsewhere).
  const root = path.resolve(path.dirname(reportPath), '..');
  const durations = durationsOf(report, root);
  writeFileSync(path.join(ROOT, 'tests', 'order', 'file-durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
  console.log(`${Object.keys(durations).length} files recorded from ${reportPath}`);
}
