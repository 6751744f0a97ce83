// Transforms of the role, resource and SoD screens (issue 8): a node the server answers
// (json_RoleNode, json_ResourceNode, json_SodNode, or the details answer that wraps it) → the
// values of the screen's form, which api/encoders/catalog.ts turns back into a node. Pure.
// Approvals are derived exactly as console-data 4 says (deriveApproval: revokeEqualsGrant first,
// approvers ordered by sequence); categories, owners and roles become picker items (owners keep
// their type); localized lists keep the directory's locale keys.

import { deriveApproval, orderedApprovers, normaliseQuorum, type ApprovalValue } from '../../domain/approval.ts';
import { decodeListValues, isEntitlementParameter, type ParameterRow } from '../../domain/parameters.ts';
import { parseDuration } from '../../domain/duration.ts';

type Row = Record<string, unknown>;

const asRecord = (data: unknown): Row => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Row) : {});
const asRows = (data: unknown): Row[] => (Array.isArray(data) ? data.map(asRecord) : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The node itself, or the first node of a details answer ({ roles: [node] }, { resources: [...] }, { sods: [...] }). */
function nodeOf(value: unknown, listKey: string): Row {
  const record = asRecord(value);
  const list = record[listKey];
  return record.id === undefined && Array.isArray(list) ? asRecord(list[0]) : record;
}

/** A picker item of the given tab from a contract node ({ id, name, type? }). */
function item(node: Row, type: string): Row {
  const id = str(node.id ?? node.dn);
  const name = str(node.name ?? node.displayName) || id;
  return { type, id, dn: id, displayName: name, name, ...(typeof node.level === 'number' ? { level: node.level } : {}) };
}

const OWNER_TYPES = new Set(['user', 'group', 'container', 'team']);

const categoryItems = (value: unknown) => asRows(value).map((c) => ({ type: 'category', id: str(c.id), displayName: str(c.name) || str(c.id), name: str(c.name) || str(c.id) }));
const ownerItems = (value: unknown) => asRows(value).map((o) => item(o, OWNER_TYPES.has(str(o.type)) ? str(o.type) : 'user'));
const localized = (value: unknown) => asRows(value).filter((e) => typeof e.locale === 'string');

/** The texts every catalogue node has. */
function common(node: Row): Row {
  return {
    id: str(node.id),
    name: str(node.name),
    description: str(node.description),
    localizedNames: localized(node.localizedNames),
    localizedDescriptions: localized(node.localizedDescriptions),
  };
}

/** The level of a role level container (cn=Level30,... → 30); undefined for any other container. */
export function levelContainer(dn: string): number | undefined {
  const match = /^cn=Level(10|20|30),/i.exec(dn.trim());
  return match ? Number(match[1]) : undefined;
}

/** A json_RoleNode (or the roles.details answer) → role form values. */
export function roleForm(value: unknown): Row {
  const node = nodeOf(value, 'roles');
  const level = typeof node.level === 'number' ? node.level : (asRecord(node.roleLevel).level as number | undefined);
  return {
    ...common(node),
    roleLevel: level,
    levelName: str(asRecord(node.roleLevel).name),
    subContainer: str(node.subContainer),
    // The role level containers Level10, Level20 and Level30 are shown by their level's name.
    container: levelContainer(str(node.subContainer)),
    status: typeof node.status === 'string' ? Number(node.status) : node.status,
    categories: categoryItems(node.categories),
    owners: ownerItems(node.owners),
    approval: deriveApproval('role', 'grant', node),
    revokeApproval: deriveApproval('role', 'revoke', node),
  };
}

/** A json_ResourceNode (or the resources.details answer) → resource form values. */
export function resourceForm(value: unknown): Row {
  const node = nodeOf(value, 'resources');
  const entitlement = asRows(node.entitlements)[0];
  const parameters = asRows(node.resourceParameters);
  return {
    ...common(node),
    status: typeof node.status === 'string' ? Number(node.status) : node.status,
    categories: categoryItems(node.categories),
    owners: ownerItems(node.owners),
    approval: deriveApproval('resource', 'grant', node),
    revokeApproval: deriveApproval('resource', 'revoke', node),
    // Assignments must expire: within expiresAfter ('6M' → 6 and M).
    isExpirationRequired: node.isExpirationRequired === true,
    expiresAfterAmount: parseDuration(node.expiresAfter)?.amount,
    expiresAfterUnit: parseDuration(node.expiresAfter)?.unit ?? 'M',
    ...(entitlement
      ? {
          entitlement: [{ type: 'driverOrEntitlement', subType: 'entitlement', id: str(entitlement.id), dn: str(entitlement.id), displayName: str(entitlement.displayName) || str(entitlement.id), ...(node.driver ? { parentDn: str(node.driver) } : {}) }],
          entitlementName: str(entitlement.displayName) || str(entitlement.id),
          entitlementValue: str(entitlement.parameterValue),
          // 'dynamic' when the value is chosen at request time (EntitlementParamKey), else 'static'.
          binding: parameters.some((p) => p.id === 'EntitlementParamKey') || !entitlement.parameterValue ? 'dynamic' : 'static',
        }
      : {}),
    resourceParameters: parameters.map(parameterRow),
  };
}

/**
 * A ResourceParamNode → a row of the parameterList widget: id, display name, data type, a List's
 * values (decoded from `value`); the entitlement parameter is kept (shown read-only) and the node's
 * other fields ride along so that a save writes them back.
 */
function parameterRow(node: Row): ParameterRow {
  const { id, displayValue, type, value, ...rest } = node;
  const row: ParameterRow = { ...rest, id: str(id), displayValue: str(displayValue), type: str(type) || 'String' };
  if (row.type === 'List' && !isEntitlementParameter(row)) row.listValues = decodeListValues(value);
  else if (value !== undefined) row.value = value;
  return row;
}

/** The SoD approval as the editor shows it: custom with the request definition, else quorum or serial. */
function sodApproval(node: Row): ApprovalValue {
  const requestDef = str(node.approvalRequestDef).trim();
  if (requestDef) return { type: 'custom', approvers: [], requestDef: { id: requestDef, ...(node.approvalRequestDefName ? { name: str(node.approvalRequestDefName) } : {}) } };
  const approvers = orderedApprovers(node.approvers);
  const quorum = normaliseQuorum(node.approvalQuorum);
  return quorum ? { type: 'quorum', approvers, quorum } : { type: 'serial', approvers };
}

/**
 * A json_SodNode (the sods.details answer, or the default approvals of sods.defaultApprovals) →
 * SoD form values: the two roles as picker items, whether the default approvers are used, and the
 * approval (the default approvers are shown when the policy uses them).
 */
export function sodForm(value: unknown): Row {
  const node = nodeOf(value, 'sods');
  return {
    ...common(node),
    roles: asRows(node.roles).map((r) => item(r, 'role')),
    isDefaultApproversUsed: node.isDefaultApproversUsed !== false,
    approval: sodApproval(node),
  };
}

/** The catalogue's transforms, registered by name in ./index.ts. */
export const catalogTransforms = { roleForm, resourceForm, sodForm };
