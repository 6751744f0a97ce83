// Administrator assignments, granular permissions and delegated-administrator rights over real
// HTTP: an assignment changes the assignee's menu and catalogue rights at once, a delegated
// administrator may do only what was granted (403 otherwise), bad input is a 400 that changes
// nothing, and only a domain administrator manages assignments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'roleadmin', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

interface Assignment { assignee: string; assigneeDn: string; domain: string; adminTypeKey: string; status: string; effectiveDate: number; expirationDate?: number }
interface AssignmentList { adminAssignments: Assignment[]; total: number; nextIndex: number }
interface MenuItem { mapName: string; subMenuList: MenuItem[] }

const admin = (method: string, path: string, body?: unknown) => rest(server, token.uaadmin!, method, path, body);
const ENDUSER_DN = 'cn=enduser,ou=users,o=data';

async function assignments(query = ''): Promise<AssignmentList> {
  const answer = await admin('GET', `/admin/administrator/assignments${query}`);
  expect(answer.status).toBe(200);
  expectMatchesContract('GET', '/admin/administrator/assignments', 200, answer.body);
  return answer.body as AssignmentList;
}

async function menuKeys(who: string): Promise<string[]> {
  const answer = await rest(server, token[who]!, 'POST', '/access/info/user/navigationmenu', {});
  const flatten = (items: MenuItem[]): string[] => items.flatMap((item) => [item.mapName, ...flatten(item.subMenuList)]);
  return flatten((answer.body as { menuItems: MenuItem[] }).menuItems);
}

async function roleRights(who: string): Promise<Record<string, string>> {
  const answer = await rest(server, token[who]!, 'POST', '/catalog/delegatedAdmin/rights', { permissions: [{ entityType: 'role' }] });
  expect(answer.status).toBe(201);
  expectMatchesContract('POST', '/catalog/delegatedAdmin/rights', 201, answer.body);
  const entry = (answer.body as { opertionPermissionMap: Array<{ operationAccessMap: Array<{ key: string; value: string }> }> }).opertionPermissionMap[0]!;
  return Object.fromEntries(entry.operationAccessMap.map(({ key, value }) => [key, value]));
}

const newRole = (name: string) => ({ name, description: 'Made by a delegated administrator', roleLevel: { level: 10 } });

describe('administrator assignments', () => {
  it('finds the demo delegated administrator, who may modify and assign roles but not create them', async () => {
    const { adminAssignments } = await assignments('?filterSearch=ROLES&size=50');
    const delegated = adminAssignments.find((a) => a.adminTypeKey === 'DELEGATED');
    expect(delegated).toMatchObject({ domain: 'ROLES', status: 'Active' });
    const username = /^cn=([^,]+),/.exec(delegated!.assigneeDn)![1]!;
    token.delegate = (await passwordGrant(server, username)).access_token;
    expect(await roleRights('delegate')).toEqual({ create: 'false', modify: 'true', delete: 'false', assign: 'true' });
    expect(await menuKeys('delegate')).toContain('role');
    const refused = await rest(server, token.delegate, 'POST', '/catalog/roles', newRole('Never Made'));
    expect(refused.status).toBe(403);
    expect(expectFault(refused.body)).toBe(`User ${username} does not have the right to create roles`);
  });

  it('an assignment opens the assignee menu and catalogue; its granular permissions decide the actions; revoking closes them', async () => {
    expect(await menuKeys('enduser')).not.toContain('role');
    expect((await rest(server, token.enduser!, 'GET', '/catalog/roles/listV2')).status).toBe(403);
    expect((await admin('GET', `/admin/permission/assignment?assigneeDn=${encodeURIComponent(ENDUSER_DN)}`)).body).toEqual({ domains: [] });
    expect((await admin('GET', '/admin/permission/assignment')).body).toEqual({ domains: [] });

    const created = await admin('POST', '/admin/administrator/assignments/create', {
      assigneeDn: ENDUSER_DN, domain: 'ROLES', adminType: 'DELEGATED', effectiveDate: Date.now() - 1000, comment: 'Role descriptions',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectMatchesContract('POST', '/admin/administrator/assignments/create', 201, created.body);
    expect((await assignments('?q=Enduser')).adminAssignments).toMatchObject([{ assigneeDn: ENDUSER_DN, domain: 'ROLES', adminTypeKey: 'DELEGATED', status: 'Active' }]);

    // The token issued before the assignment carries the new powers at once.
    expect(await menuKeys('enduser')).toEqual(expect.arrayContaining(['role', 'sod']));
    expect(await menuKeys('enduser')).not.toContain('resource');
    expect((await rest(server, token.enduser!, 'GET', '/catalog/roles/listV2')).status).toBe(200);
    expect(await roleRights('enduser')).toEqual({ create: 'false', modify: 'false', delete: 'false', assign: 'false' });
    expect((await rest(server, token.enduser!, 'POST', '/catalog/roles', newRole('Delegated One'))).status).toBe(403);

    const grant = { assignedToDN: ENDUSER_DN, permissions: [{ id: 'role:create' }] };
    expect((await admin('PUT', '/admin/assignment/permissions', grant)).status).toBe(204);
    const granted = await admin('GET', `/admin/permission/assignment?assigneeDn=${encodeURIComponent(ENDUSER_DN)}&domain=ROLES`);
    expectMatchesContract('GET', '/admin/permission/assignment', 200, granted.body);
    expect(granted.body).toEqual({ domains: [{ key: 'role:create', value: 'Create roles' }] });
    expect((await roleRights('enduser')).create).toBe('true');
    expect((await rest(server, token.enduser!, 'POST', '/catalog/roles', newRole('Delegated One'))).status).toBe(201);
    expect((await rest(server, token.enduser!, 'GET', '/admin/permission/rights?objectType=role')).body).toEqual({ permissionKey: 'role', isAccesible: true });

    expect((await admin('DELETE', '/admin/assignment/permissions', grant)).status).toBe(204);
    expect((await roleRights('enduser')).create).toBe('false');

    const revoked = await admin('DELETE', '/admin/administrator/assignments', { revokeAssignments: [{ assignmentDomain: 'ROLES', identity: ENDUSER_DN, isAllPermissions: true }] });
    expect(revoked.status).toBe(204);
    expect(await menuKeys('enduser')).not.toContain('role');
    expect((await rest(server, token.enduser!, 'GET', '/catalog/roles/listV2')).status).toBe(403);
    expect((await rest(server, token.enduser!, 'GET', '/admin/permission/rights?objectType=role')).body).toEqual({ permissionKey: 'role', isAccesible: false });
  });

  it('a domain-administrator assignment gives every right of the domain; PROVISIONING is the PRD domain', async () => {
    const create = (domain: string) => admin('POST', '/admin/administrator/assignments/create', { assigneeDn: ENDUSER_DN, domain, adminType: 'DOMAIN' });
    expect((await create('RESOURCES')).status).toBe(201);
    expect((await create('PROVISIONING')).body).toEqual({ domains: [{ key: 'PRD', value: 'Provisioning' }] });
    expect(await menuKeys('enduser')).toContain('resource');
    const rights = await rest(server, token.enduser!, 'POST', '/catalog/delegatedAdmin/rights', { permissions: [{ entityType: 'RESOURCE' }] });
    expect((rights.body as { opertionPermissionMap: Array<{ operationAccessMap: unknown }> }).opertionPermissionMap[0]!.operationAccessMap)
      .toEqual([{ key: 'create', value: 'true' }, { key: 'modify', value: 'true' }, { key: 'delete', value: 'true' }, { key: 'assign', value: 'true' }]);
    const revoked = await admin('DELETE', '/admin/administrator/assignments', {
      revokeAssignments: [{ assignmentDomain: 'RESOURCES', identity: ENDUSER_DN }, { assignmentDomain: 'PRD', identity: ENDUSER_DN }],
    });
    expect(revoked.status).toBe(204);
    expect((await assignments('?q=Enduser')).total).toBe(0);
  });

  it('pages and sorts, and lists the domains, columns and granular permissions of a domain', async () => {
    const first = await assignments('?size=1&sortColumn=domain&sortOrder=desc');
    expect(first.adminAssignments).toHaveLength(1);
    expect(first.nextIndex).toBe(first.total > 1 ? 2 : 0);
    expect((await admin('GET', '/admin/administrator/assignments/domains')).body).toEqual({
      domains: [{ key: 'ROLES', value: 'Role' }, { key: 'RESOURCES', value: 'Resource' }, { key: 'PRD', value: 'Provisioning' }],
    });
    expect((await admin('GET', '/admin/administrator/assignments/adminDomains')).body).toMatchObject({ domains: [{ key: 'ROLES' }, { key: 'RESOURCES' }, { key: 'PRD' }] });
    const columns = await admin('GET', '/admin/administrator/assignments/columns');
    expectMatchesContract('GET', '/admin/administrator/assignments/columns', 200, columns.body);
    const permissions = await admin('GET', '/admin/permission?domain=RESOURCES');
    expect(permissions.body).toEqual({ domains: [
      { key: 'resource:create', value: 'Create resources' }, { key: 'resource:modify', value: 'Modify resources' },
      { key: 'resource:delete', value: 'Delete resources' }, { key: 'resource:assign', value: 'Assign resources' },
    ] });
  });

  it('answers 400 with a Fault for bad values and changes nothing', async () => {
    const before = (await assignments()).total;
    const cases: Array<[unknown, string]> = [
      [{ assigneeDn: ENDUSER_DN, domain: 'USERS', adminType: 'DOMAIN' }, 'domain: "USERS" is not an administration domain (ROLES, RESOURCES, PRD)'],
      [{ assigneeDn: 'cn=nobody,o=data', domain: 'ROLES', adminType: 'DOMAIN' }, 'assigneeDn: there is no user "cn=nobody,o=data"'],
      [{ assigneeDn: ENDUSER_DN, domain: 'ROLES', adminType: 'DOMAIN', effectiveDate: 2_000_000_000_000, expirationDate: 1_900_000_000_000 }, 'The expiration date must be after the effective date'],
      [{ assigneeDn: ENDUSER_DN, domain: 'ROLES', adminType: 'OWNER' }, 'adminType: "OWNER" is not one of DOMAIN, DELEGATED'],
      [{ assigneeDn: ENDUSER_DN, domain: 'ROLES', adminType: 'DOMAIN', effectiveDate: 'soon' }, 'Invalid request: body.effectiveDate must be number'],
    ];
    for (const [body, fault] of cases) {
      const answer = await admin('POST', '/admin/administrator/assignments/create', body);
      expect(answer.status).toBe(400);
      expect(expectFault(answer.body)).toBe(fault);
    }
    const revoke = await admin('DELETE', '/admin/administrator/assignments', { revokeAssignments: [{ assignmentDomain: 'ROLES', identity: ENDUSER_DN }] });
    expect(revoke.status).toBe(400);
    expect(expectFault(revoke.body)).toBe('Eddie Enduser is not an administrator of the Role domain');
    const notDelegated = await admin('PUT', '/admin/assignment/permissions', { assignedToDN: ENDUSER_DN, permissions: [{ id: 'role:create' }] });
    expect(expectFault(notDelegated.body)).toBe('Eddie Enduser is not a delegated administrator of the Role domain, so cannot be given "role:create"');
    const unknown = await admin('PUT', '/admin/assignment/permissions', { assignedToDN: ENDUSER_DN, permissions: [{ id: 'role:fly' }] });
    expect(expectFault(unknown.body)).toBe('permissions: "role:fly" is not a granular permission');
    expect((await admin('GET', '/admin/permission/rights?objectType=planet')).status).toBe(400);
    expect((await assignments()).total).toBe(before);
  });

  it('keeps the assignments and the page to the domain administrator (403), but anyone may ask their own rights', async () => {
    for (const who of ['enduser', 'roleadmin']) {
      const list = await rest(server, token[who]!, 'GET', '/admin/administrator/assignments');
      expect(list.status).toBe(403);
      const create = await rest(server, token[who]!, 'POST', '/admin/administrator/assignments/create', { assigneeDn: ENDUSER_DN, domain: 'ROLES', adminType: 'DOMAIN' });
      expect(create.status).toBe(403);
      expect((await rest(server, token[who]!, 'GET', '/admin/permission/rights?objectType=resource')).status).toBe(200);
    }
    expect(await roleRights('roleadmin')).toEqual({ create: 'true', modify: 'true', delete: 'true', assign: 'true' });
    expect(await menuKeys('uaadmin')).toContain('permissions');
    expect(await menuKeys('roleadmin')).not.toContain('permissions');
    const pageRights = await rest(server, token.enduser!, 'POST', '/access/info/user/navigationrights', { navPageRights: [{ key: 'permissions' }] });
    expect((pageRights.body as { navPageRights: unknown[] }).navPageRights).toEqual([{ key: 'permissions', value: 'false' }]);
    expect((await assignments('?q=Enduser')).total).toBe(0);
  });
});
