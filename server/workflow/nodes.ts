// The workflow's stored rows as the contract's nodes: AfTaskNode (tasks), PermissionRequestHistoryNode
// (history), ProcessInfoRespNode and ProcessesDetailNode (processes), WorkEntry nodes and comments.
import { epochMs } from '../catalog/common.ts';
import type { Db } from '../store/db.ts';
import { isRetractable, phaseState, requestOperation } from '../../domain/workflow.ts';
import type { Payload } from './provision.ts';
import { phaseOf, stateName, type StoredRequest, type StoredTask } from './store.ts';

/** Display names of DNs (users, groups, teams, roles, containers, request definitions); the DN itself when unknown. */
export async function namesOf(db: Db, dns: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...dns].filter((dn): dn is string => typeof dn === 'string' && dn !== ''))];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const marks = wanted.map(() => '?').join(', ');
  const rows = await db.all<{ dn: string; name: string }>(
    `SELECT dn, full_name AS name FROM users WHERE dn IN (${marks})
     UNION ALL SELECT dn, name FROM groups WHERE dn IN (${marks})
     UNION ALL SELECT dn, name FROM teams WHERE dn IN (${marks})
     UNION ALL SELECT dn, name FROM roles WHERE dn IN (${marks})
     UNION ALL SELECT dn, name FROM containers WHERE dn IN (${marks})`,
    [...wanted, ...wanted, ...wanted, ...wanted, ...wanted],
  );
  for (const row of rows) names.set(row.dn, row.name);
  return names;
}

const nameIn = (names: Map<string, string>, dn: string | null | undefined) => (dn ? (names.get(dn) ?? dn) : '');

export interface CommentRow { id: number; request_id: string; task_id: string | null; user_dn: string; comment: string; activity: string | null; system: number; created_at: string }

export async function commentsOf(db: Db, requestId: string, options: { limit?: number; includeSystem?: boolean; descending?: boolean } = {}): Promise<CommentRow[]> {
  const system = options.includeSystem === false ? ' AND system = 0' : '';
  const order = options.descending ? 'DESC' : 'ASC';
  return db.all<CommentRow>(`SELECT * FROM workflow_comments WHERE request_id = ?${system} ORDER BY created_at ${order}, id ${order} LIMIT ?`,
    [requestId, options.limit ?? -1]);
}

/** AfCommentNode */
export function commentNode(row: CommentRow, names: Map<string, string>) {
  return {
    user: row.user_dn, comment: row.comment, date: Date.parse(row.created_at), activity: row.activity ?? '', system: row.system === 1,
    commentDn: row.user_dn, commentFullName: nameIn(names, row.user_dn), msgId: String(row.id),
  };
}

/** Claimed or not: the task list's assignStatus (and status) vocabulary. */
export const assignStatusOf = (task: StoredTask): 'Claimed' | 'Unclaimed' => (task.claimed_by ? 'Claimed' : 'Unclaimed');

/** AfTaskNode; `delegated` marks a task seen through a delegation. */
export function taskNode(task: StoredTask, request: StoredRequest | undefined, names: Map<string, string>, delegated = false) {
  return {
    taskId: task.id,
    processId: task.request_id ?? task.id,
    processName: request?.item_name ?? task.name,
    activityName: task.activity,
    createTime: Date.parse(task.created_at),
    ...(task.expires_at ? { expirationTime: Date.parse(task.expires_at) } : {}),
    recipient: task.recipient_dn,
    recipientName: nameIn(names, task.recipient_dn),
    recipientType: request?.recipient_type ?? 'user',
    initiator: task.requester_dn,
    initiatorName: nameIn(names, task.requester_dn),
    addressee: task.assignee_dn,
    addresseetype: task.addressee_type,
    addresseeEntityType: task.addressee_type,
    currentAddressee: task.assignee_dn,
    ...(task.return_addressee ? { returnAddressee: task.return_addressee } : {}),
    assignedTo: task.claimed_by ?? task.assignee_dn,
    taskClaimed: task.claimed_by !== null,
    ...(task.claimed_by ? { claimedby: task.claimed_by } : {}),
    assignStatus: assignStatusOf(task),
    delegatedTask: delegated,
    priority: String(task.priority),
    // An SoD exception is decided one by one, with its justification in view.
    bulkApprovable: task.stage === 'approval',
    confirmationNumber: task.request_id ?? task.id,
  };
}

/** PermissionRequestHistoryNode */
export function historyNode(row: StoredRequest, names: Map<string, string>, viewerDn: string) {
  const recipientType = row.recipient_type ?? 'user';
  const mine = [row.requester_dn, row.recipient_dn].some((dn) => dn.toLowerCase() === viewerDn.toLowerCase());
  const payload = parsePayload(row.payload);
  return {
    id: row.id,
    name: row.item_name,
    entityType: row.kind,
    requestState: row.status_code,
    requestStatus: row.status,
    status: row.status,
    processState: row.process_state,
    requestOper: requestOperation(row.kind, row.action, recipientType),
    action: row.action,
    requester: row.requester_dn,
    requesterName: nameIn(names, row.requester_dn),
    requesterType: 'user',
    recipient: row.recipient_dn,
    recipientName: nameIn(names, row.recipient_dn),
    recipientType,
    requestDate: Date.parse(row.request_date),
    ...(payload.effective ? { effectiveDate: Date.parse(payload.effective) } : {}),
    ...(payload.expiry ? { expirationDate: Date.parse(payload.expiry) } : {}),
    confirmationNumber: row.id,
    retractable: mine && isRetractable(row.process_state),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.proxy_dn ? { proxyUser: row.proxy_dn, proxyUserFullName: nameIn(names, row.proxy_dn) } : {}),
  };
}

function parsePayload(text: string | null): Partial<Payload> {
  try {
    return (JSON.parse(text ?? '{}') as Partial<Payload>) ?? {};
  } catch {
    return {};
  }
}

/** An AfDataItemNode: read-only, its values objects (the contract's value items are objects). */
const dataItem = (name: string, dataType: string, values: Record<string, unknown>[], multiValued = false) =>
  ({ name, dataType, readOnly: true, multiValued, valueSet: values.length > 0, values });

/**
 * What came with a request, as the task's data items (AfTaskNode.dataItems), for the approver:
 * reason, effectiveDate and expirationDate (epoch ms), parameters ({key, value} per resource
 * parameter), sodConflicts ({sodName, perm1Name, perm2Name} per policy the request breaks) and
 * sodJustification. Items without a value are left out.
 */
export function requestDataItems(row: StoredRequest) {
  const payload = parsePayload(row.payload);
  const items = [];
  if (row.reason) items.push(dataItem('reason', 'string', [{ value: row.reason }]));
  if (payload.effective) items.push(dataItem('effectiveDate', 'date', [{ value: Date.parse(payload.effective) }]));
  if (payload.expiry) items.push(dataItem('expirationDate', 'date', [{ value: Date.parse(payload.expiry) }]));
  const params = Object.entries(payload.params ?? {});
  if (params.length > 0) items.push(dataItem('parameters', 'string', params.map(([key, value]) => ({ key, value })), true));
  if (payload.sods && payload.sods.length > 0) items.push(dataItem('sodConflicts', 'string', payload.sods.map(({ sodName, perm1Name, perm2Name }) => ({ sodName, perm1Name, perm2Name })), true));
  if (row.sod_justification) items.push(dataItem('sodJustification', 'string', [{ value: row.sod_justification }]));
  return items;
}

/** The approval status of a request (the PRD catalogue: 0 Processing, 1 Denied, 2 Approved, 3 Retracted, 5 Refused). */
export const approvalStatusOf = (row: StoredRequest): number => phaseState('prd', phaseOf(row));
export const approvalStatusName = (row: StoredRequest): string => stateName('prd', approvalStatusOf(row));
const PROCESS_STATE_NAMES = ['Running', 'Stopped', 'Terminated', 'Completed'];
export const processStateName = (code: number): string => PROCESS_STATE_NAMES[code] ?? String(code);

/** ProcessInfoRespNode (monitoring's process list) */
export function processInfoNode(row: StoredRequest, openAddressees: string[], names: Map<string, string>) {
  return {
    requestId: row.id,
    processId: row.id,
    name: row.item_name,
    recipient: row.recipient_dn,
    recipientName: nameIn(names, row.recipient_dn),
    initiator: row.requester_dn,
    initiatorName: nameIn(names, row.requester_dn),
    ...(row.proxy_dn ? { proxy: row.proxy_dn } : {}),
    processStatus: row.process_state,
    processStatusDisplayName: processStateName(row.process_state),
    approvalStatus: approvalStatusOf(row),
    approvalStatusDisplayName: approvalStatusName(row),
    creationTime: Date.parse(row.request_date),
    ...(row.completion_date ? { completionTime: Date.parse(row.completion_date) } : {}),
    correlationId: row.correlation_id ?? row.id,
    resourceType: row.kind,
    addressee: openAddressees,
  };
}

/**
 * ProcessesDetailNode (requests/processes). The contract's processStatus is a string: the process
 * state's code as text ("0" running), which a client can key on in any language, as the process
 * list's number.
 */
export function processDetailNode(row: StoredRequest, comments: CommentRow[], names: Map<string, string>) {
  return {
    processId: row.id,
    requestId: row.id,
    correlationId: row.correlation_id ?? row.id,
    name: row.item_name,
    Initiator: { DN: row.requester_dn, value: nameIn(names, row.requester_dn) },
    Recipient: { DN: row.recipient_dn, value: nameIn(names, row.recipient_dn) },
    Definition: { DN: row.item_dn, value: row.item_name },
    processStatus: String(row.process_state),
    approvalStatus: approvalStatusName(row),
    creationTime: Date.parse(row.request_date),
    ...(row.completion_date ? { completionTime: Date.parse(row.completion_date) } : {}),
    ...(row.proxy_dn ? { proxy: row.proxy_dn } : {}),
    comments: comments.map((c) => commentNode(c, names)),
  };
}

/**
 * A work entry's status: 0 open, 1 claimed, 2 approved, 3 denied, 4 refused, 5 expired, 6 closed
 * (ended by the others' decisions), 7 retracted or terminated. The contract names no codes; these
 * come with statusDisplayName.
 */
const WORK_STATUS: Record<string, [number, string]> = {
  open: [0, 'Open'], claimed: [1, 'Claimed'], approved: [2, 'Approved'], denied: [3, 'Denied'], refused: [4, 'Refused'],
  expired: [5, 'Expired'], closed: [6, 'Closed'], retracted: [7, 'Retracted'], terminated: [7, 'Terminated'],
};
const workStatus = (task: StoredTask): [number, string] => WORK_STATUS[task.state === 'open' && task.claimed_by ? 'claimed' : task.state] ?? [6, 'Closed'];

/** WorkEntryRespNode (monitoring) */
export function workEntryNode(task: StoredTask) {
  const [status, statusDisplayName] = workStatus(task);
  return {
    id: task.id,
    activityId: `${task.stage}-${task.sequence}`,
    activityName: task.activity,
    addressee: task.assignee_dn,
    owner: task.claimed_by ?? task.assignee_dn,
    status,
    statusDisplayName,
    priority: task.priority,
    processId: task.request_id ?? task.id,
    requestId: task.request_id ?? task.id,
    recipient: task.recipient_dn,
    initiator: task.requester_dn,
    creationTime: Date.parse(task.created_at),
    ...(task.expires_at ? { expirationTime: Date.parse(task.expires_at) } : {}),
    ...(task.completed_at ? { completionTime: epochMs(task.completed_at) } : {}),
    ...(task.proxy_for ? { proxyFor: task.proxy_for } : {}),
    // Open entries can be approved or denied; the codes follow the task actions' order (approve, deny).
    availableActions: task.state === 'open' ? [{ actionValue: 1 }, { actionValue: 2 }] : [],
  };
}

/** WorkEntryResponseNode (tasks/workEntries) */
export function taskWorkEntryNode(task: StoredTask, names: Map<string, string>) {
  const [status] = workStatus(task);
  return {
    id: task.id,
    activityId: `${task.stage}-${task.sequence}`,
    activityName: task.activity,
    Addressee: { DN: task.assignee_dn, value: nameIn(names, task.assignee_dn) },
    Recipient: { DN: task.recipient_dn, value: nameIn(names, task.recipient_dn) },
    Initiator: { DN: task.requester_dn, value: nameIn(names, task.requester_dn) },
    owner: task.claimed_by ?? task.completed_by ?? task.assignee_dn,
    status,
    priority: task.priority,
    processId: task.request_id ?? task.id,
    requestId: task.request_id ?? task.id,
    creationTime: Date.parse(task.created_at),
    ...(task.expires_at ? { expirationTime: Date.parse(task.expires_at) } : {}),
    ...(task.completed_at ? { completionTime: Date.parse(task.completed_at) } : {}),
    ...(task.proxy_for ? { proxyFor: task.proxy_for } : {}),
  };
}

/** CommentNode (monitoring comments) */
export function monitoringCommentNode(row: CommentRow, names: Map<string, string>) {
  return {
    commentId: String(row.id),
    requestId: row.request_id,
    ...(row.task_id ? { workId: row.task_id } : {}),
    comment: row.comment,
    commentText: row.comment,
    userComment: row.comment,
    author: nameIn(names, row.user_dn),
    principal: row.user_dn,
    authorType: row.system === 1 ? 'system' : 'user',
    isSystemComment: row.system === 1,
    timestamp: Date.parse(row.created_at),
    createTime: Date.parse(row.created_at),
    activityName: row.activity ?? '',
  };
}
