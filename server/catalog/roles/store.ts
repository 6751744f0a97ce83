// A role as the administration endpoints read and write it (json_RoleNode in full).
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import { categoryNodes, optionalBoolean, optionalString, ownerNodes, parseAttrs, requireRequestDefinition, roleApprovalNode, type Approval, type ApprovalKind, type Approver } from '../common.ts';
import type { LocalizedDesc, LocalizedName } from '../text.ts';

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
}

/** A role's revoke approval: all the contract's RoleNode carries for it (revokeRequired, revokeRequestDef). */
export interface RoleRevoke { required: boolean; requestDef?: string; requestDefName?: string }

/**
 * Reads a role's revoke approval from a create or modify body, falling back to the stored one for
 * the fields the body leaves out. Required means a custom approval, so it needs a known request
 * definition; a request definition that is named must exist even when not required (400 Fault
 * otherwise). Not required keeps no request definition.
 */
export async function readRoleRevoke(db: Db, body: Record<string, unknown>, stored: RoleAttrs = {}): Promise<RoleRevoke> {
  const what = 'Role revoke approval';
  const required = optionalBoolean(body.revokeRequired, `${what}: revokeRequired`) ?? stored.revokeRequired ?? false;
  const given = 'revokeRequestDef' in body ? optionalString(body.revokeRequestDef, `${what}: revokeRequestDef`) : stored.revokeRequestDef;
  const prd = given ? await requireRequestDefinition(db, given, what) : undefined;
  if (!required) return { required: false };
  if (!prd) throw badRequest(`${what}: a required revoke approval needs a request definition (revokeRequestDef)`);
  return { required: true, requestDef: prd.dn, requestDefName: prd.name };
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
