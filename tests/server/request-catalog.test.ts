// The request catalogue's operations over real HTTP against the seeded sandbox: the permission
// index (types, columns, categories, closest match), a permission's detail with its request
// parameters and expiry rule, code-map values, request categories, on-behalf groups, and the cart
// (/access/queue/*) per user, with contract shapes and faults that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { storeDigest } from './store-digest.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
const ENDUSER = 'cn=enduser,ou=users,o=data';
const MANAGER = 'cn=manager,ou=users,o=data';
const AD_GROUP_ENTITLEMENT = 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'manager', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

async function ok<T>(who: string, method: string, path: string, status: number, body?: unknown, contractPath?: string): Promise<T> {
  const answer = await rest(server, token[who]!, method, path, body);
  expect(answer.status, `${method} ${path}: ${String(JSON.stringify(answer.body)).slice(0, 300)}`).toBe(status);
  if (contractPath) expectMatchesContract(method, contractPath, status, answer.body);
  return answer.body as T;
}

async function fault(who: string, method: string, path: string, status: number, body?: unknown): Promise<string> {
  const answer = await rest(server, token[who]!, method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return expectFault(answer.body);
}

interface Permission { id: string; name: string; entityType: string; categories: string[] }
interface Cart { cartOwner: string; cartAction: string; totalCount: number; cartItems: { itemDn: string; itemType: string; itemFullname: string; itemAssignees: { assignedToDn: string; assigneeFullName: string; sodJustification: string; entRef: Record<string, unknown> }[] }[] }

async function findPermission(who: string, name: string, type: string): Promise<Permission> {
  const page = await ok<{ permissions: Permission[] }>(who, 'GET', `/access/permissions?q=${encodeURIComponent(name)}&type=${type}&size=50`, 200);
  const found = page.permissions.find((p) => p.name === name);
  if (!found) throw new Error(`no ${type} ${name}`);
  return found;
}

describe('the permission index', () => {
  it('lists roles, resources and PRDs with their categories, by type', async () => {
    const page = await ok<{ permissions: Permission[]; nextIndex: number }>('enduser', 'GET', '/access/permissions?size=300', 200, undefined, '/access/permissions');
    expect(new Set(page.permissions.map((p) => p.entityType))).toEqual(new Set(['ROLE', 'RESOURCE', 'PRD']));
    expect(page.permissions.some((p) => p.categories.length > 0)).toBe(true);
    const roles = await ok<{ permissions: Permission[] }>('enduser', 'GET', '/access/permissions?type=ROLE&size=300', 200);
    expect(roles.permissions.every((p) => p.entityType === 'ROLE')).toBe(true);
    const two = await ok<{ permissions: Permission[] }>('enduser', 'GET', '/access/permissions?type=RESOURCE&type=PRD&size=300', 200);
    expect(new Set(two.permissions.map((p) => p.entityType))).toEqual(new Set(['RESOURCE', 'PRD']));
  });

  it('searches the categories column by a category key and puts the closest match first', async () => {
    const categories = await ok<{ categories: { id: string; name: string }[] }>('enduser', 'GET', '/access/requests/roleCategories?size=100', 200, undefined, '/access/requests/roleCategories');
    const category = categories.categories[0]!;
    const inCategory = await ok<{ permissions: Permission[] }>('enduser', 'GET', `/access/permissions?q=${encodeURIComponent(category.id)}&column=categories&type=ROLE&size=300`, 200);
    expect(inCategory.permissions.length).toBeGreaterThan(0);
    for (const p of inCategory.permissions) expect(p.categories).toContain(category.name);
    await ok('enduser', 'GET', '/access/requests/resourceCategories', 200, undefined, '/access/requests/resourceCategories');

    // "Auditor" by name: the role named exactly so comes before names that merely start with it.
    const closest = await ok<{ permissions: Permission[] }>('enduser', 'GET', '/access/permissions?q=Auditor&column=name&column=description&size=300', 200);
    expect(closest.permissions[0]!.name).toBe('Auditor');
    const byName = await ok<{ permissions: Permission[] }>('enduser', 'GET', '/access/permissions?q=a&sortByName=true&size=300', 200);
    const names = byName.permissions.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses an unknown type or column with a Fault', async () => {
    expect(await fault('enduser', 'GET', '/access/permissions?type=TEAM', 400)).toContain('TEAM');
    expect(await fault('enduser', 'GET', '/access/permissions?column=owner', 400)).toContain('owner');
  });
});

describe('a permission detail and code maps', () => {
  it('gives a dynamically bound resource its parameter, offered from the entitlement values, and the expiry rule', async () => {
    const created = await ok<{ succeeded: { id: string }[] }>('uaadmin', 'POST', '/catalog/resources?fromEntitlement=true', 201, {
      name: 'Request Any AD Group', entitlements: [{ id: AD_GROUP_ENTITLEMENT }], isExpirationRequired: true, expiresAfter: '30D',
    });
    const id = created.succeeded[0]!.id;
    const detail = await ok<Record<string, unknown> & { permParams: { key: string; codemapKey?: string }[] }>('enduser', 'POST', '/access/permissions/item', 201, { id, entityType: 'RESOURCE' }, '/access/permissions/item');
    expect(detail).toMatchObject({ id, name: 'Request Any AD Group', entityType: 'RESOURCE', isExpirationRequired: true, expiresAfter: '30D' });
    expect(detail.permParams).toMatchObject([{ key: 'EntitlementParamKey', codemapKey: AD_GROUP_ENTITLEMENT }]);
    const values = await ok<{ codeMapValues: { id: string; value: string; displayLabel: string }[] }>('enduser', 'GET', `/access/codeMap/${encodeURIComponent(AD_GROUP_ENTITLEMENT)}/values?size=300`, 200, undefined, '/access/codeMap/{id}/values');
    expect(values.codeMapValues.length).toBeGreaterThan(0);
    expect(await fault('enduser', 'GET', `/access/codeMap/${encodeURIComponent('cn=nothing')}/values`, 400)).toContain('cn=nothing');

    // A request of it carries a value among the code map's and an expiry within 30 days, or is refused with nothing stored.
    const submit = (extra: Record<string, unknown>) => rest(server, token.enduser!, 'POST', '/access/requests/permissions/item', { id, entityType: 'resource', reason: 'r', ...extra });
    expect(expectFault((await submit({})).body)).toContain('needs a value');
    expect(expectFault((await submit({ permReqParams: [{ key: 'EntitlementParamKey', value: 'No Such Group' }] })).body)).toContain('No Such Group');
    const value = values.codeMapValues[0]!.value;
    const tooLate = await submit({ permReqParams: [{ key: 'EntitlementParamKey', value }], expDate: Date.now() + 40 * 86_400_000 });
    expect(tooLate.status).toBe(400);
    expect(expectFault(tooLate.body)).toContain('30D');
    const made = await submit({ permReqParams: [{ key: 'EntitlementParamKey', value }], expDate: Date.now() + 20 * 86_400_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ success: true });

    const role = await findPermission('enduser', 'Auditor', 'ROLE');
    const roleDetail = await ok<Record<string, unknown>>('enduser', 'POST', '/access/permissions/item', 201, { id: role.id, entityType: 'role' });
    expect(roleDetail).toMatchObject({ name: 'Auditor', entityType: 'ROLE', permParams: [], isExpirationRequired: false });
  });

  it('refuses a missing id, an unknown type or an unknown permission', async () => {
    expect(await fault('enduser', 'POST', '/access/permissions/item', 400, { entityType: 'ROLE' })).toContain('id');
    expect(await fault('enduser', 'POST', '/access/permissions/item', 400, { id: 'cn=x', entityType: 'TEAM' })).toContain('TEAM');
    expect(await fault('enduser', 'POST', '/access/permissions/item', 400, { id: 'cn=nothing,o=x', entityType: 'ROLE' })).toContain('cn=nothing');
  });
});

describe('on-behalf groups', () => {
  it('lists every group to an administrator, a team manager the groups their teams take in, and none to an end user', async () => {
    const all = await ok<{ recipients: { dn: string; type: string }[] }>('uaadmin', 'GET', '/access/teams/recipients/groups?size=5', 200, undefined, '/access/teams/recipients/groups');
    expect(all.recipients).toHaveLength(5);
    expect(all.recipients.every((g) => g.type === 'GROUP')).toBe(true);
    // The manager's Engineering Team takes in the Project Phoenix group.
    const managed = await ok<{ recipients: { name: string; type: string }[] }>('manager', 'GET', '/access/teams/recipients/groups?size=5', 200, undefined, '/access/teams/recipients/groups');
    expect(managed.recipients).toMatchObject([{ name: 'Project Phoenix', type: 'GROUP' }]);
    const none = await ok<{ recipients: unknown[] }>('enduser', 'GET', '/access/teams/recipients/groups', 200);
    expect(none.recipients).toEqual([]);
  });
});

describe('the cart', () => {
  it('keeps each user their own cart: add for oneself and for others, merge, remove an assignee, an item, the entry', async () => {
    const auditor = await findPermission('manager', 'Auditor', 'ROLE');
    const laptop = await findPermission('manager', 'Laptop', 'RESOURCE');
    const empty = await ok<Cart>('manager', 'GET', '/access/queue/entry?cartAction=grant', 200);
    expect(empty).toMatchObject({ cartOwner: MANAGER, cartAction: 'grant', totalCount: 0, cartItems: [] });

    const added = await ok<Cart>('manager', 'POST', '/access/queue/entry/items', 201, {
      cartAction: 'grant',
      cartItems: [
        { itemDn: auditor.id, itemType: 'ROLE', itemAssignees: [{ assignedToDn: ENDUSER, type: 'user', sodJustification: 'needed' }] },
        { itemDn: laptop.id, itemType: 'RESOURCE' },
      ],
    });
    expect(added.totalCount).toBe(2);
    expect(added.cartItems[0]).toMatchObject({ itemDn: auditor.id, itemType: 'ROLE', itemFullname: 'Auditor', itemAssignees: [{ assignedToDn: ENDUSER, sodJustification: 'needed' }] });
    // No assignee: the owner.
    expect(added.cartItems[1]!.itemAssignees).toMatchObject([{ assignedToDn: MANAGER }]);

    // The same item again adds a recipient and keeps the first.
    const merged = await ok<Cart>('manager', 'POST', '/access/queue/entry/items', 201, { cartItems: [{ itemDn: auditor.id, itemType: 'ROLE', itemAssignees: [{ assignedToDn: MANAGER, type: 'user' }] }] });
    expect(merged.cartItems[0]!.itemAssignees.map((a) => a.assignedToDn)).toEqual([ENDUSER, MANAGER]);

    // Another user's cart is their own.
    expect((await ok<Cart>('enduser', 'GET', '/access/queue/entry', 200)).totalCount).toBe(0);
    expect(await fault('enduser', 'GET', `/access/queue/entry?cartOwner=${encodeURIComponent(MANAGER)}`, 403)).toBeTruthy();

    await ok('manager', 'DELETE', '/access/queue/entry/item/assignees', 204, { cartItems: [{ itemDn: auditor.id, itemAssignees: [{ assignedToDn: ENDUSER }] }] });
    const afterAssignee = await ok<Cart>('manager', 'GET', '/access/queue/entry', 200);
    expect(afterAssignee.cartItems[0]!.itemAssignees.map((a) => a.assignedToDn)).toEqual([MANAGER]);
    await ok('manager', 'DELETE', '/access/queue/entry/items', 204, { cartItems: [{ itemDn: laptop.id }] });
    expect((await ok<Cart>('manager', 'GET', '/access/queue/entry', 200)).cartItems.map((i) => i.itemDn)).toEqual([auditor.id]);
    await ok('manager', 'DELETE', '/access/queue/entry', 204, { cartAction: 'grant' });
    expect((await ok<Cart>('manager', 'GET', '/access/queue/entry', 200)).totalCount).toBe(0);
  });

  it('refuses bad input with a Fault and changes nothing', async () => {
    const auditor = await findPermission('enduser', 'Auditor', 'ROLE');
    await ok('enduser', 'POST', '/access/queue/entry/items', 201, { cartItems: [{ itemDn: auditor.id, itemType: 'ROLE' }] });
    const before = await ok<Cart>('enduser', 'GET', '/access/queue/entry', 200);

    expect(await fault('enduser', 'POST', '/access/queue/entry/items', 400, { cartItems: [] })).toContain('cartItems');
    // One good item and one unknown: neither is added.
    expect(await fault('enduser', 'POST', '/access/queue/entry/items', 400, { cartItems: [{ itemDn: 'cn=nothing,o=x', itemType: 'ROLE' }] })).toContain('cn=nothing');
    expect(await fault('enduser', 'POST', '/access/queue/entry/items', 400, { cartItems: [{ itemDn: auditor.id, itemType: 'TEAM' }] })).toContain('TEAM');
    expect(await fault('enduser', 'POST', '/access/queue/entry/items', 400, { cartAction: 'not a word', cartItems: [{ itemDn: auditor.id, itemType: 'ROLE' }] })).toContain('cartAction');
    // An end user may not put an item in the cart for someone else.
    expect(await fault('enduser', 'POST', '/access/queue/entry/items', 403, { cartItems: [{ itemDn: auditor.id, itemType: 'ROLE', itemAssignees: [{ assignedToDn: MANAGER, type: 'user' }] }] })).toBeTruthy();
    expect(await fault('enduser', 'DELETE', '/access/queue/entry/items', 400, { cartItems: [{ itemDn: auditor.id }, { itemDn: 'cn=absent' }] })).toContain('cn=absent');
    expect(await fault('enduser', 'DELETE', '/access/queue/entry/item/assignees', 400, { cartItems: [{ itemDn: auditor.id, itemAssignees: [{ assignedToDn: MANAGER }] }] })).toContain(MANAGER);

    expect(await ok<Cart>('enduser', 'GET', '/access/queue/entry', 200)).toEqual(before);
  });
});

describe('a permission requested for one recipient at a time (bulkRequestable false)', () => {
  const PAYROLL = 'SAP Role: PY_RUN';

  it('is told so by the index, the team search and the detail; other permissions are bulk-requestable', async () => {
    const page = await ok<{ permissions: (Permission & { bulkRequestable: boolean })[] }>('uaadmin', 'GET', '/access/permissions?q=SAP%20Role&type=RESOURCE&size=50', 200, undefined, '/access/permissions');
    expect(page.permissions.find((p) => p.name === PAYROLL)?.bulkRequestable).toBe(false);
    expect(page.permissions.filter((p) => p.name !== PAYROLL).every((p) => p.bulkRequestable)).toBe(true);
    const teamSearch = await ok<{ permissions: { name: string; bulkRequestable: boolean }[] }>('uaadmin', 'POST', '/access/teams/permissions?q=SAP%20Role&size=50', 201, {});
    expect(teamSearch.permissions.find((p) => p.name === PAYROLL)?.bulkRequestable).toBe(false);
    const payroll = await findPermission('uaadmin', PAYROLL, 'RESOURCE');
    expect(await ok<{ bulkRequestable: boolean }>('uaadmin', 'POST', '/access/permissions/item', 201, { id: payroll.id, entityType: 'RESOURCE' }, '/access/permissions/item')).toMatchObject({ bulkRequestable: false });
  });

  it('refuses a grant of it for several recipients with a Fault, changing nothing; one recipient is requested', async () => {
    const payroll = await findPermission('uaadmin', PAYROLL, 'RESOURCE');
    const two = [{ dn: ENDUSER, type: 'user' }, { dn: MANAGER, type: 'user' }];
    const before = storeDigest(server.dataDir);
    expect(await fault('uaadmin', 'POST', '/access/requests/permissions/item', 400, { id: payroll.id, entityType: 'resource', reason: 'Payroll', recipients: two })).toContain(PAYROLL);
    // The same through the request of several permissions at once.
    const laptop = await findPermission('uaadmin', 'Laptop', 'RESOURCE');
    expect(await fault('uaadmin', 'POST', '/access/requests/permissions', 400, { reason: 'Payroll', reqPermissions: [{ id: laptop.id, entityType: 'resource' }, { id: payroll.id, entityType: 'resource' }], recipients: two })).toContain(PAYROLL);
    expect(storeDigest(server.dataDir)).toEqual(before);

    const one = await ok<{ OperationNodes: { userDn: string; succeeded: unknown[] }[] }>('uaadmin', 'POST', '/access/requests/permissions/item', 201, { id: payroll.id, entityType: 'resource', reason: 'Payroll', recipients: [two[0]] });
    expect(one.OperationNodes.map((n) => [n.userDn, n.succeeded.length])).toEqual([[ENDUSER, 1]]);
  });
});
