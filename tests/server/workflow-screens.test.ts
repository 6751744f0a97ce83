// The bodies of the history and workflow monitoring screens' actions, as the renderer builds them
// from their templates, accepted by the sandbox as they are sent: Retract from the list's rows and
// from a request's detail, Terminate from the process list's rows and from a process's page, and
// Reassign of a work entry with the picker's item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionBody, type ActionTarget } from '../../renderer/core/runAction.ts';
import type { Action } from '../../schemas/types/screen.ts';
import history from '../../screens/requests/history.json';
import processes from '../../screens/monitoring/processes.json';
import process from '../../screens/monitoring/process.json';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let role = '';
beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  role = await client.createRole({ name: 'Screen Body Role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
});
afterAll(async () => {
  await server.close();
});

const actions = (list: unknown): Action[] => (Array.isArray(list) ? (list as Action[]) : []);
const listAction = (screen: { actions?: unknown }, id: string) => actions(screen.actions).find((a) => a.id === id)!;
const body = (action: Action, target: ActionTarget, route: Record<string, string> = {}, form?: Record<string, unknown>) => actionBody(action, target, { route }, form);
const processStatus = async (id: string) => (await client.historyItem('enduser', id)).processState;

describe('history actions', () => {
  it('retracts the selected rows, and the request of the detail', async () => {
    const [a, b, c] = [await client.requestId('enduser', role), await client.requestId('enduser', role), await client.requestId('enduser', role)];
    const fromList = await client.call('enduser', 'DELETE', '/access/requests/history', body(listAction(history, 'retract'), { rows: [{ id: a }, { id: b }] }));
    expect(fromList.status, JSON.stringify(fromList.body)).toBe(204);
    const detailRetract = actions(history.rowDetail.actions).find((x) => x.id === 'retract')!;
    const fromDetail = await client.call('enduser', 'DELETE', '/access/requests/history', body(detailRetract, { rows: [], object: { id: c, retractable: true } }));
    expect(fromDetail.status, JSON.stringify(fromDetail.body)).toBe(204);
    expect([await processStatus(a), await processStatus(b), await processStatus(c)]).toEqual([2, 2, 2]);
  });
});

describe('monitoring actions', () => {
  it('terminates the selected processes, and the process of its page, with the comment', async () => {
    const [a, b] = [await client.requestId('enduser', role), await client.requestId('enduser', role)];
    const fromList = await client.call('uaadmin', 'POST', '/access/monitoring/process/terminate', body(listAction(processes, 'terminate'), { rows: [{ requestId: a }] }, {}, { comment: 'Stop a' }));
    expect(fromList.body).toMatchObject({ success: true, failedProcesses: [] });
    const fromPage = await client.call('uaadmin', 'POST', '/access/monitoring/process/terminate', body(listAction(process, 'terminate'), { rows: [], object: { processStatus: '0' } }, { id: b }, { comment: 'Stop b' }));
    expect(fromPage.body).toMatchObject({ success: true, failedProcesses: [] });
    expect([await processStatus(a), await processStatus(b)]).toEqual([2, 2]);
    const comments = await client.call('uaadmin', 'GET', `/access/monitoring/comments?requestId=${a}`);
    expect((comments.body as { commentNodeArray: { comment: string }[] }).commentNodeArray.map((n) => n.comment)).toContain('Stop a');
  });

  it('reassigns a work entry (a row of tasks.workEntries) to the picker\'s user', async () => {
    const id = await client.requestId('enduser', role);
    const entries = (await client.call('uaadmin', 'GET', `/access/tasks/workEntries?processId=${id}`)).body as { workEntries: Record<string, unknown>[] };
    const entriesList = process.tabs[0]!.sections[1]!.list as { actions?: unknown };
    const reassign = actions(entriesList.actions).find((x) => x.id === 'reassign')!;
    const sent = body(reassign, { rows: entries.workEntries }, { id }, { addressee: [{ id: client.dn.roleadmin, name: 'Rita Roleman' }], comment: 'Rita covers' });
    const answer = await client.call('uaadmin', 'POST', '/access/monitoring/reassign', sent);
    expect(answer.body, JSON.stringify(sent)).toMatchObject({ success: true, failNodes: [] });
    expect((await client.tasksOf('roleadmin', id)).map((t) => t.returnAddressee)).toEqual([client.dn.manager]);
  });
});
