// The workflow's store: requests (table requests) with their approval plan, their tasks (table
// tasks, which are also the work entries of monitoring) and comments (workflow_comments). Every
// change goes through applyEvent: load the request, ask the pure core (transitions.ts), write the
// outcome, and carry out the grant or revoke once approved. Callers pass a transaction handle.
import { randomUUID } from 'node:crypto';
import { PRD_REQUEST_STATES, RESOURCE_REQUEST_STATES, ROLE_REQUEST_STATES } from '../seed/catalog/requests.ts';
import type { Db } from '../store/db.ts';
import type { RequestAction, RequestKind, RequestPhase } from '../../domain/workflow.ts';
import { workflowEvents } from './events.ts';
import { provision, type Payload } from './provision.ts';
import { transition, type Addressee, type NewTask, type Plan, type RequestView, type Stage, type TaskState, type WorkflowEvent } from './transitions.ts';

/** How long a new task stays open before it expires (and its request is denied). */
export const TASK_LIFETIME_MS = 7 * 86_400_000;
const TASK_PRIORITY = 3;

const STATE_NAMES: Record<RequestKind, Readonly<Record<number, string>>> = { role: ROLE_REQUEST_STATES, resource: RESOURCE_REQUEST_STATES, prd: PRD_REQUEST_STATES };
/** The English name of a request state (the requestStatus of the history). */
export const stateName = (kind: RequestKind, code: number): string => STATE_NAMES[kind][code] ?? String(code);

export interface StoredRequest {
  id: string; kind: RequestKind; item_dn: string; item_name: string; recipient_dn: string; recipient_type: string | null; requester_dn: string;
  action: RequestAction; status_code: number; status: string; process_state: number; request_date: string; reason: string | null;
  phase: string | null; approval: string | null; payload: string | null; sod_justification: string | null; proxy_dn: string | null;
  correlation_id: string | null; completion_date: string | null;
}

export interface StoredTask {
  id: string; name: string; prd_dn: string; recipient_dn: string; requester_dn: string; assignee_dn: string; activity: string; priority: number;
  created_at: string; expires_at: string | null; request_id: string | null; addressee_type: string; stage: Stage; sequence: number; state: TaskState;
  claimed_by: string | null; return_addressee: string | null; completed_at: string | null; completed_by: string | null; proxy_for: string | null;
}

export interface NewRequest {
  kind: RequestKind; item: { dn: string; name: string }; recipient: { dn: string; type: string }; requesterDn: string; action: RequestAction;
  plan: Plan; payload: Payload; reason: string; sodJustification?: string; proxyDn?: string; correlationId?: string;
}

export async function findRequest(db: Db, id: string): Promise<StoredRequest | undefined> {
  return db.get<StoredRequest>('SELECT * FROM requests WHERE id = ?', [id]);
}

export async function requestTasks(db: Db, requestId: string): Promise<StoredTask[]> {
  return db.all<StoredTask>('SELECT * FROM tasks WHERE request_id = ? ORDER BY created_at, stage DESC, sequence, id', [requestId]);
}

export async function findTask(db: Db, id: string): Promise<StoredTask | undefined> {
  return db.get<StoredTask>('SELECT * FROM tasks WHERE id = ?', [id]);
}

const parsePlan = (text: string | null): Plan => {
  try {
    const plan = JSON.parse(text ?? '') as Plan;
    return plan && Array.isArray(plan.approvers) ? plan : { kind: 'NONE', approvers: [] };
  } catch {
    return { kind: 'NONE', approvers: [] };
  }
};

/**
 * The phase of a stored request. Requests written before the workflow (seeded history) have none:
 * a running one reads as pending, a finished one as provisioned (they only matter as "finished").
 */
export function phaseOf(row: StoredRequest): RequestPhase {
  if (row.phase) return row.phase as RequestPhase;
  return row.process_state === 0 ? 'pending' : row.process_state === 2 ? 'retracted' : 'provisioned';
}

function viewOf(row: StoredRequest, tasks: StoredTask[]): RequestView {
  return {
    kind: row.kind,
    phase: phaseOf(row),
    plan: parsePlan(row.approval),
    tasks: tasks.map((t) => ({ id: t.id, stage: t.stage, sequence: t.sequence, state: t.state })),
  };
}

/**
 * The time and the ids the store uses: the real clock and random ids, except for the seed, which
 * needs the same data on every run.
 */
export interface WorkflowContext { now: Date; newId(prefix: 'req' | 'task'): string; taskLifetimeMs?: number }
export const liveContext = (): WorkflowContext => ({ now: new Date(), newId: (prefix) => `${prefix}-${randomUUID()}` });

/** Who carried out an event: the signed-in user, and the user they act for as a proxy. */
export interface Actor { dn: string; proxyFor?: string }

const activityOf = (task: NewTask, plan: Plan): string => {
  if (task.stage === 'sod') return 'SoD Exception Approval';
  return plan.kind === 'QUORUM' || plan.approvers.length <= 1 ? 'Approval' : `Approval ${task.sequence}`;
};

async function openTask(tx: Db, row: StoredRequest, plan: Plan, task: NewTask, ctx: WorkflowContext): Promise<string> {
  const now = ctx.now;
  const id = ctx.newId('task');
  await tx.run(
    `INSERT INTO tasks (id, name, prd_dn, recipient_dn, requester_dn, assignee_dn, activity, priority, created_at, expires_at,
                        request_id, addressee_type, stage, sequence, state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open')`,
    [id, `Approve: ${row.item_name}`, row.item_dn, row.recipient_dn, row.requester_dn, task.addressee.dn, activityOf(task, plan),
      TASK_PRIORITY, now.toISOString(), new Date(now.getTime() + (ctx.taskLifetimeMs ?? TASK_LIFETIME_MS)).toISOString(), row.id, task.addressee.type, task.stage, task.sequence],
  );
  return id;
}

/** Who follows a request: its requester, its recipient and the proxy who made it. */
export const followersOf = (row: StoredRequest): string[] => [row.requester_dn, row.recipient_dn, ...(row.proxy_dn ? [row.proxy_dn] : [])];

/**
 * Applies `event` to the request: closes and opens tasks, moves the request's state and, once it
 * is approved, provisions. Throws TransitionError when the request cannot take the event.
 */
export async function applyEvent(tx: Db, requestId: string, event: WorkflowEvent, actor: Actor | undefined, ctx = liveContext()): Promise<StoredRequest> {
  const row = await findRequest(tx, requestId);
  if (!row) throw new Error(`No request ${requestId}`);
  const view = viewOf(row, await requestTasks(tx, requestId));
  const result = transition(view, event);
  const at = ctx.now.toISOString();
  for (const closing of result.close) {
    await tx.run('UPDATE tasks SET state = ?, completed_at = ?, completed_by = ?, proxy_for = ? WHERE id = ?',
      [closing.state, at, actor?.dn ?? null, actor?.proxyFor ?? null, closing.id]);
  }
  const opened: string[] = [];
  for (const task of result.open) opened.push(await openTask(tx, row, view.plan, task, ctx));
  const finished = result.processState !== 0;
  await tx.run('UPDATE requests SET phase = ?, status_code = ?, status = ?, process_state = ?, completion_date = ? WHERE id = ?',
    [result.phase, result.requestState, stateName(row.kind, result.requestState), result.processState, finished ? at : null, requestId]);
  if (result.provision) await provision(tx, row);
  for (const closing of result.close) workflowEvents.publish({ type: 'task-changed', taskId: closing.id, requestId });
  for (const taskId of opened) workflowEvents.publish({ type: 'task-assigned', taskId, requestId });
  workflowEvents.publish({ type: 'request-changed', requestId, followers: followersOf(row) });
  return (await findRequest(tx, requestId))!;
}

/** Creates a request and submits it: its first tasks open, or it is provisioned at once. */
export async function createRequest(tx: Db, input: NewRequest, ctx = liveContext()): Promise<StoredRequest> {
  const id = ctx.newId('req');
  await tx.run(
    `INSERT INTO requests (id, kind, item_dn, item_name, recipient_dn, recipient_type, requester_dn, action, status_code, status, process_state,
                           request_date, reason, phase, approval, payload, sod_justification, proxy_dn, correlation_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    [id, input.kind, input.item.dn, input.item.name, input.recipient.dn, input.recipient.type, input.requesterDn, input.action, stateName(input.kind, 0),
      ctx.now.toISOString(), input.reason, JSON.stringify(input.plan), JSON.stringify(input.payload), input.sodJustification ?? null, input.proxyDn ?? null,
      input.correlationId ?? id],
  );
  return applyEvent(tx, id, { type: 'submit' }, { dn: input.requesterDn }, ctx);
}

/** Appends a comment to a request (and the task it was made on). */
export async function addComment(tx: Db, requestId: string, taskId: string | null, userDn: string, comment: string, activity: string | null, system = false, now = new Date()): Promise<void> {
  await tx.run('INSERT INTO workflow_comments (request_id, task_id, user_dn, comment, activity, system, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [requestId, taskId, userDn, comment, activity, system ? 1 : 0, now.toISOString()]);
}

/**
 * Expires the open tasks whose expiration time has passed: each is an 'expire' decision on its
 * request (a denial). Run before the workflow is read or changed, so nobody sees or acts on a
 * task that is already over.
 */
export async function expireDueTasks(db: Db, now = new Date()): Promise<number> {
  const due = await db.all<{ id: string; request_id: string }>(
    "SELECT id, request_id FROM tasks WHERE state = 'open' AND request_id IS NOT NULL AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at",
    [now.toISOString()],
  );
  if (due.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const task of due) {
      const still = await tx.get("SELECT 1 FROM tasks WHERE id = ? AND state = 'open'", [task.id]);
      if (!still) continue;
      await applyEvent(tx, task.request_id, { type: 'expire', taskId: task.id }, undefined, { now, newId: liveContext().newId });
      await addComment(tx, task.request_id, task.id, 'system', 'The task expired', null, true, now);
    }
  });
  return due.length;
}

/** Addressees as stored on a plan, for the answers that list them. */
export const addresseeDns = (addressees: Addressee[] | undefined): string[] => (addressees ?? []).map((a) => a.dn);
