// The task actions of POST /access/tasks (approve, deny, refuse, claim, release, comment, reassign)
// and the administrator's reassign of monitoring. Everything is checked before anything changes:
// an unknown or finished task, a task not addressed to the user (403), a reassign without
// currentAddressee or a new addressee fails the whole call with a Fault. What is left lands per
// task in `succeeded`, or in `failed` with a reason (a task claimed by someone else, a release of a
// task the user has not claimed).
import { resolveEntity } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { workflowEvents } from './events.ts';
import { addComment, applyEvent, findTask, type Actor, type StoredTask } from './store.ts';
import type { AddresseeType } from './transitions.ts';
import { isAddressedOrDelegatedTo } from './visibility.ts';
import { requireRunningEngine } from './engines.ts';

export const TASK_ACTIONS = ['approve', 'deny', 'refuse', 'claim', 'release', 'comment', 'reassign'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export interface TaskActionInput {
  action: TaskAction;
  tasks: { taskId: string; currentAddressee?: string }[];
  comment?: string;
  /** reassign: the new addressee. */
  approver?: string;
}

interface ResponseNode { id: string; name: string; requestId: string; reason: string }
export interface TaskActionAnswer { success: boolean; succeeded: ResponseNode[]; failed: ResponseNode[] }

export function readTaskAction(value: unknown): TaskAction {
  const action = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!(TASK_ACTIONS as readonly string[]).includes(action)) throw badRequest(`action: "${String(value ?? '')}" is not one of ${TASK_ACTIONS.join(', ')}`);
  return action as TaskAction;
}

const sameDn = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** Loads and checks every task (400 unknown or finished, 403 not addressed to the user). */
async function checkedTasks(db: Db, input: TaskActionInput, userDn: string, asAdministrator: boolean): Promise<StoredTask[]> {
  if (input.tasks.length === 0) throw badRequest('tasks: at least one task is required');
  const tasks: StoredTask[] = [];
  for (const { taskId, currentAddressee } of input.tasks) {
    const task = await findTask(db, taskId);
    if (!task || !task.request_id) throw badRequest(`No task "${taskId}"`);
    if (task.state !== 'open') throw badRequest(`The task "${taskId}" is already ${task.state}: it cannot be acted on`);
    if (!asAdministrator && !sameDn(task.claimed_by, userDn) && !(await isAddressedOrDelegatedTo(db, task.id, userDn))) throw forbidden(`The task "${taskId}" is not yours`);
    if (input.action === 'reassign') {
      if (!currentAddressee) throw badRequest(`tasks: reassigning "${taskId}" needs its currentAddressee`);
      if (!sameDn(currentAddressee, task.assignee_dn)) throw badRequest(`tasks: "${currentAddressee}" is not the current addressee of "${taskId}"`);
    }
    tasks.push(task);
  }
  if (input.action === 'comment' && !input.comment) throw badRequest('comment: the text of the comment is required');
  return tasks;
}

async function newAddressee(db: Db, dn: string | undefined): Promise<{ dn: string; type: AddresseeType }> {
  if (!dn) throw badRequest('approver: the DN of the new addressee is required to reassign');
  const found = await resolveEntity(db, dn, ['user', 'group', 'team']);
  if (!found) throw badRequest(`approver: no user, group or team "${dn}"`);
  return { dn: found.id, type: found.type as AddresseeType };
}

/**
 * Performs `input` for the user `actor.dn` (the acting user: the caller or whom they proxy for).
 * `asAdministrator` lets monitoring reassign any open task.
 */
export async function performTaskActions(db: Db, input: TaskActionInput, actor: Actor & { caller: string }, asAdministrator = false): Promise<TaskActionAnswer> {
  await requireRunningEngine(db);
  const tasks = await checkedTasks(db, input, actor.dn, asAdministrator);
  const target = input.action === 'reassign' ? await newAddressee(db, input.approver) : undefined;
  const answer: TaskActionAnswer = { success: true, succeeded: [], failed: [] };
  const recorded: Actor = { dn: actor.caller, ...(actor.proxyFor ? { proxyFor: actor.proxyFor } : {}) };
  await db.transaction(async (tx) => {
    for (const task of tasks) {
      const node = { id: task.id, name: task.name, requestId: task.request_id! };
      const claimedByOther = task.claimed_by !== null && !sameDn(task.claimed_by, actor.dn) && !asAdministrator;
      const problem =
        claimedByOther && input.action !== 'comment' ? `The task is claimed by ${task.claimed_by}`
        : input.action === 'release' && !sameDn(task.claimed_by, actor.dn) ? 'The task is not claimed by you'
        : undefined;
      if (problem) {
        answer.failed.push({ ...node, reason: problem });
        continue;
      }
      await perform(tx, task, input, actor.dn, recorded, target);
      if (input.comment) await addComment(tx, task.request_id!, task.id, actor.caller, input.comment, task.activity);
      answer.succeeded.push({ ...node, reason: doneText[input.action] });
    }
  });
  answer.success = answer.failed.length === 0;
  return answer;
}

const doneText: Record<TaskAction, string> = {
  approve: 'Approved', deny: 'Denied', refuse: 'Refused', claim: 'Claimed', release: 'Released', comment: 'Commented', reassign: 'Reassigned',
};

async function perform(tx: Db, task: StoredTask, input: TaskActionInput, userDn: string, recorded: Actor, target: { dn: string; type: AddresseeType } | undefined): Promise<void> {
  switch (input.action) {
    case 'approve':
    case 'deny':
    case 'refuse':
      await applyEvent(tx, task.request_id!, { type: input.action, taskId: task.id }, recorded);
      return;
    case 'claim':
      await tx.run('UPDATE tasks SET claimed_by = ? WHERE id = ?', [userDn, task.id]);
      workflowEvents.publish({ type: 'task-changed', taskId: task.id, requestId: task.request_id! });
      return;
    case 'release':
      await tx.run('UPDATE tasks SET claimed_by = NULL WHERE id = ?', [task.id]);
      workflowEvents.publish({ type: 'task-changed', taskId: task.id, requestId: task.request_id! });
      return;
    case 'reassign':
      await tx.run('UPDATE tasks SET assignee_dn = ?, addressee_type = ?, return_addressee = ?, claimed_by = NULL WHERE id = ?', [target!.dn, target!.type, task.assignee_dn, task.id]);
      workflowEvents.publish({ type: 'task-changed', taskId: task.id, requestId: task.request_id!, formerAddressees: [task.assignee_dn, ...(task.claimed_by ? [task.claimed_by] : [])] });
      workflowEvents.publish({ type: 'task-assigned', taskId: task.id, requestId: task.request_id! });
      return;
    case 'comment':
      return;
  }
}
