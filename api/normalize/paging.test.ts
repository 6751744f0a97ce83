import { describe, expect, it } from 'vitest';
import {
  normalizePageSize,
  normalizePagingFields,
  normalizeQuery,
  normalizeStartIndex,
  offsetToNextIndex,
  pageSizeFromPreference,
  pageToNextIndex,
} from './paging.ts';

describe('paging rules', () => {
  it('makes nextIndex the zero-based offset plus one', () => {
    expect(offsetToNextIndex(0)).toBe(1);
    expect(offsetToNextIndex(20)).toBe(21);
    expect(pageToNextIndex(0, 10)).toBe(1);
    expect(pageToNextIndex(2, 25)).toBe(51);
  });

  it('keeps sizes 1..300 and turns anything else into 10', () => {
    expect(normalizePageSize(1)).toBe(1);
    expect(normalizePageSize(300)).toBe(300);
    expect(normalizePageSize('25')).toBe(25);
    for (const bad of [0, -5, 301, 1000, 2.5, Number.NaN, '', 'abc', undefined, null]) expect(normalizePageSize(bad)).toBe(10);
  });

  it('turns a start index below 1 (or not a number) into 1', () => {
    expect(normalizeStartIndex(0)).toBe(1);
    expect(normalizeStartIndex(-3)).toBe(1);
    expect(normalizeStartIndex(undefined)).toBe(1);
    expect(normalizeStartIndex('abc')).toBe(1);
    expect(normalizeStartIndex(1)).toBe(1);
    expect(normalizeStartIndex('41')).toBe(41);
  });

  it('turns an empty or blank query into *, and keeps any other query', () => {
    expect(normalizeQuery('')).toBe('*');
    expect(normalizeQuery('   ')).toBe('*');
    expect(normalizeQuery(undefined)).toBe('*');
    expect(normalizeQuery('smith')).toBe('smith');
    expect(normalizeQuery('a*')).toBe('a*');
  });

  it('applies the driver-resource list rules to a request body: size, q, start index', () => {
    expect(normalizePagingFields({ q: '', size: 500, nextIndex: 0, entitlementId: 'e1' }, 'nextIndex')).toEqual({
      q: '*',
      size: 10,
      nextIndex: 1,
      entitlementId: 'e1',
    });
  });

  it('normalises the start index of the call style only, and leaves absent fields absent', () => {
    expect(normalizePagingFields({ fromIndex: -1, nextIndex: -1 }, 'fromIndex')).toEqual({ fromIndex: 1, nextIndex: -1 });
    expect(normalizePagingFields({ q: '' }, 'none')).toEqual({ q: '' });
    expect(normalizePagingFields({ sortBy: 'name' }, 'nextIndex')).toEqual({ sortBy: 'name' });
  });

  it('keeps a 0-based startIndex (workflow monitoring) at 0 and above', () => {
    expect(normalizePagingFields({ startIndex: 0, size: 10 }, 'startIndex')).toEqual({ startIndex: 0, size: 10 });
    expect(normalizePagingFields({ startIndex: -5 }, 'startIndex')).toEqual({ startIndex: 0 });
    expect(normalizePagingFields({ startIndex: 20 }, 'startIndex')).toEqual({ startIndex: 20 });
  });

  it('treats pageSize (logging and entitlement-value lists) like size', () => {
    expect(normalizePagingFields({ pageSize: 0, nextIndex: 21 }, 'nextIndex')).toEqual({ pageSize: 10, nextIndex: 21 });
    expect(normalizePagingFields({ pageSize: 300 }, 'nextIndex')).toEqual({ pageSize: 300 });
  });
});

describe('saved page-size preference', () => {
  it('is used only when it is among the options', () => {
    expect(pageSizeFromPreference(25)).toBe(25);
    expect(pageSizeFromPreference('50')).toBe(50);
    expect(pageSizeFromPreference(30)).toBe(10);
    expect(pageSizeFromPreference(undefined, [5, 10, 25, 50], 25)).toBe(25);
    expect(pageSizeFromPreference(100, [10, 100], 10)).toBe(100);
    expect(pageSizeFromPreference(5, [10, 100], 10)).toBe(10);
  });
});
