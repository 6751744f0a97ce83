import { describe, expect, it } from 'vitest';
import { isAllowed, navigationRightsBody, planGuard, resolveRedirectTarget, rightsByKey } from './guard.ts';
import { findRoute, ROUTES, type RouteDefinition } from './routeTable.ts';

/**
 * Sub-pages the guard's rules speak of that the console does not route (it routes
 * /sod/mapresources/:dn, /delegation/edit/:id and /entities/:key), written as an area manifest
 * would write them: the guard reads the same data whatever the path.
 */
const UNROUTED: RouteDefinition[] = [
  { area: 'sod', path: '/sod/mapresources', pageKey: 'mapresources', parentPageKey: 'sod', requireTrue: true, titleKey: 'route.sod.mapresources.title' },
  { area: 'delegation', path: '/delegation/edit', pageKey: 'createDelegation', parentPageKey: 'delegation', requireTrue: true, titleKey: 'route.delegation.edit.title' },
  { area: 'entities', path: '/entities/*', pageKey: 'entities', parentPageKey: 'entities', pageKeyFrom: 'lastSegment', titleKey: 'route.entities.entity.title' },
  { area: 'users', path: '/profile/orgchart', pageKey: 'orgchart', parentPageKey: 'profile', requireTrue: true, alsoAsk: ['orgchart'], titleKey: 'route.orgchart.title' },
];

/** The route of a path in UNROUTED, else in the area manifests (whose /profile/:section would take /profile/orgchart). */
const routeFor = (path: string) => findRoute(path, UNROUTED) ?? findRoute(path);
const plan = (path: string) => planGuard(path, routeFor(path));
const rights = (pairs: Record<string, string>) => rightsByKey({ navPageRights: Object.entries(pairs).map(([key, value]) => ({ key, value })) });
const allowed = (path: string, pairs: Record<string, string>) => isAllowed(plan(path), rights(pairs));

describe('planGuard: the page keys a navigation asks about', () => {
  it('sends the parent and current page keys taken from the path segments', () => {
    expect(navigationRightsBody(plan('/users'))).toEqual({ navPageRights: [{ key: 'users' }] });
    expect(plan('/role/create').requestKeys).toEqual(['role', 'createRole']);
    expect(plan('/resource/detail/cn%3Dx').requestKeys).toEqual(['resource', 'createResource']);
    expect(plan('/sod/mapresources').requestKeys).toEqual(['sod', 'mapresources']);
    expect(plan('/delegation/edit/7').requestKeys).toEqual(['delegation', 'createDelegation']);
  });
  it('uses the last segment as the page key on entities pages', () => {
    expect(plan('/entities/department/costCenter').currentKey).toBe('costCenter');
  });
  it('asks for the org chart key on the profile page too', () => {
    expect(plan('/profile').requestKeys).toEqual(['profile', 'orgchart']);
  });
  it('takes the parent and page keys from the route table when given', () => {
    expect(planGuard('/profile/roles', routeFor('/profile/roles')).requestKeys).toEqual(['profile', 'orgchart']);
    expect(planGuard('/createUser', { pageKey: 'createUser' }).requestKeys).toEqual(['createUser']);
    expect(planGuard('/role/detail/cn%3Dx', { pageKey: 'createRole', parentPageKey: 'role' }).requestKeys).toEqual(['role', 'createRole']);
    expect(planGuard('/users/cn%3Dx', { pageKey: 'users', parentPageKey: 'users' }).requestKeys).toEqual(['users']);
  });
});

describe('planGuard: the rules are the route\'s data', () => {
  const page = { pageKey: 'report', parentPageKey: 'audit' };
  it('needs the page key\'s right to be exactly true when the route says requireTrue', () => {
    expect(isAllowed(planGuard('/audit/report', page), rights({ report: 'yes' }))).toBe(true);
    expect(isAllowed(planGuard('/audit/report', { ...page, requireTrue: true }), rights({ report: 'yes' }))).toBe(false);
    expect(isAllowed(planGuard('/audit/report', { ...page, requireTrue: true }), rights({ report: 'true' }))).toBe(true);
  });
  it('asks for the alsoAsk keys, once each, without letting them decide', () => {
    const withExtras = planGuard('/audit/report', { ...page, alsoAsk: ['orgchart', 'report', 'teams'] });
    expect(withExtras.requestKeys).toEqual(['audit', 'report', 'orgchart', 'teams']);
    expect(isAllowed(withExtras, rights({ orgchart: 'false', teams: 'false' }))).toBe(true);
  });
  it('takes the page key from the last path segment when the route says pageKeyFrom lastSegment', () => {
    expect(planGuard('/audit/x/weekly', { ...page, pageKeyFrom: 'lastSegment' }).requestKeys).toEqual(['audit', 'weekly']);
    expect(planGuard('/audit/x/weekly', page).requestKeys).toEqual(['audit', 'report']);
  });
  it('takes the keys from the path segments when no route is known', () => {
    expect(planGuard('/audit/weekly/x').requestKeys).toEqual(['audit', 'weekly']);
  });
  it('finds the rules in the area manifests', () => {
    const requiringTrue = ROUTES.filter((route) => route.requireTrue).map((route) => route.path);
    expect(requiringTrue.sort()).toEqual(
      [
        '/delegation/create-delegation',
        '/delegation/edit/:id',
        // A person's chart follows the org chart's right too.
        '/orgchart/:dn',
        '/orgchart',
        ...['role', 'resource', 'sod'].flatMap((p) => [`/${p}/create`, `/${p}/detail/:dn`, `/${p}/mapresources/:dn`]),
      ].sort(),
    );
    expect(ROUTES.filter((route) => route.alsoAsk?.includes('orgchart')).every((route) => route.pageKey === 'profile')).toBe(true);
    expect(findRoute('/entities/department')?.pageKeyFrom).toBe('lastSegment');
  });
});

describe('isAllowed: the verdict', () => {
  it('refuses when the parent right is the string false, allows anything else', () => {
    expect(allowed('/users', { users: 'false' })).toBe(false);
    expect(allowed('/users', { users: 'true' })).toBe(true);
    expect(allowed('/users', {})).toBe(true);
    expect(allowed('/users/anything', { users: 'false', anything: 'true' })).toBe(false);
  });
  it('needs a right of true for role, resource and sod sub-pages create, detail and mapresources', () => {
    expect(allowed('/role/create', { role: 'true' })).toBe(false);
    expect(allowed('/role/create', { role: 'true', createRole: 'true' })).toBe(true);
    expect(allowed('/resource/detail/x', { resource: 'true', createResource: 'false' })).toBe(false);
    expect(allowed('/sod/mapresources', { sod: 'true', mapresources: 'true' })).toBe(true);
    expect(allowed('/role', { role: 'true' })).toBe(true); // an empty sub-path is allowed
  });
  it('needs createDelegation true for the create-delegation and edit sub-pages', () => {
    expect(allowed('/delegation/create-delegation', { delegation: 'true' })).toBe(false);
    expect(allowed('/delegation/edit', { delegation: 'true', createDelegation: 'true' })).toBe(true);
    expect(allowed('/delegation', { delegation: 'true' })).toBe(true);
  });
  it('allows the org chart only when its right is true', () => {
    expect(allowed('/orgchart', {})).toBe(false);
    expect(allowed('/orgchart', { orgchart: 'true' })).toBe(true);
    expect(allowed('/profile/orgchart', { profile: 'true' })).toBe(false);
    expect(allowed('/profile/orgchart', { profile: 'true', orgchart: 'true' })).toBe(true);
  });
  it('refuses an entities page whose last segment has the right false', () => {
    expect(allowed('/entities/department', { entities: 'true', department: 'false' })).toBe(false);
    expect(allowed('/entities/department', { entities: 'true', department: 'true' })).toBe(true);
  });
  it('reads boolean values as their strings', () => {
    expect(rightsByKey({ navPageRights: [{ key: 'a', value: false }] })).toEqual({ a: 'false' });
  });
});

describe('resolveRedirectTarget: where Close goes', () => {
  const known = (path: string) => ['/tasks', '/dashboard'].includes(path);
  const origin = 'http://localhost:8180';
  it('navigates inside the console to a known route, however it is written', () => {
    for (const target of ['tasks', '/tasks', '#/tasks', '/idmdash/#/tasks', 'http://localhost:8180/idmdash/#/tasks']) {
      expect(resolveRedirectTarget(target, known, origin)).toEqual({ kind: 'route', path: '/tasks' });
    }
  });
  it('loads a same-origin path that is not a route as a full page', () => {
    expect(resolveRedirectTarget('/IDMProv/portal', known, origin)).toEqual({ kind: 'page', url: '/IDMProv/portal' });
    expect(resolveRedirectTarget('http://localhost:8180/other?x=1', known, origin)).toEqual({ kind: 'page', url: '/other?x=1' });
  });
  it('never redirects to another origin or a script URL', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'unknown', '', undefined]) {
      expect(resolveRedirectTarget(target, known, origin)).toEqual({ kind: 'route', path: '/' });
    }
  });
});
