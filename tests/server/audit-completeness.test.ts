// The audit trail is complete by construction: every REST write route declares what it writes and
// which object (server/logging/audit-declarations.ts; an undeclared write stops the server at
// start). This test walks every write operation of the contract the sandbox implements, with a
// minimal body and, for the writes that need one to change anything, a realistic body, and fails
// when a request changed the store without a new record, or with a record whose object is not among
// the rows it changed (the task for a task action, the request a submission made ...).
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../server/app.ts';
import { registeredRestRoutes } from '../../server/http/input/validation.ts';
import { AUDIT_DECLARATIONS } from '../../server/logging/audit-declarations.ts';
import { undeclaredWrite } from '../../server/logging/audit-hook.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { watchChanges } from './store-digest.ts';
import { WorkflowClient, type DemoUser } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let trail: Database.Database;
let watch: ReturnType<typeof watchChanges>;
beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  trail = new Database(path.join(server.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  watch = watchChanges(server.dataDir);
}, 120_000);
afterAll(async () => {
  watch.close();
  trail.close();
  await server.close();
});

interface AuditRecord { id: number; kind: string; operation: string; object: string | null }
const lastRecord = () => (trail.prepare('SELECT max(id) AS id FROM audit_events').get() as { id: number | null }).id ?? 0;
const recordsAfter = (id: number) => trail.prepare('SELECT id, kind, operation, object FROM audit_events WHERE id > ? ORDER BY id').all(id) as AuditRecord[];

const problems: string[] = [];
/** Calls one write and checks its trail; answers the call's answer and its new write records. */
async function walk(account: DemoUser, method: string, route: string, body: unknown, query = '') {
  watch.take();
  const mark = lastRecord();
  const answer = await client.call(account, method, `${route.replace(/:[A-Za-z0-9_]+/g, 'x')}${query}`, body);
  const changed = watch.take();
  const records = recordsAfter(mark).filter((record) => record.kind === 'write');
  const what = `${account} ${method} ${route} ${JSON.stringify(body).slice(0, 120)} → ${answer.status}`;
  if (changed.length > 0) {
    const record = records.find((candidate) => candidate.operation === `${method} ${route}`);
    const text = changed.join('\n').toLowerCase();
    if (!record) problems.push(`${what}: changed ${changed.length} rows (${changed[0]!.slice(0, 100)}) without a record`);
    else if (!record.object) problems.push(`${what}: recorded without an object`);
    else if (!record.object.split('; ').some((part) => text.includes(part.toLowerCase()))) {
      problems.push(`${what}: recorded against "${record.object}", which none of the changed rows names (${changed[0]!.slice(0, 160)})`);
    }
  }
  return { answer, changed, records };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

describe('audit completeness', () => {
  it('every REST write route is declared, and every declaration names a route', () => {
    const routes = registeredRestRoutes().filter((route) => WRITE_METHODS.has(route.method)).map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(130);
    const undeclared = routes.filter((route) => !AUDIT_DECLARATIONS[route]);
    expect(undeclared, undeclared.map(undeclaredWrite).join('\n')).toEqual([]);
    expect(Object.keys(AUDIT_DECLARATIONS).filter((declared) => !routes.includes(declared))).toEqual([]);
  });

  it('every write that changes the store is on the trail, against the object it changed', async () => {
    const dn = client.dn as Record<DemoUser, string>;
    const covered = new Set<string>();
    /** A realistic write: it must change the store (else this test's body went stale). */
    async function change(account: DemoUser, method: string, route: string, body: unknown) {
      const result = await walk(account, method, route, body);
      covered.add(`${method} ${route}`);
      if (result.changed.length === 0) problems.push(`${account} ${method} ${route}: a realistic body changed nothing (${result.answer.status} ${JSON.stringify(result.answer.body).slice(0, 200)})`);
      return result;
    }

    // A role with an approval by the manager, requested through the item operation: a task appears.
    const created = await change('uaadmin', 'POST', '/catalog/roles', {
      name: 'Audit Walk Role', roleLevel: { level: 20 }, approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: dn.manager, sequence: 1 }],
    });
    const role = (created.answer.body as { id: string }).id;
    await change('uaadmin', 'PUT', '/catalog/roles/role', { id: role, name: 'Audit Walk Role', description: 'walked', roleLevel: { level: 20 } });
    await change('manager', 'POST', '/access/queue/entry/items', { cartAction: 'grant', cartItems: [{ itemDn: role, itemType: 'ROLE' }] });
    await change('manager', 'DELETE', '/access/queue/entry/items', { cartItems: [{ itemDn: role }] });
    const submitted = await change('enduser', 'POST', '/access/requests/permissions/item', { id: role, entityType: 'role', reason: 'walk' });
    expect(submitted.records.map((record) => record.object)).toEqual([expect.stringMatching(/\S/)]);
    await change('roleadmin', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: role, entityType: 'role' }], reason: 'walk' });

    // A task action is recorded against the task, whatever DN the body carries.
    const task = (await client.tasks('manager')).tasks.find((candidate) => candidate.recipient.toLowerCase() === dn.enduser.toLowerCase());
    expect(task).toBeDefined();
    for (const action of ['comment', 'claim', 'release']) {
      const acted = await change('manager', 'POST', '/access/tasks', { action, comment: 'walked', dn: dn.uaadmin, tasks: [{ taskId: task!.taskId }] });
      expect(acted.records.map((record) => record.object), action).toEqual([task!.taskId]);
    }

    await change('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus: 0 });
    await change('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus: 1 });
    await change('manager', 'POST', '/access/availability/status', { status: 'Unavailable' });
    await change('manager', 'POST', '/access/availability/status', { status: 'Available' });
    await change('uaadmin', 'POST', '/access/ulp/categories', { itemCategories: [{ categoryName: 'Audit Walk' }] });
    await change('uaadmin', 'POST', '/access/ulp/items', { items: [{ name: 'Audit Walk Item', appUrl: '#/tasks' }] });
    await change('uaadmin', 'POST', '/access/ulp/featuredItems', { items: [{ name: 'Audit Walk Featured', appUrl: '#/tasks' }] });
    await change('uaadmin', 'POST', '/access/entities/item', {
      key: 'location', attributes: [{ key: 'CN', attributeValues: ['Auditville'] }, { key: 'City', attributeValues: ['Oslo'] }, { key: 'Country', attributeValues: ['Norway'] }],
    });
    await change('uaadmin', 'DELETE', '/catalog/roles/role', { roles: [{ id: role }] });

    // Every write operation with a minimal body: whatever it changes is on the trail (deletions last).
    const order = ['POST', 'PUT', 'PATCH', 'DELETE'];
    const writes = registeredRestRoutes().filter((route) => WRITE_METHODS.has(route.method)).sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    for (const route of writes) {
      for (const account of ['uaadmin', 'manager'] as const) await walk(account, route.method, route.path, {});
    }

    for (const named of ['POST /access/requests/permissions/item', 'POST /admin/workflowengines/status', 'POST /access/availability/status', 'POST /access/ulp/categories', 'POST /access/ulp/items', 'POST /access/ulp/featuredItems', 'POST /access/entities/item', 'POST /access/queue/entry/items']) {
      expect(covered.has(named), named).toBe(true);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
