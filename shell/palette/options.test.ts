import { describe, expect, it, vi } from 'vitest';
import type { FoundObject } from './objects.ts';
import { objectPath } from './objects.ts';
import { MAX_PAGES, paletteGroups, type ShownPage } from './options.ts';

const page = (title: string, path = `/${title.toLowerCase()}`): ShownPage => ({ path, title, texts: [title] });
const userKind = { source: 'user', route: '/users/:dn', labelKey: 'kind.user' } as const;

describe('the palette groups', () => {
  it('groups pages, objects and actions, and leaves out empty groups', () => {
    const run = vi.fn();
    const groups = paletteGroups({
      query: 'ad',
      pages: [page('Administration'), page('Tasks')],
      objects: [{ id: 'user:cn=ada', name: 'Ada Admin', detail: 'ada', kind: userKind, path: '/users/cn%3Dada' }] satisfies FoundObject[],
      kindLabel: () => 'User',
      actions: [
        { id: 'create', label: 'Add user', run },
        { id: 'delete', label: 'Delete', run },
      ],
    });
    expect(groups.map((g) => [g.id, g.options.map((o) => o.title)])).toEqual([
      ['pages', ['Administration']],
      ['objects', ['Ada Admin']],
      ['actions', ['Add user']],
    ]);
    expect(groups[1]!.options[0]).toMatchObject({ detail: 'User · ada', target: { kind: 'route', path: '/users/cn%3Dada' } });
    expect(groups[2]!.options[0]!.target).toEqual({ kind: 'run', run });
  });

  it('shows the best few pages for a query and every page without one', () => {
    const pages = Array.from({ length: 20 }, (_, i) => page(`Page ${i}`));
    const content = { pages, objects: [], kindLabel: () => '', actions: [] };
    expect(paletteGroups({ ...content, query: 'page' })[0]!.options).toHaveLength(MAX_PAGES);
    expect(paletteGroups({ ...content, query: '' })[0]!.options).toHaveLength(20);
  });

  it('gives every option a distinct id usable as an element id', () => {
    const groups = paletteGroups({ query: '', pages: [page('A', '/a?tab=x y'), page('B', '/a?tab=x_y')], objects: [], kindLabel: () => '', actions: [] });
    const ids = groups.flatMap((g) => g.options.map((o) => o.id));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('puts the object id into the detail route, escaped', () => {
    expect(objectPath(userKind, 'cn=ada,ou=users')).toBe('/users/cn%3Dada%2Cou%3Dusers');
    expect(objectPath({ source: 'role', route: '/role/detail/:dn', labelKey: 'k' }, 'r1')).toBe('/role/detail/r1');
  });
});
