// The access workflow over REST, as a plain OAuth client: a role with two serial approvers is
// requested, approved step by step, denied on another request, retracted on a third; a quorum; an
// SoD exception; expiry. States, tasks and assignments are checked after each step, and every
// answer against the contract.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../server/app.ts';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient, type HistoryNode } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let serialRole = '';
let quorumRole = '';

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  serialRole = await client.createRole({
    name: 'Two Step Role', approvalRequired: true, approvalIsStandard: true,
    approvalApprovers: [{ id: client.dn.manager, sequence: 1 }, { id: client.dn.uaadmin, sequence: 2 }],
  });
  quorumRole = await client.createRole({
    name: 'Quorum Role', approvalRequired: true, approvalIsStandard: true, approvalQuorum: '50%',
    approvalApprovers: [{ id: client.dn.manager, sequence: 1 }, { id: client.dn.uaadmin, sequence: 2 }, { id: client.dn.roleadmin, sequence: 3 }],
  });
});
afterAll(async () => {
  await server.close();
});

describe('a role with two serial approvers', () => {
  it('is requested, approved by the first and then the second approver, and provisioned', async () => {
    const answer = await client.request('enduser', serialRole);
    expect(answer).toMatchObject({ success: true, OperationNodes: [{ userDn: client.dn.enduser, success: true, succeeded: [{ reason: 'Approval Pending' }], failed: [], sods: [] }] });
    const id = answer.OperationNodes[0]!.succeeded[0]!.requestId;
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 15, processState: 0, retractable: true, requestOper: 10 });
    expect(await client.assignees(serialRole)).toEqual([]);

    // Step 1: only the manager has the task.
    const first = await client.tasksOf('manager', id);
    expect(first).toMatchObject([{ addressee: client.dn.manager, recipient: client.dn.enduser, activityName: 'Approval 1' }]);
    expect(await client.tasksOf('uaadmin', id)).toEqual([]);
    expect(await client.acted('manager', 'approve', [first[0]!.taskId], { comment: 'Fine by me' })).toMatchObject({ success: true, succeeded: [{ id: first[0]!.taskId, reason: 'Approved' }], failed: [] });
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 15, processState: 0 });
    expect(await client.tasksOf('manager', id)).toEqual([]);
    expect(await client.assignees(serialRole)).toEqual([]);

    // Step 2: the administrator.
    const second = await client.tasksOf('uaadmin', id);
    expect(second).toMatchObject([{ addressee: client.dn.uaadmin, activityName: 'Approval 2' }]);
    await client.acted('uaadmin', 'approve', [second[0]!.taskId]);
    const done = await client.historyItem('enduser', id);
    expect(done).toMatchObject({ requestState: 50, requestStatus: 'Provisioned', processState: 3, retractable: false });
    expect(done.comments).toMatchObject([{ comment: 'Fine by me', user: client.dn.manager }]);
    expect(await client.assignees(serialRole)).toEqual([client.dn.enduser]);
    const mine = await client.call('enduser', 'POST', '/access/assignments/role/list', {});
    expect((mine.body as { assignments: { id: string }[] }).assignments.map((a) => a.id)).toContain(serialRole);

    // The work entries and the role's request status list read the same store.
    const entries = await client.call('enduser', 'GET', `/access/tasks/workEntries?processId=${id}`);
    expectMatchesContract('GET', '/access/tasks/workEntries', 200, entries.body);
    expect((entries.body as { workEntries: { status: number; Addressee: { DN: string } }[] }).workEntries).toMatchObject([
      { status: 2, Addressee: { DN: client.dn.manager } }, { status: 2, Addressee: { DN: client.dn.uaadmin } }]);
    const status = await client.call('uaadmin', 'POST', `/access/requests/historylist/permission?item=${encodeURIComponent(serialRole)}&type=role&status=completed`, {});
    expect((status.body as { requests: { id: string; requestState: number }[] }).requests).toMatchObject([{ id, requestState: 50 }]);
  });

  it('is denied on another request: 95, no assignment, and the denied task cannot be approved again', async () => {
    const id = await client.requestId('proxyuser', serialRole);
    const [task] = await client.tasksOf('manager', id);
    await client.acted('manager', 'deny', [task!.taskId], { comment: 'Not for you' });
    expect(await client.historyItem('proxyuser', id)).toMatchObject({ requestState: 95, requestStatus: 'Denied', processState: 2, retractable: false });
    expect(await client.tasksOf('uaadmin', id)).toEqual([]);
    expect(await client.assignees(serialRole)).not.toContain(client.dn.proxyuser);
    const again = await client.act('manager', 'approve', [task!.taskId]);
    expect(again.status).toBe(400);
    expectFault(again.body);
    expect(await client.historyItem('proxyuser', id)).toMatchObject({ requestState: 95 });
  });

  it('is retracted on a third while it runs: 75, its tasks gone; a finished request cannot be retracted', async () => {
    const id = await client.requestId('roleadmin', serialRole);
    expect(await client.tasksOf('manager', id)).toHaveLength(1);
    const notMine = await client.call('enduser', 'DELETE', '/access/requests/history', { requests: [{ id }] });
    expect(notMine.status).toBe(403);
    const retracted = await client.call('roleadmin', 'DELETE', '/access/requests/history', { requests: [{ id }] });
    expect(retracted.status, JSON.stringify(retracted.body)).toBe(204);
    expect(retracted.body).toBeUndefined();
    expect(await client.historyItem('roleadmin', id)).toMatchObject({ requestState: 75, requestStatus: 'Retracted', processState: 2, retractable: false });
    expect(await client.tasksOf('manager', id)).toEqual([]);
    const twice = await client.call('roleadmin', 'DELETE', '/access/requests/history', { requests: [{ id }] });
    expect(twice.status).toBe(400);
    expectFault(twice.body);
    expect(await client.assignees(serialRole)).not.toContain(client.dn.roleadmin);
  });
});

describe('a quorum of 50% of three approvers', () => {
  it('approves at the second approval and closes the third task', async () => {
    const id = await client.requestId('enduser', quorumRole);
    for (const who of ['manager', 'uaadmin', 'roleadmin'] as const) expect(await client.tasksOf(who, id)).toHaveLength(1);
    await client.acted('manager', 'approve', [(await client.tasksOf('manager', id))[0]!.taskId]);
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 15 });
    await client.acted('roleadmin', 'approve', [(await client.tasksOf('roleadmin', id))[0]!.taskId]);
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 50, processState: 3 });
    expect(await client.tasksOf('uaadmin', id)).toEqual([]);
    expect(await client.assignees(quorumRole)).toEqual([client.dn.enduser]);
  });

  it('denies once the quorum can no longer be reached', async () => {
    const id = await client.requestId('proxyuser', quorumRole);
    await client.acted('manager', 'deny', [(await client.tasksOf('manager', id))[0]!.taskId]);
    expect(await client.historyItem('proxyuser', id)).toMatchObject({ requestState: 15 });
    await client.acted('uaadmin', 'refuse', [(await client.tasksOf('uaadmin', id))[0]!.taskId]);
    expect(await client.historyItem('proxyuser', id)).toMatchObject({ requestState: 95, processState: 2 });
    expect(await client.tasksOf('roleadmin', id)).toEqual([]);
  });
});

describe('a custom approval and a revocation', () => {
  it('runs the request definition\'s approvers for a grant, and the revoke approval for a revocation (requestOper 15)', async () => {
    const prds = (await client.call('uaadmin', 'GET', `/catalog/prds?size=300&processType=${encodeURIComponent('Role Approval')}`)).body as { requestDefs: { id: string; name: string }[] };
    const prd = (name: string) => prds.requestDefs.find((p) => p.name === name)!.id;
    const custom = await client.createRole({
      name: 'Custom Reviewed Role', approvalRequired: true, approvalIsStandard: false, approvalRequestDef: prd('Role Grant Review'),
      revokeRequired: true, revokeRequestDef: prd('Role Revoke Review'),
    });
    const id = await client.requestId('enduser', custom);
    // The demo gives the role approval processes the administrator as approver.
    const [grantTask] = await client.tasksOf('uaadmin', id);
    await client.acted('uaadmin', 'approve', [grantTask!.taskId]);
    expect(await client.assignees(custom)).toEqual([client.dn.enduser]);

    const revoke = await client.requestId('enduser', custom, { process: { requestAction: 'revoke' } });
    expect(await client.historyItem('enduser', revoke)).toMatchObject({ requestState: 15, requestOper: 15 });
    expect(await client.assignees(custom)).toEqual([client.dn.enduser]);
    await client.acted('uaadmin', 'approve', [(await client.tasksOf('uaadmin', revoke))[0]!.taskId]);
    expect(await client.historyItem('enduser', revoke)).toMatchObject({ requestState: 50, processState: 3 });
    expect(await client.assignees(custom)).toEqual([]);
    const nothing = await client.request('enduser', custom, { process: { requestAction: 'revoke' } });
    expect(nothing).toMatchObject({ success: false, OperationNodes: [{ failed: [{ reason: expect.stringContaining('no direct assignment') }] }] });
  });
});

describe('an SoD conflict', () => {
  it('fails without a justification and becomes an SoD exception approval with one', async () => {
    const mine = await client.call('enduser', 'POST', '/access/assignments/role/list', { });
    const held = (mine.body as { assignments: { id: string; isDirectAssignment: boolean }[] }).assignments.find((a) => a.isDirectAssignment)!.id;
    const conflicting = await client.createRole({ name: 'Conflicting Role' });
    const sod = await client.call('uaadmin', 'POST', '/catalog/sods', { name: 'Test Conflict', roles: [{ id: held }, { id: conflicting }] });
    expect(sod.status, JSON.stringify(sod.body)).toBe(201);

    const refused = await client.request('enduser', conflicting);
    expect(refused).toMatchObject({ success: false, OperationNodes: [{ success: false, succeeded: [], sods: [{ sodName: 'Test Conflict' }] }] });
    expect(await client.assignees(conflicting)).toEqual([]);

    const id = await client.requestId('enduser', conflicting, { sodJustification: 'Covering during the audit' });
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 5, processState: 0 });
    // The default SoD approvers: the SoD administrators, any one of whom decides.
    const [task] = await client.tasksOf('roleadmin', id);
    expect(task).toMatchObject({ activityName: 'SoD Exception Approval' });
    expect(await client.tasksOf('uaadmin', id)).toHaveLength(1);
    await client.acted('roleadmin', 'approve', [task!.taskId]);
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 50, processState: 3 });
    expect(await client.tasksOf('uaadmin', id)).toEqual([]);
    expect(await client.assignees(conflicting)).toEqual([client.dn.enduser]);
  });

  it('is denied by an SoD approver: 90', async () => {
    const held = ((await client.call('proxyuser', 'POST', '/access/assignments/role/list', {})).body as { assignments: { id: string; isDirectAssignment: boolean }[] }).assignments.find((a) => a.isDirectAssignment)!.id;
    const conflicting = await client.createRole({ name: 'Second Conflicting Role' });
    expect((await client.call('uaadmin', 'POST', '/catalog/sods', { name: 'Second Conflict', roles: [{ id: held }, { id: conflicting }] })).status).toBe(201);
    const id = await client.requestId('proxyuser', conflicting, { sodJustification: 'Please' });
    await client.acted('uaadmin', 'deny', [(await client.tasksOf('uaadmin', id))[0]!.taskId]);
    expect(await client.historyItem('proxyuser', id)).toMatchObject({ requestState: 90, requestStatus: 'SoD exception denied', processState: 2 });
  });
});

describe('expiry', () => {
  it('expires a task at its expiration time: gone from the list, the request denied', async () => {
    const id = await client.requestId('proxyuser', serialRole);
    const [task] = await client.tasksOf('manager', id);
    const db = new Database(path.join(server.dataDir, DB_FILE));
    try {
      db.prepare('UPDATE tasks SET expires_at = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), task!.taskId);
    } finally {
      db.close();
    }
    expect(await client.tasksOf('manager', id)).toEqual([]);
    expect(await client.historyItem('proxyuser', id)).toMatchObject({ requestState: 95, processState: 2 });
    expect((await client.act('manager', 'approve', [task!.taskId])).status).toBe(400);
  });
});

describe('history', () => {
  it('lists the caller\'s requests with the status and action filters and pages by nextIndex', async () => {
    const all = await client.call('enduser', 'GET', '/access/requests/historylist?size=300');
    expectMatchesContract('GET', '/access/requests/historylist', 200, all.body);
    const requests = (all.body as { requests: HistoryNode[]; total: number }).requests;
    // The demo history has every end state, and this file's requests add to it.
    const states = new Set(requests.map((r) => r.requestState));
    for (const state of [15, 50, 95, 2, 1, 3, 5]) expect(states, `state ${state}`).toContain(state);
    const pending = await client.call('enduser', 'GET', '/access/requests/historylist?status=pending&size=300');
    expect((pending.body as { requests: HistoryNode[] }).requests.every((r) => r.processState === 0 && r.retractable)).toBe(true);
    const terminated = await client.call('enduser', 'GET', '/access/requests/historylist?status=terminated&size=300');
    expect((terminated.body as { requests: HistoryNode[] }).requests.every((r) => r.processState === 2)).toBe(true);
    const revokes = await client.call('enduser', 'GET', '/access/requests/history?action=revoke');
    expectMatchesContract('GET', '/access/requests/history', 200, revokes.body);
    const page = await client.call('enduser', 'GET', '/access/requests/history?size=2');
    expect(page.body).toMatchObject({ nextIndex: 3 });
    expect((await client.call('enduser', 'GET', '/access/requests/historylist?status=bogus')).status).toBe(400);
  });

  it('answers the process of a request and refuses it to strangers', async () => {
    const id = (await client.call('enduser', 'GET', '/access/requests/historylist?status=completed')).body as { requests: HistoryNode[] };
    const processId = id.requests[0]!.id;
    const processes = await client.call('enduser', 'GET', `/access/requests/processes?processId=${processId}`);
    expectMatchesContract('GET', '/access/requests/processes', 200, processes.body);
    expect(processes.body).toMatchObject({ processes: [{ processId, requestId: processId, processStatus: '3' }] }); // the state's code (3 completed), not a name in one language
    expect((await client.call('proxyuser', 'POST', '/access/requests/history/item', { id: processId })).status).toBe(403);
  });
});

describe('counts', () => {
  it('the badge, the notifications and the dashboard count the open tasks of the list', async () => {
    const { total } = await client.tasks('manager');
    expect(total).toBeGreaterThan(10);
    expect(await client.call('manager', 'GET', '/access/tasks/badge')).toMatchObject({ body: { badge: Math.min(total, 200) } });
    const dashboard = await client.call('manager', 'GET', '/access/dashboard');
    expectMatchesContract('GET', '/access/dashboard', 200, dashboard.body);
    expect(dashboard.body).toMatchObject({ tasksData: { tasksCount: total } });
    const enduser = await client.call('enduser', 'GET', '/access/dashboard');
    expect((enduser.body as { requestData: { requestPending: number; totalRequest: number } }).requestData.requestPending).toBeGreaterThan(0);
    expect(await client.call('enduser', 'GET', '/access/tasks/badge')).toMatchObject({ body: { badge: 0 } });
  });
});

describe('bad requests', () => {
  it('refuse an unknown item, an unknown recipient and a recipient the caller may not request for', async () => {
    const unknown = await client.call('enduser', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: 'cn=nothing', entityType: 'role' }] });
    expect(unknown.status).toBe(400);
    expectFault(unknown.body);
    const forOthers = await client.call('enduser', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: serialRole, entityType: 'role' }], recipients: [{ dn: client.dn.manager, type: 'user' }] });
    expect(forOthers.status).toBe(403);
    const item = await client.call('manager', 'POST', '/access/requests/permissions/item', { id: serialRole, entityType: 'role', recipients: [{ dn: 'cn=nobody,o=data', type: 'user' }] });
    expect(item.status).toBe(400);
  });
});
