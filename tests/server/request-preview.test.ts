// What a request would run into, told before it is submitted: POST /access/permissions/item
// answers, in read-only data items, the approval the request runs (with its approvers named, in
// order) and, for a role, the SoD policies each recipient would break with what they hold or what
// the requester's cart holds for them. Over real HTTP against the seeded sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
});
afterAll(async () => {
  await server.close();
});

type DataItems = Record<string, Record<string, unknown>[]>;

/** The preview of a role for `user` (the recipients' DNs in the data item `recipients`, none: oneself). */
async function preview(user: 'enduser' | 'manager' | 'uaadmin', id: string, recipients?: string[], status = 201) {
  const body = { id, entityType: 'ROLE', ...(recipients ? { dataItems: [{ name: 'recipients', values: recipients.map((dn) => ({ dn })) }] } : {}) };
  const answer = await client.call(user, 'POST', '/access/permissions/item', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (status !== 201) return { fault: expectFault(answer.body), items: {} as DataItems };
  expectMatchesContract('POST', '/access/permissions/item', 201, answer.body);
  const items = (answer.body as { dataItems: { name: string; readOnly: boolean; values: Record<string, unknown>[] }[] }).dataItems;
  expect(items.every((d) => d.readOnly)).toBe(true);
  return { fault: '', items: Object.fromEntries(items.map((d) => [d.name, d.values])) as DataItems };
}

async function roleId(name: string): Promise<string> {
  const page = (await client.call('enduser', 'GET', `/access/permissions?q=${encodeURIComponent(name)}&type=ROLE&size=50`)).body as { permissions: { id: string; name: string }[] };
  return page.permissions.find((p) => p.name === name)!.id;
}

describe('the approval a request would run', () => {
  it('names the serial approvers of Cloud Console Operator in their order', async () => {
    const { items } = await preview('enduser', await roleId('Cloud Console Operator'));
    expect(items.approval).toEqual([{ value: 'serial' }]);
    expect(items.approvers!.map((a) => [a.dn, a.sequence])).toEqual([[client.dn.manager, 1], [client.dn.uaadmin, 2]]);
    expect(items.approvers!.every((a) => typeof a.name === 'string' && !String(a.name).startsWith('cn='))).toBe(true);
  });

  it('says none for a role without approval, and tells a quorum how many approvals it needs', async () => {
    const free = await client.createRole({ name: 'Preview Free Role' });
    expect((await preview('enduser', free)).items).toMatchObject({ approval: [{ value: 'none' }], approvers: [] });
    const quorum = await client.createRole({
      name: 'Preview Quorum Role', approvalRequired: true, approvalIsStandard: true, approvalQuorum: '50%',
      approvalApprovers: [{ id: client.dn.manager, sequence: 1 }, { id: client.dn.roleadmin, sequence: 2 }, { id: client.dn.uaadmin, sequence: 3 }],
    });
    const { items } = await preview('enduser', quorum);
    expect(items.approval).toEqual([{ value: 'quorum', needed: 2 }]);
    expect(items.approvers).toHaveLength(3);
  });
});

describe('SoD conflicts before submitting', () => {
  it('finds a conflict with a role the recipient holds, and one with a role in the requester\'s cart for them', async () => {
    const mine = (await client.call('enduser', 'POST', '/access/assignments/role/list', {})).body as { assignments: { id: string; name: string; isDirectAssignment: boolean }[] };
    const held = mine.assignments.find((a) => a.isDirectAssignment)!;
    const conflicting = await client.createRole({ name: 'Preview Conflicting Role' });
    expect((await client.call('uaadmin', 'POST', '/catalog/sods', { name: 'Preview Held Conflict', roles: [{ id: held.id }, { id: conflicting }] })).status).toBe(201);
    const { items } = await preview('enduser', conflicting);
    expect(items.sodConflicts).toEqual([{ sodName: 'Preview Held Conflict', perm1Name: expect.any(String), perm2Name: expect.any(String), recipientdn: client.dn.enduser, recipientname: expect.any(String) }]);

    const first = await client.createRole({ name: 'Preview Cart Role A' });
    const second = await client.createRole({ name: 'Preview Cart Role B' });
    expect((await client.call('uaadmin', 'POST', '/catalog/sods', { name: 'Preview Cart Conflict', roles: [{ id: first }, { id: second }] })).status).toBe(201);
    expect((await preview('enduser', second)).items.sodConflicts).toEqual([]);
    const added = await client.call('enduser', 'POST', '/access/queue/entry/items', { cartAction: 'grant', cartItems: [{ itemDn: first, itemType: 'ROLE' }] });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await preview('enduser', second)).items.sodConflicts).toMatchObject([{ sodName: 'Preview Cart Conflict', recipientdn: client.dn.enduser }]);
    // Nothing was requested: the preview stores nothing.
    expect(await client.assignees(second)).toEqual([]);
  });

  it('is for oneself, for whom one administers, or for recipients already in one\'s cart; an unknown recipient is a Fault', async () => {
    const role = await roleId('Cloud Console Operator');
    expect((await preview('enduser', role, [client.dn.manager!], 403)).fault).toContain('cart');
    expect((await preview('enduser', role, ['cn=nobody,ou=users,o=data'], 400)).fault).toContain('cn=nobody');
    expect((await preview('uaadmin', role, [client.dn.enduser!])).items.approval).toEqual([{ value: 'serial' }]);
  });
});
