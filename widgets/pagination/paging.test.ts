import { describe, expect, it } from 'vitest';
import { goToPageNumber, hasNext, hasPrevious, lastPage, showingRange } from './paging.ts';

describe('paging figures', () => {
  it('shows first to last of total', () => {
    expect(showingRange({ page: 0, pageSize: 10, total: 23 })).toEqual({ first: 1, last: 10, totalRecords: 23 });
    expect(showingRange({ page: 2, pageSize: 10, total: 23 })).toEqual({ first: 21, last: 23, totalRecords: 23 });
    expect(showingRange({ page: 0, pageSize: 10, total: 0 })).toEqual({ first: 0, last: 0, totalRecords: 0 });
    expect(lastPage({ pageSize: 10, total: 23 })).toBe(3);
  });
  it('hides Previous on the first page and Next when nextIndex is 0 or -1', () => {
    expect(hasPrevious({ page: 0, pageSize: 10, total: 23 })).toBe(false);
    expect(hasPrevious({ page: 1, pageSize: 10, total: 23 })).toBe(true);
    expect(hasNext({ page: 0, pageSize: 10, total: 23, nextIndex: 11 })).toBe(true);
    expect(hasNext({ page: 2, pageSize: 10, total: 23, nextIndex: 0 })).toBe(false);
    expect(hasNext({ page: 2, pageSize: 10, total: 23, nextIndex: -1 })).toBe(false);
    expect(hasNext({ page: 2, pageSize: 10, total: 23 })).toBe(false);
  });
  it('clamps the go-to page', () => {
    expect(goToPageNumber('', 5)).toBe(1);
    expect(goToPageNumber('0', 5)).toBe(1);
    expect(goToPageNumber('-3', 5)).toBe(1);
    expect(goToPageNumber('4', 5)).toBe(4);
    expect(goToPageNumber('99', 5)).toBe(5);
  });
});
