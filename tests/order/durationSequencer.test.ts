import { describe, expect, it } from 'vitest';
import { durationsOf } from '../../scripts/test-durations.ts';
import { longestFirst } from './durationSequencer.ts';

describe('longestFirst', () => {
  const known: Record<string, number> = { a11y: 150_000, catalog: 90_000, guard: 8_000, menus: 62_000 };

  it('starts the longest file first, so that no worker is left alone with a long one at the end', () => {
    expect(longestFirst(['guard', 'menus', 'a11y', 'catalog'], (file) => known[file])).toEqual(['a11y', 'catalog', 'menus', 'guard']);
  });

  it('runs files it has no duration for first, in their given order (a new file may be long)', () => {
    expect(longestFirst(['guard', 'new-b', 'a11y', 'new-a'], (file) => known[file])).toEqual(['new-b', 'new-a', 'a11y', 'guard']);
  });

  it('keeps the given order between files of the same duration', () => {
    expect(longestFirst(['x', 'y', 'z'], () => 5)).toEqual(['x', 'y', 'z']);
  });
});

describe('durationsOf (npm run test:durations)', () => {
  it('records each file of a vitest JSON report by its path from the root, in milliseconds', () => {
    const report = {
      testResults: [
        { name: '/clone/tests/browser/menus.e2e.ts', startTime: 1_000, endTime: 63_400.6 },
        { name: '/clone/api/call.test.ts', startTime: 5, endTime: 16 },
      ],
    };
    expect(durationsOf(report, '/clone')).toEqual({ 'api/call.test.ts': 11, 'tests/browser/menus.e2e.ts': 62_401 });
    expect(Object.keys(durationsOf(report, '/clone'))).toEqual(['api/call.test.ts', 'tests/browser/menus.e2e.ts']);
  });
});
