import { describe, expect, it } from 'vitest';
import { FETCH_SIZE, layoutChart, moveFrom, PAGE_SIZES, personAt, sliceStart, type ChartAnswer, type ChartLayout, type ChartPosition } from './chartModel.ts';

const person = (n: number, reports = 0) => ({
  dn: `cn=p${n},o=data`,
  fullName: `Person ${n}`,
  primaryAttributes: [{ key: 'Title', value: `Title ${n}` }],
  secondaryAttributes: [{ key: 'Email', value: `p${n}@example.com` }],
  totalNumberOfReportees: reports,
});

const answer = (reports: number, from = 1): ChartAnswer => ({
  userQuickInfo: person(0, reports),
  managers: [person(-1, 5), person(-2, 3), person(-3, 8)],
  reportees: Array.from({ length: Math.min(FETCH_SIZE, reports - from + 1) }, (_, i) => person(from + i)),
  totalNumberOfReportees: reports,
});

describe('org chart layout', () => {
  it('puts the chain from the top down above the person, with title and email read', () => {
    const layout = layoutChart(answer(3), 1, 10)!;
    expect(layout.chain.map((p) => p.name)).toEqual(['Person -3', 'Person -2', 'Person -1']);
    expect(layout.focus).toMatchObject({ dn: 'cn=p0,o=data', title: 'Title 0', email: 'p0@example.com', reports: 3 });
    expect(layout.reports.map((p) => p.name)).toEqual(['Person 1', 'Person 2', 'Person 3']);
    expect(layout).toMatchObject({ total: 3, page: 1, pageCount: 1 });
  });

  it('pages 300 reports out of one slice, clamping the page', () => {
    const layout = layoutChart(answer(300), 3, 25)!;
    expect(layout.team).toHaveLength(300);
    expect(layout.reports.map((p) => p.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Person ${51 + i}`));
    expect(layout).toMatchObject({ total: 300, page: 3, pageCount: 12 });
    expect(layoutChart(answer(300), 99, 25)!.page).toBe(12);
    expect(layoutChart(answer(300), 12, 25)!.reports.at(-1)!.name).toBe('Person 300');
  });

  it('reads a page past the first slice from the slice that holds it', () => {
    expect(sliceStart(1, 25)).toBe(1);
    expect(sliceStart(12, 25)).toBe(1);
    expect(sliceStart(13, 25)).toBe(301);
    const layout = layoutChart(answer(450, 301), 13, 25)!;
    expect(layout.reports[0]!.name).toBe('Person 301');
    expect(layout.pageCount).toBe(18);
    for (const size of PAGE_SIZES) expect(FETCH_SIZE % size).toBe(0);
  });

  it('has no layout without a person', () => {
    expect(layoutChart({}, 1, 10)).toBeUndefined();
  });
});

describe('org chart keyboard moves', () => {
  const layout: ChartLayout = layoutChart(answer(7), 1, 10)!;
  const walk = (from: ChartPosition, keys: Parameters<typeof moveFrom>[2][], columns = 3, rtl = false) =>
    keys.reduce((at, key) => moveFrom(layout, at, key, columns, rtl), from);

  it('moves down from the top of the chain through the person into the reports grid', () => {
    expect(walk({ row: 'chain', index: 0 }, ['ArrowDown', 'ArrowDown', 'ArrowDown'])).toEqual({ row: 'focus' });
    expect(walk({ row: 'focus' }, ['ArrowDown'])).toEqual({ row: 'reports', index: 0 });
    expect(walk({ row: 'reports', index: 1 }, ['ArrowDown', 'ArrowDown'])).toEqual({ row: 'reports', index: 4 });
    expect(walk({ row: 'reports', index: 4 }, ['ArrowDown'])).toEqual({ row: 'reports', index: 4 });
  });

  it('moves up from the reports back to the person and the nearest manager, and stops at the top', () => {
    expect(walk({ row: 'reports', index: 5 }, ['ArrowUp'])).toEqual({ row: 'reports', index: 2 });
    expect(walk({ row: 'reports', index: 2 }, ['ArrowUp'])).toEqual({ row: 'focus' });
    expect(personAt(layout, walk({ row: 'focus' }, ['ArrowUp']))!.name).toBe('Person -1');
    expect(walk({ row: 'focus' }, ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp'])).toEqual({ row: 'chain', index: 0 });
  });

  it('moves left and right within the reports, mirrored right-to-left, Home and End to the ends', () => {
    expect(walk({ row: 'reports', index: 0 }, ['ArrowRight', 'ArrowRight'])).toEqual({ row: 'reports', index: 2 });
    expect(walk({ row: 'reports', index: 0 }, ['ArrowLeft'])).toEqual({ row: 'reports', index: 0 });
    expect(walk({ row: 'reports', index: 0 }, ['ArrowLeft'], 3, true)).toEqual({ row: 'reports', index: 1 });
    expect(walk({ row: 'focus' }, ['ArrowRight'])).toEqual({ row: 'focus' });
    expect(walk({ row: 'focus' }, ['End'])).toEqual({ row: 'reports', index: 6 });
    expect(walk({ row: 'reports', index: 5 }, ['Home'])).toEqual({ row: 'reports', index: 0 });
  });

  it('stays on the person when there is nobody above or below', () => {
    const alone = layoutChart({ userQuickInfo: person(0) }, 1, 10)!;
    expect(moveFrom(alone, { row: 'focus' }, 'ArrowUp', 3)).toEqual({ row: 'focus' });
    expect(moveFrom(alone, { row: 'focus' }, 'ArrowDown', 3)).toEqual({ row: 'focus' });
  });
});
