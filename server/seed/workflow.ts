/**
 * Demo data of the access workflow, made through the engine itself (so every state is one it can
 * reach) with a fixed clock and counted ids, so that every run seeds the same rows:
 * - the request definitions get approvers (the workflows: the manager; the role and resource
 *   approval processes: the administrator), and the role "Cloud Console Operator" a serial
 *   approval by the manager, then the administrator;
 * - the manager's direct reports ask for that role and for workflows: pending tasks for `manager`,
 *   and two requests the manager approved already, waiting for `uaadmin`;
 * - `enduser`'s history: the role pending, an earlier request of it denied, workflows approved,
 *   denied, refused and retracted, the Laptop resource waiting for the administrator.
 * Demo tasks stay open for ten years (a task normally expires after a week).
 */
import type { Db } from '../store/db.ts';
import { addComment, applyEvent, type WorkflowContext } from '../workflow/store.ts';
import { submitRequest, type AccessRequest } from '../workflow/submit.ts';
import { SEED_EPOCH } from './catalog/common.ts';

const HOUR = 3_600_000;
export const SERIAL_DEMO_ROLE = 'Cloud Console Operator';
const DEMO_TASK_LIFETIME_MS = 3650 * 24 * HOUR;

async function dnOf(db: Db, username: string): Promise<string> {
  const row = await db.get<{ dn: string }>('SELECT dn FROM users WHERE username = ?', [username]);
  if (!row) throw new Error(`The workflow demo needs the user ${username}`);
  return row.dn;
}

async function item(db: Db, table: 'roles' | 'resources' | 'request_definitions', name: string): Promise<{ dn: string; name: string }> {
  const row = await db.get<{ dn: string; name: string }>(`SELECT dn, name FROM ${table} WHERE name = ?`, [name]);
  if (!row) throw new Error(`The workflow demo needs "${name}" in ${table}`);
  return row;
}

export async function seedWorkflow(db: Db): Promise<void> {
  const [manager, uaadmin, enduser] = [await dnOf(db, 'manager'), await dnOf(db, 'uaadmin'), await dnOf(db, 'enduser')];
  // Reports other than the demo accounts, whose own requests are set out below.
  const reports = await db.all<{ dn: string; name: string }>(
    "SELECT dn, full_name AS name FROM users WHERE manager_dn = ? AND username NOT IN ('enduser', 'proxyuser') ORDER BY dn LIMIT 5", [manager]);

  await db.run("UPDATE request_definitions SET approvers = ? WHERE process_type = 'workflow'", [JSON.stringify([{ dn: manager, type: 'user' }])]);
  await db.run("UPDATE request_definitions SET approvers = ? WHERE process_type IN ('role', 'resource')", [JSON.stringify([{ dn: uaadmin, type: 'user' }])]);
  const role = await item(db, 'roles', SERIAL_DEMO_ROLE);
  await db.run("UPDATE roles SET approval_required = 1, approval_type = 'SERIAL', quorum = NULL WHERE dn = ?", [role.dn]);
  await db.run('DELETE FROM role_approvers WHERE role_dn = ?', [role.dn]);
  await db.run('INSERT INTO role_approvers (role_dn, approver_dn, sequence) VALUES (?, ?, 1), (?, ?, 2)', [role.dn, manager, role.dn, uaadmin]);

  let counter = 0;
  let clock = SEED_EPOCH - 30 * 24 * HOUR;
  const ctx = (): WorkflowContext => {
    clock += HOUR;
    return { now: new Date(clock), newId: (prefix) => `${prefix}-demo-${String(++counter).padStart(4, '0')}`, taskLifetimeMs: DEMO_TASK_LIFETIME_MS };
  };
  const ask = async (kind: AccessRequest['kind'], what: { dn: string; name: string }, requesterDn: string, reason: string) => {
    const recipient = { id: requesterDn, name: requesterDn, type: 'user' };
    const result = await submitRequest(db, { kind, item: what, recipient, action: 'grant', requesterDn, reason, payload: { effective: new Date(clock).toISOString() } }, ctx());
    if (!result.ok) throw new Error(`The workflow demo request for ${what.name} failed: ${result.reason}`);
    return result.request.id;
  };
  const openTaskOf = async (requestId: string) => (await db.get<{ id: string }>("SELECT id FROM tasks WHERE request_id = ? AND state = 'open' ORDER BY sequence, id", [requestId]))!.id;
  const decide = async (requestId: string, type: 'approve' | 'deny' | 'refuse', by: string, comment: string) => {
    const taskId = await openTaskOf(requestId);
    const at = ctx();
    await applyEvent(db, requestId, { type, taskId }, { dn: by }, at);
    await addComment(db, requestId, taskId, by, comment, 'Approval', false, at.now);
  };

  const workflows = ['Request Laptop', 'Mobile Phone', 'Request VPN Access', 'Building Access Badge', 'Parking Space'];
  // Two reports' role requests passed the manager and wait for the administrator; three wait for the manager.
  for (const [index, report] of reports.entries()) {
    const id = await ask('role', role, report.dn, 'Operating the team\'s cloud accounts');
    if (index < 2) await decide(id, 'approve', manager, 'Approved for the on-call rotation');
  }
  for (let i = 0; i < 8; i += 1) await ask('prd', await item(db, 'request_definitions', workflows[i % workflows.length]!), reports[i % reports.length]!.dn, 'Needed for my work');

  // enduser: a denied and a pending request of the role, and a workflow in every end state.
  await decide(await ask('role', role, enduser, 'Covering for a colleague'), 'deny', manager, 'Not needed for your current project');
  await ask('role', role, enduser, 'Joining the platform team');
  await decide(await ask('prd', await item(db, 'request_definitions', 'Request VPN Access'), enduser, 'Working from home'), 'approve', manager, 'Approved');
  await decide(await ask('prd', await item(db, 'request_definitions', 'Parking Space'), enduser, 'Commuting by car'), 'deny', manager, 'No spaces left this quarter');
  await decide(await ask('prd', await item(db, 'request_definitions', 'Mobile Phone'), enduser, 'On call'), 'refuse', manager, 'Please ask the help desk');
  const badge = await ask('prd', await item(db, 'request_definitions', 'Building Access Badge'), enduser, 'Visiting the Berlin office');
  const retract = ctx();
  await applyEvent(db, badge, { type: 'retract' }, { dn: enduser }, retract);
  await addComment(db, badge, null, enduser, 'The visit was cancelled', null, true, retract.now);
  await ask('resource', await item(db, 'resources', 'Laptop'), enduser, 'My laptop is broken');
}
