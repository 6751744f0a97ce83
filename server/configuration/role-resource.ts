/**
 * Role and resource settings: one GET of the whole RoleResourceSettingsNode, saved in three parts
 * (role, SoD, entitlement query), each POST changing only its own fields (the others in the body
 * are ignored, as the console sends the whole page).
 */
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { readChanges, type FieldRules, type Settings } from './fields.ts';
import { checkRequestDefinitions, readApprovers } from './references.ts';

export type RoleResourcePart = 'role' | 'sod' | 'entitlementQuery';

const TEXT = { kind: 'text' } as const;

const RULES: Record<RoleResourcePart, FieldRules> = {
  role: {
    roleRequestContainer: TEXT, defaultRoleRequestDef: TEXT, roleAssignmentGracePeriod: { kind: 'integer', min: 0, max: 365 },
    defaultResourceGrantRequestDef: TEXT, defaultResourceRevokeRequestDef: TEXT,
  },
  sod: { defaultSODRequestDef: TEXT, sodQuorum: TEXT },
  entitlementQuery: { queryTimeout: { kind: 'integer', min: 1, max: 3600 }, queryRefreshRate: { kind: 'integer', min: 1, max: 86_400 } },
};

/** The request definitions each part names. */
const DEFINITIONS: Record<RoleResourcePart, string[]> = {
  role: ['defaultRoleRequestDef', 'defaultResourceGrantRequestDef', 'defaultResourceRevokeRequestDef'],
  sod: ['defaultSODRequestDef'],
  entitlementQuery: [],
};

/** The changes a part's body makes, checked; a Fault names the first bad field. */
export async function readPartChanges(db: Db, part: RoleResourcePart, body: Settings): Promise<Settings> {
  const changes = readChanges(body, RULES[part]);
  await checkRequestDefinitions(db, changes, DEFINITIONS[part]);
  if (part === 'role' && changes.roleRequestContainer === '') throw badRequest('roleRequestContainer: the container of role requests is required');
  if (part === 'sod') {
    if ('sodQuorum' in changes && !/^\d+$/.test(changes.sodQuorum as string)) throw badRequest('sodQuorum: a percentage from 1 to 100');
    if ('sodQuorum' in changes && (Number(changes.sodQuorum) < 1 || Number(changes.sodQuorum) > 100)) throw badRequest('sodQuorum: a percentage from 1 to 100');
    if (body.sodApprovers !== undefined) {
      changes.sodApprovers = await readApprovers(db, body.sodApprovers, 'sodApprovers');
      if ((changes.sodApprovers as unknown[]).length === 0) throw badRequest('sodApprovers: at least one approver');
    }
  }
  return changes;
}

export const PART_SAVED: Record<RoleResourcePart, string> = {
  role: 'Role settings updated',
  sod: 'SoD settings updated',
  entitlementQuery: 'Entitlement query settings updated',
};
