import { describe, expect, it } from 'vitest';
import { countsOf } from './dashboardModel.ts';

describe('countsOf', () => {
  it('reads each number by its path; numeric strings count, anything else is 0', () => {
    const counts = ['a.n', 'b', 'c', 'd'].map((path, i) => ({ id: `c${i}`, labelKey: 'x.y', path }));
    expect(countsOf(counts, { a: { n: 3 }, b: '12', c: 'many' }).map((c) => c.value)).toEqual([3, 12, 0, 0]);
  });
});
