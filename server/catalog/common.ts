// Pieces shared by the role, resource and SoD administration endpoints: the contract's feedback
// answer, approval settings, owners and categories (checked against the store), dates, ids.
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

// ---- Feedback (json_ResponseListNode_nodes) ----

export interface FeedbackItem { id: string; name?: string; dn?: string; entityType?: string; reason?: string; requestId?: string }
export interface SodConflict {
  sodId: string; sodName: string; sodDescription: string; perm1Name: string; perm2Name: string;
  recipientdn: string; recipientname: string; userList: { dn: string; name: string }[];
}

/** Collects per-item outcomes; `answer()` is the contract's succeeded/failed/sods/success node. */
export class Feedback {
  readonly succeeded: FeedbackItem[] = [];
  readonly failed: FeedbackItem[] = [];
  readonly sods: SodConflict[] = [];
  ok(item: FeedbackItem): void { this.succeeded.push(item); }
  fail(item: FeedbackItem): void { this.failed.push(item); }
  answer() {
    return { success: this.failed.length === 0, succeeded: this.succeeded, failed: this.failed, sods: this.sods };
  }
  /**
   * For a write the contract answers with 204 (all or nothing): one 400 naming every failure.
   * Thrown inside the write's transaction, it undoes what the write did.
   */
  refuseFailures(): void {
    if (this.failed.length > 0) throw badRequest(this.failed.map((item) => item.reason ?? item.id).join('; '));
  }
}

/**
 * The items the ids name, each found and none refused (`refusal` says why one may not be
 * changed); else one 400 naming every missing or refused one, before anything is changed.
 */
export async function everyOneFound<T>(ids: string[], find: (id: string) => Promise<T | undefined>, missing: (id: string) => string, refusal?: (item: T) => Promise<string | undefined>): Promise<T[]> {
  const found: T[] = [];
  const feedback = new Feedback();
  for (const id of ids) {
    const item = await find(id);
    const refused = item === undefined ? missing(id) : await refusal?.(item);
    if (refused !== undefined) feedback.fail({ id, reason: refused });
    else found.push(item!);
  }
  feedback.refuseFailures();
  return found;
}

// ---- Body helpers ----

/**
 * SQL telling whether a role or resource (its attrs column) may be requested for several
 * recipients at once (1) or for one at a time (0: its attrs say `bulkRequestable: false`).
 */
export const bulkRequestableSql = (attrs: string): string => `CASE WHEN json_extract(${attrs}, '$.bulkRequestable') = 0 THEN 0 ELSE 1 END`;

export type Body = Record<string, unknown>;

export function bodyOf(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

/** The `id`s of a list of nodes ([{id}] or [dn strings]), deduplicated; 400 when none. */
export function idsOf(value: unknown, what: string, { allowEmpty = false } = {}): string[] {
  if (value !== undefined && !Array.isArray(value)) throw badRequest(`${what} must be a list`);
  const ids = ((value as unknown[] | undefined) ?? [])
    .map((entry) => (typeof entry === 'string' ? entry : (bodyOf(entry).id ?? bodyOf(entry).dn)))
    .map((id) => (typeof id === 'string' ? id.trim() : ''));
  if (ids.some((id) => id === '')) throw badRequest(`${what}: every entry needs an id`);
  if (ids.length === 0 && !allowEmpty) throw badRequest(`${what}: nothing given`);
  return [...new Set(ids)];
}

/** Whether a request body sets any of the given fields (a modify leaves out what it keeps). */
export function mentions(body: Body, keys: readonly string[]): boolean {
  return keys.some((key) => key in body);
}

export function optionalBoolean(value: unknown, what: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`${what} must be true or false`);
}

export function optionalString(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${what} must be a string`);
  return value.trim();
}

// ---- Dates ----

/** A date of the wire (epoch milliseconds as number or digits, or ISO text) as ISO text. */
export function wireDate(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw badRequest(`${what}: "${String(value)}" is not a date`);
  return new Date(ms).toISOString();
}

export const epochMs = (iso: string | null | undefined): number | undefined => (iso ? Date.parse(iso) : undefined);

// ---- Approval settings ----

export type ApprovalKind = 'NONE' | 'SERIAL' | 'QUORUM' | 'CUSTOM';
export interface Approver { id: string; name: string; type: string; sequence: number }
export interface Approval {
  kind: ApprovalKind;
  approvers: Approver[];
  quorum?: string;
  requestDef?: string;
  requestDefName?: string;
}

/** The fields of one approval as a request names them (roles and resources name them differently). */
export interface ApprovalFields { required: unknown; standard: unknown; quorum: unknown; approvers: unknown; requestDef: unknown }

/** A quorum is a whole percentage from 1% to 100%. */
const QUORUM = /^(100|[1-9]\d?)%$/;

/**
 * Reads and checks an approval (the approval type derivation, in the writing direction): not
 * required → none; standard → quorum when a quorum is given, else serial (at least one approver,
 * each an existing user, group or role); not standard → custom (one existing request definition).
 */
export async function readApproval(db: Db, fields: ApprovalFields, what: string): Promise<Approval> {
  const required = optionalBoolean(fields.required, `${what}: required`) ?? false;
  if (!required) return { kind: 'NONE', approvers: [] };
  const standard = optionalBoolean(fields.standard, `${what}: standard`) ?? true;
  if (!standard) {
    const dn = optionalString(fields.requestDef, `${what}: request definition`);
    if (!dn) throw badRequest(`${what}: a custom approval needs a request definition`);
    const prd = await requireRequestDefinition(db, dn, what);
    return { kind: 'CUSTOM', approvers: [], requestDef: prd.dn, requestDefName: prd.name };
  }
  const quorum = optionalString(fields.quorum, `${what}: quorum`);
  if (quorum && !QUORUM.test(quorum)) throw badRequest(`${what}: the quorum "${quorum}" is not a percentage from 1% to 100%`);
  const approvers = await readApprovers(db, fields.approvers, what);
  if (approvers.length === 0) throw badRequest(`${what}: a ${quorum ? 'quorum' : 'serial'} approval needs at least one approver`);
  return { kind: quorum ? 'QUORUM' : 'SERIAL', approvers, ...(quorum ? { quorum } : {}) };
}

/** A stored request definition (its DN and name), or a 400 Fault naming the unknown DN. */
export async function requireRequestDefinition(db: Db, dn: string, what: string): Promise<{ dn: string; name: string }> {
  const prd = await db.get<{ dn: string; name: string }>('SELECT dn, name FROM request_definitions WHERE dn = ?', [dn]);
  if (!prd) throw badRequest(`${what}: no request definition "${dn}"`);
  return prd;
}

/** Approvers in the order of their sequence, renumbered 1..n; each must exist. */
async function readApprovers(db: Db, value: unknown, what: string): Promise<Approver[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${what}: approvers must be a list`);
  const entries = (value as unknown[]).map((entry, index) => {
    const record = bodyOf(entry);
    if (typeof record.id !== 'string' || record.id.trim() === '') throw badRequest(`${what}: every approver needs an id`);
    return { id: record.id.trim(), sequence: typeof record.sequence === 'number' ? record.sequence : index + 1 };
  });
  entries.sort((a, b) => a.sequence - b.sequence);
  const result: Approver[] = [];
  for (const entry of entries) {
    const found = await resolveEntity(db, entry.id, ['user', 'group', 'role']);
    if (!found) throw badRequest(`${what}: no user, group or role "${entry.id}" to approve`);
    if (!result.some((a) => a.id === found.id)) result.push({ ...found, sequence: result.length + 1 });
  }
  return result;
}

/** The contract's approval fields of a role (approvalRequired, approvalIsStandard, approvalQuorum ...). */
export function roleApprovalNode(a: Approval) {
  return {
    approvalRequired: a.kind !== 'NONE',
    approvalIsStandard: a.kind === 'SERIAL' || a.kind === 'QUORUM',
    approvalApprovers: a.approvers,
    ...(a.quorum ? { approvalQuorum: a.quorum } : {}),
    ...(a.requestDef ? { approvalRequestDef: a.requestDef, approvalRequestDefName: a.requestDefName ?? '' } : {}),
  };
}

// ---- Owners, categories, recipients ----

export type EntityType = 'user' | 'group' | 'container' | 'team' | 'role';
const ENTITY_SQL: Record<EntityType, string> = {
  user: 'SELECT dn, full_name AS name FROM users WHERE dn = ? COLLATE NOCASE',
  group: 'SELECT dn, name FROM groups WHERE dn = ? COLLATE NOCASE',
  container: 'SELECT dn, name FROM containers WHERE dn = ? COLLATE NOCASE',
  team: 'SELECT dn, name FROM teams WHERE dn = ? COLLATE NOCASE',
  role: 'SELECT dn, name FROM roles WHERE dn = ? COLLATE NOCASE',
};

/** Finds a DN among the given kinds of entity: its stored DN, display name and kind. */
export async function resolveEntity(db: Db, dn: string, kinds: EntityType[]): Promise<{ id: string; name: string; type: EntityType } | undefined> {
  for (const type of kinds) {
    const row = await db.get<{ dn: string; name: string }>(ENTITY_SQL[type], [dn]);
    if (row) return { id: row.dn, name: row.name, type };
  }
  return undefined;
}

/** Owners (user, group, container or team), each existing. */
export async function readOwners(db: Db, value: unknown, what: string): Promise<string[]> {
  const ids = idsOf(value, `${what}: owners`, { allowEmpty: true });
  const owners: string[] = [];
  for (const id of ids) {
    const found = await resolveEntity(db, id, ['user', 'group', 'container', 'team']);
    if (!found) throw badRequest(`${what}: no user, group, container or team "${id}" to own it`);
    owners.push(found.id);
  }
  return owners;
}

export async function ownerNodes(db: Db, dns: string[]) {
  const nodes = [];
  for (const dn of dns) {
    const found = await resolveEntity(db, dn, ['user', 'group', 'container', 'team']);
    nodes.push(found ?? { id: dn, name: dn, type: 'user' });
  }
  return nodes;
}

/** Category keys of the given kind, each existing. */
export async function readCategories(db: Db, value: unknown, kind: 'role' | 'resource', what: string): Promise<string[]> {
  const keys = idsOf(value, `${what}: categories`, { allowEmpty: true });
  for (const key of keys) {
    if (!(await db.get('SELECT key FROM categories WHERE key = ? AND kind = ?', [key, kind]))) throw badRequest(`${what}: no ${kind} category "${key}"`);
  }
  return keys;
}

export async function categoryNodes(db: Db, table: 'role_categories' | 'resource_categories', column: 'role_dn' | 'resource_dn', dn: string, kind: 'role' | 'resource') {
  return db.all<{ id: string; name: string }>(
    `SELECT c.key AS id, c.name AS name FROM ${table} x JOIN categories c ON c.key = x.category_key AND c.kind = ? WHERE x.${column} = ? ORDER BY c.name`,
    [kind, dn],
  );
}

/** A new request id for the request history (requests table). */
export function newRequestId(): string {
  return `req-${crypto.randomUUID()}`;
}

/** attrs JSON of a catalogue row, tolerant of a missing or broken value. */
export function parseAttrs(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return bodyOf(value);
  } catch {
    return {};
  }
}

/**
 * A container of the role configuration (cn=ResourceDefs, cn=SoDDefs ...): a sibling of the role
 * definitions, found from the role level containers (cn=Level10,cn=RoleDefs,<role config>).
 */
export async function roleConfigContainer(db: Db, cn: 'ResourceDefs' | 'SoDDefs'): Promise<string> {
  const level = await db.get<{ container_dn: string }>('SELECT container_dn FROM role_levels ORDER BY level LIMIT 1');
  if (!level) throw new Error('The store has no role levels (seed missing)');
  return `cn=${cn},${level.container_dn.split(',').slice(2).join(',')}`;
}
