// The approval of a role or resource, grant or revoke, as the approval editor shows it, and the
// way back to the fields the server stores:
// - not required → none;
// - required and standard → quorum when a quorum value exists, otherwise serial; approvers in the
//   order of their sequence;
// - required and not standard → custom, with one request definition;
// - revoke: revokeEqualsGrant comes first ('Same as Grant Approval'); otherwise the revoke fields
//   follow the same pattern.
// Roles name the grant fields approvalRequired, approvalIsStandard, approvalQuorum,
// approvalApprovers, approvalRequestDef(Name); resources approvalRequired, approvalIsStandard,
// quorum, approvers, requestDef(Name). Revoke fields are revokeEqualsGrant, revokeRequired,
// revokeApprovalIsStandard, revokeQuorum, revokeApprovers, revokeRequestDef(Name) for resources.
// A role's revoke approval is narrower: the contract's RoleNode carries only revokeRequired and
// revokeRequestDef, so it is none or custom (revokeRequired + the request definition's DN), and
// there is no 'Same as Grant Approval' for roles.

export type ApprovalEntity = 'role' | 'resource';
export type ApprovalMode = 'grant' | 'revoke';

/**
 * The approval kinds. sameAsGrant only for revoke; retainExisting only where the screen offers
 * 'Retain Existing Approval Process' (settings that leave each item's approval as it is).
 */
export const APPROVAL_TYPES = ['none', 'serial', 'quorum', 'custom', 'sameAsGrant', 'retainExisting'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

export interface ApprovalApprover {
  id: string;
  name?: string;
  type?: string;
  sequence?: number;
}

export interface RequestDefinitionRef {
  id: string;
  name?: string;
}

export interface ApprovalValue {
  type: ApprovalType;
  /** Serial and quorum: the approvers in approval order. */
  approvers: ApprovalApprover[];
  /** Quorum: a percentage such as '50%'. */
  quorum?: string;
  /** Custom: the one request definition that runs the approval. */
  requestDef?: RequestDefinitionRef;
}

interface FieldNames {
  required: string;
  standard: string;
  quorum: string;
  approvers: string;
  requestDef: string;
  requestDefName: string;
}

const REVOKE_FIELDS: FieldNames = {
  required: 'revokeRequired',
  standard: 'revokeApprovalIsStandard',
  quorum: 'revokeQuorum',
  approvers: 'revokeApprovers',
  requestDef: 'revokeRequestDef',
  requestDefName: 'revokeRequestDefName',
};

const FIELDS: Record<ApprovalEntity, Record<ApprovalMode, FieldNames>> = {
  role: {
    grant: {
      required: 'approvalRequired',
      standard: 'approvalIsStandard',
      quorum: 'approvalQuorum',
      approvers: 'approvalApprovers',
      requestDef: 'approvalRequestDef',
      requestDefName: 'approvalRequestDefName',
    },
    revoke: REVOKE_FIELDS,
  },
  resource: {
    grant: {
      required: 'approvalRequired',
      standard: 'approvalIsStandard',
      quorum: 'quorum',
      approvers: 'approvers',
      requestDef: 'requestDef',
      requestDefName: 'requestDefName',
    },
    revoke: REVOKE_FIELDS,
  },
};

export const REVOKE_EQUALS_GRANT = 'revokeEqualsGrant';

/** The role revoke approval is all a RoleNode carries for revoke: required or not, and one request definition. */
const isRoleRevoke = (entity: ApprovalEntity, mode: ApprovalMode | undefined): boolean => entity === 'role' && mode === 'revoke';
const ROLE_REVOKE_TYPES: readonly ApprovalType[] = ['none', 'custom'];

/**
 * The approval a new role or resource starts with: none for grant and for a role's revoke,
 * 'Same as Grant Approval' for a resource's revoke. The entity defaults to role, as the editor's option does.
 */
export function initialApproval(mode: ApprovalMode | undefined, entity: ApprovalEntity = 'role'): ApprovalValue {
  return mode === 'revoke' && !isRoleRevoke(entity, mode) ? { type: 'sameAsGrant', approvers: [] } : { type: 'none', approvers: [] };
}

const isTrue = (value: unknown): boolean => value === true || value === 'true';
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Approvers of a node ordered by sequence (entries without a sequence keep their place at the end). */
export function orderedApprovers(value: unknown): ApprovalApprover[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is ApprovalApprover => Boolean(entry) && typeof (entry as ApprovalApprover).id === 'string')
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.sequence ?? Number.MAX_SAFE_INTEGER) - (b.entry.sequence ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The editor's value from a role or resource node. */
export function deriveApproval(entity: ApprovalEntity, mode: ApprovalMode, node: Record<string, unknown>): ApprovalValue {
  if (isRoleRevoke(entity, mode)) return isTrue(node[REVOKE_FIELDS.required]) ? customApproval(node, REVOKE_FIELDS) : { type: 'none', approvers: [] };
  if (mode === 'revoke' && isTrue(node[REVOKE_EQUALS_GRANT])) return { type: 'sameAsGrant', approvers: [] };
  const f = FIELDS[entity][mode];
  if (!isTrue(node[f.required])) return { type: 'none', approvers: [] };
  if (isTrue(node[f.standard])) {
    const approvers = orderedApprovers(node[f.approvers]);
    const quorum = normaliseQuorum(node[f.quorum]);
    return quorum ? { type: 'quorum', approvers, quorum } : { type: 'serial', approvers };
  }
  return customApproval(node, f);
}

/** A custom approval with the node's request definition (and its name, when the node carries one). */
function customApproval(node: Record<string, unknown>, f: FieldNames): ApprovalValue {
  const id = text(node[f.requestDef]);
  const name = text(node[f.requestDefName]);
  return { type: 'custom', approvers: [], ...(id ? { requestDef: { id, ...(name ? { name } : {}) } } : {}) };
}

/** A quorum as the server stores it ('50%'), from '50%', '50' or 50; undefined when empty. */
export function normaliseQuorum(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}%`;
  const raw = text(value);
  if (!raw) return undefined;
  return raw.endsWith('%') ? raw : `${raw}%`;
}

/** The percentage of a quorum string ('50%' → 50), NaN when not a number. */
export function quorumPercent(quorum: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(quorum ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * The fields to save for an editor value (the inverse of deriveApproval). 'retainExisting' writes
 * nothing: the item's approval stays as it is. Approvers get sequences 1..n in their order.
 */
export function approvalFields(entity: ApprovalEntity, mode: ApprovalMode, value: ApprovalValue): Record<string, unknown> {
  if (value.type === 'retainExisting') return {};
  if (isRoleRevoke(entity, mode)) return roleRevokeFields(value);
  const f = FIELDS[entity][mode];
  const fields: Record<string, unknown> = {};
  if (mode === 'revoke') fields[REVOKE_EQUALS_GRANT] = value.type === 'sameAsGrant';
  if (value.type === 'sameAsGrant') return fields;
  const standard = value.type === 'serial' || value.type === 'quorum';
  fields[f.required] = value.type !== 'none';
  fields[f.standard] = standard;
  fields[f.approvers] = standard ? value.approvers.map((approver, index) => ({ ...approver, sequence: index + 1 })) : [];
  fields[f.quorum] = value.type === 'quorum' ? (normaliseQuorum(value.quorum) ?? '') : '';
  fields[f.requestDef] = value.type === 'custom' ? (value.requestDef?.id ?? '') : '';
  fields[f.requestDefName] = value.type === 'custom' ? (value.requestDef?.name ?? '') : '';
  return fields;
}

/**
 * A role's revoke approval as the RoleNode carries it: revokeRequired and revokeRequestDef only
 * (the request definition's name has no field there). Kinds a role cannot have for revoke are a
 * programming error: the editor does not offer them.
 */
function roleRevokeFields(value: ApprovalValue): Record<string, unknown> {
  if (!ROLE_REVOKE_TYPES.includes(value.type)) throw new Error(`A role's revoke approval cannot be '${value.type}' (only none or custom)`);
  const custom = value.type === 'custom';
  return { [REVOKE_FIELDS.required]: custom, [REVOKE_FIELDS.requestDef]: custom ? (value.requestDef?.id ?? '') : '' };
}

/** What is wrong with a value before saving, as translation keys (empty when it can be saved). */
export function approvalProblems(value: ApprovalValue): string[] {
  const problems: string[] = [];
  if ((value.type === 'serial' || value.type === 'quorum') && value.approvers.length === 0) problems.push('widgets.approvalEditor.error.approvers');
  if (value.type === 'quorum') {
    const percent = quorumPercent(value.quorum);
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) problems.push('widgets.approvalEditor.error.quorum');
  }
  if (value.type === 'custom' && !value.requestDef?.id) problems.push('widgets.approvalEditor.error.requestDef');
  return problems;
}

/** The kinds a mode offers for an entity (role by default, as the editor's option), in the order the editor lists them. */
export function approvalTypesFor(mode: ApprovalMode, allowRetainExisting = false, entity: ApprovalEntity = 'role'): ApprovalType[] {
  const types: ApprovalType[] = isRoleRevoke(entity, mode)
    ? [...ROLE_REVOKE_TYPES]
    : mode === 'revoke' ? ['sameAsGrant', 'none', 'serial', 'quorum', 'custom'] : ['none', 'serial', 'quorum', 'custom'];
  return allowRetainExisting ? ['retainExisting', ...types] : types;
}

/** The value after choosing another kind: approvers carry over between serial and quorum. */
export function withType(value: ApprovalValue, type: ApprovalType): ApprovalValue {
  const keepsApprovers = type === 'serial' || type === 'quorum';
  return {
    type,
    approvers: keepsApprovers ? value.approvers : [],
    ...(type === 'quorum' ? { quorum: value.quorum ?? '50%' } : {}),
    ...(type === 'custom' && value.requestDef ? { requestDef: value.requestDef } : {}),
  };
}

/** Moves the approver at `index` by `delta` places (approval order). */
export function moveApprover(value: ApprovalValue, index: number, delta: -1 | 1): ApprovalValue {
  const target = index + delta;
  if (index < 0 || index >= value.approvers.length || target < 0 || target >= value.approvers.length) return value;
  const approvers = [...value.approvers];
  [approvers[index], approvers[target]] = [approvers[target]!, approvers[index]!];
  return { ...value, approvers };
}
