// What the role, resource and SoD screens need from the sandbox, over real HTTP: the list filters
// (name, desc, roleLevel, categoryKeys) and the category names the list columns show, and the
// bodies of the screens' encoders (domain/catalogEncoding.ts, api/encoders/catalog.ts) and of their actions' body templates
// (as the renderer resolves them) accepted as they are sent, read back through the screens' transforms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesCode } from '../../screens/resources/code/index.ts';
import { rolesCode } from '../../screens/roles/code/index.ts';
import { sodCode } from '../../screens/sod/code/index.ts';
import { actionBody, type ActionTarget } from '../../renderer/core/runAction.ts';
import type { Action } from '../../schemas/types/screen.ts';
import resourcesList from '../../screens/resources/list.json';
import rolesDetail from '../../screens/roles/detail.json';
import rolesList from '../../screens/roles/list.json';
import sodList from '../../screens/sod/list.json';
import { addDuration } from '../../domain/duration.ts';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

// The catalogue areas' codecs, as their screens name them.
const encoders = { ...rolesCode.encoders, ...resourcesCode.encoders, ...sodCode.encoders };
const transforms = { ...rolesCode.transforms, ...resourcesCode.transforms, ...sodCode.transforms };

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = (await passwordGrant(server, 'uaadmin')).access_token;
});
afterAll(async () => {
  await server.close();
});

const call = (method: string, path: string, body?: unknown) => rest(server, token, method, path, body);

/** The action of a screen (anywhere in it) by id. */
function actionOf(screen: unknown, id: string): Action {
  const search = (node: unknown): Action | undefined => {
    if (Array.isArray(node)) return node.map(search).find(Boolean);
    if (!node || typeof node !== 'object') return undefined;
    const o = node as Record<string, unknown>;
    if (o.id === id && typeof o.labelKey === 'string' && 'call' in o) return o as unknown as Action;
    return Object.values(o).map(search).find(Boolean);
  };
  const action = search(screen);
  if (!action) throw new Error(`no action ${id}`);
  return action;
}

/** The body a screen's action sends, as the renderer builds it (its template or its encoder). */
const screenBody = (screen: unknown, id: string, target: ActionTarget, route?: Record<string, string>, form?: Record<string, unknown>) => actionBody(actionOf(screen, id), target, { route }, form);

interface ListedRole { id: string; name: string; description: string; level: number; status: number; categories: { id: string; name?: string }[] }

async function userDn(username: string): Promise<string> {
  const users = ((await call('GET', `/access/users/list?q=${username}&size=300`)).body as { usersList: { dn: string }[] }).usersList;
  const found = users.find((u) => u.dn.toLowerCase().startsWith(`cn=${username},`));
  if (!found) throw new Error(`no user ${username}`);
  return found.dn;
}

describe('catalogue lists for the screens', () => {
  it('the role list filters by name and description (contains), level and category, and names the categories', async () => {
    const created = await call('POST', '/catalog/roles', encoders.roleNode({ name: 'Zebra Filter Probe', description: 'striped audit helper', roleLevel: 20, categories: [{ type: 'category', id: 'finance', displayName: 'Finance' }] }, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = async (query: string) => ((await call('GET', `/catalog/roles/listV2?size=300&${query}`)).body as { roles: ListedRole[] }).roles.map((r) => r.name);

    expect(await list('name=filter%20pro')).toEqual(['Zebra Filter Probe']);
    expect(await list('desc=AUDIT%20help')).toEqual(['Zebra Filter Probe']);
    expect(await list('name=filter%20pro&roleLevel=10&roleLevel=30')).toEqual([]);
    expect(await list('name=filter%20pro&roleLevel=20&categoryKeys=finance')).toEqual(['Zebra Filter Probe']);
    expect(await list('name=no-such-role-name')).toEqual([]);

    const answer = await call('GET', '/catalog/roles/listV2?name=Zebra');
    expectMatchesContract('GET', '/catalog/roles/listV2', 200, answer.body);
    expect((answer.body as { roles: ListedRole[] }).roles[0]).toMatchObject({ status: 50, level: 20, categories: [{ id: 'finance', name: expect.any(String) }] });
  });

  it('the resource list filters by name and description', async () => {
    const all = ((await call('GET', '/catalog/resources/listV2?size=300')).body as { resources: { name: string; description: string }[] }).resources;
    const sample = all.find((r) => r.description.length > 4)!;
    const part = sample.name.slice(1, -1);
    const byName = ((await call('GET', `/catalog/resources/listV2?size=300&name=${encodeURIComponent(part)}`)).body as { resources: { name: string }[] }).resources;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.length).toBeLessThan(all.length);
    expect(byName.every((r) => r.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    const byDesc = ((await call('GET', `/catalog/resources/listV2?size=300&desc=${encodeURIComponent(sample.description)}`)).body as { resources: { name: string }[] }).resources;
    expect(byDesc.map((r) => r.name)).toContain(sample.name);
  });

  it('the mapped-resources driver filter takes a driver or one of its entitlements (the driver tree gives either)', async () => {
    const role = (await call('POST', '/catalog/roles', encoders.roleNode({ name: 'Driver Filter Probe', roleLevel: 10 }, {}))).body as { id: string };
    const resources = ((await call('GET', '/catalog/resources/listV2?size=300')).body as { resources: { id: string; name: string; entitlements: { id: string }[] }[] }).resources;
    const bound = resources.find((r) => r.entitlements.length > 0)!;
    const unbound = resources.find((r) => r.entitlements.length === 0)!;
    await call('POST', '/catalog/roles/mappedResources', encoders.mappedResources([bound, unbound], { route: { dn: role.id } }));
    const listed = async (driverID: string) =>
      ((await call('POST', `/catalog/roles/mappedResources/list?driverID=${encodeURIComponent(driverID)}`, { id: role.id })).body as { resources: { id: string; driver?: string }[] }).resources;
    const all = await listed('ALL DRIVERS');
    expect(all.map((r) => r.id).sort()).toEqual([bound.id, unbound.id].sort());
    const driver = all.find((r) => r.id === bound.id)!.driver!;
    expect((await listed(driver)).map((r) => r.id)).toEqual([bound.id]);
    expect((await listed(bound.entitlements[0]!.id)).map((r) => r.id)).toEqual([bound.id]);
  });
});

describe('the screens’ encoders against the sandbox', () => {
  it('a Business Role with localized names and a quorum approval round-trips through roleNode and roleForm', async () => {
    const uaadmin = await userDn('uaadmin');
    const created = await call('POST', '/catalog/roles', encoders.roleNode({
      name: '  Screens Business Role ', description: ' made by the form ', roleLevel: 30,
      localizedNames: [{ locale: 'de', name: ' Geschäftsrolle ' }, { locale: 'zh-CN', name: '业务角色' }],
      owners: [{ type: 'user', id: uaadmin, dn: uaadmin, displayName: 'UA Admin' }],
      approval: { type: 'quorum', quorum: '50%', approvers: [{ id: uaadmin, type: 'user' }] },
    }, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: string }).id;
    const details = await call('POST', '/catalog/roles/role', { roles: [{ id }] });
    const values = transforms.roleForm(details.body) as Record<string, unknown>;
    expect(values).toMatchObject({
      name: 'Screens Business Role', description: 'made by the form', roleLevel: 30,
      localizedNames: [{ locale: 'de', name: 'Geschäftsrolle' }, { locale: 'zh_CN', name: '业务角色' }],
      owners: [{ type: 'user', id: uaadmin }],
      approval: { type: 'quorum', quorum: '50%', approvers: [{ id: uaadmin }] },
    });

    // The approvals tab saves only the approval: serial now.
    const saved = await call('PUT', '/catalog/roles/role', encoders.roleNode({ approval: { type: 'serial', approvers: (values.approval as { approvers: unknown[] }).approvers } }, { route: { dn: id } }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(204);
    const again = transforms.roleForm((await call('POST', '/catalog/roles/role', { roles: [{ id }] })).body) as Record<string, unknown>;
    expect(again).toMatchObject({ name: 'Screens Business Role', approval: { type: 'serial', approvers: [{ id: uaadmin }] } });
  });

  it('links, maps, assigns with an expiry after a duration, and revokes the listed assignment rows', async () => {
    const business = (await call('POST', '/catalog/roles', encoders.roleNode({ name: 'Screens Parent', roleLevel: 30 }, {}))).body as { id: string };
    const permission = (await call('POST', '/catalog/roles', encoders.roleNode({ name: 'Screens Child', roleLevel: 10 }, {}))).body as { id: string };
    const route = { dn: business.id };
    const linked = await call('POST', '/catalog/roles/subRoles', screenBody(rolesDetail, 'addChildren', { rows: [] }, route, { roles: [{ type: 'role', id: permission.id, displayName: 'Screens Child' }] }));
    expect(linked.body).toMatchObject({ success: true });
    const children = await call('POST', '/catalog/roles/subRoles/list', { id: business.id });
    expect((children.body as { roles: { id: string }[] }).roles.map((r) => r.id)).toEqual([permission.id]);

    const resource = ((await call('GET', '/catalog/resources/listV2?size=1')).body as { resources: { id: string; name: string }[] }).resources[0]!;
    const mapped = await call('POST', '/catalog/roles/mappedResources', encoders.mappedResources([], { route, form: { resources: [{ type: 'resource', id: resource.id, displayName: resource.name }], mappingDescription: ' why ' } }));
    expect(mapped.body).toMatchObject({ success: true });

    const enduser = await userDn('enduser');
    const assigned = await call('POST', '/catalog/roles/role/assignments/assign', encoders.roleAssignment([], { route, form: { recipientType: 'user', users: [{ type: 'user', id: enduser, dn: enduser, displayName: 'End User' }], expiry: 'after', expiresAfter: 2, expiresAfterUnit: 'M', reason: ' project ' } }));
    expect(assigned.body, JSON.stringify(assigned.body)).toMatchObject({ success: true });
    const rows = ((await call('POST', '/catalog/roles/role/assignments', { id: business.id })).body as { assignments: Record<string, unknown>[] }).assignments;
    expect(rows).toMatchObject([{ recipientDn: enduser, entityType: 'role' }]);
    const inTwoMonths = Date.now() + 55 * 86_400_000;
    expect(rows[0]!.expiryDate as number).toBeGreaterThan(inTwoMonths);

    const revoked = await call('DELETE', '/access/assignments/list', encoders.revokeAssignments(rows, {}));
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(204);
    expect(((await call('POST', '/catalog/roles/role/assignments', { id: business.id })).body as { assignments: unknown[] }).assignments).toEqual([]);

    const deleted = await call('DELETE', '/catalog/roles/role', screenBody(rolesList, 'delete', { rows: [business, permission] }));
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
  });

  it('a resource created from an entitlement through resourceNode reads back through resourceForm', async () => {
    const entitlement = 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';
    const body = encoders.resourceNode({ name: ' Screens AD Group ', fromEntitlement: true, entitlement: [{ type: 'driverOrEntitlement', id: entitlement, dn: entitlement, displayName: 'Group' }], resourceParameters: [{ id: 'level', type: 'Integer' }], revokeApproval: { type: 'sameAsGrant', approvers: [] } }, {});
    const created = await call('POST', '/catalog/resources?fromEntitlement=true', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
    const values = transforms.resourceForm((await call('POST', '/catalog/resources/resource', { resources: [{ id }] })).body) as Record<string, unknown>;
    expect(values).toMatchObject({ name: 'Screens AD Group', binding: 'dynamic', revokeApproval: { type: 'sameAsGrant' }, resourceParameters: [{ id: 'EntitlementParamKey', type: 'EntitlementRef', entitlementDn: entitlement }, { id: 'level', type: 'Integer' }] });
    const deleted = await call('DELETE', '/catalog/resources/resource', screenBody(resourcesList, 'delete', { rows: [{ id }] }));
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
  });

  it('dynamic parameters edited on the detail page are stored and answered; the entitlement parameter stays; bad ones change nothing', async () => {
    const entitlement = 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';
    const created = await call('POST', '/catalog/resources?fromEntitlement=true', encoders.resourceNode({ name: 'Screens Parameters', fromEntitlement: true, entitlement: [{ type: 'driverOrEntitlement', id: entitlement, dn: entitlement, displayName: 'Group' }] }, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
    const details = async () => {
      const answer = await call('POST', '/catalog/resources/resource', { resources: [{ id }] });
      expectMatchesContract('POST', '/catalog/resources/resource', 201, answer.body);
      return answer.body as { resources: { resourceParameters: Record<string, unknown>[] }[] };
    };
    const loaded = transforms.resourceForm(await details()) as { resourceParameters: Record<string, unknown>[] };
    expect(loaded.resourceParameters).toMatchObject([{ id: 'EntitlementParamKey', type: 'EntitlementRef' }]);

    // The general tab saves the rows of the parameterList widget through resourceNode.
    const rows = [...loaded.resourceParameters, { id: ' level ', displayValue: ' Level ', type: 'Integer' }, { id: 'tier', displayValue: 'Tier', type: 'List', listValues: ['Gold', ' Silver ', ''] }, { id: 'vip', displayValue: '', type: 'Boolean' }];
    const saved = await call('PUT', '/catalog/resources/resource', encoders.resourceNode({ resourceParameters: rows }, { object: { id } }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(204);
    const stored = (await details()).resources[0]!.resourceParameters;
    expect(stored).toEqual([
      { id: 'EntitlementParamKey', scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false, entitlementDn: entitlement, localizedDisplayValues: [] },
      { id: 'level', scope: 'user', type: 'Integer', binding: 'dynamic', instance: true, hide: false, displayValue: 'Level', localizedDisplayValues: [] },
      { id: 'tier', scope: 'user', type: 'List', binding: 'dynamic', instance: true, hide: false, displayValue: 'Tier', value: '["Gold","Silver"]', localizedDisplayValues: [] },
      { id: 'vip', scope: 'user', type: 'Boolean', binding: 'dynamic', instance: true, hide: false, localizedDisplayValues: [] },
    ]);
    const reread = transforms.resourceForm(await details()) as { resourceParameters: Record<string, unknown>[] };
    expect(reread.resourceParameters.map((p) => [p.id, p.type, p.listValues])).toEqual([['EntitlementParamKey', 'EntitlementRef', undefined], ['level', 'Integer', undefined], ['tier', 'List', ['Gold', 'Silver']], ['vip', 'Boolean', undefined]]);

    // The server refuses what the widget refuses, and keeps what it had.
    const bad = [
      [{ id: 'level', type: 'Integer' }, { id: 'LEVEL', type: 'String' }],
      [{ id: 'two words', type: 'String' }],
      [{ id: 'tier', type: 'List', value: '[]' }],
      [{ id: 'when', type: 'Date' }],
      [{ id: '', type: 'String' }],
      [{ id: 'EntitlementParamKey', type: 'Integer' }],
    ];
    for (const resourceParameters of bad) {
      const refused = await call('PUT', '/catalog/resources/resource', { id, resourceParameters });
      expect(refused.status, JSON.stringify(resourceParameters)).toBe(400);
      expectFault(refused.body);
    }
    expect((await details()).resources[0]!.resourceParameters).toEqual(stored);

    // Changing the entitlement (a body without parameters) keeps the further parameters.
    const other = 'cn=UserAccount,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';
    const rebound = await call('PUT', '/catalog/resources/resource/entitlement', { id, entitlements: [{ id: other }] });
    expect(rebound.status, JSON.stringify(rebound.body)).toBe(204);
    expect((await details()).resources[0]!.resourceParameters.map((p) => [p.id, p.entitlementDn])).toEqual([['EntitlementParamKey', other], ['level', undefined], ['tier', undefined], ['vip', undefined]]);

    // Removing every further parameter leaves the entitlement parameter, which a body cannot drop.
    expect((await call('PUT', '/catalog/resources/resource', encoders.resourceNode({ resourceParameters: [] }, { object: { id } }))).status).toBe(204);
    expect((await details()).resources[0]!.resourceParameters.map((p) => p.id)).toEqual(['EntitlementParamKey']);
    expect((await call('DELETE', '/catalog/resources/resource', screenBody(resourcesList, 'delete', { rows: [{ id }] }))).status).toBe(204);
  });

  it('a resource without entitlement keeps the parameters it was created with', async () => {
    const created = await call('POST', '/catalog/resources', encoders.resourceNode({ name: 'Screens Plain Parameters', fromEntitlement: false, resourceParameters: [{ id: 'seats', displayValue: 'Seats', type: 'Integer' }] }, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
    const answer = await call('POST', '/catalog/resources/resource', { resources: [{ id }] });
    expectMatchesContract('POST', '/catalog/resources/resource', 201, answer.body);
    expect(transforms.resourceForm(answer.body)).toMatchObject({ resourceParameters: [{ id: 'seats', displayValue: 'Seats', type: 'Integer' }] });
    expect((await call('DELETE', '/catalog/resources/resource', screenBody(resourcesList, 'delete', { rows: [{ id }] }))).status).toBe(204);
  });

  it('an SoD policy from sodNode, with its own approvers, reads back through sodForm', async () => {
    const roles = ((await call('GET', '/catalog/roles/listV2?size=2&roleLevel=10')).body as { roles: { id: string; name: string }[] }).roles;
    const uaadmin = await userDn('uaadmin');
    const created = await call('POST', '/catalog/sods', encoders.sodNode({ name: ' Screens SoD ', roles: roles.map((r) => ({ type: 'role', id: r.id, displayName: r.name })), isDefaultApproversUsed: false, approval: { type: 'serial', approvers: [{ id: uaadmin, type: 'user' }] } }, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const values = transforms.sodForm(created.body) as Record<string, unknown>;
    expect(values).toMatchObject({ name: 'Screens SoD', isDefaultApproversUsed: false, approval: { type: 'serial', approvers: [{ id: uaadmin }] }, roles: roles.map((r) => ({ id: r.id })) });
    const deleted = await call('DELETE', '/catalog/sods/sod', screenBody(sodList, 'delete', { rows: [created.body as Record<string, unknown>] }));
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
  });

  it('a resource whose assignments must expire: the longest duration is given when none is asked, a later expiry is refused', async () => {
    const created = await call('POST', '/catalog/resources', encoders.resourceNode({ name: 'Expiring Badge', isExpirationRequired: true, expiresAfterAmount: 2, expiresAfterUnit: 'M' }, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
    const details = await call('POST', '/catalog/resources/resource', { resources: [{ id }] });
    expectMatchesContract('POST', '/catalog/resources/resource', 201, details.body);
    expect(transforms.resourceForm(details.body)).toMatchObject({ isExpirationRequired: true, expiresAfterAmount: 2, expiresAfterUnit: 'M' });

    const enduser = await userDn('enduser');
    const effective = new Date(Date.now() + 86_400_000);
    const tooLate = addDuration(effective, 3, 'M');
    const refused = await call('POST', '/catalog/resources/resource/assignments/assign', { dn: id, recipientDns: [enduser], effectiveDate: effective.getTime(), expiryDate: tooLate.getTime() });
    expect(refused.status).toBe(400);
    expectFault(refused.body);
    expect(((await call('POST', '/catalog/resources/resource/assignments', { dn: id })).body as { assignments: unknown[] }).assignments).toEqual([]);

    const assigned = await call('POST', '/catalog/resources/resource/assignments/assign', encoders.resourceAssignment([], { route: { dn: id }, form: { recipients: [{ type: 'user', id: enduser }], effectiveDate: effective.toISOString() } }));
    expect(assigned.body).toMatchObject({ success: true });
    const rows = ((await call('POST', '/catalog/resources/resource/assignments', { dn: id })).body as { assignments: { expiryDate?: number }[] }).assignments;
    expect(rows[0]!.expiryDate).toBe(addDuration(new Date(effective.getTime()), 2, 'M').getTime());

    // Not required any more: no duration is kept.
    await call('PUT', '/catalog/resources/resource', encoders.resourceNode({ isExpirationRequired: false }, { route: { dn: id } }));
    expect(transforms.resourceForm((await call('POST', '/catalog/resources/resource', { resources: [{ id }] })).body)).toMatchObject({ isExpirationRequired: false, expiresAfterAmount: undefined });
    // Required without a duration is refused.
    expect((await call('PUT', '/catalog/resources/resource', { id, isExpirationRequired: true, expiresAfter: '' })).status).toBe(400);
  });
});
