// What an administrator's stop does: with the workflow engine stopped no request starts and no
// task is decided (409, nothing recorded) until it runs again; with CPRS turned off no reconcile
// or publish starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const engine = (engineStatus: 0 | 1) => client.call('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus });

describe('a stopped workflow engine', () => {
  it('starts no request and decides no task until it runs again', async () => {
    const role = await client.createRole({ name: 'Engine Test Role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
    await client.requestId('enduser', role);
    const [task] = (await client.tasks('manager')).tasks.filter((t) => t.recipient === client.dn.enduser);
    expect(task).toBeDefined();
    const history = async () => ((await client.call('enduser', 'GET', '/access/requests/history?size=300')).body as { total?: number }).total;
    const before = await history();
    expect(before).toBeGreaterThan(0);

    expect((await engine(0)).status).toBe(201);
    const refused = await client.call('enduser', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: role, entityType: 'role' }], reason: 'while stopped' });
    expect(refused.status).toBe(409);
    expect(expectFault(refused.body)).toContain('No workflow engine is running');
    expect(await history()).toBe(before);
    const decide = await client.call('manager', 'POST', '/access/tasks', { action: 'approve', tasks: [{ taskId: task!.taskId }] });
    expect(decide.status).toBe(409);
    expect((await client.tasks('manager')).tasks.map((t) => t.taskId)).toContain(task!.taskId);

    expect((await engine(1)).status).toBe(201);
    const approved = await client.call('manager', 'POST', '/access/tasks', { action: 'approve', tasks: [{ taskId: task!.taskId }] });
    expect(approved.status, JSON.stringify(approved.body)).toBeLessThan(300);
    expect((await client.tasks('manager')).tasks.map((t) => t.taskId)).not.toContain(task!.taskId);
  });
});

describe('CPRS turned off', () => {
  it('starts no reconcile until it is turned on again', async () => {
    const settings = (await client.call('uaadmin', 'GET', '/access/cprs/settings?size=1')).body as { cprsSettingList: { id: string }[] };
    const setting = settings.cprsSettingList[0]!;
    const config = (await client.call('uaadmin', 'GET', '/access/administration/cprsConfig')).body as Record<string, unknown>;
    expect((await client.call('uaadmin', 'POST', '/access/administration/cprsConfig', { ...config, enableCprs: false })).status).toBeLessThan(300);
    const refused = await client.call('uaadmin', 'POST', '/access/cprs/assignments/reconcile', { id: setting.id });
    expect(refused.status).toBe(409);
    expect(expectFault(refused.body)).toContain('CPRS is turned off');
    const statuses = (await client.call('uaadmin', 'POST', '/access/cprs/cprsrequest/status/list', {})).body as { total: number };
    expect(statuses.total).toBe(0);

    expect((await client.call('uaadmin', 'POST', '/access/administration/cprsConfig', { ...config, enableCprs: true })).status).toBeLessThan(300);
    expect((await client.call('uaadmin', 'POST', '/access/cprs/assignments/reconcile', { id: setting.id })).status).toBe(201);
  });
});
