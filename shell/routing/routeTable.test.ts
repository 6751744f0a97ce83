import { describe, expect, it } from 'vitest';
import { AREA_MANIFESTS, findRoute, manifestsByArea, mergedEntries, ROUTES, routesOf } from './routeTable.ts';

describe('the route table of the area manifests', () => {
  it('names each manifest by its folder, and gives each route its area', () => {
    const manifests = manifestsByArea({
      '../../screens/groups/area.json': { routes: [{ path: '/groups', screen: 'list.json', pageKey: 'groups', titleKey: 'route.groups.title' }] },
      '../../screens/shell/area.json': { routes: [{ path: '/default', pageKey: 'default', guarded: false, titleKey: 'route.default.title' }] },
    });
    expect([...manifests.keys()]).toEqual(['groups', 'shell']);
    expect(routesOf(manifests).map((route) => [route.area, route.path, route.screen])).toEqual([
      ['groups', '/groups', 'list.json'],
      ['shell', '/default', undefined],
    ]);
  });

  it('gives a route that shows a tab set the set itself', () => {
    const set = { param: 'tab', tabs: [{ id: 'clients', labelKey: 'settings.tab.clients', screen: 'clients.json' }] };
    const manifests = manifestsByArea({ '../../screens/settings/area.json': { tabSets: { settings: set }, routes: [{ path: '/settings', tabSet: 'settings', pageKey: 'settings', titleKey: 'route.settings.title' }] } });
    expect(routesOf(manifests)[0]).toMatchObject({ area: 'settings', tabs: set });
  });

  it('merges the entries under one key of every manifest', () => {
    const manifests = [{ routes: [], helpTopics: { tasks: 'task_list' } }, { routes: [] }, { routes: [], helpTopics: { teams: 'team_admin' } }];
    expect(mergedEntries(manifests, 'helpTopics')).toEqual({ tasks: 'task_list', teams: 'team_admin' });
    expect(mergedEntries(manifests, 'menu')).toEqual({});
  });

  it('reads every manifest of screens/, with unique paths', () => {
    expect(AREA_MANIFESTS.has('users') && AREA_MANIFESTS.has('shell')).toBe(true);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(findRoute('/role/detail/cn%3Dx')).toMatchObject({ area: 'roles', screen: 'detail.json', pageKey: 'createRole' });
    expect(findRoute('/groups')).toMatchObject({ area: 'groups', pageKey: 'groups' });
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
