// Task actions beyond approve and deny, over REST: a proxy approving for the user they act for,
// claim conflicts on a team's task, reassign, comments, the task list's filters, bad input (a
// Fault, nothing changed) and the administrator's workflow monitoring.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let role = '';
let proxyTeam = '';

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  role = await client.createRole({ name: 'Manager Approved Role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
  const teams = await client.call('uaadmin', 'GET', '/access/teams/managelist?q=Proxy&size=300');
  proxyTeam = (teams.body as { teams: { dn: string; name: string }[] }).teams.find((t) => t.name === 'Proxy Team')?.dn ?? '';
});
afterAll(async () => {
  await server.close();
});

describe('proxy mode', () => {
  it('lets a proxy see and approve the tasks of the user they act for, and no one else\'s', async () => {
    const id = await client.requestId('enduser', role);
    expect(await client.tasksOf('proxyuser', id)).toEqual([]);
    const asManager = await client.tasksOf('proxyuser', id, `&proxyUser=${encodeURIComponent(client.dn.manager!)}`);
    expect(asManager).toHaveLength(1);
    const item = await client.call('proxyuser', 'POST', '/access/tasks/item', { taskId: asManager[0]!.taskId, proxyUser: client.dn.manager });
    expect(item.status).toBe(201);
    expectMatchesContract('POST', '/access/tasks/item', 201, item.body);
    expect((await client.call('proxyuser', 'GET', `/access/tasks/list?proxyUser=${encodeURIComponent(client.dn.uaadmin!)}`)).status).toBe(403);
    // The approval chain of a task the proxy sees for the user they act for.
    const chain = await client.call('proxyuser', 'GET', `/access/tasks/workEntries?processId=${id}`);
    expect(chain.status).toBe(200);
    expect((chain.body as { workEntries: unknown[] }).workEntries).toHaveLength(1);
    await client.acted('proxyuser', 'approve', [asManager[0]!.taskId], { proxyUser: client.dn.manager });
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 50 });
    const entries = (await client.call('uaadmin', 'GET', `/access/monitoring/workentries?requestId=${id}`)).body as { workentries: { proxyFor?: string; status: number }[] };
    expect(entries.workentries).toMatchObject([{ status: 2, proxyFor: client.dn.manager }]);
  });
});

describe('the task an approver opens', () => {
  const dataItems = (body: unknown) => Object.fromEntries(((body as { dataItems?: { name: string; values: unknown[] }[] }).dataItems ?? []).map((d) => [d.name, d.values]));

  it('carries the reason and the dates the request came with, as its data items', async () => {
    const effDate = Date.UTC(2031, 0, 15);
    const expDate = Date.UTC(2031, 5, 30);
    const id = await client.requestId('enduser', role, { reason: 'Needed for the Q3 close', effDate, expDate });
    const [task] = await client.tasksOf('manager', id);
    const item = await client.call('manager', 'POST', '/access/tasks/item', { taskId: task!.taskId });
    expect(item.status).toBe(201);
    expectMatchesContract('POST', '/access/tasks/item', 201, item.body);
    expect(item.body).toMatchObject({ initiator: client.dn.enduser, recipient: client.dn.enduser });
    expect(dataItems(item.body)).toEqual({ reason: [{ value: 'Needed for the Q3 close' }], effectiveDate: [{ value: effDate }], expirationDate: [{ value: expDate }] });
  });

  it('carries the SoD conflicts a request breaks and the justification that came with it', async () => {
    const held = ((await client.call('manager', 'POST', '/access/assignments/role/list', {})).body as { assignments: { id: string; name: string; isDirectAssignment: boolean }[] }).assignments.find((a) => a.isDirectAssignment)!;
    const conflicting = await client.createRole({ name: 'Task Detail Conflicting Role' });
    expect((await client.call('uaadmin', 'POST', '/catalog/sods', { name: 'Task Detail Conflict', roles: [{ id: held.id }, { id: conflicting }] })).status).toBe(201);
    const id = await client.requestId('manager', conflicting, { reason: 'Audit cover', sodJustification: 'Only for the audit week' });
    const [task] = await client.tasksOf('uaadmin', id);
    const item = await client.call('uaadmin', 'POST', '/access/tasks/item', { taskId: task!.taskId });
    expectMatchesContract('POST', '/access/tasks/item', 201, item.body);
    const data = dataItems(item.body);
    expect(data.sodJustification).toEqual([{ value: 'Only for the audit week' }]);
    expect(data.sodConflicts).toEqual([{ sodName: 'Task Detail Conflict', perm1Name: expect.any(String), perm2Name: expect.any(String) }]);
    const [sod] = data.sodConflicts as { perm1Name: string; perm2Name: string }[];
    expect([sod!.perm1Name, sod!.perm2Name].sort()).toEqual([held.name, 'Task Detail Conflicting Role'].sort());
    expect(data.reason).toEqual([{ value: 'Audit cover' }]);
  });
});

describe('task actions', () => {
  it('reassign needs currentAddressee; it keeps the returnAddressee and moves the task', async () => {
    const id = await client.requestId('enduser', role);
    const [task] = await client.tasksOf('manager', id);
    const missing = await client.act('manager', 'reassign', [task!.taskId], { approver: client.dn.roleadmin });
    expect(missing.status).toBe(400);
    expectFault(missing.body);
    expect(await client.tasksOf('manager', id)).toHaveLength(1);
    const moved = await client.call('manager', 'POST', '/access/tasks', { action: 'reassign', approver: client.dn.roleadmin, tasks: [{ taskId: task!.taskId, currentAddressee: client.dn.manager }] });
    expect(moved.status).toBe(201);
    expect(await client.tasksOf('manager', id)).toEqual([]);
    expect(await client.tasksOf('roleadmin', id)).toMatchObject([{ addressee: client.dn.roleadmin, returnAddressee: client.dn.manager }]);
  });

  it('shows a team\'s task to its members until one claims it; the others\' claims fail with a reason', async () => {
    expect(proxyTeam).not.toBe('');
    const id = await client.requestId('manager', role);
    const [task] = await client.tasksOf('manager', id);
    const reassigned = await client.call('uaadmin', 'POST', '/access/monitoring/reassign', {
      afTaskNode: { tasks: [{ taskId: task!.taskId, currentAddressee: client.dn.manager }] }, primaryPrincipal: proxyTeam, comment: 'For the team',
    });
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(201);
    expectMatchesContract('POST', '/access/monitoring/reassign', 201, reassigned.body);
    expect(await client.tasksOf('enduser', id)).toHaveLength(1);
    expect(await client.tasksOf('proxyuser', id)).toHaveLength(1);

    expect(await client.acted('proxyuser', 'claim', [task!.taskId])).toMatchObject({ success: true });
    expect(await client.tasksOf('enduser', id)).toEqual([]);
    expect(await client.tasksOf('proxyuser', id, '&status=Claimed')).toMatchObject([{ taskClaimed: true, claimedby: client.dn.proxyuser }]);
    const conflict = await client.acted('enduser', 'claim', [task!.taskId]);
    expect(conflict).toMatchObject({ success: false, succeeded: [], failed: [{ id: task!.taskId, reason: expect.stringContaining('claimed by') }] });
    expect(await client.acted('enduser', 'approve', [task!.taskId])).toMatchObject({ success: false });
    expect(await client.historyItem('manager', id)).toMatchObject({ requestState: 15 });

    expect(await client.acted('proxyuser', 'release', [task!.taskId])).toMatchObject({ success: true });
    expect(await client.tasksOf('enduser', id)).toHaveLength(1);
    await client.acted('enduser', 'comment', [task!.taskId], { comment: 'Looking at it' });
    const detail = await client.call('enduser', 'POST', '/access/tasks/item', { taskId: task!.taskId });
    expect((detail.body as { comments: { comment: string }[] }).comments.map((c) => c.comment)).toEqual(['For the team', 'Looking at it']);
  });

  it('filters the list: recipient, assignedTo, expiring within, sort and paging by fromIndex', async () => {
    const all = await client.tasks('manager');
    expect(all.total).toBeGreaterThan(10);
    const page = await client.call('manager', 'GET', '/access/tasks/list?fromIndex=1&size=5');
    expect(page.body).toMatchObject({ nextIndex: 6, hasMore: true });
    expect((page.body as { tasks: unknown[] }).tasks).toHaveLength(5);
    const second = (await client.call('manager', 'GET', '/access/tasks/list?fromIndex=6&size=5')).body as { tasks: { taskId: string }[] };
    expect(second.tasks.map((t) => t.taskId)).toEqual(all.tasks.slice(5, 10).map((t) => t.taskId));
    const soon = await client.tasks('manager', '&expireWithin=8&expireUnit=Days');
    expect(soon.total).toBeLessThan(all.total);
    const mine = await client.tasks('manager', '&recipient=recipientAsMe');
    expect(mine.tasks.every((t) => t.recipient === client.dn.manager)).toBe(true);
    const ascending = await client.tasks('manager', '&sortBy=createTime&sortOrder=asc');
    expect(ascending.tasks.map((t) => t.taskId)).toEqual([...all.tasks].reverse().map((t) => t.taskId));
    expect((await client.call('manager', 'GET', '/access/tasks/list?expireWithin=2&expireUnit=Months')).status).toBe(400);
  });

  it('refuses bad input with a Fault and changes nothing', async () => {
    const id = await client.requestId('enduser', role);
    const [task] = await client.tasksOf('manager', id);
    const unknown = await client.act('manager', 'approve', ['task-nothing']);
    expect(unknown.status).toBe(400);
    expectFault(unknown.body);
    const notYours = await client.act('enduser', 'approve', [task!.taskId]);
    expect(notYours.status).toBe(403);
    expectFault(notYours.body);
    // One bad task in a batch: nothing is done, not even the good one.
    expect((await client.act('manager', 'approve', [task!.taskId, 'task-nothing'])).status).toBe(400);
    expect((await client.act('manager', 'dance', [task!.taskId])).status).toBe(400);
    expect((await client.call('manager', 'POST', '/access/tasks/item', { taskId: 'task-nothing' })).status).toBe(400);
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 15 });
    await client.acted('manager', 'approve', [task!.taskId]);
    const twice = await client.act('manager', 'approve', [task!.taskId]);
    expect(twice.status).toBe(400);
    expectFault(twice.body);
    expect((await client.call('enduser', 'DELETE', '/access/requests/history', { requests: [{ id }] })).status).toBe(400);
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 50 });
  });
});

describe('workflow monitoring', () => {
  it('lists processes by status with startIndex paging, terminates one with a comment, shows its work entries and comments', async () => {
    const id = await client.requestId('enduser', role);
    const running = await client.call('uaadmin', 'GET', '/access/monitoring/process/list?processStatus=0&size=300');
    expect(running.status).toBe(200);
    expectMatchesContract('GET', '/access/monitoring/process/list', 200, running.body);
    const list = running.body as { processInfoNodeList: { requestId: string; processStatus: number; addressee: string[] }[]; totalSize: number };
    expect(list.processInfoNodeList.every((p) => p.processStatus === 0)).toBe(true);
    expect(list.processInfoNodeList.find((p) => p.requestId === id)).toMatchObject({ addressee: [client.dn.manager] });
    const paged = (await client.call('uaadmin', 'GET', '/access/monitoring/process/list?processStatus=0&size=2&startIndex=2')).body as { processInfoNodeList: { requestId: string }[]; totalSize: number };
    expect(paged.totalSize).toBe(list.totalSize);
    expect(paged.processInfoNodeList.map((p) => p.requestId)).toEqual(list.processInfoNodeList.slice(2, 4).map((p) => p.requestId));

    const terminated = await client.call('uaadmin', 'POST', '/access/monitoring/process/terminate', { processes: [id], comment: 'Obsolete' });
    expect(terminated.status).toBe(201);
    expectMatchesContract('POST', '/access/monitoring/process/terminate', 201, terminated.body);
    expect(terminated.body).toMatchObject({ success: true, failedProcesses: [] });
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 75, processState: 2 });
    expect(await client.tasksOf('manager', id)).toEqual([]);
    expect((await client.call('uaadmin', 'POST', '/access/monitoring/process/terminate', { processes: [id] })).body).toMatchObject({ success: false, failedProcesses: [id] });

    const entries = await client.call('uaadmin', 'GET', `/access/monitoring/workentries?requestId=${id}`);
    expectMatchesContract('GET', '/access/monitoring/workentries', 200, entries.body);
    expect(entries.body).toMatchObject({ totalSize: 1, workentries: [{ status: 7, addressee: client.dn.manager }] });
    const comments = await client.call('uaadmin', 'GET', `/access/monitoring/comments?requestId=${id}`);
    expectMatchesContract('GET', '/access/monitoring/comments', 200, comments.body);
    expect(comments.body).toMatchObject({ commentNodeArray: [{ comment: 'Obsolete', isSystemComment: true }] });
    const denied = await client.call('uaadmin', 'GET', '/access/monitoring/process/list?approvalStatus=3&size=300');
    expect((denied.body as { processInfoNodeList: { requestId: string }[] }).processInfoNodeList.map((p) => p.requestId)).toContain(id);
  });

  it('is for domain administrators only', async () => {
    for (const path of ['/access/monitoring/process/list', '/access/monitoring/workentries?requestId=x', '/access/monitoring/comments?requestId=x']) {
      expect((await client.call('manager', 'GET', path)).status, path).toBe(403);
    }
    expect((await client.call('enduser', 'POST', '/access/monitoring/process/terminate', { processes: ['x'] })).status).toBe(403);
  });
});
