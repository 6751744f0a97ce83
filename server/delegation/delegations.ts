// Delegation assignments: reading them as DelegationNodes and checking and writing the body of a
// create or update. The rules that route tasks by them are the workflow's (delegation-rules.ts).
import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal.ts';
import { bodyOf, optionalBoolean, wireDate, type Body } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { DELEGATION_RELATIONSHIPS } from '../workflow/delegation-rules.ts';
import { isAdministrator, namedParties, partyNode, readParties, sameDn, type Party } from './parties.ts';

interface AssignmentRow { id: string; owner_dn: string; all_requests: number; relationship: string | null; effective_date: string; expiry_date: string | null; only_when_unavailable: number }

export interface DelegationInput {
  from: Party[]; to: Party[]; relationship: string | null; allRequests: boolean; prds: { dn: string; category: string }[];
  effective: string; expiry: string | null; onlyWhenUnavailable: boolean;
}

const epoch = (iso: string | null): number | undefined => (iso ? Date.parse(iso) : undefined);

/** The DelegationNode of a stored assignment. */
async function delegationNode(db: Db, row: AssignmentRow) {
  const rows = await db.all<{ dn: string; type: string; side: string }>('SELECT dn, type, side FROM delegation_parties WHERE assignment_id = ? ORDER BY side, dn', [row.id]);
  const parties = await namedParties(db, rows);
  const side = (name: string, type: string) => parties.filter((p, i) => p.type === type && rows[i]!.side === name).map(partyNode);
  const requestDefs = await db.all<{ dn: string; name: string }>(
    `SELECT DISTINCT rd.dn, rd.name FROM delegation_scope s JOIN request_definitions rd
       ON rd.dn = s.prd_dn COLLATE NOCASE OR (s.prd_dn IS NULL AND rd.category_key = s.category_key AND rd.process_type = 'workflow')
     WHERE s.assignment_id = ? ORDER BY rd.name`, [row.id]);
  const relationship = row.relationship ? DELEGATION_RELATIONSHIPS[row.relationship] : undefined;
  return {
    assignmentId: row.id,
    assignFromUsers: side('from', 'user'), assignFromGroups: side('from', 'group'), assignFromContainers: side('from', 'container'),
    assignToUsers: side('to', 'user'),
    ...(row.relationship ? { assignToRelationship: { key: row.relationship, displayName: relationship?.displayName ?? row.relationship } } : {}),
    allRequests: row.all_requests === 1,
    requestDefs: row.all_requests === 1 ? [] : requestDefs,
    effectiveDate: epoch(row.effective_date),
    ...(row.expiry_date ? { expiryDate: epoch(row.expiry_date) } : {}),
    isExpires: row.expiry_date !== null,
    createAvailability: row.only_when_unavailable === 1,
  };
}

/**
 * The delegations of `userDn` (where they are a delegator or made the assignment), or every one
 * when `userDn` is undefined; the DelegationListNode.
 */
export async function delegationList(db: Db, userDn: string | undefined) {
  const rows = userDn === undefined
    ? await db.all<AssignmentRow>('SELECT * FROM delegation_assignments ORDER BY effective_date, id')
    : await db.all<AssignmentRow>(
      `SELECT * FROM delegation_assignments da WHERE da.owner_dn = ? COLLATE NOCASE
         OR EXISTS (SELECT 1 FROM delegation_parties p WHERE p.assignment_id = da.id AND p.side = 'from' AND p.type = 'user' AND p.dn = ? COLLATE NOCASE)
       ORDER BY effective_date, id`, [userDn, userDn]);
  const delegations = [];
  for (const row of rows) delegations.push(await delegationNode(db, row));
  return { delegations, totalDelegations: delegations.length };
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  return db.get<AssignmentRow>('SELECT * FROM delegation_assignments WHERE id = ?', [id]);
}

/** Whether the principal may change the stored assignment: an administrator, its maker or one of its delegating users. */
export async function mayChange(db: Db, principal: Principal, row: AssignmentRow): Promise<boolean> {
  if (isAdministrator(principal) || sameDn(row.owner_dn, principal.dn)) return true;
  return Boolean(await db.get("SELECT 1 FROM delegation_parties WHERE assignment_id = ? AND side = 'from' AND type = 'user' AND dn = ? COLLATE NOCASE", [row.id, principal.dn]));
}

async function readRequestDefs(db: Db, value: unknown): Promise<{ dn: string; category: string }[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('requestDefs must be a list of {dn}');
  const prds = [];
  for (const entry of value) {
    const dn = typeof bodyOf(entry).dn === 'string' ? (bodyOf(entry).dn as string).trim() : '';
    const row = dn === '' ? undefined : await db.get<{ dn: string; category_key: string }>(
      "SELECT dn, category_key FROM request_definitions WHERE dn = ? COLLATE NOCASE AND process_type = 'workflow'", [dn]);
    if (!row) throw badRequest(`requestDefs: no request definition has the DN "${dn}"`);
    prds.push({ dn: row.dn, category: row.category_key });
  }
  return prds;
}

/**
 * Checks a DelegationNode. An end user delegates only their own tasks: the "from" side is
 * themselves (the default) and names no other user, group or container (403 otherwise).
 */
export async function readDelegation(db: Db, principal: Principal, raw: unknown, now = new Date()): Promise<DelegationInput> {
  const body: Body = bodyOf(raw);
  const named = [
    ...(await readParties(db, body, 'assignFromUsers', 'user')),
    ...(await readParties(db, body, 'assignFromGroups', 'group')),
    ...(await readParties(db, body, 'assignFromContainers', 'container')),
  ];
  const from = named.length > 0 ? named : (await readParties(db, { me: [principal.dn] }, 'me', 'user'));
  if (!isAdministrator(principal) && from.some((p) => p.type !== 'user' || !sameDn(p.dn, principal.dn))) {
    throw forbidden('Only an administrator may delegate the tasks of other users, groups or containers');
  }
  const to = await readParties(db, body, 'assignToUsers', 'user');
  const relationshipKey = typeof bodyOf(body.assignToRelationship).key === 'string' ? (bodyOf(body.assignToRelationship).key as string).trim() : '';
  if (relationshipKey !== '' && !DELEGATION_RELATIONSHIPS[relationshipKey]) throw badRequest(`assignToRelationship: "${relationshipKey}" is not one of ${Object.keys(DELEGATION_RELATIONSHIPS).join(', ')}`);
  if (to.length === 0 && relationshipKey === '') throw badRequest('assignToUsers or assignToRelationship: name the delegates');
  if (to.length > 0 && relationshipKey !== '') throw badRequest('assignToUsers and assignToRelationship: name users or a relationship, not both');
  const selfDelegation = to.find((t) => from.some((f) => f.type === 'user' && sameDn(f.dn, t.dn)));
  if (selfDelegation) throw badRequest(`assignToUsers: ${selfDelegation.name} cannot delegate to themselves`);
  const allRequests = optionalBoolean(body.allRequests, 'allRequests') ?? false;
  const prds = allRequests ? [] : await readRequestDefs(db, body.requestDefs);
  if (!allRequests && prds.length === 0) throw badRequest('requestDefs: choose all requests or at least one request definition');
  const effective = wireDate(body.effectiveDate, 'effectiveDate') ?? now.toISOString();
  const expires = optionalBoolean(body.isExpires, 'isExpires') ?? body.expiryDate !== undefined;
  const expiry = expires ? wireDate(body.expiryDate, 'expiryDate') : undefined;
  if (expires && !expiry) throw badRequest('expiryDate is required when the delegation expires');
  if (expiry && expiry <= effective) throw badRequest('expiryDate must be after effectiveDate');
  if (expiry && expiry <= now.toISOString()) throw badRequest('expiryDate must be in the future');
  return { from, to, relationship: relationshipKey || null, allRequests, prds, effective, expiry: expiry ?? null, onlyWhenUnavailable: optionalBoolean(body.createAvailability, 'createAvailability') ?? false };
}

/** Writes an assignment (a new one, or replacing the stored one of the same id). Run in a transaction. */
export async function writeDelegation(tx: Db, id: string | undefined, ownerDn: string, input: DelegationInput): Promise<string> {
  const assignmentId = id ?? `delegation-${randomUUID()}`;
  if (id) await tx.run('DELETE FROM delegation_assignments WHERE id = ?', [id]);
  await tx.run('INSERT INTO delegation_assignments (id, owner_dn, all_requests, relationship, effective_date, expiry_date, only_when_unavailable) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [assignmentId, ownerDn, input.allRequests ? 1 : 0, input.relationship, input.effective, input.expiry, input.onlyWhenUnavailable ? 1 : 0]);
  for (const [side, parties] of [['from', input.from], ['to', input.to]] as const) {
    for (const p of parties) await tx.run('INSERT INTO delegation_parties (assignment_id, side, dn, type) VALUES (?, ?, ?, ?)', [assignmentId, side, p.dn, p.type]);
  }
  for (const prd of input.prds) await tx.run('INSERT INTO delegation_scope (assignment_id, category_key, prd_dn) VALUES (?, ?, ?)', [assignmentId, prd.category, prd.dn]);
  return assignmentId;
}
