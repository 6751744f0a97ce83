// What a role request asks, read from its body or query and checked (400 Fault otherwise) before
// anything is written: a new role or the changes to one (name, texts, level, approvals, categories,
// owners), the resources of a mapping, the roles of an assignment.
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import { bodyOf, idsOf, mentions, optionalBoolean, optionalString, parseAttrs, readApproval, readCategories, readOwners, requireRequestDefinition, type Approval } from '../common.ts';
import { cnOf, description, localizedDescriptions, localizedNames, requiredName } from '../text.ts';
import { findRole, findRoleLevel, requireRole, roleApproval, type NewRole, type ResourceMappings, type RoleAttrs, type RoleChanges, type StoredRole } from './store.ts';

const ROLE_APPROVAL_KEYS = ['approvalRequired', 'approvalIsStandard', 'approvalQuorum', 'approvalApprovers', 'approvalRequestDef'];

/** Approval fields of a role request (json_RoleNode names), falling back to the stored ones. */
function roleApprovalFields(body: Record<string, unknown>, current?: Approval) {
  return {
    required: body.approvalRequired ?? (current ? current.kind !== 'NONE' : undefined),
    standard: body.approvalIsStandard ?? (current ? current.kind !== 'CUSTOM' : undefined),
    quorum: 'approvalQuorum' in body ? body.approvalQuorum : current?.quorum,
    approvers: body.approvalApprovers ?? current?.approvers,
    requestDef: body.approvalRequestDef ?? current?.requestDef,
  };
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

/** The attrs of a role after a create or modify: localized texts, the custom approval, the revoke approval. */
function roleAttrs(previous: RoleAttrs, body: Record<string, unknown>, approval: Approval, revoke: RoleRevoke, what: string): RoleAttrs {
  const attrs: RoleAttrs = { ...previous };
  if ('localizedNames' in body) attrs.localizedNames = localizedNames(body.localizedNames, what);
  if ('localizedDescriptions' in body) attrs.localizedDescriptions = localizedDescriptions(body.localizedDescriptions, what);
  attrs.revokeRequired = revoke.required;
  delete attrs.revokeRequestDef;
  delete attrs.revokeRequestDefName;
  if (revoke.requestDef) Object.assign(attrs, { revokeRequestDef: revoke.requestDef, revokeRequestDefName: revoke.requestDefName });
  const requestDescription = optionalString(body.requestDescription, `${what}: requestDescription`);
  if (requestDescription !== undefined) attrs.requestDescription = requestDescription;
  delete attrs.approvalRequestDef;
  delete attrs.approvalRequestDefName;
  if (approval.requestDef) Object.assign(attrs, { approvalRequestDef: approval.requestDef, approvalRequestDefName: approval.requestDefName });
  return attrs;
}

/** A new role: its DN (named after it, in its level's container, not taken yet) and everything written with it. */
export async function readNewRole(db: Db, body: Record<string, unknown>): Promise<NewRole> {
  const name = requiredName(body.name, 'Role');
  const desc = description(body.description, 'Role');
  const levelValue = bodyOf(body.roleLevel).level ?? body.level;
  const level = await findRoleLevel(db, Number(levelValue));
  if (!level) throw badRequest(`Role: the role level "${String(levelValue)}" does not exist (10, 20 or 30)`);
  const dn = `cn=${cnOf(name)},${level.container_dn}`;
  if (await findRole(db, dn)) throw badRequest(`Role: a role with the id "${cnOf(name)}" already exists at this level`);
  const approval = await readApproval(db, roleApprovalFields(body), 'Role approval');
  const categories = await readCategories(db, body.categories, 'role', 'Role');
  const owners = await readOwners(db, body.owners, 'Role');
  const revoke = await readRoleRevoke(db, body);
  const attrs = roleAttrs({}, body, approval, revoke, 'Role');
  return { dn, name, desc, level: level.level, approval, categories, owners, attrs };
}

/** The changes a modify makes to a stored role; what the body leaves out stays as stored. */
export async function readRoleChanges(db: Db, body: Record<string, unknown>, role: StoredRole): Promise<RoleChanges> {
  const name = body.name !== undefined ? requiredName(body.name, 'Role') : role.name;
  const desc = body.description !== undefined ? description(body.description, 'Role') : (role.description ?? '');
  const stored = await roleApproval(db, role);
  const approval = mentions(body, ROLE_APPROVAL_KEYS) ? await readApproval(db, roleApprovalFields(body, stored), 'Role approval') : stored;
  const categories = body.categories !== undefined ? await readCategories(db, body.categories, 'role', 'Role') : undefined;
  const owners = body.owners !== undefined ? await readOwners(db, body.owners, 'Role') : undefined;
  const previous = parseAttrs(role.attrs) as RoleAttrs;
  const revoke = await readRoleRevoke(db, body, previous);
  const attrs = roleAttrs(previous, body, approval, revoke, 'Role');
  return { name, desc, approval, categories, owners, attrs };
}

/**
 * The resources of a (un)mapping request. Each mapping description is checked when it is written,
 * so an entry that is not written (unknown resource, or an unmapping) is not refused for it.
 */
export function readResourceMappings(body: Record<string, unknown>): ResourceMappings {
  if (!Array.isArray(body.mappedResources)) throw badRequest('mappedResources: a list of resources is required');
  const entries = body.mappedResources.map((entry) => bodyOf(entry));
  return {
    ids: idsOf(entries, 'mappedResources'),
    mappingDescription: (id) => description(entries.find((e) => e.id === id)?.mappingDescription, 'Mapping'),
  };
}

/**
 * The driver filter of the mapped resources list (driverID), or undefined for none: 'ALL DRIVERS'
 * is the picker's select-all pseudo-driver. The driver tree may also give one of a driver's
 * entitlements.
 */
export function readDriverFilter(query: Record<string, unknown>): string | undefined {
  const driver = typeof query.driverID === 'string' ? query.driverID.trim() : '';
  return driver !== '' && driver !== 'ALL DRIVERS' ? driver : undefined;
}

/** The roles an assignment request names (dn or dns), each existing and not pending delete. */
export async function readAssignedRoles(db: Db, body: Record<string, unknown>): Promise<StoredRole[]> {
  const roles: StoredRole[] = [];
  for (const id of idsOf(Array.isArray(body.dns) ? body.dns : [body.dn], 'dn')) {
    const role = await requireRole(db, id);
    if (role.status === 15) throw badRequest(`The role "${role.name}" is pending delete and cannot be assigned`);
    roles.push(role);
  }
  return roles;
}
