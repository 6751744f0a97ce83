// The lists the multi-tab picker's tabs call, over real HTTP against the seeded sandbox: contract
// paths and shapes, the wire's paging and search rules, who may see what, and faults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'manager', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

/** Calls as `who`, checks the status and, when given, the contract's answer shape. */
async function ok<T>(who: string, method: string, path: string, status: number, body?: unknown, contractPath?: string): Promise<T> {
  const answer = await rest(server, token[who]!, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(status);
  if (contractPath) expectMatchesContract(method, contractPath, status, answer.body);
  return answer.body as T;
}

type Named = { id?: string; dn?: string; name: string };

describe('roles, categories, levels', () => {
  it('pages roles 1-based with a next index, filtered by level and searched by name prefix', async () => {
    const first = await ok<{ roles: (Named & { level: number })[]; nextIndex: number; total: number }>('uaadmin', 'GET', '/catalog/roles/listV2?nextIndex=1&size=5', 200, undefined, '/catalog/roles/listV2');
    expect(first.roles).toHaveLength(5);
    expect(first.nextIndex).toBe(6);
    const second = await ok<{ roles: Named[] }>('uaadmin', 'GET', '/catalog/roles/listV2?nextIndex=6&size=5', 200);
    expect(second.roles.map((role) => role.id)).not.toContain(first.roles[0]!.id);
    const level20 = await ok<{ roles: { level: number }[] }>('uaadmin', 'GET', '/catalog/roles/listV2?roleLevel=20&size=300', 200);
    expect(level20.roles.length).toBeGreaterThan(0);
    expect(level20.roles.every((role) => role.level === 20)).toBe(true);
    const name = first.roles[0]!.name;
    const searched = await ok<{ roles: Named[] }>('uaadmin', 'GET', `/catalog/roles/listV2?q=${encodeURIComponent(name.slice(0, 4))}&size=300`, 200);
    expect(searched.roles.every((role) => role.name.toLowerCase().startsWith(name.slice(0, 4).toLowerCase()))).toBe(true);
    // A size outside 1..300 becomes 10.
    expect((await ok<{ roles: unknown[] }>('uaadmin', 'GET', '/catalog/roles/listV2?size=0', 200)).roles).toHaveLength(10);
  });

  it('answers role levels and role and resource categories', async () => {
    const levels = await ok<{ roleLevels: { level: number }[] }>('uaadmin', 'GET', '/catalog/roles/levels', 200, undefined, '/catalog/roles/levels');
    expect(levels.roleLevels.map((level) => level.level)).toEqual([10, 20, 30]);
    const roleCategories = await ok<{ categories: { id: string; name: string }[] }>('uaadmin', 'GET', '/catalog/roleCategories?size=100', 200, undefined, '/catalog/roleCategories');
    expect(roleCategories.categories.length).toBeGreaterThan(0);
    await ok('uaadmin', 'GET', '/catalog/resourceCategories', 200, undefined, '/catalog/resourceCategories');
    // Roles filtered by a category carry it.
    const key = roleCategories.categories[0]!.id;
    const inCategory = await ok<{ roles: { categories: { id: string }[] }[] }>('uaadmin', 'GET', `/catalog/roles/listV2?categoryKeys=${encodeURIComponent(key)}&size=300`, 200);
    expect(inCategory.roles.length).toBeGreaterThan(0);
    for (const role of inCategory.roles) expect(role.categories.map((category) => category.id)).toContain(key);
  });

  it('catalogue lists need an administrative power', async () => {
    expect((await rest(server, token.enduser!, 'GET', '/catalog/roles/listV2')).status).toBe(403);
  });
});

describe('drivers, entitlements, values and resources', () => {
  it('lists drivers, the entitlements of a driver and the values of an entitlement', async () => {
    const drivers = await ok<{ drivers: Named[] }>('uaadmin', 'GET', '/catalog/drivers?size=300', 200, undefined, '/catalog/drivers');
    expect(drivers.drivers.length).toBeGreaterThan(0);
    const withEntitlements = await ok<{ entitlements: { id: string; displayName: string }[] }>('uaadmin', 'POST', '/catalog/drivers/driver', 201, { id: drivers.drivers[0]!.id }, '/catalog/drivers/driver');
    expect(withEntitlements.entitlements.length).toBeGreaterThan(0);
    let valued: { entitlementValues: { value: string; valueDisplayName: string }[]; nextIndex: number } | undefined;
    for (const driver of drivers.drivers) {
      const { entitlements } = await ok<{ entitlements: { id: string }[] }>('uaadmin', 'POST', '/catalog/drivers/driver', 201, { id: driver.id });
      for (const entitlement of entitlements) {
        const values = await ok<typeof valued & object>('uaadmin', 'POST', '/catalog/drivers/entitlementValues/listV2?nextIndex=1&pageSize=2&query=', 201, { id: entitlement.id });
        // The contract documents a single node for listV2; the answer is the list node of the v1 call.
        expectMatchesContract('POST', '/catalog/entitlements/entitlementValues', 201, values);
        if (values.entitlementValues.length > 0) valued = values;
        if (valued) break;
      }
      if (valued) break;
    }
    expect(valued?.entitlementValues[0]).toMatchObject({ value: expect.any(String), valueDisplayName: expect.any(String) });
    expect(expectFault((await rest(server, token.uaadmin!, 'POST', '/catalog/drivers/driver', { id: 'cn=nope' })).body)).toContain('cn=nope');
  });

  it('cprsSupported lists only the entitlements that support it (fewer than all, in the seed)', async () => {
    const drivers = await ok<{ drivers: Named[] }>('uaadmin', 'GET', '/catalog/drivers?size=300', 200);
    let all = 0;
    let cprs = 0;
    for (const driver of drivers.drivers) {
      all += (await ok<{ entitlements: unknown[] }>('uaadmin', 'POST', '/catalog/drivers/driver', 201, { id: driver.id })).entitlements.length;
      cprs += (await ok<{ entitlements: unknown[] }>('uaadmin', 'POST', '/catalog/drivers/driver?cprsSupported=true', 201, { id: driver.id }, '/catalog/drivers/driver')).entitlements.length;
    }
    expect(cprs).toBeGreaterThan(0);
    expect(cprs).toBeLessThan(all);
  });

  it('the directory drivers (admin) answer every driver', async () => {
    const catalogue = await ok<{ drivers: Named[] }>('uaadmin', 'GET', '/catalog/drivers?size=300', 200);
    const directory = await ok<{ drivers: Named[] }>('uaadmin', 'GET', '/admin/driver', 200, undefined, '/admin/driver');
    expect(directory.drivers.map((driver) => driver.dn)).toEqual(catalogue.drivers.map((driver) => driver.id));
  });

  it('resources list; driver resources of an entitlement mark the bound ones with an odd managedBy', async () => {
    const list = await ok<{ resources: (Named & { entitlements: { id: string }[] })[]; nextIndex: number }>('uaadmin', 'GET', '/catalog/resources/listV2?size=300', 200, undefined, '/catalog/resources/listV2');
    const bound = list.resources.find((resource) => resource.entitlements.length > 0);
    expect(bound).toBeDefined();
    const entitlementId = bound!.entitlements[0]!.id;
    const answer = await ok<{ resources: (Named & { managedBy: number })[] }>('uaadmin', 'POST', '/catalog/resources/driverResources', 201, { q: '', size: 300, nextIndex: 1, entitlementId }, '/catalog/resources/driverResources');
    const managed = answer.resources.filter((resource) => resource.managedBy % 2 === 1);
    expect(managed.map((resource) => resource.id)).toContain(bound!.id);
    expect(answer.resources.some((resource) => resource.managedBy % 2 === 0) || answer.resources.length === managed.length).toBe(true);
  });
});

describe('SoDs, request definitions, permissions, containers', () => {
  it('each SoD carries its pair of conflicting roles', async () => {
    const answer = await ok<{ sods: { roles: Named[] }[] }>('uaadmin', 'GET', '/catalog/sods?size=300', 200, undefined, '/catalog/sods');
    expect(answer.sods.length).toBeGreaterThan(0);
    for (const sod of answer.sods) expect(sod.roles).toHaveLength(2);
  });

  it('request definitions by process type; the approval kinds map to role, resource and sod', async () => {
    const all = await ok<{ requestDefs: Named[] }>('uaadmin', 'GET', '/catalog/prds?size=300', 200, undefined, '/catalog/prds');
    expect(all.requestDefs.length).toBeGreaterThan(0);
    const workflows = await ok<{ requestDefs: Named[] }>('uaadmin', 'GET', '/catalog/prds?size=300&processType=workflow', 200);
    expect(workflows.requestDefs.length).toBeLessThanOrEqual(all.requestDefs.length);
    await ok('uaadmin', 'GET', `/catalog/prds?processType=${encodeURIComponent('Role Approval')}`, 200, undefined, '/catalog/prds');
  });

  it('permissions of the repeated types, searchable, for every signed-in user', async () => {
    const roles = await ok<{ permissions: { entityType: string }[] }>('enduser', 'GET', '/access/permissions?type=ROLE&size=50', 200, undefined, '/access/permissions');
    expect(roles.permissions.every((permission) => permission.entityType === 'ROLE')).toBe(true);
    const mixed = await ok<{ permissions: { entityType: string }[] }>('enduser', 'GET', '/access/permissions?type=RESOURCE&type=PRD&size=300', 200);
    expect(new Set(mixed.permissions.map((permission) => permission.entityType))).toEqual(new Set(['RESOURCE', 'PRD']));
    expect((await rest(server, token.enduser!, 'GET', '/access/permissions?type=USER')).status).toBe(400);
  });

  it('the role root holds the role level containers; a level has no sub-containers (not a failure)', async () => {
    const role = await ok<{ dn: string }>('uaadmin', 'GET', '/access/containers/role', 200, undefined, '/access/containers/role');
    const levels = await ok<{ subContainers: { dn: string; name: string }[] }>('uaadmin', 'POST', '/access/containers/container', 201, { dn: role.dn }, '/access/containers/container');
    expect(levels.subContainers.map((container) => container.name)).toEqual(['Level10', 'Level20', 'Level30']);
    const sub = await ok<{ subContainers: unknown[] }>('uaadmin', 'POST', '/access/containers/container', 201, { dn: levels.subContainers[0]!.dn }, '/access/containers/container');
    expect(sub.subContainers).toEqual([]);
    await ok('uaadmin', 'GET', '/access/containers/resource', 200, undefined, '/access/containers/resource');
    await ok('uaadmin', 'GET', '/access/containers/prd', 200, undefined, '/access/containers/prd');
  });
});

describe('teams and their members', () => {
  it('administrators see every team, filtered by kind; managers see the teams they manage', async () => {
    const all = await ok<{ teams: Named[] }>('uaadmin', 'GET', '/access/teams/managelist?size=100', 200, undefined, '/access/teams/managelist');
    const relationship = await ok<{ teams: Named[] }>('uaadmin', 'GET', '/access/teams/managelist?type=R', 200);
    expect(relationship.teams.length).toBeGreaterThan(0);
    expect(relationship.teams.length).toBeLessThan(all.teams.length);
    const managed = await ok<{ teams: Named[] }>('manager', 'GET', '/access/teams/managelist?size=100', 200);
    expect(managed.teams.length).toBeGreaterThan(0);
    expect(managed.teams.length).toBeLessThan(all.teams.length);
    expect((await rest(server, token.uaadmin!, 'GET', '/access/teams/managelist?type=Z')).status).toBe(400);
  });

  it('team members are paged recipients; another manager’s team is forbidden (403)', async () => {
    const managed = await ok<{ teams: Named[] }>('manager', 'GET', '/access/teams/managelist', 200);
    const teamDn = encodeURIComponent(managed.teams[0]!.dn!);
    const page = await ok<{ recipients: Named[]; total: number; nextIndex: number }>('manager', 'GET', `/access/teams/team/userlist?teamDn=${teamDn}&size=2&nextIndex=1`, 200, undefined, '/access/teams/team/userlist');
    expect(page.recipients.length).toBeLessThanOrEqual(2);
    if (page.total > 2) expect(page.nextIndex).toBe(3);
    const all = await ok<{ teams: Named[] }>('uaadmin', 'GET', '/access/teams/managelist?size=100', 200);
    const notMine = all.teams.find((team) => !managed.teams.some((mine) => mine.dn === team.dn))!;
    expect((await rest(server, token.manager!, 'GET', `/access/teams/team/userlist?teamDn=${encodeURIComponent(notMine.dn!)}`)).status).toBe(403);
  });

  it('on-behalf recipients: a team’s members, or any user for an administrator', async () => {
    const managed = await ok<{ teams: Named[] }>('manager', 'GET', '/access/teams/managelist', 200);
    const teamDn = encodeURIComponent(managed.teams[0]!.dn!);
    await ok('manager', 'GET', `/access/teams/recipients/userlist/v2?teamDn=${teamDn}&size=5`, 200, undefined, '/access/teams/recipients/userlist/v2');
    const anyone = await ok<{ recipients: Named[]; total: number }>('uaadmin', 'GET', '/access/teams/recipients/userlist/v2?size=5', 200);
    expect(anyone.total).toBeGreaterThan(5);
  });
});

describe('request-on-behalf info', () => {
  it('tells the group-members dialog whether the user is a role administrator', async () => {
    expect(await ok('uaadmin', 'GET', '/access/rob', 200, undefined, '/access/rob')).toMatchObject({ isRoleAdmin: true });
    expect(await ok('enduser', 'GET', '/access/rob', 200)).toMatchObject({ isRoleAdmin: false });
  });
});
