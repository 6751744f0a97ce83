import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../routing/routeTable.ts';
import { manifestPages, offeredPages, rightsRequest } from './pages.ts';

const routes: RouteDefinition[] = [
  { area: 'users', path: '/users', screen: 'list.json', pageKey: 'users', titleKey: 'route.users.title' },
  { area: 'users', path: '/users/:dn', screen: 'detail.json', pageKey: 'users', parentPageKey: 'users', titleKey: 'route.users.detail.title' },
  { area: 'roles', path: '/role/create', screen: 'create.json', pageKey: 'createRole', parentPageKey: 'role', requireTrue: true, titleKey: 'route.role.create.title' },
  { area: 'users', path: '/profile', pageKey: 'profile', titleKey: 'route.profile.title' },
  { area: 'shell', path: '/default', screen: 'default.json', pageKey: 'default', guarded: false, titleKey: 'route.default.title' },
  {
    area: 'configuration',
    path: '/configuration',
    tabSet: 'configuration',
    pageKey: 'configuration',
    titleKey: 'route.configuration.title',
    tabs: { param: 'section', route: '/configuration/:section', tabs: [{ id: 'cache', labelKey: 'configuration.tab.cache', screen: 'cache.json' }] },
  },
  { area: 'configuration', path: '/configuration/:section', tabSet: 'configuration', pageKey: 'configuration', titleKey: 'route.configuration.title' },
];

describe('the pages the palette offers', () => {
  it('takes the routes that open without a parameter and show a screen or tabs, each tab a page of its own', () => {
    const pages = manifestPages(routes);
    expect(pages.map((p) => p.path)).toEqual(['/users', '/role/create', '/configuration', '/configuration/cache']);
    expect(pages[3]).toMatchObject({ titleKey: 'configuration.tab.cache', parentTitleKey: 'route.configuration.title' });
  });

  it('asks the keys the route guard would ask, each once, in one request', () => {
    expect(rightsRequest(manifestPages(routes))).toEqual({ navPageRights: [{ key: 'users' }, { key: 'role' }, { key: 'createRole' }, { key: 'configuration' }] });
  });

  it('offers the menu pages first, then those the rights allow, each path once', () => {
    const menu = [
      { path: '/tasks', label: 'Tasks' },
      { path: '/users', label: 'People' },
    ];
    const answer = { navPageRights: [{ key: 'users', value: 'true' }, { key: 'role', value: 'true' }, { key: 'createRole', value: 'false' }, { key: 'configuration', value: 'true' }] };
    const offered = offeredPages(menu, manifestPages(routes), answer, routes);
    expect(offered.map((p) => p.path)).toEqual(['/tasks', '/users', '/configuration', '/configuration/cache']);
    // A menu page keeps the menu's label beside its route's title; a page no route knows has the label alone.
    expect(offered[1]).toEqual({ path: '/users', titleKey: 'route.users.title', menuLabel: 'People' });
    expect(offered[0]).toEqual({ path: '/tasks', menuLabel: 'Tasks' });
  });

  it('leaves out a requireTrue page whose right is missing, as the guard would', () => {
    const answer = { navPageRights: [{ key: 'role', value: 'true' }] };
    expect(offeredPages([], manifestPages(routes), answer, routes).map((p) => p.path)).not.toContain('/role/create');
  });
});
