// The access-request workflow's codes and rules that the console and the sandbox share
// (the status catalogues of request and process states): which request state and process state a
// request is in at each point of its approval, how many approvals a quorum needs, and what the
// history's status and action filters select. Node-safe and pure.
import { quorumPercent } from './approval.ts';

/** What a request asks for: a role, a resource or a provisioning request definition (PRD). */
export type RequestKind = 'role' | 'resource' | 'prd';
export type RequestAction = 'grant' | 'revoke';

/** Process states: 0 Running, 1 Stopped, 2 Terminated, 3 Completed. */
export const PROCESS_STATE = { running: 0, stopped: 1, terminated: 2, completed: 3 } as const;

/** The points of a request's life the workflow moves it through. */
export type RequestPhase = 'pending' | 'sodPending' | 'sodApproved' | 'sodDenied' | 'provisioned' | 'denied' | 'refused' | 'retracted';

/**
 * The request state of each phase, per kind. Roles and resources share the codes they have in
 * common (15 Approval Pending, 50 Provisioned, 75 Retracted, 95 Denied); SoD exception states are
 * the role catalogue's (5, 10, 90); a PRD has its own catalogue (0 Processing, 1 Denied, 2
 * Approved, 3 Retracted, 5 Refused). A refusal is a denial for roles and resources.
 */
const PHASE_STATES: Record<RequestKind, Record<RequestPhase, number>> = {
  role: { pending: 15, sodPending: 5, sodApproved: 10, sodDenied: 90, provisioned: 50, denied: 95, refused: 95, retracted: 75 },
  resource: { pending: 15, sodPending: 15, sodApproved: 15, sodDenied: 95, provisioned: 50, denied: 95, refused: 95, retracted: 75 },
  prd: { pending: 0, sodPending: 0, sodApproved: 0, sodDenied: 1, provisioned: 2, denied: 1, refused: 5, retracted: 3 },
};

export function phaseState(kind: RequestKind, phase: RequestPhase): number {
  return PHASE_STATES[kind][phase];
}

/** The process state of a phase: still running until it is provisioned (completed) or ended early (terminated). */
export function phaseProcessState(phase: RequestPhase): number {
  if (phase === 'provisioned') return PROCESS_STATE.completed;
  if (phase === 'denied' || phase === 'refused' || phase === 'retracted' || phase === 'sodDenied') return PROCESS_STATE.terminated;
  return PROCESS_STATE.running;
}

/**
 * The number of approvals a quorum needs out of `approvers`: the percentage of them, rounded up,
 * at least one ("50%" of 3 is 2). A quorum that is not a percentage needs every approver.
 */
export function quorumNeeded(quorum: string | undefined, approvers: number): number {
  const percent = quorumPercent(quorum);
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) return approvers;
  return Math.min(approvers, Math.max(1, Math.ceil((percent / 100) * approvers)));
}

/**
 * Request operation codes: 10/15 add/remove user (roles and resources),
 * 30/35 role to/from a group, 40/45 role to/from a container.
 */
export function requestOperation(kind: RequestKind, action: RequestAction, recipientType: string): number {
  const grant = action === 'grant';
  if (kind === 'role' && recipientType === 'group') return grant ? 30 : 35;
  if (kind === 'role' && recipientType === 'container') return grant ? 40 : 45;
  return grant ? 10 : 15;
}

/** A request is retractable while its process runs (its approval is not decided yet). */
export const isRetractable = (processState: number): boolean => processState === PROCESS_STATE.running;

/**
 * The history's status filters (running/pending, approved/completed/denied,
 * terminated) as the request and process states each one selects. Approved means granted (a
 * PRD's 2 Approved, a role's or resource's 20 or 50); denied includes the SoD exception's denial
 * and a PRD's refusal.
 */
export const HISTORY_STATUS_FILTERS = ['running', 'pending', 'approved', 'completed', 'denied', 'terminated'] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];

export function matchesHistoryStatus(filter: HistoryStatusFilter, request: { kind: RequestKind; requestState: number; processState: number }): boolean {
  const { kind, requestState, processState } = request;
  switch (filter) {
    case 'running': return processState === PROCESS_STATE.running;
    case 'pending': return processState === PROCESS_STATE.running && requestState === phaseState(kind, 'pending');
    case 'approved': return kind === 'prd' ? requestState === 2 : requestState === 20 || requestState === 50;
    case 'completed': return processState === PROCESS_STATE.completed;
    case 'denied': return kind === 'prd' ? requestState === 1 || requestState === 5 : requestState === 90 || requestState === 95;
    case 'terminated': return processState === PROCESS_STATE.terminated;
  }
}

export const HISTORY_ACTION_FILTERS: readonly RequestAction[] = ['grant', 'revoke'];
