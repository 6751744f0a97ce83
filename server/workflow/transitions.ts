// The workflow engine's pure core: a request (its kind, its approval plan, its tasks so far) and an
// event give the request's next state and the tasks to open and to close. No store, no clock: the
// store (store.ts) loads the request, asks here, and writes the answer.
//
// An approval plan has up to two stages. An SoD exception stage comes first when the request breaks
// an SoD policy and carries a justification: one task per SoD approver, the first decision wins
// (approved → 10 and on to the approval; denied → 90). The approval stage then runs the item's
// approval: SERIAL and CUSTOM one task at a time in sequence; QUORUM one task per approver at once,
// approved when `needed` approve, denied as soon as `needed` can no longer be reached. NONE (or an
// approval stage without approvers) provisions at once.
import { phaseProcessState, phaseState, type RequestKind, type RequestPhase } from '../../domain/workflow.ts';

export type AddresseeType = 'user' | 'group' | 'team' | 'role';
export interface Addressee { dn: string; type: AddresseeType }

export type PlanKind = 'NONE' | 'SERIAL' | 'QUORUM' | 'CUSTOM';
export interface Plan {
  kind: PlanKind;
  /** In approval order (sequence 1..n). */
  approvers: Addressee[];
  /** QUORUM: approvals needed. */
  needed?: number;
  /** Approvers of the SoD exception, when the request asks for one. */
  sodApprovers?: Addressee[];
}

export type Stage = 'sod' | 'approval';
/** A task's state: open, or how it ended. */
export type TaskState = 'open' | 'approved' | 'denied' | 'refused' | 'expired' | 'closed' | 'retracted' | 'terminated';
export interface TaskView { id: string; stage: Stage; sequence: number; state: TaskState }

export interface RequestView { kind: RequestKind; phase: RequestPhase; plan: Plan; tasks: TaskView[] }

export type Decision = 'approve' | 'deny' | 'refuse' | 'expire';
export type WorkflowEvent = { type: 'submit' } | { type: Decision; taskId: string } | { type: 'retract' | 'terminate' };

export interface NewTask { stage: Stage; sequence: number; addressee: Addressee }
export interface Outcome {
  phase: RequestPhase;
  requestState: number;
  processState: number;
  open: NewTask[];
  close: { id: string; state: TaskState }[];
  /** Whether the request's grant or revoke is to be carried out now. */
  provision: boolean;
}

/** A request that cannot take the event (a finished request, a closed or unknown task). */
export class TransitionError extends Error {}

const DECIDED: Record<Decision, TaskState> = { approve: 'approved', deny: 'denied', refuse: 'refused', expire: 'expired' };
const isFinished = (phase: RequestPhase) => phaseProcessState(phase) !== 0;

function outcome(request: RequestView, phase: RequestPhase, open: NewTask[], close: Outcome['close']): Outcome {
  return { phase, requestState: phaseState(request.kind, phase), processState: phaseProcessState(phase), open, close, provision: phase === 'provisioned' };
}

/** The tasks that start a stage (none when the stage has no approvers). */
function stageStart(plan: Plan, stage: Stage): NewTask[] {
  if (stage === 'sod') return (plan.sodApprovers ?? []).map((addressee) => ({ stage, sequence: 1, addressee }));
  if (plan.kind === 'NONE' || plan.approvers.length === 0) return [];
  if (plan.kind === 'QUORUM') return plan.approvers.map((addressee, i) => ({ stage, sequence: i + 1, addressee }));
  return [{ stage, sequence: 1, addressee: plan.approvers[0]! }];
}

/** Enters the approval stage: its first tasks, or provisioned at once when it has none. */
function startApproval(request: RequestView, close: Outcome['close'], sodApproved: boolean): Outcome {
  const open = stageStart(request.plan, 'approval');
  if (open.length === 0) return outcome(request, 'provisioned', [], close);
  // Role state 10 (SoD exception approved) marks a request whose exception passed and whose
  // approval now runs; otherwise it is plainly pending.
  return outcome(request, sodApproved ? 'sodApproved' : 'pending', open, close);
}

function submit(request: RequestView): Outcome {
  if (request.plan.sodApprovers && request.plan.sodApprovers.length > 0) return outcome(request, 'sodPending', stageStart(request.plan, 'sod'), []);
  return startApproval(request, [], false);
}

/** Closes every other open task of the request with `state`. */
const closeOthers = (request: RequestView, except: string, state: TaskState) =>
  request.tasks.filter((t) => t.state === 'open' && t.id !== except).map((t) => ({ id: t.id, state }));

function decide(request: RequestView, taskId: string, decision: Decision): Outcome {
  const task = request.tasks.find((t) => t.id === taskId);
  if (!task) throw new TransitionError(`The task "${taskId}" is not a task of this request`);
  if (task.state !== 'open') throw new TransitionError(`The task "${taskId}" is already ${task.state}`);
  const closeThis = { id: task.id, state: DECIDED[decision] };
  const approved = decision === 'approve';

  if (task.stage === 'sod') {
    // The first decision on an SoD exception settles it.
    const close = [closeThis, ...closeOthers(request, task.id, 'closed')];
    return approved ? startApproval(request, close, true) : outcome(request, 'sodDenied', [], close);
  }

  const plan = request.plan;
  if (plan.kind === 'QUORUM') {
    const approvalTasks = request.tasks.filter((t) => t.stage === 'approval');
    const approvals = approvalTasks.filter((t) => t.state === 'approved').length + (approved ? 1 : 0);
    const refusals = approvalTasks.filter((t) => t.state !== 'approved' && t.state !== 'open').length + (approved ? 0 : 1);
    const needed = plan.needed ?? plan.approvers.length;
    if (approvals >= needed) return outcome(request, 'provisioned', [], [closeThis, ...closeOthers(request, task.id, 'closed')]);
    if (plan.approvers.length - refusals < needed) return outcome(request, phaseOfRejection(decision), [], [closeThis, ...closeOthers(request, task.id, 'closed')]);
    return outcome(request, request.phase, [], [closeThis]);
  }

  // SERIAL and CUSTOM: in sequence; a denial anywhere ends the request.
  if (!approved) return outcome(request, phaseOfRejection(decision), [], [closeThis, ...closeOthers(request, task.id, 'closed')]);
  const next = plan.approvers[task.sequence];
  if (!next) return outcome(request, 'provisioned', [], [closeThis]);
  return outcome(request, request.phase, [{ stage: 'approval', sequence: task.sequence + 1, addressee: next }], [closeThis]);
}

/** A refusal is recorded as such (a PRD's 5 Refused); a deny or an expired task denies. */
const phaseOfRejection = (decision: Decision): RequestPhase => (decision === 'refuse' ? 'refused' : 'denied');

/** The next state of `request` after `event`. Throws TransitionError when the request cannot take it. */
export function transition(request: RequestView, event: WorkflowEvent): Outcome {
  if (event.type === 'submit') return submit(request);
  if (isFinished(request.phase)) throw new TransitionError('The request is finished: it cannot change any more');
  if ('taskId' in event) return decide(request, event.taskId, event.type);
  const state: TaskState = event.type === 'retract' ? 'retracted' : 'terminated';
  return outcome(request, 'retracted', [], request.tasks.filter((t) => t.state === 'open').map((t) => ({ id: t.id, state })));
}
