// npm test runs vitest twice (the node and jsdom projects, then the browser project beside the
// checks: scripts/test.ts); their JSON reports are merged into the one .ci/run reads.

/** The parts of vitest's JSON report that are summed or joined. */
export interface VitestReport {
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  startTime: number;
  success: boolean;
  testResults: unknown[];
  [other: string]: unknown;
}

const COUNTS = [
  'numTotalTestSuites',
  'numPassedTestSuites',
  'numFailedTestSuites',
  'numPendingTestSuites',
  'numTotalTests',
  'numPassedTests',
  'numFailedTests',
  'numPendingTests',
  'numTodoTests',
] as const;

/** One report of several runs: counts summed, files joined, a success only when every run succeeded. */
export function mergeReports(reports: VitestReport[]): VitestReport {
  const [first, ...rest] = reports;
  if (!first) throw new Error('no vitest report to merge');
  const merged: VitestReport = { ...first, testResults: [...first.testResults] };
  for (const report of rest) {
    for (const count of COUNTS) merged[count] += report[count];
    merged.startTime = Math.min(merged.startTime, report.startTime);
    merged.success &&= report.success;
    merged.testResults.push(...report.testResults);
  }
  return merged;
}
