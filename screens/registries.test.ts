import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREA_LOADERS, areaOfScreen } from './areas.ts';
import { genericRegistries, registriesFor } from './registries.ts';

describe('areas', () => {
  it('has a loader for every area, and finds a screen file its area by its folder', () => {
    expect(Object.keys(AREA_LOADERS).sort()).toEqual([...AREA_IDS].sort());
    const folders = readdirSync(new URL('.', import.meta.url)).filter((name) => existsSync(new URL(`./${name}/code/index.ts`, import.meta.url)));
    expect([...AREA_IDS]).toEqual(folders.sort());
    expect(AREA_IDS.length).toBeGreaterThanOrEqual(15);
    expect(areaOfScreen('roles/detail.json')).toBe('roles');
    expect(areaOfScreen('fixture/list.json')).toBeUndefined();
  });
});

describe('registriesFor', () => {
  it('gives a screen outside the areas the generic registries', async () => {
    expect(await registriesFor(undefined)).toBe(genericRegistries);
  });

  it("adds the area's own names to the generic ones, and no other area's", async () => {
    const roles = await registriesFor('roles');
    const users = await registriesFor('users');
    expect(Object.keys(roles.encoders)).toEqual(expect.arrayContaining(['trimNames', 'roleNode', 'mappedResources', 'revokeAssignments']));
    expect(roles.encoders).not.toHaveProperty('createUser');
    expect(roles.transforms).toHaveProperty('roleForm');
    expect(roles.cellRenderers).toHaveProperty('codeLabel');
    expect(roles.cellRenderers).not.toHaveProperty('userQuickInfo');
    expect(users.cellRenderers).toHaveProperty('userQuickInfo');
    expect(roles.providers).toEqual([]);
    expect(users.failureRules).toHaveProperty('userCreate');
    expect(users.failureRules).toHaveProperty('fault');
    expect(users.lookupPickers).toHaveProperty('user-lookup');
    expect(users.providers).toHaveLength(1);
    expect((await registriesFor('resources')).checks).toHaveProperty('resourceNameAvailable');
  });
});
