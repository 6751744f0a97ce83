import { describe, expect, it } from 'vitest';
import { initialViewState, pickerReducer, startIndex, wireQuery, type PickerViewState } from './pickerState.ts';
import type { PickerItem } from './types.ts';

const items = (count: number): PickerItem[] => Array.from({ length: count }, (_, index) => ({ type: 'user', id: `u${index}`, displayName: `User ${index}` }));
const run = (state: PickerViewState, ...actions: Parameters<typeof pickerReducer>[1][]) => actions.reduce(pickerReducer, state);

describe('picker view state', () => {
  const start = initialViewState('user', 5);

  it('starts closed on the initial tab, page 0', () => {
    expect(start).toMatchObject({ tab: 'user', page: 0, open: false, status: 'idle', query: '' });
  });

  it('start index is page size × page + 1', () => {
    expect(startIndex({ page: 0, pageSize: 5 })).toBe(1);
    expect(startIndex({ page: 3, pageSize: 5 })).toBe(16);
  });

  it('an empty search is sent as *', () => {
    expect(wireQuery('')).toBe('*');
    expect(wireQuery('   ')).toBe('*');
    expect(wireQuery(' ann ')).toBe('ann');
  });

  it('Next increments the page when there is a next page; Prev decrements', () => {
    const loaded = run(start, { type: 'loaded', page: { items: items(5), nextIndex: 6 } });
    const second = run(loaded, { type: 'next' });
    expect(second.page).toBe(1);
    expect(run(second, { type: 'prev' }).page).toBe(0);
    expect(run(start, { type: 'prev' }).page).toBe(0);
    expect(run(run(start, { type: 'loaded', page: { items: items(2), nextIndex: 0 } }), { type: 'next' }).page).toBe(0);
  });

  it('a non-empty query resets paging; an empty one keeps the page', () => {
    const onPage2 = { ...start, page: 2 };
    expect(run(onPage2, { type: 'query', query: 'ann' }).page).toBe(0);
    expect(run(onPage2, { type: 'query', query: '' }).page).toBe(2);
  });

  it('Escape closes and keeps the query; a click outside closes and clears the query', () => {
    const typed = run(start, { type: 'open' }, { type: 'query', query: 'ann' });
    expect(run(typed, { type: 'close' })).toMatchObject({ open: false, query: 'ann' });
    expect(run(typed, { type: 'clickOutside' })).toMatchObject({ open: false, query: '' });
  });

  it('choosing a search tab clears the query; container, driver and dropdown tabs keep it', () => {
    const typed = run(start, { type: 'query', query: 'ann' }, { type: 'loaded', page: { items: items(3), nextIndex: 0 } });
    expect(run(typed, { type: 'tab', tab: 'group' })).toMatchObject({ tab: 'group', query: '', page: 0, items: [], status: 'idle' });
    for (const tab of ['container', 'driverOrEntitlement', 'dropdown'] as const) expect(run(typed, { type: 'tab', tab }).query).toBe('ann');
  });

  it('more than 300 results are not shown', () => {
    const tooMany = run(start, { type: 'loaded', page: { items: items(301), nextIndex: 0 } });
    expect(tooMany).toMatchObject({ tooMany: true, items: [] });
    expect(run(start, { type: 'loaded', page: { items: items(300), nextIndex: 0 } })).toMatchObject({ tooMany: false });
    // A page of 5 out of 2000 results: the whole result list is too long.
    expect(run(start, { type: 'loaded', page: { items: items(5), nextIndex: 6, total: 2000 } })).toMatchObject({ tooMany: true, items: [] });
    expect(run(start, { type: 'loaded', page: { items: items(5), nextIndex: 6, total: 300 } })).toMatchObject({ tooMany: false });
  });

  it('a failure empties the list', () => {
    expect(run(start, { type: 'loaded', page: { items: items(3), nextIndex: 4 } }, { type: 'failed' })).toMatchObject({ status: 'error', items: [], nextIndex: 0 });
  });
});
