// Delegation, availability and proxy definitions over REST: who may see and change what (403),
// bad input (400, nothing changed), and the workflow honouring them: a task of an approver who
// delegated (for that request definition or category, in the window) or who is unavailable
// reaches the delegate, listed with delegatedTasks=true and marked delegatedTask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient, type DemoUser } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let prds: { dn: string; name: string }[] = [];
const prd = (name: string) => prds.find((p) => p.name === name)!.dn;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  const answer = await client.call('enduser', 'GET', '/access/availability/prds');
  prds = (answer.body as { availability: { availableRequestDefs: { dn: string; name: string }[] }[] }).availability[0]!.availableRequestDefs;
});
afterAll(async () => {
  await server.close();
});

/** Requests a workflow (approved by the manager) and answers the request id. */
async function requestWorkflow(user: DemoUser, name: string): Promise<string> {
  const answer = await client.call(user, 'POST', '/access/requests/permissions', { reqPermissions: [{ id: prd(name), entityType: 'prd' }], reason: 'testing' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]!.succeeded[0]!.requestId;
}

const delegated = (user: DemoUser, id: string) => client.tasksOf(user, id, '&delegatedTasks=true') as Promise<(Awaited<ReturnType<WorkflowClient['tasksOf']>>[number] & { delegatedTask?: boolean })[]>;
const myDelegations = async (user: DemoUser) => ((await client.call(user, 'GET', '/access/delegation')).body as { delegations: { assignmentId: string }[] }).delegations;

describe('delegation in the workflow', () => {
  it('sends a task to the delegate of its request definition, marked delegatedTask, and lets them approve it', async () => {
    // Seeded: the manager delegates "Request VPN Access" to proxyuser.
    const id = await requestWorkflow('enduser', 'Request VPN Access');
    expect(await client.tasksOf('manager', id)).toHaveLength(1);
    expect(await client.tasksOf('proxyuser', id)).toEqual([]);
    const [task] = await delegated('proxyuser', id);
    expect(task).toMatchObject({ delegatedTask: true, addressee: client.dn.manager });
    expect((await delegated('manager', id))[0]?.delegatedTask).toBeFalsy();
    await client.acted('proxyuser', 'approve', [task!.taskId]);
    expect(await client.historyItem('enduser', id)).toMatchObject({ processState: 3 });
  });

  it('does not send a request outside the delegation\'s definitions or window', async () => {
    const id = await requestWorkflow('enduser', 'Parking Space');
    expect(await delegated('proxyuser', id)).toEqual([]);
    const later = await client.call('manager', 'POST', '/access/delegation', {
      assignToUsers: [{ dn: client.dn.enduser }], allRequests: true, effectiveDate: Date.now() + 24 * HOUR, isExpires: true, expiryDate: Date.now() + 48 * HOUR,
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(await delegated('enduser', id)).toEqual([]);
  });

  it('delegates to the delegator\'s manager (relationship), for a role approved by the delegator', async () => {
    const role = await client.createRole({ name: 'Enduser Approved Role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.enduser, sequence: 1 }] });
    const created = await client.call('uaadmin', 'POST', '/access/delegation', { assignFromUsers: [{ dn: client.dn.enduser }], assignToRelationship: { key: 'manager' }, allRequests: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ assignToRelationship: { key: 'manager' }, allRequests: true, assignFromUsers: [{ dn: client.dn.enduser }] });
    const id = await client.requestId('roleadmin', role);
    expect(await delegated('manager', id)).toMatchObject([{ delegatedTask: true, addressee: client.dn.enduser }]);
    expect(await delegated('proxyuser', id)).toEqual([]);
  });

  it('covers the chosen request definitions only', async () => {
    const made = await client.call('manager', 'POST', '/access/delegation', { assignToUsers: [{ dn: client.dn.enduser }], requestDefs: [{ dn: prd('Building Access Badge') }] });
    expect(made.body).toMatchObject({ allRequests: false, requestDefs: [{ name: 'Building Access Badge' }] });
    const badge = await requestWorkflow('proxyuser', 'Building Access Badge');
    expect(await delegated('enduser', badge)).toHaveLength(1);
    const parking = await requestWorkflow('proxyuser', 'Parking Space');
    expect(await delegated('enduser', parking)).toEqual([]);
  });

  it('hands an unavailable approver\'s tasks to the delegates that hold only while unavailable', async () => {
    const made = await client.call('manager', 'POST', '/access/delegation', { assignToUsers: [{ dn: client.dn.roleadmin }], allRequests: true, createAvailability: true });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = await requestWorkflow('enduser', 'Mobile Phone');
    expect(await delegated('roleadmin', id)).toEqual([]);
    const away = await client.call('manager', 'POST', '/access/availability', {
      requestDefs: [{ dn: prd('Mobile Phone') }], effectiveDate: Date.now() - HOUR, hasExpiryDuration: true, expiryDuration: '2', expiryDurationUnit: 'D',
    });
    expect(away.status, JSON.stringify(away.body)).toBe(201);
    expect(await delegated('roleadmin', id)).toMatchObject([{ delegatedTask: true }]);
    const other = await requestWorkflow('enduser', 'Request Laptop');
    expect(await delegated('roleadmin', other)).toEqual([]);
    expect((await client.call('manager', 'POST', '/access/availability/status', { status: 'Unavailable' })).status).toBe(201);
    expect(await delegated('roleadmin', other)).toHaveLength(1);
    // The contract types availabilityStatus as a number: 1 Unavailable, 0 Available.
    for (const path of ['/access/availability', '/access/availability/prds']) {
      const read = await client.call('manager', 'GET', path);
      expectMatchesContract('GET', path, 200, read.body);
      expect((read.body as { availabilityStatus: unknown }).availabilityStatus).toBe(1);
    }
    expect((await client.call('manager', 'POST', '/access/availability/status', { status: 'Available' })).status).toBe(201);
    expect(await delegated('roleadmin', other)).toEqual([]);
  });
});

describe('delegation rights and input', () => {
  it('lets an end user change only their own delegations (403), an administrator anyone\'s', async () => {
    const forOthers = await client.call('enduser', 'POST', '/access/delegation', { assignFromUsers: [{ dn: client.dn.manager }], assignToUsers: [{ dn: client.dn.roleadmin }], allRequests: true });
    expect(forOthers.status).toBe(403);
    expectFault(forOthers.body);
    expect((await client.call('enduser', 'POST', '/access/delegation/list', { dn: client.dn.manager })).status).toBe(403);
    const [seeded] = await myDelegations('manager');
    const foreign = await client.call('enduser', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: seeded!.assignmentId }] });
    expect(foreign.status).toBe(403);
    const all = (await client.call('uaadmin', 'POST', '/access/delegation/list', {})).body as { totalDelegations: number };
    expect(all.totalDelegations).toBeGreaterThanOrEqual(3);
    const byAdmin = await client.call('uaadmin', 'POST', '/access/delegation', { assignFromUsers: [{ dn: client.dn.enduser }], assignToUsers: [{ dn: client.dn.manager }], allRequests: true });
    expect(byAdmin.status).toBe(201);
    const id = (byAdmin.body as { assignmentId: string }).assignmentId;
    expect((await myDelegations('enduser')).map((d) => d.assignmentId)).toContain(id);
    const edited = await client.call('enduser', 'PUT', '/access/delegation', { assignmentId: id, assignToUsers: [{ dn: client.dn.roleadmin }], requestDefs: [{ dn: prd('Parking Space') }] });
    // A change and a removal answer 204, no body (the contract's answer); the list shows the change.
    expect(edited.status, JSON.stringify(edited.body)).toBe(204);
    expect(edited.body).toBeUndefined();
    expect((await myDelegations('enduser')).find((d) => d.assignmentId === id)).toMatchObject({ assignToUsers: [{ dn: client.dn.roleadmin }], allRequests: false, requestDefs: [{ name: 'Parking Space' }] });
    expect((await client.call('enduser', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: id }] })).status).toBe(204);
    expect((await myDelegations('enduser')).map((d) => d.assignmentId)).not.toContain(id);
  });

  it.each([
    ['no delegates', { allRequests: true }],
    ['itself as delegate', { assignToUsers: [{ dn: 'cn=enduser,ou=users,o=data' }], allRequests: true }],
    ['nothing delegated', { assignToUsers: [{ dn: 'cn=manager,ou=users,o=data' }] }],
    ['an unknown request definition', { assignToUsers: [{ dn: 'cn=manager,ou=users,o=data' }], requestDefs: [{ dn: 'cn=nothing,o=data' }] }],
    ['an unknown delegate', { assignToUsers: [{ dn: 'cn=nobody,o=data' }], allRequests: true }],
    ['an unknown relationship', { assignToRelationship: { key: 'cousin' }, allRequests: true }],
    ['an expiry before the start', { assignToUsers: [{ dn: 'cn=manager,ou=users,o=data' }], allRequests: true, effectiveDate: Date.now() + 2 * HOUR, isExpires: true, expiryDate: Date.now() + HOUR }],
    ['a date that is none', { assignToUsers: [{ dn: 'cn=manager,ou=users,o=data' }], allRequests: true, effectiveDate: 'soon' }],
  ])('answers 400 and changes nothing for %s', async (_, body) => {
    const before = await myDelegations('enduser');
    const answer = await client.call('enduser', 'POST', '/access/delegation', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expectFault(answer.body);
    expect(await myDelegations('enduser')).toEqual(before);
  });

  it('lists the categories, their request definitions and the relationships', async () => {
    const categories = (await client.call('enduser', 'GET', '/access/delegation/category')).body as { categoryList: { categoryId: string; categoryName: string }[] };
    expect(categories.categoryList.map((c) => c.categoryName)).toEqual(['Account Requests', 'Facilities', 'IT Requests']);
    const requests = (await client.call('enduser', 'GET', '/access/delegation/requests?category=facilities')).body as { provisioningRequests: { name: string }[] };
    expect(requests.provisioningRequests.map((r) => r.name)).toEqual(['Building Access Badge', 'Parking Space']);
    expect((await client.call('enduser', 'GET', '/access/delegation/requests')).status).toBe(400);
    expect((await client.call('enduser', 'GET', '/access/delegation/relationships')).body).toMatchObject({ relationships: [{ key: 'manager', displayName: 'Manager' }] });
  });
});

describe('availability rights and input', () => {
  it('keeps an end user to their own availability; an administrator sets anyone\'s', async () => {
    expect((await client.call('enduser', 'POST', '/access/availability/status', { status: 'Unavailable', dn: client.dn.manager })).status).toBe(403);
    expect((await client.call('enduser', 'POST', '/access/availability', { principalUser: { dn: client.dn.manager }, allRequests: true })).status).toBe(403);
    expect((await client.call('enduser', 'POST', '/access/availability/list', { dn: client.dn.manager })).status).toBe(403);
    const set = await client.call('uaadmin', 'POST', '/access/availability', { principalUser: { dn: client.dn.enduser }, allRequests: true, effectiveDate: Date.UTC(2030, 0, 31), hasExpiryDuration: true, expiryDuration: 1, expiryDurationUnit: 'M' });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    // The contract's AvailabilityNode: the entry made, by its id.
    expectMatchesContract('POST', '/access/availability', 201, set.body);
    expect(set.body).toMatchObject({ availabilityId: expect.any(String), allRequests: true, principalUser: { dn: client.dn.enduser } });
    const mine = (await client.call('enduser', 'GET', '/access/availability')).body as { availability: { availabilityId: string; allRequests: boolean; expiryDate: number }[]; availabilityStatus: number };
    expect(mine.availabilityStatus).toBe(0);
    expect(mine.availability).toMatchObject([{ allRequests: true, expiryDate: Date.UTC(2030, 1, 28) }]);
    const id = mine.availability[0]!.availabilityId;
    expect((await client.call('proxyuser', 'DELETE', '/access/availability', { availability: [{ availabilityId: id }] })).status).toBe(403);
    expect((await client.call('enduser', 'DELETE', '/access/availability', { availability: [{ availabilityId: id }] })).status).toBe(204);
    expect(((await client.call('enduser', 'GET', '/access/availability')).body as { availability: unknown[] }).availability).toEqual([]);
  });

  it.each([
    ['no request definitions', {}],
    ['a duration unit that is none', { allRequests: true, hasExpiryDuration: true, expiryDuration: 3, expiryDurationUnit: 'W' }],
    ['a duration that is not a whole number', { allRequests: true, hasExpiryDuration: true, expiryDuration: 'x', expiryDurationUnit: 'D' }],
    ['an expiry without a date', { allRequests: true, hasExpiry: true }],
    ['an expiry before the start', { allRequests: true, effectiveDate: Date.now(), hasExpiry: true, expiryDate: Date.now() - HOUR }],
  ])('answers 400 and changes nothing for %s', async (_, body) => {
    const answer = await client.call('proxyuser', 'POST', '/access/availability', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expectFault(answer.body);
    expect(((await client.call('proxyuser', 'GET', '/access/availability')).body as { availability: unknown[] }).availability).toEqual([]);
  });

  it('changes an entry in place (PUT): the owner theirs, nobody else (403), bad values 400 with the entry as it was', async () => {
    type Entry = { availabilityId: string; allRequests: boolean; requestDefs: { dn: string }[]; effectiveDate: number; expiryDate?: number; hasExpiry: boolean };
    const entries = async () => ((await client.call('proxyuser', 'GET', '/access/availability')).body as { availability: Entry[] }).availability;
    const start = Date.UTC(2031, 5, 1);
    expect((await client.call('proxyuser', 'POST', '/access/availability', { allRequests: true, effectiveDate: start })).status).toBe(201);
    const [before] = await entries();
    const id = before!.availabilityId;

    const changed = await client.call('proxyuser', 'PUT', '/access/availability', { availabilityId: id, allRequests: false, requestDefs: [{ dn: prds[0]!.dn }], effectiveDate: start, hasExpiry: true, expiryDate: start + 48 * HOUR });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    expect(changed.body).toBeUndefined();
    const after = await entries();
    expect(after).toMatchObject([{ availabilityId: id, allRequests: false, requestDefs: [{ dn: prds[0]!.dn }], effectiveDate: start, hasExpiry: true, expiryDate: start + 48 * HOUR }]);

    expect((await client.call('enduser', 'PUT', '/access/availability', { availabilityId: id, allRequests: true })).status).toBe(403);
    for (const bad of [{ allRequests: true, hasExpiryDuration: true, expiryDuration: 0, expiryDurationUnit: 'D' }, { requestDefs: [{ dn: 'cn=none' }] }, { allRequests: true, effectiveDate: start, hasExpiry: true, expiryDate: start - HOUR }]) {
      const answer = await client.call('proxyuser', 'PUT', '/access/availability', { availabilityId: id, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expectFault(answer.body);
    }
    expect((await client.call('proxyuser', 'PUT', '/access/availability', { availabilityId: 'availability-none', allRequests: true })).status).toBe(400);
    expect(await entries()).toEqual(after);
    expect((await client.call('proxyuser', 'DELETE', '/access/availability', { availability: [{ availabilityId: id }] })).status).toBe(204);
  });

  it('rejects a status that is neither Available nor Unavailable', async () => {
    const answer = await client.call('proxyuser', 'POST', '/access/availability/status', { status: 'Away' });
    expect(answer.status).toBe(400);
    expect(((await client.call('proxyuser', 'GET', '/access/availability')).body as { availabilityStatus: number }).availabilityStatus).toBe(0);
  });
});

describe('proxy definitions', () => {
  const proxyFor = async (user: DemoUser) => ((await client.call(user, 'GET', '/access/proxy/for')).body as { proxyForUsers: { dn: string }[] }).proxyForUsers.map((u) => u.dn);

  it('an administrator assigns a proxy for a user, a group or a container; Proxy As offers exactly those users', async () => {
    expect(await proxyFor('enduser')).toEqual([]);
    const expiry = Date.now() + 24 * HOUR;
    const created = await client.call('uaadmin', 'POST', '/access/proxy/create', { assignedUserDN: client.dn.enduser, proxyForUsers: [{ dn: client.dn.roleadmin }], expirytime: expiry });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The contract types expirytime as text: the epoch milliseconds, as digits.
    expect((created.body as { proxyDefinitions: { assignedUserDN: string; expirytime?: unknown }[] }).proxyDefinitions.find((d) => d.assignedUserDN === client.dn.enduser)?.expirytime).toBe(String(expiry));
    expect(await proxyFor('enduser')).toEqual([client.dn.roleadmin]);
    const all = (await client.call('uaadmin', 'GET', '/access/proxy/all')).body as { userType: string; proxyDefinitions: { dn: string; assignedUserDN: string; editable: boolean }[] };
    expect(all.userType).toBe('admin');
    const mine = all.proxyDefinitions.find((d) => d.assignedUserDN === client.dn.enduser)!;
    expect(mine.editable).toBe(true);
    const edited = await client.call('uaadmin', 'POST', '/access/proxy/edit', { dn: mine.dn, assignedUserDN: client.dn.enduser, proxyForUsers: [{ dn: client.dn.uaadmin }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(201);
    expect(await proxyFor('enduser')).toEqual([client.dn.uaadmin]);
    expect((await client.call('uaadmin', 'POST', '/access/proxy/delete', { proxyDefinitions: [{ dn: mine.dn }] })).status).toBe(201);
    expect(await proxyFor('enduser')).toEqual([]);
  });

  it('keeps whether a proxy definition requires approval (an addition of the sandbox), an edit leaving it out clearing it', async () => {
    const mine = async () => ((await client.call('enduser', 'GET', '/access/proxy/all')).body as { proxyDefinitions: { dn: string; assignedUserDN: string; approvalRequired: boolean }[] }).proxyDefinitions
      .filter((d) => d.assignedUserDN === client.dn.enduser);
    const created = await client.call('uaadmin', 'POST', '/access/proxy/create', { assignedUserDN: client.dn.enduser, proxyForUsers: [{ dn: client.dn.roleadmin }], approvalRequired: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [definition] = await mine();
    // The proxy reads it in their own definitions.
    expect(definition).toMatchObject({ approvalRequired: true });
    expect((await client.call('uaadmin', 'POST', '/access/proxy/edit', { dn: definition!.dn, assignedUserDN: client.dn.enduser, proxyForUsers: [{ dn: client.dn.roleadmin }] })).status).toBe(201);
    expect(await mine()).toMatchObject([{ dn: definition!.dn, approvalRequired: false }]);
    expect((await client.call('uaadmin', 'POST', '/access/proxy/delete', { proxyDefinitions: [{ dn: definition!.dn }] })).status).toBe(201);
  });

  it('lets an end user assign proxies for themselves only (403 otherwise) and see only their own definitions', async () => {
    const forOther = await client.call('enduser', 'POST', '/access/proxy/create', { assignedUserDN: client.dn.roleadmin, proxyForUsers: [{ dn: client.dn.manager }] });
    expect(forOther.status).toBe(403);
    expectFault(forOther.body);
    const seeded = ((await client.call('proxyuser', 'GET', '/access/proxy/all')).body as { proxyDefinitions: { dn: string; editable: boolean }[] }).proxyDefinitions;
    expect(seeded).toMatchObject([{ editable: false }]);
    expect((await client.call('proxyuser', 'POST', '/access/proxy/delete', { proxyDefinitions: [{ dn: seeded[0]!.dn }] })).status).toBe(403);
    const own = await client.call('enduser', 'POST', '/access/proxy/create', { assignedUserDN: client.dn.roleadmin, proxyForUsers: [{ dn: client.dn.enduser }] });
    expect(own.status).toBe(201);
    expect(((own.body as { proxyDefinitions: unknown[] }).proxyDefinitions)).toMatchObject([{ assignedUserDN: client.dn.roleadmin, editable: true }]);
    expect(await proxyFor('roleadmin')).toEqual([client.dn.enduser]);
  });

  it.each([
    ['no proxy user', { proxyForUsers: [{ dn: 'cn=enduser,ou=users,o=data' }] }],
    ['nobody to act for', { assignedUserDN: 'cn=manager,ou=users,o=data' }],
    ['an unknown group', { assignedUserDN: 'cn=manager,ou=users,o=data', proxyForGroups: [{ dn: 'cn=nothing,o=data' }] }],
    ['a past expiry', { assignedUserDN: 'cn=manager,ou=users,o=data', proxyForUsers: [{ dn: 'cn=enduser,ou=users,o=data' }], expirytime: Date.now() - HOUR }],
    ['the proxy acting for themselves', { assignedUserDN: 'cn=manager,ou=users,o=data', proxyForUsers: [{ dn: 'cn=manager,ou=users,o=data' }] }],
    ['an approval flag that is no boolean', { assignedUserDN: 'cn=manager,ou=users,o=data', proxyForUsers: [{ dn: 'cn=enduser,ou=users,o=data' }], approvalRequired: 'maybe' }],
  ])('answers 400 and changes nothing for %s', async (_, body) => {
    const before = (await client.call('uaadmin', 'GET', '/access/proxy/all')).body;
    const answer = await client.call('uaadmin', 'POST', '/access/proxy/create', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expectFault(answer.body);
    expect((await client.call('uaadmin', 'GET', '/access/proxy/all')).body).toEqual(before);
  });
});
