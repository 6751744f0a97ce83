// Roles as the catalogue reads and writes them (roles, role_levels and their link tables; the
// contract's RoleNode, in full for the details). Checks of what a request asks are in input.ts.
import { badRequest } from '../../http/fault.ts';
import type { PageRequest } from '../../http/paging.ts';
import { searchPage } from '../../http/search-page.ts';
import type { Db } from '../../store/db.ts';
import { Feedback, categoryNodes, everyOneFound, ownerNodes, parseAttrs, roleApprovalNode, type Approval, type ApprovalKind, type Approver } from '../common.ts';
import type { LocalizedDesc, LocalizedName } from '../text.ts';
import { inChunks } from '../../store/chunks.ts';

export interface StoredRole {
  dn: string; name: string; description: string | null; level: number; status: number;
  approval_type: string; quorum: string | null; attrs: string; level_name: string; container_dn: string;
}

export interface RoleAttrs {
  localizedNames?: LocalizedName[];
  localizedDescriptions?: LocalizedDesc[];
  approvalRequestDef?: string;
  approvalRequestDefName?: string;
  revokeRequired?: boolean;
  /** The revoke approval's request definition (only while revokeRequired) and its name. */
  revokeRequestDef?: string;
  revokeRequestDefName?: string;
  requestDescription?: string;
  /** false: requested for one recipient at a time (PermissionNode bulkRequestable). */
  bulkRequestable?: boolean;
}

/** A role of a list: the columns roleNode() answers. */
export interface RoleRow { dn: string; name: string; description: string | null; level: number; status: number; level_name: string }

export function roleNode(row: RoleRow, categories: readonly string[] = [], names?: ReadonlyMap<string, string>) {
  // The contract's RoleNode: the DN is the id; status is the code (50 Created, 15 Pending Delete).
  return {
    id: row.dn,
    name: row.name,
    description: row.description ?? '',
    level: row.level,
    roleLevel: { level: row.level, name: row.level_name },
    status: row.status,
    categories: categories.map((key) => ({ id: key, ...(names?.get(key) ? { name: names.get(key) } : {}) })),
  };
}

export const ROLE_COLUMNS = 'r.dn, r.name, r.description, r.level, r.status, r.approval_type, r.quorum, r.attrs, l.name AS level_name, l.container_dn';

export async function findRole(db: Db, dn: string): Promise<StoredRole | undefined> {
  return db.get<StoredRole>(`SELECT ${ROLE_COLUMNS} FROM roles r JOIN role_levels l ON l.level = r.level WHERE r.dn = ? COLLATE NOCASE`, [dn]);
}

export async function requireRole(db: Db, dn: unknown, what = 'role'): Promise<StoredRole> {
  if (typeof dn !== 'string' || dn.trim() === '') throw badRequest(`The ${what} id is required`);
  const role = await findRole(db, dn.trim());
  if (!role) throw badRequest(`No role "${dn}"`);
  return role;
}

export async function roleApproval(db: Db, role: StoredRole): Promise<Approval> {
  const attrs = parseAttrs(role.attrs) as RoleAttrs;
  const kind = (['NONE', 'SERIAL', 'QUORUM', 'CUSTOM'].includes(role.approval_type) ? role.approval_type : 'NONE') as ApprovalKind;
  const approvers = await db.all<Approver>(
    `SELECT a.approver_dn AS id, COALESCE(u.full_name, g.name, r.name, a.approver_dn) AS name,
            CASE WHEN u.dn IS NOT NULL THEN 'user' WHEN g.dn IS NOT NULL THEN 'group' ELSE 'role' END AS type, a.sequence
       FROM role_approvers a LEFT JOIN users u ON u.dn = a.approver_dn LEFT JOIN groups g ON g.dn = a.approver_dn
       LEFT JOIN roles r ON r.dn = a.approver_dn
      WHERE a.role_dn = ? ORDER BY a.sequence`,
    [role.dn],
  );
  return {
    kind,
    approvers: kind === 'SERIAL' || kind === 'QUORUM' ? approvers : [],
    ...(kind === 'QUORUM' && role.quorum ? { quorum: role.quorum } : {}),
    ...(kind === 'CUSTOM' && attrs.approvalRequestDef ? { requestDef: attrs.approvalRequestDef, requestDefName: attrs.approvalRequestDefName ?? '' } : {}),
  };
}

/** The full json_RoleNode of a stored role. */
export async function roleDetails(db: Db, role: StoredRole) {
  const attrs = parseAttrs(role.attrs) as RoleAttrs;
  const owners = await db.all<{ owner_dn: string }>('SELECT owner_dn FROM role_owners WHERE role_dn = ? ORDER BY owner_dn', [role.dn]);
  return {
    id: role.dn,
    name: role.name,
    description: role.description ?? '',
    level: role.level,
    roleLevel: { level: role.level, name: role.level_name, cn: role.container_dn },
    subContainer: role.container_dn,
    status: role.status,
    categories: await categoryNodes(db, 'role_categories', 'role_dn', role.dn, 'role'),
    owners: await ownerNodes(db, owners.map((o) => o.owner_dn)),
    ...roleApprovalNode(await roleApproval(db, role)),
    revokeRequired: attrs.revokeRequired ?? false,
    // The request definition's name has no field in the RoleNode: only its DN is answered.
    ...(attrs.revokeRequired && attrs.revokeRequestDef ? { revokeRequestDef: attrs.revokeRequestDef } : {}),
    localizedNames: attrs.localizedNames ?? [],
    localizedDescriptions: attrs.localizedDescriptions ?? [],
    ...(attrs.requestDescription ? { requestDescription: attrs.requestDescription } : {}),
  };
}

/** Every role a role contains, directly or through its children (the role itself included). */
export async function withDescendants(db: Db, dns: string[]): Promise<Set<string>> {
  const seen = new Set(dns);
  let frontier = [...dns];
  while (frontier.length > 0) {
    const rows = await db.all<{ child_dn: string }>(`SELECT child_dn FROM role_links WHERE parent_dn IN (${frontier.map(() => '?').join(', ')})`, frontier);
    frontier = rows.map((r) => r.child_dn).filter((dn) => !seen.has(dn));
    for (const dn of frontier) seen.add(dn);
  }
  return seen;
}

/** The full RoleNodes of the roles given by id (unknown ids are left out). */
export async function rolesDetails(db: Db, ids: string[]) {
  const roles = [];
  for (const id of ids) {
    const role = await findRole(db, id);
    if (role) roles.push(await roleDetails(db, role));
  }
  return roles;
}

export async function findRoleLevel(db: Db, level: number): Promise<{ level: number; container_dn: string } | undefined> {
  return db.get<{ level: number; container_dn: string }>('SELECT level, container_dn FROM role_levels WHERE level = ?', [level]);
}

// ---- Writes

/** What a create writes (checked by input.ts). */
export interface NewRole { dn: string; name: string; desc: string; level: number; approval: Approval; categories: string[]; owners: string[]; attrs: RoleAttrs }
/** What a modify writes; categories and owners only when the request names them. */
export interface RoleChanges { name: string; desc: string; approval: Approval; categories?: string[]; owners?: string[]; attrs: RoleAttrs }

async function writeApprovers(tx: Db, roleDn: string, approval: Approval): Promise<void> {
  await tx.run('DELETE FROM role_approvers WHERE role_dn = ?', [roleDn]);
  for (const approver of approval.approvers) await tx.run('INSERT INTO role_approvers (role_dn, approver_dn, sequence) VALUES (?, ?, ?)', [roleDn, approver.id, approver.sequence]);
}

async function replaceLinks(tx: Db, table: 'role_categories' | 'role_owners', column: 'category_key' | 'owner_dn', roleDn: string, values: string[]): Promise<void> {
  await tx.run(`DELETE FROM ${table} WHERE role_dn = ?`, [roleDn]);
  for (const value of values) await tx.run(`INSERT INTO ${table} (role_dn, ${column}) VALUES (?, ?)`, [roleDn, value]);
}

export async function insertRole(db: Db, role: NewRole): Promise<void> {
  const { dn, approval } = role;
  await db.transaction(async (tx) => {
    await tx.run('INSERT INTO roles (dn, name, description, level, status, approval_required, approval_type, quorum, attrs) VALUES (?, ?, ?, ?, 50, ?, ?, ?, ?)',
      [dn, role.name, role.desc, role.level, approval.kind === 'NONE' ? 0 : 1, approval.kind, approval.quorum ?? null, JSON.stringify(role.attrs)]);
    await replaceLinks(tx, 'role_categories', 'category_key', dn, role.categories);
    await replaceLinks(tx, 'role_owners', 'owner_dn', dn, role.owners);
    await writeApprovers(tx, dn, approval);
  });
}

export async function updateRole(db: Db, dn: string, changes: RoleChanges): Promise<void> {
  const { approval, categories, owners } = changes;
  await db.transaction(async (tx) => {
    await tx.run('UPDATE roles SET name = ?, description = ?, approval_required = ?, approval_type = ?, quorum = ?, attrs = ? WHERE dn = ?',
      [changes.name, changes.desc, approval.kind === 'NONE' ? 0 : 1, approval.kind, approval.quorum ?? null, JSON.stringify(changes.attrs), dn]);
    if (categories) await replaceLinks(tx, 'role_categories', 'category_key', dn, categories);
    if (owners) await replaceLinks(tx, 'role_owners', 'owner_dn', dn, owners);
    await writeApprovers(tx, dn, approval);
  });
}

/**
 * Deletes the roles given by id, all or none (an unknown id: 400, nothing deleted). A role that is
 * still assigned is marked Pending Delete (15) until its assignments are gone (the role's driver
 * revokes them); an unassigned role is removed at once.
 */
export async function deleteRoles(db: Db, ids: string[]): Promise<void> {
  const roles = await everyOneFound(ids, (id) => findRole(db, id), (id) => `No role "${id}"`);
  await inChunks(db, roles, async (tx, chunk) => {
    for (const role of chunk) {
      const assigned = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM role_assignments WHERE role_dn = ?', [role.dn]))?.n ?? 0;
      if (assigned > 0) await tx.run('UPDATE roles SET status = 15 WHERE dn = ?', [role.dn]);
      else await tx.run('DELETE FROM roles WHERE dn = ?', [role.dn]);
    }
  });
}

// ---- Hierarchy: a role contains roles of a lower level only (business 30 > IT 20 > permission 10),
// which also rules out cycles.

/**
 * Adds (or removes) the roles given by id as children ('subRoles') or parents ('parentRoles') of a
 * role. A removal is all or nothing (a 400 naming each failure).
 */
export async function linkRoles(db: Db, role: StoredRole, direction: 'subRoles' | 'parentRoles', ids: string[], remove: boolean): Promise<Feedback> {
  const feedback = new Feedback();
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const other = await findRole(tx, id);
      if (!other) {
        feedback.fail({ id, reason: `No role "${id}"` });
        continue;
      }
      const [parent, child] = direction === 'subRoles' ? [role, other] : [other, role];
      if (remove) {
        const removed = await tx.run('DELETE FROM role_links WHERE parent_dn = ? AND child_dn = ?', [parent.dn, child.dn]);
        if (removed.changes === 0) feedback.fail({ id: other.dn, name: other.name, reason: `"${child.name}" is not a child role of "${parent.name}"` });
        else feedback.ok({ id: other.dn, name: other.name, entityType: 'role' });
        continue;
      }
      if (child.level >= parent.level) {
        feedback.fail({ id: other.dn, name: other.name, reason: `"${parent.name}" (level ${parent.level}) can only contain roles of a lower level; "${child.name}" is level ${child.level}` });
        continue;
      }
      await tx.run('INSERT INTO role_links (parent_dn, child_dn) VALUES (?, ?) ON CONFLICT DO NOTHING', [parent.dn, child.dn]);
      feedback.ok({ id: other.dn, name: other.name, entityType: 'role' });
    }
    if (remove) feedback.refuseFailures();
  });
  return feedback;
}

interface LinkRow extends RoleRow { categories: string | null }
const LINKED_ROLE_SELECT = "r.dn, r.name, r.description, r.level, r.status, l.name AS level_name, (SELECT group_concat(rc.category_key, char(1)) FROM role_categories rc WHERE rc.role_dn = r.dn) AS categories";

/** One page of a role's children or parents (RoleNodes in name order) and their total. */
export async function linkedRoles(db: Db, role: StoredRole, direction: 'children' | 'parents', page: PageRequest) {
  const [join, key] = direction === 'children' ? ['k.child_dn', 'k.parent_dn'] : ['k.parent_dn', 'k.child_dn'];
  const { rows, total } = await searchPage<LinkRow>(db, {
    select: LINKED_ROLE_SELECT,
    from: `role_links k JOIN roles r ON r.dn = ${join} JOIN role_levels l ON l.level = r.level`,
    where: [`${key} = ?`], params: [role.dn], searchColumns: ['r.name'], orderBy: 'r.name COLLATE NOCASE',
  }, page);
  return { roles: rows.map((row) => roleNode(row, row.categories ? row.categories.split('\u0001') : [])), total };
}

// ---- Mapped resources

/** The resources of a mapping request and the mapping description of each (read when written). */
export interface ResourceMappings { ids: string[]; mappingDescription(id: string): string }

/** Maps (or unmaps: all or nothing, a 400 naming each failure) resources to a role; a mapping already there gets the new description. */
export async function mapResources(db: Db, role: StoredRole, mappings: ResourceMappings, remove: boolean): Promise<Feedback> {
  const feedback = new Feedback();
  await db.transaction(async (tx) => {
    for (const id of mappings.ids) {
      const resource = await tx.get<{ dn: string; name: string }>('SELECT dn, name FROM resources WHERE dn = ? COLLATE NOCASE', [id]);
      if (!resource) {
        feedback.fail({ id, reason: `No resource "${id}"` });
        continue;
      }
      if (remove) {
        const removed = await tx.run('DELETE FROM role_resources WHERE role_dn = ? AND resource_dn = ?', [role.dn, resource.dn]);
        if (removed.changes === 0) feedback.fail({ id: resource.dn, name: resource.name, reason: `"${resource.name}" is not mapped to "${role.name}"` });
        else feedback.ok({ id: resource.dn, name: resource.name, entityType: 'resource' });
        continue;
      }
      const mapping = mappings.mappingDescription(id);
      await tx.run('INSERT INTO role_resources (role_dn, resource_dn, mapping_description) VALUES (?, ?, ?) ON CONFLICT (role_dn, resource_dn) DO UPDATE SET mapping_description = excluded.mapping_description', [role.dn, resource.dn, mapping]);
      feedback.ok({ id: resource.dn, name: resource.name, entityType: 'resource' });
    }
    if (remove) feedback.refuseFailures();
  });
  return feedback;
}

/**
 * One page of the resources mapped to a role (name order) and their total. A driver filter keeps the
 * resources of that driver, or those bound to it when it is one of a driver's entitlements.
 */
export async function mappedResources(db: Db, role: StoredRole, driver: string | undefined, page: PageRequest) {
  const where = ['m.role_dn = ?'];
  const params: string[] = [role.dn];
  if (driver !== undefined) {
    where.push('(e.driver_dn = ? COLLATE NOCASE OR e.dn = ? COLLATE NOCASE)');
    params.push(driver, driver);
  }
  const { rows, total } = await searchPage<{ dn: string; name: string; description: string | null; mapping_description: string | null; driver: string | null }>(db, {
    select: 'r.dn, r.name, r.description, m.mapping_description, e.driver_dn AS driver',
    from: 'role_resources m JOIN resources r ON r.dn = m.resource_dn LEFT JOIN entitlements e ON e.dn = r.entitlement_dn',
    where, params, searchColumns: ['r.name'], orderBy: 'r.name COLLATE NOCASE',
  }, page);
  const resources = rows.map((row) => ({ id: row.dn, name: row.name, description: row.description ?? '', mappingDescription: row.mapping_description ?? '', ...(row.driver ? { driver: row.driver } : {}) }));
  return { resources, total };
}
