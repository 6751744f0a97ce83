import { describe, expect, it } from 'vitest';
import { checkViews, defaultView, MAX_VIEWS, readViews, renamedView, viewsAttribute, withDefault, withoutView, withView, writeViews, type SavedView } from './savedViews.ts';

const mine: SavedView = { name: 'Mine', search: 'ann', filters: { status: ['open'], mine: true, owner: [{ dn: 'cn=ann', displayName: 'Ann', level: 1 }] }, sort: { by: 'name', order: 'DESC' }, columns: ['name', 'mail'], pageSize: 25 };

describe('saved views', () => {
  it('round-trips through the preference texts', () => {
    expect(readViews(writeViews([mine, { name: 'All' }]))).toEqual([mine, { name: 'All' }]);
    expect(checkViews(writeViews([mine, { name: 'All', isDefault: true }]))).toBeUndefined();
  });

  it('keeps the good views of a damaged preference', () => {
    const stored = ['not json', JSON.stringify({ name: '' }), JSON.stringify({ name: 'x', colour: 'red' }), JSON.stringify({ name: 'Ok', isDefault: true }), JSON.stringify({ name: 'ok' }), JSON.stringify({ name: 'Two', isDefault: true }), 7, JSON.stringify({ name: 'Bad size', pageSize: 0 })];
    expect(readViews(stored)).toEqual([{ name: 'Ok', isDefault: true }, { name: 'Two', isDefault: false }]);
    expect(readViews(undefined)).toEqual([]);
    expect(readViews({ columns: 'x' })).toEqual([]);
  });

  it('names what is wrong with a list the sandbox must refuse', () => {
    const cases: [unknown[], RegExp][] = [
      [['{'], /view 1: a view is a JSON object/],
      [[JSON.stringify({ name: 'a', extra: 1 })], /unknown view field extra/],
      [[JSON.stringify({ name: 'x'.repeat(61) })], /name is 1 to 60/],
      [[JSON.stringify({ name: 'a' }), JSON.stringify({ name: ' A ' })], /view 2: the name " A " is taken/],
      [[JSON.stringify({ name: 'a', isDefault: true }), JSON.stringify({ name: 'b', isDefault: true })], /at most one view is the default/],
      [[JSON.stringify({ name: 'a', sort: { by: 'x', order: 'UP' } })], /sort is/],
      [[JSON.stringify({ name: 'a', filters: { f: { nested: 1 } } })], /filters map/],
      [[JSON.stringify({ name: 'a', filters: { f: [{ deep: { nested: 1 } }] } })], /filters map/],
      [[JSON.stringify({ name: 'a', columns: [] })], /columns is a list/],
      [Array.from({ length: MAX_VIEWS + 1 }, (_, i) => JSON.stringify({ name: `v${i}` })), /at most 20 views/],
    ];
    for (const [texts, problem] of cases) expect(checkViews(texts)).toMatch(problem);
  });

  it('saves under a name (replacing that name), renames, deletes and marks one default', () => {
    const saved = withView([{ name: 'All', isDefault: true }], { ...mine, name: ' Mine ' })!;
    expect(saved.map((v) => v.name)).toEqual(['All', 'Mine']);
    const replaced = withView(saved, { name: 'all', search: 'x' })!;
    expect(replaced[0]).toEqual({ name: 'all', search: 'x', isDefault: true });
    expect(withView(saved, { name: '  ' })).toBeUndefined();
    const full = Array.from({ length: MAX_VIEWS }, (_, i) => ({ name: `v${i}` }));
    expect(withView(full, { name: 'one more' })).toBeUndefined();
    expect(withView(full, { name: 'V3', pageSize: 5 })?.[3]).toEqual({ name: 'V3', pageSize: 5 });
    expect(renamedView(saved, 'mine', 'Ours')?.map((v) => v.name)).toEqual(['All', 'Ours']);
    expect(renamedView(saved, 'Mine', 'ALL')).toBeUndefined();
    expect(renamedView(saved, 'Mine', 'mine')?.map((v) => v.name)).toEqual(['All', 'mine']);
    expect(defaultView(withDefault(saved, 'Mine'))?.name).toBe('Mine');
    expect(defaultView(withDefault(saved, undefined))).toBeUndefined();
    expect(withoutView(saved, 'ALL').map((v) => v.name)).toEqual(['Mine']);
  });

  it('keys a list by a preference attribute the sandbox accepts', () => {
    expect(viewsAttribute('requests.historyList')).toBe('console.views.requests.historyList');
    expect(viewsAttribute('a b/c')).toBe('console.views.a_b_c');
  });
});
