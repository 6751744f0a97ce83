import { describe, expect, it } from 'vitest';
import { isAllowed, navigationRightsBody, planGuard, resolveRedirectTarget, rightsByKey } from './guard.ts';

const rights = (pairs: Record<string, string>) => rightsByKey({ navPageRights: Object.entries(pairs).map(([key, value]) => ({ key, value })) });
const allowed = (path: string, pairs: Record<string, string>) => isAllowed(planGuard(path), rights(pairs));

describe('planGuard: the page keys a navigation asks about', () => {
  it('sends the parent and current page keys taken from the path segments', () => {
    expect(navigationRightsBody(planGuard('/users'))).toEqual({ navPageRights: [{ key: 'users' }] });
    expect(planGuard('/role/create').requestKeys).toEqual(['role', 'createRole']);
    expect(planGuard('/resource/detail/cn%3Dx').requestKeys).toEqual(['resource', 'createResource']);
    expect(planGuard('/sod/mapresources').requestKeys).toEqual(['sod', 'mapresources']);
    expect(planGuard('/delegation/edit/7').requestKeys).toEqual(['delegation', 'createDelegation']);
  });
  it('uses the last segment as the page key on entities pages', () => {
    expect(planGuard('/entities/department/costCenter').currentKey).toBe('costCenter');
  });
  it('asks for the org chart key on the profile page too', () => {
    expect(planGuard('/profile').requestKeys).toEqual(['profile', 'orgchart']);
  });
  it('takes the parent and page keys from the route table when given', () => {
    expect(planGuard('/myProfile/roles', { pageKey: 'profile', parentPageKey: 'profile' }).requestKeys).toEqual(['profile', 'orgchart']);
    expect(planGuard('/createUser', { pageKey: 'createUser' }).requestKeys).toEqual(['createUser']);
    expect(planGuard('/role/detail/cn%3Dx', { pageKey: 'createRole', parentPageKey: 'role' }).requestKeys).toEqual(['role', 'createRole']);
    expect(planGuard('/users/cn%3Dx', { pageKey: 'users', parentPageKey: 'users' }).requestKeys).toEqual(['users']);
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
