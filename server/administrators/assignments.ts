/**
 * Administrator assignments and a delegated administrator's granular permissions: the checked
 * input of each request (400 with a Fault, nothing changed) and the store. Wire shapes:
 * AdminAssignmentNode, RevokeAssignmentNode, PermissionListNode (assignedToDN, permissions[{id}]).
 */
import { badRequest } from '../http/fault.ts';
import type { PageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import { sortDirection } from '../identity/query-params.ts';
import type { Db } from '../store/db.ts';
import { bodyOf, optionalString } from '../catalog/common.ts';
import { ADMIN_TYPE_NAMES, ADMIN_TYPES, DOMAIN_INFO, DOMAINS, domainPermissions, type AdminType, type Domain } from './domains.ts';

interface AssignmentRow {
  assignee_dn: string;
  full_name: string;
  domain: Domain;
  admin_type: AdminType;
  effective_date: number;
  expiration_date: number | null;
  comment: string;
}

/** The domain of a request: a contract key, or PROVISIONING, the name the console's texts use for PRD. */
export function readDomain(value: unknown, what = 'domain'): Domain {
  const key = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (key === 'PROVISIONING') return 'PRD';
  if ((DOMAINS as readonly string[]).includes(key)) return key as Domain;
  throw badRequest(`${what}: "${String(value ?? '')}" is not an administration domain (${DOMAINS.join(', ')})`);
}

async function requireUser(db: Db, value: unknown, what: string): Promise<{ dn: string; full_name: string }> {
  const dn = typeof value === 'string' ? value.trim() : '';
  if (dn === '') throw badRequest(`${what} is required`);
  const user = await db.get<{ dn: string; full_name: string }>('SELECT dn, full_name FROM users WHERE dn = ?', [dn]);
  if (!user) throw badRequest(`${what}: there is no user "${dn}"`);
  return user;
}

function readEpoch(value: unknown, what: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0) throw badRequest(`${what}: "${String(value)}" is not a date (epoch milliseconds)`);
  return ms;
}

// ---- Listing

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  assignee: 'u.full_name COLLATE NOCASE',
  domain: 'a.domain',
  adminType: 'a.admin_type',
  effectiveDate: 'a.effective_date',
  expirationDate: 'a.expiration_date',
};

function status(row: AssignmentRow, now: number): string {
  if (row.effective_date > now) return 'Pending';
  return row.expiration_date !== null && row.expiration_date <= now ? 'Expired' : 'Active';
}

function assignmentNode(row: AssignmentRow, now: number) {
  return {
    assignee: row.full_name,
    assigneeDn: row.assignee_dn,
    assignmentType: 'User',
    assignmentTypeKey: 'USER',
    adminType: ADMIN_TYPE_NAMES[row.admin_type],
    adminTypeKey: row.admin_type,
    domain: row.domain,
    domainType: DOMAIN_INFO[row.domain].name,
    effectiveDate: row.effective_date,
    ...(row.expiration_date !== null ? { expirationDate: row.expiration_date } : {}),
    comment: row.comment,
    status: status(row, now),
  };
}

/** One page of assignments: q searches the assignee's name, filterSearch names a domain. */
export async function listAdminAssignments(db: Db, query: Record<string, unknown>, page: PageRequest) {
  const sortColumn = typeof query.sortColumn === 'string' && query.sortColumn !== '' ? query.sortColumn : 'assignee';
  const order = SORT_COLUMNS[sortColumn];
  if (!order) throw badRequest(`sortColumn: "${sortColumn}" is not one of ${Object.keys(SORT_COLUMNS).join(', ')}`);
  const direction = sortDirection(typeof query.sortOrder === 'string' ? query.sortOrder : undefined);
  const domain = typeof query.filterSearch === 'string' && query.filterSearch.trim() !== '' ? readDomain(query.filterSearch, 'filterSearch') : undefined;
  const { rows, total } = await searchPage<AssignmentRow>(db, {
    select: 'a.assignee_dn, u.full_name, a.domain, a.admin_type, a.effective_date, a.expiration_date, a.comment',
    from: 'admin_assignments a JOIN users u ON u.dn = a.assignee_dn',
    where: domain ? ['a.domain = ?'] : [],
    params: domain ? [domain] : [],
    searchColumns: ['u.full_name', 'u.last_name', 'u.username'],
    orderBy: `${order} ${direction}, u.full_name COLLATE NOCASE, a.domain`,
  }, page);
  const now = Date.now();
  return { nodes: rows.map((row) => assignmentNode(row, now)), total };
}

/** The domains a user administers by an active assignment, or all of them for a domain administrator. */
export async function administeredDomains(db: Db, dn: string, isDomainAdmin: boolean): Promise<Domain[]> {
  if (isDomainAdmin) return [...DOMAINS];
  const now = Date.now();
  const rows = await db.all<{ domain: Domain }>(
    'SELECT domain FROM admin_assignments WHERE assignee_dn = ? AND effective_date <= ? AND (expiration_date IS NULL OR expiration_date > ?) ORDER BY domain',
    [dn, now, now],
  );
  return rows.map((row) => row.domain);
}

// ---- Create and revoke

/** Checks an AdminAssignmentNode and stores it. */
export async function createAdminAssignment(db: Db, value: unknown): Promise<{ assigneeDn: string; domain: Domain }> {
  const body = bodyOf(value);
  const user = await requireUser(db, body.assigneeDn ?? body.assignee, 'assigneeDn');
  const domain = readDomain(body.domain);
  const typeKey = typeof (body.adminTypeKey ?? body.adminType) === 'string' ? String(body.adminTypeKey ?? body.adminType).trim().toUpperCase() : '';
  if (!(ADMIN_TYPES as readonly string[]).includes(typeKey)) throw badRequest(`adminType: "${String(body.adminTypeKey ?? body.adminType ?? '')}" is not one of ${ADMIN_TYPES.join(', ')}`);
  const effective = readEpoch(body.effectiveDate, 'effectiveDate') ?? Date.now();
  const expiration = readEpoch(body.expirationDate, 'expirationDate');
  if (expiration !== undefined && expiration <= effective) throw badRequest('The expiration date must be after the effective date');
  const comment = optionalString(body.comment, 'comment') ?? '';
  if (comment.length > 1000) throw badRequest('comment: at most 1000 characters');
  const taken = await db.get('SELECT 1 FROM admin_assignments WHERE assignee_dn = ? AND domain = ?', [user.dn, domain]);
  if (taken) throw badRequest(`${user.full_name} is already an administrator of the ${DOMAIN_INFO[domain].name} domain; revoke that assignment first`);
  await db.run(
    'INSERT INTO admin_assignments (assignee_dn, domain, admin_type, effective_date, expiration_date, comment) VALUES (?, ?, ?, ?, ?, ?)',
    [user.dn, domain, typeKey, effective, expiration ?? null, comment],
  );
  return { assigneeDn: user.dn, domain };
}

/**
 * Revokes a RevokeAssignmentListNode: every entry must name an assignment (else nothing changes).
 * isAllPermissions false withdraws only the granular permissions and keeps the assignment.
 */
export async function revokeAdminAssignments(db: Db, value: unknown): Promise<void> {
  const entries = bodyOf(value).revokeAssignments;
  if (!Array.isArray(entries) || entries.length === 0) throw badRequest('revokeAssignments: nothing given');
  const revokes: Array<{ dn: string; domain: Domain; whole: boolean }> = [];
  for (const entry of entries.map(bodyOf)) {
    const domain = readDomain(entry.assignmentDomain, 'assignmentDomain');
    const user = await requireUser(db, entry.identity, 'identity');
    if (!(await db.get('SELECT 1 FROM admin_assignments WHERE assignee_dn = ? AND domain = ?', [user.dn, domain]))) {
      throw badRequest(`${user.full_name} is not an administrator of the ${DOMAIN_INFO[domain].name} domain`);
    }
    revokes.push({ dn: user.dn, domain, whole: entry.isAllPermissions !== false });
  }
  await db.transaction(async (tx) => {
    for (const { dn, domain, whole } of revokes) {
      if (whole) await tx.run('DELETE FROM admin_assignments WHERE assignee_dn = ? AND domain = ?', [dn, domain]);
      else await tx.run('DELETE FROM admin_permissions WHERE assignee_dn = ? AND domain = ?', [dn, domain]);
    }
  });
}

// ---- Granular permissions

const PERMISSION_DOMAIN = new Map(DOMAINS.flatMap((domain) => domainPermissions(domain).map((p) => [p.key, domain] as const)));
const PERMISSION_NAME = new Map(DOMAINS.flatMap((domain) => domainPermissions(domain).map((p) => [p.key, p.value] as const)));

/** The granular permissions granted to an assignee, in one domain or all, as key/value pairs (none without an assignee). */
export async function grantedPermissions(db: Db, assigneeDn: unknown, domainValue: unknown) {
  // The console's page starts with no assignee chosen: nothing granted to show yet.
  if (assigneeDn === undefined || assigneeDn === '') return [];
  const user = await requireUser(db, assigneeDn, 'assigneeDn');
  const domain = domainValue === undefined || domainValue === '' ? undefined : readDomain(domainValue);
  const rows = await db.all<{ permission: string }>(
    `SELECT permission FROM admin_permissions WHERE assignee_dn = ?${domain ? ' AND domain = ?' : ''} ORDER BY domain, permission`,
    domain ? [user.dn, domain] : [user.dn],
  );
  return rows.map(({ permission }) => ({ key: permission, value: PERMISSION_NAME.get(permission) ?? permission }));
}

/**
 * Checks a PermissionListNode: a user with a delegated-administrator assignment in the domain of
 * every permission named (by id, the key 'role:create').
 */
async function readPermissionList(db: Db, value: unknown) {
  const body = bodyOf(value);
  const user = await requireUser(db, body.assignedToDN, 'assignedToDN');
  if (!Array.isArray(body.permissions) || body.permissions.length === 0) throw badRequest('permissions: nothing given');
  const grants: Array<{ key: string; domain: Domain }> = [];
  for (const entry of body.permissions.map(bodyOf)) {
    const key = typeof entry.id === 'string' ? entry.id.trim() : '';
    const domain = PERMISSION_DOMAIN.get(key);
    if (!domain) throw badRequest(`permissions: "${key}" is not a granular permission`);
    const assignment = await db.get<{ admin_type: AdminType }>('SELECT admin_type FROM admin_assignments WHERE assignee_dn = ? AND domain = ?', [user.dn, domain]);
    if (assignment?.admin_type !== 'DELEGATED') {
      throw badRequest(`${user.full_name} is not a delegated administrator of the ${DOMAIN_INFO[domain].name} domain, so cannot be given "${key}"`);
    }
    grants.push({ key, domain });
  }
  return { dn: user.dn, grants };
}

export async function addPermissions(db: Db, value: unknown): Promise<void> {
  const { dn, grants } = await readPermissionList(db, value);
  await db.transaction(async (tx) => {
    for (const { key, domain } of grants) {
      await tx.run('INSERT OR IGNORE INTO admin_permissions (assignee_dn, domain, permission) VALUES (?, ?, ?)', [dn, domain, key]);
    }
  });
}

export async function removePermissions(db: Db, value: unknown): Promise<void> {
  const { dn, grants } = await readPermissionList(db, value);
  await db.transaction(async (tx) => {
    for (const { key, domain } of grants) {
      await tx.run('DELETE FROM admin_permissions WHERE assignee_dn = ? AND domain = ? AND permission = ?', [dn, domain, key]);
    }
  });
}
