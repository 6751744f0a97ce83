// Checks of what a team request asks (TargetSetNode, PermissionListNode), against the store.
// Every check runs before anything is written: a bad entry is a 400 and nothing changes.
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import type { RequestKind } from '../../../domain/workflow.ts';
import { bodyOf, idsOf, resolveEntity, type EntityType } from '../common.ts';
import { PERMISSION_TYPES, TEAM_KINDS, TEAM_RELATIONSHIPS, permissionTargetExists, type TeamKind } from './store.ts';

export interface TeamMembers { users: string[]; groups: string[]; containers: string[]; relationships: string[] }
export interface TeamPermissionInput { entityType: RequestKind; dn: string; excluded: boolean }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * recipients: users, groups, containers ({dn, type}; type user by default, group when
 * isGroupAssignment) and relationships ({dn: the relationship's key, type relationship}).
 */
export async function readMembers(db: Db, value: unknown): Promise<TeamMembers> {
  if (!Array.isArray(value)) throw badRequest('recipients must be a list of {dn, type}');
  const members: TeamMembers = { users: [], groups: [], containers: [], relationships: [] };
  for (const node of value.map((v) => bodyOf(v))) {
    if (text(node.type).toLowerCase() === 'relationship') {
      const key = text(node.dn);
      if (!TEAM_RELATIONSHIPS.some((r) => r.key === key)) throw badRequest(`recipients: "${key}" is not a relationship; use ${TEAM_RELATIONSHIPS.map((r) => r.key).join(', ')}`);
      if (!members.relationships.includes(key)) members.relationships.push(key);
      continue;
    }
    const type = (text(node.type).toLowerCase() || (node.isGroupAssignment === true ? 'group' : 'user')) as EntityType;
    if (!['user', 'group', 'container'].includes(type)) throw badRequest(`recipients: "${text(node.type)}" is not user, group, container or relationship`);
    const found = await resolveEntity(db, text(node.dn), [type]);
    if (!found) throw badRequest(`recipients: no ${type} has the DN "${text(node.dn)}"`);
    const list = type === 'user' ? members.users : type === 'group' ? members.groups : members.containers;
    if (!list.includes(found.id)) list.push(found.id);
  }
  return members;
}

/** requestors: the team managers, users only; at least one. */
export async function readManagers(db: Db, value: unknown): Promise<string[]> {
  if (!Array.isArray(value)) throw badRequest('requestors must be a list of {dn}: the team managers');
  const managers: string[] = [];
  for (const node of value.map((v) => bodyOf(v))) {
    const type = text(node.type).toLowerCase() || 'user';
    if (type !== 'user') throw badRequest(`requestors: a team manager is a user, not a ${type}`);
    const found = await resolveEntity(db, text(node.dn), ['user']);
    if (!found) throw badRequest(`requestors: no user has the DN "${text(node.dn)}"`);
    if (!managers.includes(found.id)) managers.push(found.id);
  }
  if (managers.length === 0) throw badRequest('requestors: a team needs at least one team manager');
  return managers;
}

/** The team's kind: the first of domainTypes (A, P, R, S or C); R (request team) when absent. */
export function readKind(value: unknown): TeamKind {
  const first = Array.isArray(value) ? text(value[0]).toUpperCase() : '';
  if (first === '') return 'R';
  if (!(TEAM_KINDS as readonly string[]).includes(first)) throw badRequest(`domainTypes: "${first}" is not one of ${TEAM_KINDS.join(', ')}`);
  return first as TeamKind;
}

const EXCLUSION_FIELDS: Record<string, RequestKind> = { excludeRoles: 'role', excludeResources: 'resource', excludeProvisioningRequests: 'prd' };

/**
 * A PermissionListNode: teamDN, permissions [{id or dn, entityType, excluded}] (an item or a
 * container of items; excluded: an exception to the others) and the exclusions by kind (item DNs,
 * excludeRoles ...). At least one entry.
 */
export async function readPermissionList(db: Db, body: Record<string, unknown>): Promise<{ teamDn: string; entries: TeamPermissionInput[] }> {
  const teamDn = text(body.teamDN);
  if (teamDn === '') throw badRequest('teamDN is required: the DN of the team');
  const entries: TeamPermissionInput[] = [];
  if (body.permissions !== undefined && !Array.isArray(body.permissions)) throw badRequest('permissions must be a list of {id, entityType}');
  for (const node of ((body.permissions as unknown[] | undefined) ?? []).map((v) => bodyOf(v))) {
    const entityType = text(node.entityType).toLowerCase() as RequestKind;
    if (!PERMISSION_TYPES.includes(entityType)) throw badRequest(`permissions: entityType "${text(node.entityType)}" is not role, resource or prd`);
    entries.push({ entityType, dn: text(node.id) || text(node.dn), excluded: node.excluded === true });
  }
  for (const [field, entityType] of Object.entries(EXCLUSION_FIELDS)) {
    for (const dn of idsOf(body[field], field, { allowEmpty: true })) entries.push({ entityType, dn, excluded: true });
  }
  if (entries.length === 0) throw badRequest('permissions: give at least one permission or exclusion');
  for (const entry of entries) {
    if (!(await permissionTargetExists(db, entry.entityType, entry.dn))) throw badRequest(`permissions: no ${entry.entityType} or container of ${entry.entityType}s has the DN "${entry.dn}"`);
  }
  return { teamDn, entries };
}
