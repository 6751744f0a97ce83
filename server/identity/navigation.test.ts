// Page rights under a client's Page access settings: each area's setting decides its page keys;
// keys it does not cover, and areas stored as something else, keep the fixed table.
import { describe, expect, it } from 'vitest';
import type { Power } from '../auth/principal.ts';
import { defaultClientConfig } from '../seed/clients.ts';
import { ACCESS_AREA_PAGES, navigationMenu, PAGE_RIGHTS, pageAllowed, type PageAccess } from './navigation.ts';

const END_USER = new Set<Power>();
const ROLE_ADMIN = new Set<Power>(['roleAdmin']);
const DOMAIN_ADMIN = new Set<Power>(['domainAdmin']);
const SEEDED = defaultClientConfig().access;

/** The seeded settings with one area changed. */
const withArea = (area: string, value: unknown): PageAccess => SEEDED.map((entry) => (entry.key === area ? { ...entry, value } : entry));

describe('pageAllowed', () => {
  it('gives with the seeded settings what the fixed table gives, for every page key and power', () => {
    for (const key of Object.keys(PAGE_RIGHTS)) {
      for (const power of [undefined, 'domainAdmin', 'roleAdmin', 'resourceAdmin', 'sodAdmin', 'teamManager'] as const) {
        const powers = new Set<Power>(power ? [power] : []);
        expect(pageAllowed(key, powers, SEEDED), `${key} ${power}`).toBe(pageAllowed(key, powers, []));
      }
    }
  });

  it('maps every area to page keys of the table', () => {
    for (const keys of Object.values(ACCESS_AREA_PAGES)) for (const key of keys) expect(PAGE_RIGHTS).toHaveProperty(key);
    expect(Object.keys(ACCESS_AREA_PAGES).sort()).toEqual(SEEDED.map((entry) => entry.key).sort());
  });

  it('narrows an area to the stored powers, for all its page keys', () => {
    const access = withArea('orgchart', ['domainAdmin']);
    for (const key of ['orgchart', 'orgChart', 'entityOrgChart', 'org Chart']) {
      expect(pageAllowed(key, END_USER, access), key).toBe(false);
      expect(pageAllowed(key, DOMAIN_ADMIN, access), key).toBe(true);
    }
    expect(pageAllowed('dashboard', END_USER, access)).toBe(true);
  });

  it('widens an area to everyone or to another power', () => {
    const everyone = withArea('roles', ['everyone']);
    for (const key of ['role', 'createRole', 'create Role', 'mapresources']) expect(pageAllowed(key, END_USER, everyone), key).toBe(true);
    expect(pageAllowed('resource', END_USER, everyone)).toBe(false);
    const users = withArea('users', ['roleAdmin']);
    for (const key of ['users', 'createUser', 'manageusers']) {
      expect(pageAllowed(key, ROLE_ADMIN, users), key).toBe(true);
      expect(pageAllowed(key, DOMAIN_ADMIN, users), key).toBe(false);
    }
  });

  it('opens an area stored with no one to no one, not even a domain administrator', () => {
    expect(pageAllowed('configuration', DOMAIN_ADMIN, withArea('configuration', []))).toBe(false);
  });

  it('keeps the fixed table for keys no area covers, areas missing from the settings and values that are not lists of powers', () => {
    const access = withArea('teams', ['everyone']);
    for (const key of ['settings', 'cache', 'create', 'detail', 'group']) expect(pageAllowed(key, END_USER, access), key).toBe(false);
    expect(pageAllowed('teams', END_USER, SEEDED.filter((entry) => entry.key !== 'teams'))).toBe(false);
    expect(pageAllowed('teams', END_USER, withArea('teams', 'everyone'))).toBe(false);
    expect(pageAllowed('teams', END_USER, withArea('teams', ['everybody']))).toBe(false);
    expect(pageAllowed('teams', new Set<Power>(['teamManager']), withArea('teams', 'everyone'))).toBe(true);
  });
});

describe('navigationMenu', () => {
  const keys = (powers: ReadonlySet<Power>, access: PageAccess) =>
    navigationMenu(powers, access).flatMap((item) => [item.mapName, ...item.subMenuList.map((sub) => sub.mapName)]);

  it('shows the entries whose pages the settings open, and leaves out a parent left empty', () => {
    expect(keys(END_USER, SEEDED)).toContain('orgchart');
    expect(keys(END_USER, withArea('orgchart', ['domainAdmin']))).not.toContain('orgchart');
    expect(keys(END_USER, withArea('roles', ['everyone']))).toEqual(expect.arrayContaining(['catalog', 'role']));
    expect(keys(END_USER, SEEDED)).not.toContain('catalog');
  });
});
