// The engine's task mechanics on a real (temporary) store: claims and their conflicts on a group's
// task, release, reassign, expiry. Transitions themselves are in transitions.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpFault } from '../http/fault.ts';
import { migrate } from '../store/migrate.ts';
import { SqliteDb } from '../store/sqlite.ts';
import { createRequest, expireDueTasks, findRequest, requestTasks, TASK_LIFETIME_MS } from './store.ts';
import { performTaskActions, type TaskActionInput } from './task-actions.ts';
import type { Plan } from './transitions.ts';

const dn = (name: string) => `cn=${name},ou=users,o=data`;
const GROUP = 'cn=approvers,ou=groups,o=data';
const [ann, bob, cat] = [dn('ann'), dn('bob'), dn('cat')];

let dir = '';
let db: SqliteDb;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'workflow-store-'));
  db = new SqliteDb(path.join(dir, 'test.sqlite'));
  await migrate(db);
  await db.run("INSERT INTO containers (dn, parent_dn, name, kind) VALUES ('o=data', NULL, 'data', 'organization')");
  for (const user of [ann, bob, cat]) {
    await db.run("INSERT INTO users (dn, container_dn, username, full_name, password_hash, created_at) VALUES (?, 'o=data', ?, ?, 'x', '2026-01-01T00:00:00Z')", [user, user, user]);
  }
  await db.run("INSERT INTO groups (dn, container_dn, name) VALUES (?, 'o=data', 'Approvers')", [GROUP]);
  for (const user of [ann, bob]) await db.run('INSERT INTO group_members (group_dn, user_dn) VALUES (?, ?)', [GROUP, user]);
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A PRD request of cat's whose one approval step is addressed to the group. */
async function groupRequest(plan: Plan = { kind: 'CUSTOM', approvers: [{ dn: GROUP, type: 'group' }] }) {
  const request = await db.transaction((tx) => createRequest(tx, {
    kind: 'prd', item: { dn: 'cn=Laptop,cn=PRDs', name: 'Laptop' }, recipient: { dn: cat, type: 'user' }, requesterDn: cat, action: 'grant',
    plan, payload: { effective: new Date().toISOString() }, reason: 'test',
  }));
  const [task] = await requestTasks(db, request.id);
  return { id: request.id, taskId: task!.id };
}

const act = (user: string, input: Omit<TaskActionInput, 'tasks'> & { tasks?: TaskActionInput['tasks'] }, taskId: string) =>
  performTaskActions(db, { tasks: [{ taskId }], ...input }, { dn: user, caller: user });

describe('task mechanics', () => {
  it('lets one member of the group claim its task; the others\' claims and decisions fail with a reason until it is released', async () => {
    const { id, taskId } = await groupRequest();
    expect(await act(ann, { action: 'claim' }, taskId)).toMatchObject({ success: true, succeeded: [{ id: taskId, reason: 'Claimed' }] });
    expect(await act(bob, { action: 'claim' }, taskId)).toMatchObject({ success: false, failed: [{ id: taskId, reason: `The task is claimed by ${ann}` }] });
    expect(await act(bob, { action: 'approve' }, taskId)).toMatchObject({ success: false });
    expect(await act(bob, { action: 'release' }, taskId)).toMatchObject({ success: false, failed: [{ reason: 'The task is claimed by ' + ann }] });
    expect((await findRequest(db, id))?.status_code).toBe(0);
    expect(await act(ann, { action: 'release' }, taskId)).toMatchObject({ success: true });
    expect(await act(bob, { action: 'approve' }, taskId)).toMatchObject({ success: true });
    expect(await findRequest(db, id)).toMatchObject({ status_code: 2, process_state: 3 });
  });

  it('refuses a task that is not addressed to the user (403) and one already decided (400), changing nothing', async () => {
    const { taskId } = await groupRequest();
    await expect(act(cat, { action: 'approve' }, taskId)).rejects.toMatchObject({ statusCode: 403 });
    await act(ann, { action: 'deny' }, taskId);
    await expect(act(bob, { action: 'approve' }, taskId)).rejects.toMatchObject({ statusCode: 400 });
    await expect(act(ann, { action: 'approve' }, 'task-unknown')).rejects.toBeInstanceOf(HttpFault);
  });

  it('reassigns with the current addressee only, keeping it as returnAddressee and clearing the claim', async () => {
    const { taskId } = await groupRequest();
    await act(ann, { action: 'claim' }, taskId);
    await expect(act(ann, { action: 'reassign', approver: cat }, taskId)).rejects.toMatchObject({ statusCode: 400 });
    await expect(performTaskActions(db, { action: 'reassign', approver: cat, tasks: [{ taskId, currentAddressee: bob }] }, { dn: ann, caller: ann })).rejects.toMatchObject({ statusCode: 400 });
    await performTaskActions(db, { action: 'reassign', approver: cat, tasks: [{ taskId, currentAddressee: GROUP }] }, { dn: ann, caller: ann });
    const [task] = await db.all<{ assignee_dn: string; addressee_type: string; return_addressee: string; claimed_by: string | null }>('SELECT * FROM tasks WHERE id = ?', [taskId]);
    expect(task).toMatchObject({ assignee_dn: cat, addressee_type: 'user', return_addressee: GROUP, claimed_by: null });
    expect(await act(cat, { action: 'approve' }, taskId)).toMatchObject({ success: true });
  });

  it('expires a task at its expiration time, which denies its request', async () => {
    const { id, taskId } = await groupRequest({ kind: 'SERIAL', approvers: [{ dn: ann, type: 'user' }, { dn: bob, type: 'user' }] });
    expect(await expireDueTasks(db, new Date(Date.now() + TASK_LIFETIME_MS - 60_000))).toBe(0);
    expect(await expireDueTasks(db, new Date(Date.now() + TASK_LIFETIME_MS + 60_000))).toBe(1);
    expect(await findRequest(db, id)).toMatchObject({ status_code: 1, process_state: 2 });
    expect(await requestTasks(db, id)).toMatchObject([{ id: taskId, state: 'expired' }]);
  });
});
