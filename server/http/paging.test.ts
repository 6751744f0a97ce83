import { describe, expect, it } from 'vitest';
import { likePattern, nextIndexAfter, pageRequest } from './paging.ts';

describe('pageRequest', () => {
  it('turns the 1-based nextIndex into a zero-based offset', () => {
    expect(pageRequest({ nextIndex: '1', size: '25' })).toEqual({ offset: 0, size: 25, q: '*' });
    expect(pageRequest({ nextIndex: 26, size: 25, q: 'smith' })).toEqual({ offset: 25, size: 25, q: 'smith' });
  });

  it('starts at the first row for a missing, zero, negative or non-numeric nextIndex', () => {
    for (const nextIndex of [undefined, '0', -3, 'x', '1.5', '']) expect(pageRequest({ nextIndex }).offset).toBe(0);
  });

  it('makes sizes outside 1..300 (or not whole numbers) 10', () => {
    for (const size of [0, 301, -1, '1000', 'ten', 2.5, undefined, null]) expect(pageRequest({ size }).size).toBe(10);
    expect(pageRequest({ size: 1 }).size).toBe(1);
    expect(pageRequest({ size: '300' }).size).toBe(300);
  });

  it('makes an empty or blank query *', () => {
    for (const q of [undefined, '', '   ']) expect(pageRequest({ q }).q).toBe('*');
    expect(pageRequest({ q: ' ann ' }).q).toBe('ann');
  });
});

describe('nextIndexAfter', () => {
  it('points at the next page 1-based, or 0 after the last page', () => {
    expect(nextIndexAfter({ offset: 0, size: 10, q: '*' }, 25)).toBe(11);
    expect(nextIndexAfter({ offset: 20, size: 10, q: '*' }, 25)).toBe(0);
    expect(nextIndexAfter({ offset: 10, size: 10, q: '*' }, 20)).toBe(0);
    expect(nextIndexAfter({ offset: 0, size: 10, q: '*' }, 0)).toBe(0);
  });
});

describe('likePattern', () => {
  it('maps * to % and matches a plain text as a prefix, escaping LIKE characters', () => {
    expect(likePattern('*')).toBe('%');
    expect(likePattern('smi')).toBe('smi%');
    expect(likePattern('*son')).toBe('%son%');
    expect(likePattern('a*b*')).toBe('a%b%');
    expect(likePattern('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
