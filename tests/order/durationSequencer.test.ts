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
  it("records each file of vitest's results cache by its path, in milliseconds, whatever its project", () => {
    const cache = {
      results: [
        ['browser:tests/browser/studio.e2e.ts', { duration: 28_177.4 }],
        ['node:api/call.test.ts', { duration: 11 }],
        ['dom:shell/App.test.tsx', {}],
      ] as [string, { duration?: number }][],
    };
    expect(durationsOf(cache)).toEqual({ 'api/call.test.ts': 11, 'tests/browser/studio.e2e.ts': 28_177 });
    expect(Object.keys(durationsOf(cache))).toEqual(['api/call.test.ts', 'tests/browser/studio.e2e.ts']);
  });
});
