// Assigning and revoking roles and resources, as the catalogue's assignment endpoints do it: every
// grant or revoke is a request of the workflow engine (server/workflow), which checks SoD
// policies, runs the item's approval (or provisions at once when it needs none) and keeps the
// request history that the request status lists read.
import { badRequest } from '../http/fault.ts';
import { inChunks, letOthersIn, SUBMIT_CHUNK } from '../store/chunks.ts';
import type { Db } from '../store/db.ts';
import { submitRequest, type AccessRequest } from '../workflow/submit.ts';
import { Feedback, epochMs, resolveEntity, wireDate, type Body, type EntityType } from './common.ts';
import type { StoredRole } from './roles/store.ts';

export const ROLE_STATUS = { approvalPending: [15, 'Approval Pending'], provisioned: [50, 'Provisioned'], retracted: [75, 'Retracted'] } as const;

export interface AssignmentDates { effective: string; expiry?: string }

/** Effective date (default now) and expiry date of an assignment; the expiry must lie after both now and the effective date. */
export function assignmentDates(body: Body): AssignmentDates {
  const effective = wireDate(body.effectiveDate, 'effectiveDate') ?? new Date().toISOString();
  const expiry = wireDate(body.expiryDate, 'expiryDate');
  if (expiry && (expiry <= effective || Date.parse(expiry) <= Date.now())) throw badRequest('expiryDate: the expiry date must be later than the effective date and now');
  return { effective, ...(expiry ? { expiry } : {}) };
}

/** The recipients of an assignment request (recipientDns or recipientDn), each existing with the given type. */
export async function readRecipients(db: Db, body: Body, allowed: EntityType[]): Promise<{ id: string; name: string; type: EntityType }[]> {
  const type = (typeof body.recipientType === 'string' ? body.recipientType.toLowerCase() : 'user') as EntityType;
  if (!allowed.includes(type)) throw badRequest(`recipientType: "${String(body.recipientType)}" is not one of ${allowed.join(', ')}`);
  const raw = Array.isArray(body.recipientDns) ? body.recipientDns : typeof body.recipientDn === 'string' ? [body.recipientDn] : [];
  const dns = [...new Set(raw.map((dn) => (typeof dn === 'string' ? dn.trim() : '')))];
  if (dns.length === 0 || dns.includes('')) throw badRequest('recipientDns: at least one recipient DN is required');
  const recipients = [];
  for (const [index, dn] of dns.entries()) {
    if (index > 0 && index % SUBMIT_CHUNK === 0) await letOthersIn();
    const found = await resolveEntity(db, dn, [type]);
    if (!found) throw badRequest(`recipientDns: no ${type} "${dn}"`);
    recipients.push(found);
  }
  return recipients;
}

type Kind = 'role' | 'resource';

/** Submits one request per recipient and reports each as the contract's feedback (the request's state in `reason`). */
async function submitAll(db: Db, kind: Kind, item: { dn: string; name: string }, requests: Omit<AccessRequest, 'kind' | 'item'>[]) {
  const feedback = new Feedback();
  // In chunks that let other requests in, like bulk deletes (server/store/chunks.ts).
  await inChunks(db, requests, async (tx, chunk) => {
    for (const request of chunk) {
      const result = await submitRequest(tx, { kind, item, ...request });
      const node = { id: item.dn, name: item.name, dn: request.recipient.id, entityType: kind };
      if (!result.ok) {
        feedback.sods.push(...result.sods);
        feedback.fail({ ...node, reason: result.reason });
      } else feedback.ok({ ...node, requestId: result.request.id, reason: result.request.status });
    }
  }, SUBMIT_CHUNK);
  return feedback.answer();
}

/**
 * Assigns a role (not Pending Delete: the caller checks) to recipients: a request each. An SoD
 * conflict fails it (reported in `sods`); a role whose approval is required waits for it; otherwise
 * the assignment is stored at once (an existing one gets the new dates).
 */
export async function assignRole(db: Db, role: StoredRole, recipients: { id: string; name: string; type: EntityType }[], dates: AssignmentDates, requesterDn: string, reason: string) {
  return submitAll(db, 'role', role, recipients.map((recipient) => ({
    recipient, action: 'grant', requesterDn, reason, payload: { effective: dates.effective, ...(dates.expiry ? { expiry: dates.expiry } : {}) },
  })));
}

/**
 * Revokes a role or a resource from recipients; a recipient without the direct assignment fails.
 * The revocation is a request: done at once without a revoke approval, otherwise the assignment
 * stays until the revoke approval approves it (the item's revoke approval decides, read by the
 * engine; `revokeApprovalRequired` is the caller's view of the same).
 */
/** One 400 naming each recipient that has no direct assignment of the item (nothing is revoked). */
export async function requireDirectAssignments(db: Db, kind: Kind, item: { dn: string; name: string }, recipientDns: string[]): Promise<void> {
  const table = kind === 'role' ? 'role_assignments' : 'resource_assignments';
  const column = kind === 'role' ? 'role_dn' : 'resource_dn';
  const feedback = new Feedback();
  for (const recipientDn of recipientDns) {
    const held = await db.get(`SELECT 1 FROM ${table} WHERE ${column} = ? AND recipient_dn = ? COLLATE NOCASE`, [item.dn, recipientDn]);
    if (!held) feedback.fail({ id: item.dn, reason: `"${recipientDn}" has no direct assignment of "${item.name}"` });
  }
  feedback.refuseFailures();
}

export async function revokeAssignments(db: Db, kind: Kind, item: { dn: string; name: string; revokeApprovalRequired?: boolean }, recipientDns: string[], requesterDn: string, reason: string) {
  const table = kind === 'role' ? 'role_assignments' : 'resource_assignments';
  const column = kind === 'role' ? 'role_dn' : 'resource_dn';
  const feedback = new Feedback();
  const requests: Omit<AccessRequest, 'kind' | 'item'>[] = [];
  for (const recipientDn of recipientDns) {
    const held = await db.get<{ recipient_dn: string; type: string }>(
      `SELECT recipient_dn, ${kind === 'role' ? 'recipient_type' : "'user'"} AS type FROM ${table} WHERE ${column} = ? AND recipient_dn = ? COLLATE NOCASE`, [item.dn, recipientDn]);
    if (!held) {
      feedback.fail({ id: item.dn, name: item.name, dn: recipientDn, entityType: kind, reason: `"${recipientDn}" has no direct assignment of "${item.name}"` });
      continue;
    }
    requests.push({ recipient: { id: held.recipient_dn, name: held.recipient_dn, type: held.type }, action: 'revoke', requesterDn, reason, payload: { effective: new Date().toISOString() } });
  }
  const submitted = await submitAll(db, kind, item, requests);
  // The revoke answer reports no state in `reason` (as before the engine).
  for (const node of submitted.succeeded) feedback.ok({ id: node.id, name: node.name, dn: node.dn, entityType: node.entityType, requestId: node.requestId });
  for (const node of submitted.failed) feedback.fail(node);
  return feedback.answer();
}

/** Assigns a resource to users (no SoD for resources), with the values of its dynamic parameters. */
export async function assignResource(db: Db, resource: { dn: string; name: string; approvalRequired: boolean }, recipients: { id: string; name: string }[], dates: AssignmentDates, params: Record<string, string>, requesterDn: string, reason: string) {
  return submitAll(db, 'resource', resource, recipients.map((recipient) => ({
    recipient: { ...recipient, type: 'user' }, action: 'grant', requesterDn, reason,
    payload: { effective: dates.effective, ...(dates.expiry ? { expiry: dates.expiry } : {}), params },
  })));
}

interface AssignmentRow { recipient_dn: string; recipient_type: string; effective_date: string; expiry_date: string | null; name: string | null }

/** One page of the assignments of a role or resource (recipient, type, name, dates in epoch ms). */
export async function listAssignments(db: Db, kind: 'role' | 'resource', item: { dn: string; name: string }, page: { offset: number; size: number; q: string }, likePattern: (q: string) => string) {
  const from = kind === 'role'
    ? `role_assignments a LEFT JOIN users u ON u.dn = a.recipient_dn LEFT JOIN groups g ON g.dn = a.recipient_dn LEFT JOIN containers c ON c.dn = a.recipient_dn WHERE a.role_dn = ?`
    : `resource_assignments a LEFT JOIN users u ON u.dn = a.recipient_dn LEFT JOIN groups g ON g.dn = a.recipient_dn LEFT JOIN containers c ON c.dn = a.recipient_dn WHERE a.resource_dn = ?`;
  const name = 'COALESCE(u.full_name, g.name, c.name)';
  const params: (string | number)[] = [item.dn];
  let search = '';
  if (page.q !== '*') {
    search = ` AND ${name} LIKE ? ESCAPE '\\'`;
    params.push(likePattern(page.q));
  }
  const type = kind === 'role' ? 'a.recipient_type' : "'user'";
  const rows = await db.all<AssignmentRow>(
    `SELECT a.recipient_dn, ${type} AS recipient_type, a.effective_date, a.expiry_date, ${name} AS name FROM ${from}${search} ORDER BY ${name} COLLATE NOCASE LIMIT ? OFFSET ?`,
    [...params, page.size, page.offset],
  );
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${from}${search}`, params))?.n ?? 0;
  const assignments = rows.map((row) => ({
    dn: item.dn,
    name: item.name,
    // The console's assignment row says which kind it is: revoking needs it.
    entityType: kind,
    recipientDn: row.recipient_dn,
    recipientFullName: row.name ?? row.recipient_dn,
    recipientType: row.recipient_type,
    effectiveDate: epochMs(row.effective_date),
    ...(row.expiry_date ? { expiryDate: epochMs(row.expiry_date) } : {}),
  }));
  return { assignments, total };
}

interface HeldRow { dn: string; name: string; description: string | null; effective_date: string; expiry_date: string | null; via: string }

/**
 * One page of the roles or resources a user holds (the contract's PermissionAssignmentNode: the
 * console's assignment row, its status in `cause.status`). Roles count direct assignments and,
 * unless `onlyDirect`, those of the user's groups; resources are assigned to users only. Ordered by
 * name or description.
 */
export async function listHeldAssignments(
  db: Db, kind: 'role' | 'resource', recipient: { id: string; name: string },
  page: { offset: number; size: number; q: string }, order: { by: 'name' | 'description'; descending: boolean }, onlyDirect: boolean,
  likePattern: (q: string) => string,
) {
  const item = kind === 'role' ? 'JOIN roles p ON p.dn = a.role_dn' : 'JOIN resources p ON p.dn = a.resource_dn';
  const table = kind === 'role' ? 'role_assignments' : 'resource_assignments';
  const columns = 'p.dn, p.name, p.description, a.effective_date, a.expiry_date';
  const parts = [`SELECT ${columns}, a.recipient_dn AS via FROM ${table} a ${item} WHERE a.recipient_dn = ? COLLATE NOCASE`];
  const params: string[] = [recipient.id];
  if (kind === 'role' && !onlyDirect) {
    parts.push(`SELECT ${columns}, a.recipient_dn AS via FROM role_assignments a ${item} JOIN group_members gm ON gm.group_dn = a.recipient_dn WHERE gm.user_dn = ? COLLATE NOCASE`);
    params.push(recipient.id);
  }
  let held = parts.join(' UNION ALL ');
  if (page.q !== '*') {
    held = `SELECT * FROM (${held}) h WHERE h.name LIKE ? ESCAPE '\\' OR h.description LIKE ? ESCAPE '\\'`;
    params.push(likePattern(page.q), likePattern(page.q));
  }
  const direction = order.descending ? 'DESC' : 'ASC';
  const rows = await db.all<HeldRow>(`SELECT * FROM (${held}) x ORDER BY x.${order.by} COLLATE NOCASE ${direction}, x.dn LIMIT ? OFFSET ?`, [...params, page.size, page.offset]);
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM (${held}) x`, params))?.n ?? 0;
  const assignments = rows.map((row) => {
    const direct = row.via.toLowerCase() === recipient.id.toLowerCase();
    const effectiveDate = epochMs(row.effective_date);
    const expiryDate = row.expiry_date ? epochMs(row.expiry_date) : undefined;
    return {
      id: row.dn,
      name: row.name,
      description: row.description ?? '',
      entityType: kind,
      assignmentTo: recipient.name,
      isDirectAssignment: direct,
      effectiveDate,
      ...(expiryDate !== undefined ? { expiryDate } : {}),
      // Why the user holds it (the contract has no flat status: it is the cause's). Stored
      // assignments are provisioned ones (a pending one lives only as a request).
      cause: {
        type: direct ? 'user' : 'group',
        status: ROLE_STATUS.provisioned[1],
        assignedTo: row.via,
        effectiveDate,
        ...(expiryDate !== undefined ? { expirationDate: expiryDate } : {}),
      },
    };
  });
  return { assignments, total };
}
