// Assigning and revoking roles and resources, as the catalogue's assignment endpoints do it: every
// grant or revoke also writes a request to the request history (requests), with the codes of the
// role and resource request states, so that the request status lists show it. A role whose
// approval is required only gets a pending request (15 Approval Pending); the assignment itself
// waits for the approval. SoD policies are checked on the roles the recipient would hold (assigned
// roles and the roles they contain).
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { Feedback, epochMs, newRequestId, resolveEntity, wireDate, type Body, type EntityType } from './common.ts';
import { withDescendants, type StoredRole } from './roles/store.ts';

export const ROLE_STATUS = { approvalPending: [15, 'Approval Pending'], provisioned: [50, 'Provisioned'], retracted: [75, 'Retracted'] } as const;
/** Process states: 0 Running, 3 Completed. */
const RUNNING = 0;
const COMPLETED = 3;

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
  for (const dn of dns) {
    const found = await resolveEntity(db, dn, [type]);
    if (!found) throw badRequest(`recipientDns: no ${type} "${dn}"`);
    recipients.push(found);
  }
  return recipients;
}

interface RequestRow { kind: 'role' | 'resource'; itemDn: string; itemName: string; recipientDn: string; requesterDn: string; action: 'grant' | 'revoke'; status: readonly [number, string]; reason: string }

async function recordRequest(tx: Db, row: RequestRow): Promise<string> {
  const id = newRequestId();
  const processState = row.status[0] >= 50 ? COMPLETED : RUNNING;
  await tx.run(
    'INSERT INTO requests (id, kind, item_dn, item_name, recipient_dn, requester_dn, action, status_code, status, process_state, request_date, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [id, row.kind, row.itemDn, row.itemName, row.recipientDn, row.requesterDn, row.action, row.status[0], row.status[1], processState, new Date().toISOString(), row.reason],
  );
  return id;
}

/** The roles a recipient holds now (direct assignments, for a user also through its groups), with the roles they contain. */
async function heldRoles(db: Db, recipientDn: string): Promise<Set<string>> {
  const rows = await db.all<{ role_dn: string }>(
    `SELECT role_dn FROM role_assignments WHERE recipient_dn = ?
     UNION SELECT ra.role_dn FROM role_assignments ra JOIN group_members gm ON gm.group_dn = ra.recipient_dn WHERE gm.user_dn = ?`,
    [recipientDn, recipientDn],
  );
  return withDescendants(db, rows.map((r) => r.role_dn));
}

interface SodRow { dn: string; name: string; description: string | null; role1_dn: string; role2_dn: string; role1_name: string; role2_name: string }

/** SoD policies broken if `recipient` also held `role` (and the roles it contains). */
async function sodConflicts(db: Db, role: StoredRole, recipient: { id: string; name: string }) {
  const adding = await withDescendants(db, [role.dn]);
  const held = await heldRoles(db, recipient.id);
  const policies = await db.all<SodRow>(
    'SELECT s.dn, s.name, s.description, s.role1_dn, s.role2_dn, r1.name AS role1_name, r2.name AS role2_name FROM sod_policies s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn',
  );
  const after = new Set([...held, ...adding]);
  return policies
    .filter((p) => (adding.has(p.role1_dn) || adding.has(p.role2_dn)) && after.has(p.role1_dn) && after.has(p.role2_dn))
    .map((p) => ({
      sodId: p.dn, sodName: p.name, sodDescription: p.description ?? '', perm1Name: p.role1_name, perm2Name: p.role2_name,
      recipientdn: recipient.id, recipientname: recipient.name, userList: [{ dn: recipient.id, name: recipient.name }],
    }));
}

/**
 * Assigns a role (not Pending Delete: the caller checks) to recipients. Per recipient: an SoD conflict fails it (reported in `sods`); a role
 * whose approval is required gets a pending request; otherwise the assignment is stored (an existing
 * one gets the new dates) with a provisioned request.
 */
export async function assignRole(db: Db, role: StoredRole, recipients: { id: string; name: string; type: EntityType }[], dates: AssignmentDates, requesterDn: string, reason: string) {
  const feedback = new Feedback();
  const approvalRequired = role.approval_type !== 'NONE';
  await db.transaction(async (tx) => {
    for (const recipient of recipients) {
      const conflicts = recipient.type === 'user' ? await sodConflicts(tx, role, recipient) : [];
      if (conflicts.length > 0) {
        feedback.sods.push(...conflicts);
        feedback.fail({ id: role.dn, name: role.name, dn: recipient.id, entityType: 'role', reason: `SoD conflict: ${conflicts.map((c) => c.sodName).join(', ')}` });
        continue;
      }
      const status = approvalRequired ? ROLE_STATUS.approvalPending : ROLE_STATUS.provisioned;
      if (!approvalRequired) {
        await tx.run('DELETE FROM role_assignments WHERE role_dn = ? AND recipient_dn = ?', [role.dn, recipient.id]);
        await tx.run('INSERT INTO role_assignments (role_dn, recipient_dn, recipient_type, effective_date, expiry_date) VALUES (?, ?, ?, ?, ?)', [role.dn, recipient.id, recipient.type, dates.effective, dates.expiry ?? null]);
      }
      const requestId = await recordRequest(tx, { kind: 'role', itemDn: role.dn, itemName: role.name, recipientDn: recipient.id, requesterDn, action: 'grant', status, reason });
      feedback.ok({ id: role.dn, name: role.name, dn: recipient.id, entityType: 'role', requestId, reason: status[1] });
    }
  });
  return feedback.answer();
}

/**
 * Revokes a role or a resource from recipients; a recipient without the assignment fails. When the
 * item's revocation needs approval (`revokeApprovalRequired`), the assignment stays and the request
 * is 15 Approval Pending, as a grant that needs approval (no workflow engine to approve it yet).
 */
export async function revokeAssignments(db: Db, kind: 'role' | 'resource', item: { dn: string; name: string; revokeApprovalRequired?: boolean }, recipientDns: string[], requesterDn: string, reason: string) {
  const feedback = new Feedback();
  const table = kind === 'role' ? 'role_assignments' : 'resource_assignments';
  const column = kind === 'role' ? 'role_dn' : 'resource_dn';
  const pending = item.revokeApprovalRequired === true;
  await db.transaction(async (tx) => {
    for (const recipientDn of recipientDns) {
      const where = `${column} = ? AND recipient_dn = ? COLLATE NOCASE`;
      const held = pending
        ? (await tx.get<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, [item.dn, recipientDn]))?.n ?? 0
        : (await tx.run(`DELETE FROM ${table} WHERE ${where}`, [item.dn, recipientDn])).changes;
      if (held === 0) {
        feedback.fail({ id: item.dn, name: item.name, dn: recipientDn, entityType: kind, reason: `"${recipientDn}" has no direct assignment of "${item.name}"` });
        continue;
      }
      const status = pending ? ROLE_STATUS.approvalPending : ROLE_STATUS.provisioned;
      const requestId = await recordRequest(tx, { kind, itemDn: item.dn, itemName: item.name, recipientDn, requesterDn, action: 'revoke', status, reason });
      feedback.ok({ id: item.dn, name: item.name, dn: recipientDn, entityType: kind, requestId });
    }
  });
  return feedback.answer();
}

/** Assigns a resource to users (no SoD for resources), with the values of its dynamic parameters. */
export async function assignResource(db: Db, resource: { dn: string; name: string; approvalRequired: boolean }, recipients: { id: string; name: string }[], dates: AssignmentDates, params: Record<string, string>, requesterDn: string, reason: string) {
  const feedback = new Feedback();
  await db.transaction(async (tx) => {
    for (const recipient of recipients) {
      // Resource request states: 15 Approval Pending, 50 Provisioned.
      const status = resource.approvalRequired ? ROLE_STATUS.approvalPending : ROLE_STATUS.provisioned;
      if (!resource.approvalRequired) {
        await tx.run('DELETE FROM resource_assignments WHERE resource_dn = ? AND recipient_dn = ?', [resource.dn, recipient.id]);
        await tx.run('INSERT INTO resource_assignments (resource_dn, recipient_dn, effective_date, expiry_date, params) VALUES (?, ?, ?, ?, ?)', [resource.dn, recipient.id, dates.effective, dates.expiry ?? null, JSON.stringify(params)]);
      }
      const requestId = await recordRequest(tx, { kind: 'resource', itemDn: resource.dn, itemName: resource.name, recipientDn: recipient.id, requesterDn, action: 'grant', status, reason });
      feedback.ok({ id: resource.dn, name: resource.name, dn: recipient.id, entityType: 'resource', requestId, reason: status[1] });
    }
  });
  return feedback.answer();
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
