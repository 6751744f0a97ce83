import { describe, expect, it } from 'vitest';
import { mergeReports, type VitestReport } from './vitest-reports.ts';

const report = (passed: number, failed: number, startTime: number, files: string[]): VitestReport => ({
  numTotalTestSuites: files.length,
  numPassedTestSuites: failed ? files.length - 1 : files.length,
  numFailedTestSuites: failed ? 1 : 0,
  numPendingTestSuites: 0,
  numTotalTests: passed + failed,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  startTime,
  success: failed === 0,
  snapshot: {},
  testResults: files.map((name) => ({ name })),
});

describe('mergeReports', () => {
  it('sums the counts of both runs and keeps every file, so that CI reports the whole suite', () => {
    const merged = mergeReports([report(1_690, 0, 2_000, ['a.test.ts', 'b.test.tsx']), report(127, 0, 9_000, ['c.e2e.ts'])]);
    expect(merged.numPassedTests).toBe(1_817);
    expect(merged.numTotalTests).toBe(1_817);
    expect(merged.numTotalTestSuites).toBe(3);
    expect(merged.testResults).toEqual([{ name: 'a.test.ts' }, { name: 'b.test.tsx' }, { name: 'c.e2e.ts' }]);
    expect(merged.startTime).toBe(2_000);
    expect(merged.success).toBe(true);
  });

  it('fails when one run failed', () => {
    const merged = mergeReports([report(10, 0, 1, ['a.test.ts']), report(4, 2, 2, ['c.e2e.ts'])]);
    expect(merged.success).toBe(false);
    expect(merged.numFailedTests).toBe(2);
  });
});
