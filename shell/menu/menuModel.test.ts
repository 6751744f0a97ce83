import { describe, expect, it } from 'vitest';
import { mergedEntries } from '../routing/routeTable.ts';
import { isActive, MENU_ENTRIES, menuLink, proxyModeMenu, splitProfileMenu } from './menuModel.ts';

const menu = [
  { mapName: 'tasks', menuName: 'Tasks', context: '#/tasks' },
  {
    mapName: 'access', menuName: 'Access',
    subMenuList: [
      { mapName: 'requests', context: '/idmdash/#/requests' },
      { mapName: 'history', context: '#/history' },
      { mapName: 'roles', context: '#/role' },
    ],
  },
  { mapName: 'users', context: '#/users' },
  { mapName: 'profileMenu', subMenuList: [{ mapName: 'about', context: '#/about' }] },
];

describe('menu model', () => {
  it('reads console routes and external links, and drops script links', () => {
    expect(menuLink({ context: '/idmdash/#/requests' })).toEqual({ kind: 'route', path: '/requests' });
    expect(menuLink({ context: 'tasks' })).toEqual({ kind: 'route', path: '/tasks' });
    expect(menuLink({ context: 'https://example.org/x' })).toEqual({ kind: 'external', url: 'https://example.org/x' });
    expect(menuLink({ context: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });
  it('moves profileMenu to the profile dropdown', () => {
    const { main, profile } = splitProfileMenu(menu);
    expect(main.map((item) => item.mapName)).toEqual(['tasks', 'access', 'users']);
    expect(profile.map((item) => item.mapName)).toEqual(['about']);
  });
  it('shrinks to tasks plus the access sub-items requests and history in proxy mode', () => {
    const shrunk = proxyModeMenu(menu);
    expect(shrunk.map((item) => item.mapName)).toEqual(['tasks', 'access']);
    expect(shrunk[1]!.subMenuList!.map((item) => item.mapName)).toEqual(['requests', 'history']);
  });
  it('highlights an item by the current route, a parent by its sub-items', () => {
    expect(isActive(menu[0]!, '/tasks')).toBe(true);
    expect(isActive(menu[1]!, '/history')).toBe(true);
    expect(isActive(menu[1]!, '/users')).toBe(false);
    expect(isActive(menu[1]!, '/role/create')).toBe(true);
  });
});

describe('menu entries of the area manifests', () => {
  it('keep in proxy mode what the entries say, by menu key', () => {
    const entries = mergedEntries(
      [
        { routes: [], menu: { users: { order: 10, proxyMode: 'shown' } } },
        { routes: [], menu: { role: { order: 20, proxyMode: 'shownInSubMenu' } } },
        { routes: [] },
      ],
      'menu',
    );
    const shrunk = proxyModeMenu(menu, entries);
    expect(shrunk.map((item) => item.mapName)).toEqual(['access', 'users']);
    expect(shrunk[0]!.subMenuList!.map((item) => item.mapName)).toEqual(['roles']);
  });
  it('read tasks, requests and history from the manifests', () => {
    const proxyModes = Object.entries(MENU_ENTRIES).filter(([, entry]) => entry?.proxyMode !== undefined);
    expect(Object.fromEntries(proxyModes.map(([key, entry]) => [key, entry!.proxyMode]))).toEqual({ tasks: 'shown', requests: 'shownInSubMenu', history: 'shownInSubMenu' });
  });
});
