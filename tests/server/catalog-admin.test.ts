// Role, resource and SoD administration over real HTTP: round trips, hierarchy, mappings,
// assignments with expiry and their request status, SoD conflicts, 400s that change nothing, 403s.
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

interface Role { id: string; name: string; description: string; level: number; status: number; approvalRequired: boolean; approvalIsStandard: boolean; approvalQuorum?: string; approvalApprovers: { id: string; sequence: number }[]; localizedNames: { locale: string; name: string }[]; categories: { id: string }[] }
interface Feedback { success: boolean; succeeded: { id: string; dn?: string; requestId?: string }[]; failed: { id: string; reason?: string }[]; sods: { sodName: string; perm1Name: string; perm2Name: string; recipientdn: string }[] }

const call = (method: string, path: string, body?: unknown, who = 'roleadmin') => rest(server, token[who]!, method, path, body);

async function roleDetails(id: string): Promise<Role | undefined> {
  const answer = await call('POST', '/catalog/roles/role', { roles: [{ id }] });
  expect(answer.status).toBe(201);
  expectMatchesContract('POST', '/catalog/roles/role', 201, answer.body);
  return (answer.body as { roles: Role[] }).roles[0];
}

async function userDn(username: string): Promise<string> {
  const answer = await rest(server, token.uaadmin!, 'GET', `/access/users/list?q=${username}&size=300`);
  const users = (answer.body as { usersList: { dn: string }[] }).usersList;
  const found = users.find((u) => u.dn.toLowerCase().startsWith(`cn=${username},`));
  if (!found) throw new Error(`no user ${username}`);
  return found.dn;
}

async function createRole(body: Record<string, unknown>): Promise<Role> {
  const answer = await call('POST', '/catalog/roles', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expectMatchesContract('POST', '/catalog/roles', 201, answer.body);
  return answer.body as Role;
}

describe('roles', () => {
  it('create → details → modify → delete, names trimmed and locale keys mapped', async () => {
    const uaadmin = await userDn('uaadmin');
    const created = await createRole({
      name: '  Test Auditor  ', description: ' Reads the books ', roleLevel: { level: 20 }, categories: [{ id: 'finance' }],
      localizedNames: [{ locale: 'zh-CN', name: ' 审计 ' }, { locale: 'he', name: 'מבקר' }, { locale: 'de', name: '  ' }],
      approvalRequired: true, approvalIsStandard: true, approvalQuorum: '50%',
      approvalApprovers: [{ id: uaadmin, sequence: 2 }],
    });
    expect(created.name).toBe('Test Auditor');
    expect(created.description).toBe('Reads the books');
    expect(created.status).toBe(50);
    expect(created.localizedNames).toEqual([{ locale: 'zh_CN', name: '审计' }, { locale: 'iw', name: 'מבקר' }]);
    expect(created.approvalQuorum).toBe('50%');
    expect(created.approvalApprovers).toMatchObject([{ id: uaadmin, sequence: 1 }]);

    const modified = await call('PUT', '/catalog/roles/role', { id: created.id, description: ' Audits ', approvalRequired: false });
    expect(modified.status).toBe(204);
    const details = await roleDetails(created.id);
    expect(details).toMatchObject({ description: 'Audits', approvalRequired: false, approvalApprovers: [] });

    const deleted = await call('DELETE', '/catalog/roles/role', { roles: [{ id: created.id }] });
    // 204, no body, as the contract declares; a list naming an unknown role deletes none (400).
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(await roleDetails(created.id)).toBeUndefined();
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const before = await call('GET', '/catalog/roles/listV2?size=300');
    for (const body of [
      { name: '   ', roleLevel: { level: 10 } },
      { name: 'Bad=Name', roleLevel: { level: 10 } },
      { name: 'No Level', roleLevel: { level: 15 } },
      { name: 'Quorum', roleLevel: { level: 10 }, approvalRequired: true, approvalIsStandard: true, approvalQuorum: '150%', approvalApprovers: [] },
      { name: 'Custom', roleLevel: { level: 10 }, approvalRequired: true, approvalIsStandard: false },
    ]) {
      const answer = await call('POST', '/catalog/roles', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    const after = await call('GET', '/catalog/roles/listV2?size=300');
    expect((after.body as { total: number }).total).toBe((before.body as { total: number }).total);
  });

  it('forbids writes to a user without a catalogue power (403)', async () => {
    const answer = await call('POST', '/catalog/roles', { name: 'Sneaky', roleLevel: { level: 10 } }, 'enduser');
    expect(answer.status).toBe(403);
    expectFault(answer.body);
  });

  it('maps child and parent roles, only to lower levels, and lists them', async () => {
    const business = await createRole({ name: 'Hier Business', roleLevel: { level: 30 } });
    const it1 = await createRole({ name: 'Hier IT', roleLevel: { level: 20 } });
    const perm = await createRole({ name: 'Hier Perm', roleLevel: { level: 10 } });
    const sub = await call('POST', '/catalog/roles/subRoles', { roleId: business.id, subRoles: [{ id: it1.id }] });
    expect(sub.status).toBe(201);
    expectMatchesContract('POST', '/catalog/roles/subRoles', 201, sub.body);
    const parent = await call('POST', '/catalog/roles/parentRoles', { roleId: perm.id, parentRoles: [{ id: it1.id }, { id: perm.id }] });
    expect(parent.body).toMatchObject({ success: false, succeeded: [{ id: it1.id }], failed: [{ id: perm.id }] });
    const children = await call('POST', '/catalog/roles/subRoles/list?size=5', { id: it1.id });
    expectMatchesContract('POST', '/catalog/roles/subRoles/list', 201, children.body);
    expect((children.body as { roles: Role[] }).roles.map((r) => r.name)).toEqual(['Hier Perm']);
    const parents = await call('POST', '/catalog/roles/parentRoles/list', { id: it1.id });
    expect((parents.body as { roles: Role[] }).roles.map((r) => r.name)).toEqual(['Hier Business']);
    const removed = await call('DELETE', '/catalog/roles/subRoles', { roleId: business.id, subRoles: [{ id: it1.id }] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    // A removal of a link that is not there is a 400 that removes nothing.
    const again = await call('DELETE', '/catalog/roles/parentRoles', { roleId: it1.id, parentRoles: [{ id: business.id }] });
    expect(again.status).toBe(400);
    expectFault(again.body);
    const none = await call('POST', '/catalog/roles/parentRoles/list', { id: it1.id });
    expect((none.body as { roles: Role[] }).roles).toEqual([]);
  });

  it('maps resources with a driver filter and unmaps them', async () => {
    const role = await createRole({ name: 'Mapping Role', roleLevel: { level: 10 } });
    const resources = (await call('GET', '/catalog/resources/listV2?size=300')).body as { resources: { id: string; name: string }[] };
    const picked = resources.resources.slice(0, 2);
    const mapped = await call('POST', '/catalog/roles/mappedResources', { roleId: role.id, mappedResources: picked.map((r) => ({ id: r.id, mappingDescription: ' why ' })) });
    expect(mapped.status).toBe(201);
    expect(mapped.body).toMatchObject({ success: true });
    const list = await call('POST', '/catalog/roles/mappedResources/list?driverID=ALL%20DRIVERS', { id: role.id });
    expectMatchesContract('POST', '/catalog/roles/mappedResources/list', 201, list.body);
    const listed = (list.body as { resources: { id: string; mappingDescription: string; driver?: string }[] }).resources;
    expect(listed).toHaveLength(2);
    expect(listed[0]!.mappingDescription).toBe('why');
    const driver = listed.find((r) => r.driver)?.driver;
    if (driver) {
      const filtered = await call('POST', `/catalog/roles/mappedResources/list?driverID=${encodeURIComponent(driver)}`, { id: role.id });
      expect((filtered.body as { resources: { driver?: string }[] }).resources.every((r) => r.driver === driver)).toBe(true);
    }
    const unmapped = await call('DELETE', '/catalog/roles/mappedResources', { roleId: role.id, mappedResources: [{ id: picked[0]!.id }] });
    expect(unmapped.status, JSON.stringify(unmapped.body)).toBe(204);
    // One not mapped among those named: a 400, and the mapped one stays.
    const partly = await call('DELETE', '/catalog/roles/mappedResources', { roleId: role.id, mappedResources: [{ id: picked[0]!.id }, { id: picked[1]!.id }] });
    expect(partly.status).toBe(400);
    expectFault(partly.body);
    const after = await call('POST', '/catalog/roles/mappedResources/list', { id: role.id });
    expect((after.body as { resources: unknown[] }).resources).toHaveLength(1);
  });

  it('assigns with an expiry date, lists it, shows its request status, revokes it; a deleted assigned role is Pending Delete', async () => {
    const role = await createRole({ name: 'Assignable', roleLevel: { level: 10 } });
    const enduser = await userDn('enduser');
    const expiry = Date.now() + 30 * 86_400_000;
    const assigned = await call('POST', '/catalog/roles/role/assignments/assign', { dn: role.id, recipientDns: [enduser], recipientType: 'user', expiryDate: expiry, description: ' project ' });
    expect(assigned.status).toBe(201);
    expectMatchesContract('POST', '/catalog/roles/mappedResources', 201, assigned.body);
    expect(assigned.body).toMatchObject({ success: true, succeeded: [{ id: role.id, dn: enduser }] });
    const list = await call('POST', '/catalog/roles/role/assignments', { id: role.id });
    expect((list.body as { assignments: { recipientDn: string; expiryDate: number }[] }).assignments).toMatchObject([{ recipientDn: enduser, expiryDate: expiry }]);

    const status = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(role.id)}&type=role&status=completed`, {});
    expect(status.status).toBe(201);
    expectMatchesContract('POST', '/access/requests/historylist/permission', 201, status.body);
    expect((status.body as { requests: unknown[] }).requests).toMatchObject([{ recipient: enduser, requestState: 50, requestStatus: 'Provisioned', requestOper: 10, reason: 'project' }]);
    const pending = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(role.id)}&type=role&status=pending`, {});
    expect((pending.body as { requests: unknown[] }).requests).toEqual([]);

    const pendingDelete = await call('DELETE', '/catalog/roles/role', { roles: [{ id: role.id }] });
    expect(pendingDelete.status).toBe(204);
    expect((await roleDetails(role.id))?.status).toBe(15);
    const refused = await call('POST', '/catalog/roles/role/assignments/assign', { dn: role.id, recipientDns: [enduser] });
    expect(refused.status).toBe(400);
    expectFault(refused.body);

    // 204, as the contract declares; a recipient without the assignment is a 400 that revokes nothing.
    const notHeld = await call('DELETE', '/access/assignments/list', { assignments: [{ id: role.id, entityType: 'role', assignmentToList: [{ assignedToDn: enduser }, { assignedToDn: await userDn('uaadmin') }] }] });
    expect(notHeld.status).toBe(400);
    expectFault(notHeld.body);
    expect(((await call('POST', '/catalog/roles/role/assignments', { id: role.id })).body as { assignments: unknown[] }).assignments).toHaveLength(1);
    const revoked = await call('DELETE', '/access/assignments/list', { assignments: [{ id: role.id, entityType: 'role', assignmentToList: [{ assignedToDn: enduser }] }] });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(204);
    const empty = await call('POST', '/catalog/roles/role/assignments', { id: role.id });
    expect((empty.body as { assignments: unknown[] }).assignments).toEqual([]);
  });

  it('refuses an expiry before now (400, nothing assigned) and request status for enduser (403)', async () => {
    const role = await createRole({ name: 'Expiry Check', roleLevel: { level: 10 } });
    const enduser = await userDn('enduser');
    const answer = await call('POST', '/catalog/roles/role/assignments/assign', { dn: role.id, recipientDns: [enduser], expiryDate: Date.now() - 1000 });
    expect(answer.status).toBe(400);
    const list = await call('POST', '/catalog/roles/role/assignments', { id: role.id });
    expect((list.body as { assignments: unknown[] }).assignments).toEqual([]);
    const status = await rest(server, token.enduser!, 'POST', `/access/requests/historylist/permission?item=${encodeURIComponent(role.id)}&type=role`, {});
    expect(status.status).toBe(403);
  });
});

describe('approval and hierarchy in assignments', () => {
  it('a role that needs approval gets a pending request and no assignment yet', async () => {
    const uaadmin = await userDn('uaadmin');
    const role = await createRole({ name: 'Needs Approval', roleLevel: { level: 10 }, approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: uaadmin }] });
    const enduser = await userDn('enduser');
    const assigned = await call('POST', '/catalog/roles/role/assignments/assign', { dn: role.id, recipientDns: [enduser] });
    expect(assigned.body).toMatchObject({ success: true });
    const list = await call('POST', '/catalog/roles/role/assignments', { id: role.id });
    expect((list.body as { assignments: unknown[] }).assignments).toEqual([]);
    for (const [status, count] of [['pending', 1], ['running', 1], ['completed', 0], ['denied', 0]] as const) {
      const answer = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(role.id)}&type=role&status=${status}`, {});
      expect((answer.body as { requests: unknown[] }).requests, status).toHaveLength(count);
    }
    const bad = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(role.id)}&type=role&status=bogus`, {});
    expect(bad.status).toBe(400);
  });

  it('finds an SoD conflict through a contained role', async () => {
    const left = await createRole({ name: 'Deep Left', roleLevel: { level: 10 } });
    const right = await createRole({ name: 'Deep Right', roleLevel: { level: 10 } });
    const container = await createRole({ name: 'Deep Container', roleLevel: { level: 20 } });
    await call('POST', '/catalog/roles/subRoles', { roleId: container.id, subRoles: [{ id: left.id }] });
    const sod = await call('POST', '/catalog/sods', { name: 'Deep conflict', roles: [{ id: left.id }, { id: right.id }] });
    expect(sod.status).toBe(201);
    const manager = await userDn('manager');
    expect((await call('POST', '/catalog/roles/role/assignments/assign', { dn: right.id, recipientDns: [manager] })).body).toMatchObject({ success: true });
    const conflict = await call('POST', '/catalog/roles/role/assignments/assign', { dn: container.id, recipientDns: [manager] });
    expect(conflict.body).toMatchObject({ success: false, sods: [{ sodName: 'Deep conflict', perm1Name: 'Deep Left', perm2Name: 'Deep Right' }] });
  });
});

describe('SoD', () => {
  it('create → details → modify → delete, and reports an assignment conflict', async () => {
    const a = await createRole({ name: 'Sod Left', roleLevel: { level: 10 } });
    const b = await createRole({ name: 'Sod Right', roleLevel: { level: 10 } });
    const created = await call('POST', '/catalog/sods', { name: ' Left versus Right ', description: ' no ', roles: [{ id: a.id }, { id: b.id }], localizedNames: [{ locale: 'zh-TW', name: ' 左右 ' }] });
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/catalog/sods', 201, created.body);
    const sod = created.body as { id: string; name: string; localizedNames: unknown[]; isDefaultApproversUsed: boolean };
    expect(sod).toMatchObject({ name: 'Left versus Right', localizedNames: [{ locale: 'zh_TW', name: '左右' }], isDefaultApproversUsed: true });

    const byRole = await call('POST', '/catalog/sods/sod', { sods: [{ roles: [{ id: a.id }] }] });
    expectMatchesContract('POST', '/catalog/sods/sod', 201, byRole.body);
    expect((byRole.body as { sods: { id: string }[] }).sods.map((s) => s.id)).toEqual([sod.id]);

    const enduser = await userDn('enduser');
    await call('POST', '/catalog/roles/role/assignments/assign', { dn: a.id, recipientDns: [enduser] });
    const conflict = await call('POST', '/catalog/roles/role/assignments/assign', { dn: b.id, recipientDns: [enduser] });
    expectMatchesContract('POST', '/catalog/roles/mappedResources', 201, conflict.body);
    expect(conflict.body).toMatchObject({ success: false, sods: [{ sodName: 'Left versus Right', perm1Name: 'Sod Left', perm2Name: 'Sod Right', recipientdn: enduser }] });
    const notAssigned = await call('POST', '/catalog/roles/role/assignments', { id: b.id });
    expect((notAssigned.body as { assignments: unknown[] }).assignments).toEqual([]);

    const uaadmin = await userDn('uaadmin');
    expect((await call('PUT', '/catalog/sods/sod', { id: sod.id, isDefaultApproversUsed: false, approvers: [{ id: uaadmin }] })).status).toBe(204);
    const details = await call('POST', '/catalog/sods/sod', { sods: [{ id: sod.id }] });
    expect((details.body as { sods: unknown[] }).sods).toMatchObject([{ isDefaultApproversUsed: false, approvers: [{ id: uaadmin, sequence: 1 }] }]);
    const same = await call('PUT', '/catalog/sods/sod', { id: sod.id, roles: [{ id: a.id }, { id: a.id }] });
    expect(same.status).toBe(400);
    const withUnknown = await call('DELETE', '/catalog/sods/sod', { sods: [{ id: sod.id }, { id: 'cn=nope,o=system' }] });
    expect(withUnknown.status).toBe(400);
    expect(expectFault(withUnknown.body)).toBe('No SoD "cn=nope,o=system"');
    const deleted = await call('DELETE', '/catalog/sods/sod', { sods: [{ id: sod.id }] });
    expect(deleted.status).toBe(204);
    const defaults = await call('GET', '/catalog/sods/defaultApprovals');
    expectMatchesContract('GET', '/catalog/sods/defaultApprovals', 200, defaults.body);
  });
});

describe('resources', () => {
  it('creates from an entitlement with the dynamic parameter defaults, validates names, assigns and revokes, deletes', async () => {
    const entitlement = 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';
    const created = await call('POST', '/catalog/resources?fromEntitlement=true', { name: ' AD Any Group ', description: ' any ', entitlements: [{ id: entitlement }], revokeEqualsGrant: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectMatchesContract('POST', '/catalog/resources', 201, created.body);
    const id = (created.body as Feedback).succeeded[0]!.id;
    const details = await call('POST', '/catalog/resources/resource', { resources: [{ id }] });
    expectMatchesContract('POST', '/catalog/resources/resource', 201, details.body);
    const resource = (details.body as { resources: Record<string, unknown>[] }).resources[0]!;
    expect(resource).toMatchObject({ name: 'AD Any Group', description: 'any', revokeEqualsGrant: true, approvalRequired: false });
    expect(resource.resourceParameters).toMatchObject([{ id: 'EntitlementParamKey', scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false }]);

    const names = await call('POST', '/catalog/resources/validateResourceNames', { resourceNames: [{ name: 'AD Any Group' }, { name: 'Free Name' }] });
    expectMatchesContract('POST', '/catalog/resources/validateResourceNames', 201, names.body);
    expect((names.body as { resources: unknown[] }).resources).toMatchObject([{ isNameExist: true, suggestedName: 'AD Any Group 2' }, { isNameExist: false }]);

    const enduser = await userDn('enduser');
    const missingParam = await call('POST', '/catalog/resources/resource/assignments/assign', { dn: id, recipientDns: [enduser] });
    expect(missingParam.status).toBe(400);
    const assigned = await call('POST', '/catalog/resources/resource/assignments/assign', { dn: id, recipientDns: [enduser], dynamicParams: { dynamicParams: [{ key: 'EntitlementParamKey', value: 'Sales' }] } });
    expect(assigned.body).toMatchObject({ success: true });
    const blocked = await call('DELETE', '/catalog/resources/resource', { resources: [{ id }] });
    expect(blocked.status).toBe(400);
    expect(expectFault(blocked.body)).toBe('"AD Any Group" is assigned to 1 users; revoke the assignments first');
    const revoked = await call('POST', '/catalog/resources/resource/assignments/revoke', { dn: id, recipientDns: [enduser] });
    expect(revoked.body).toMatchObject({ success: true });
    const history = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(id)}&type=resource`, {});
    expect((history.body as { requests: { action: string }[] }).requests.map((r) => r.action).sort()).toEqual(['grant', 'revoke']);

    expect((await call('PUT', '/catalog/resources/resource', { id, name: ' Renamed ', approvalRequired: true, approvalIsStandard: false, approvalRequestDef: 'cn=nope' })).status).toBe(400);
    const unchanged = await call('POST', '/catalog/resources/resource', { resources: [{ id }] });
    expect((unchanged.body as { resources: { name: string }[] }).resources[0]!.name).toBe('AD Any Group');
    expect((await call('PUT', '/catalog/resources/resource', { id, name: ' Renamed ' })).status).toBe(204);
    const deleted = await call('DELETE', '/catalog/resources/resource', { resources: [{ id }] });
    expect(deleted.status).toBe(204);
    expect((await call('POST', '/catalog/resources', { name: 'X' }, 'enduser')).status).toBe(403);
  });

  it('a seeded resource that needs approval reads as serial without approvers and can be renamed as it is', async () => {
    const all = (await call('GET', '/catalog/resources/listV2?size=300')).body as { resources: { id: string }[] };
    const details = (await call('POST', '/catalog/resources/resource', { resources: all.resources.map((r) => ({ id: r.id })) })).body as { resources: { id: string; name: string; approvalRequired: boolean; approvalIsStandard: boolean; approvers: unknown[] }[] };
    const seeded = details.resources.find((r) => r.approvalRequired);
    expect(seeded).toMatchObject({ approvalIsStandard: true, approvers: [] });
    expect((await call('PUT', '/catalog/resources/resource', { id: seeded!.id, name: `${seeded!.name} (renamed)` })).status).toBe(204);
    const after = (await call('POST', '/catalog/resources/resource', { resources: [{ id: seeded!.id }] })).body as { resources: { name: string; approvalRequired: boolean }[] };
    expect(after.resources[0]).toMatchObject({ name: `${seeded!.name} (renamed)`, approvalRequired: true });
  });
});
