import { describe, expect, it } from 'vitest';
import { accessOf, allowedCards, arrangedCards, arrangementOf, countsOf, moveEntry, withQuery } from './dashboardModel.ts';

describe('countsOf', () => {
  it('reads each number by its path; numeric strings count, anything else is 0', () => {
    const counts = ['a.n', 'b', 'c', 'd'].map((path, i) => ({ id: `c${i}`, labelKey: 'x.y', path }));
    expect(countsOf(counts, { a: { n: 3 }, b: '12', c: 'many' }).map((c) => c.value)).toEqual([3, 12, 0, 0]);
  });
});

describe('card rules', () => {
  const cards = ['tasks', 'requests', 'access', 'featured'].map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map((card) => card.id);

  it('reads an arrangement from a list or JSON text; empty or broken is none', () => {
    expect(arrangementOf(['b', 'a'])).toEqual(['b', 'a']);
    expect(arrangementOf('["b","a"]')).toEqual(['b', 'a']);
    expect(arrangementOf('[]')).toBeUndefined();
    expect(arrangementOf('not json')).toBeUndefined();
    expect(arrangementOf(undefined)).toBeUndefined();
  });

  it('hides only the cards the access answer marks false, in either of its shapes', () => {
    expect(ids(allowedCards(cards, accessOf({ requests: false, tasks: true })))).toEqual(['tasks', 'access', 'featured']);
    expect(ids(allowedCards(cards, accessOf([{ key: 'featured', value: 'false' }, { key: 'tasks', value: 'true' }])))).toEqual(['tasks', 'requests', 'access']);
    expect(ids(allowedCards(cards, accessOf(undefined)))).toEqual(ids(cards));
  });

  it('arranges by the own choice, else the defaults, else the definition; never a card not allowed', () => {
    const allowed = allowedCards(cards, accessOf({ access: false }));
    expect(ids(arrangedCards(allowed, ['featured', 'tasks'], ['requests']))).toEqual(['featured', 'tasks']);
    expect(ids(arrangedCards(allowed, undefined, ['requests', 'access', 'gone']))).toEqual(['requests']);
    expect(ids(arrangedCards(allowed, undefined, undefined))).toEqual(['tasks', 'requests', 'featured']);
  });

  it('moves an entry, clamped to the list', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});

describe('withQuery', () => {
  it('adds constant query parameters to a route path, encoded', () => {
    expect(withQuery('/history', { status: 'pending' })).toBe('/history?status=pending');
    expect(withQuery('/history?a=1', { q: 'x y' })).toBe('/history?a=1&q=x+y');
    expect(withQuery('/tasks', undefined)).toBe('/tasks');
  });
});
