// The delegation form's values ↔ DelegationNode. The "from" picker holds users, groups and
// containers (split by the item's type); the delegates are users or a relationship (delegateTo);
// the scope is all requests or the chosen request definitions; dates go as epoch milliseconds.
import { asList, asRecord, idOf, text, type Row } from '../../../domain/catalogEncoding.ts';
import { item } from '../../../domain/catalogNodes.ts';

const epochMs = (value: unknown): number | undefined => {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};
const dnNodes = (value: unknown, type?: string) =>
  asList(value)
    .filter((entry) => type === undefined || String(asRecord(entry).type ?? 'user') === type)
    .map((entry) => idOf(entry))
    .filter((dn): dn is string => dn !== undefined)
    .map((dn) => ({ dn }));

/** Delegation form values → DelegationNode (create; with the route's id, update). */
export function delegationNode(data: unknown, context: { route?: Record<string, string | undefined> } = {}): Row {
  const form = asRecord(data);
  const toRelationship = form.delegateTo === 'relationship';
  const allRequests = form.allRequests === true;
  const expires = form.isExpires === true;
  const node: Row = {
    assignFromUsers: dnNodes(form.assignFrom, 'user'),
    assignFromGroups: dnNodes(form.assignFrom, 'group'),
    assignFromContainers: dnNodes(form.assignFrom, 'container'),
    assignToUsers: toRelationship ? [] : dnNodes(form.assignToUsers),
    ...(toRelationship && text(form.relationship) ? { assignToRelationship: { key: text(form.relationship) } } : {}),
    allRequests,
    requestDefs: allRequests ? [] : asList(form.requestDefs).map((dn) => ({ dn: String(dn) })),
    isExpires: expires,
    createAvailability: form.createAvailability === true,
  };
  const effective = epochMs(form.effectiveDate);
  if (effective !== undefined) node.effectiveDate = effective;
  const expiry = expires ? epochMs(form.expiryDate) : undefined;
  if (expiry !== undefined) node.expiryDate = expiry;
  const id = text(context.route?.id);
  if (id) node.assignmentId = id;
  return node;
}

/** A DelegationNode → the delegation form's values. */
export function delegationForm(value: unknown): Row {
  const node = asRecord(value);
  if (Object.keys(node).length === 0) return {};
  const from = ['user', 'group', 'container'].flatMap((type) =>
    asList(node[`assignFrom${type[0]!.toUpperCase()}${type.slice(1)}s`]).map((entry) => item(asRecord(entry), type)));
  const relationship = text(asRecord(node.assignToRelationship).key);
  return {
    assignFrom: from,
    delegateTo: relationship ? 'relationship' : 'users',
    assignToUsers: asList(node.assignToUsers).map((entry) => item(asRecord(entry), 'user')),
    ...(relationship ? { relationship } : {}),
    allRequests: node.allRequests === true,
    requestDefs: asList(node.requestDefs).map((entry) => idOf(entry)).filter((dn) => dn !== undefined),
    ...(typeof node.effectiveDate === 'number' ? { effectiveDate: new Date(node.effectiveDate).toISOString() } : {}),
    isExpires: node.isExpires === true,
    ...(typeof node.expiryDate === 'number' ? { expiryDate: new Date(node.expiryDate).toISOString() } : {}),
    createAvailability: node.createAvailability === true,
  };
}

/** Whether a delegation holds now: 'scheduled' before its effective date, 'expired' after its expiry date, else 'active'. */
export function delegationState(node: Row, now: number): 'active' | 'scheduled' | 'expired' {
  const effective = epochMs(node.effectiveDate);
  const expiry = node.isExpires === false ? undefined : epochMs(node.expiryDate);
  if (expiry !== undefined && expiry <= now) return 'expired';
  if (effective !== undefined && effective > now) return 'scheduled';
  return 'active';
}

/**
 * The delegation list's rows: each DelegationNode with what it covers ('allRequests', or the names
 * of its request definitions), its relationship's name and its state at `now` (the list's columns).
 */
export function delegationRows(value: unknown, now = Date.now()): Row[] {
  return asList(value).map((entry) => {
    const node = asRecord(entry);
    const relationship = asRecord(node.assignToRelationship);
    const names = asList(node.requestDefs).map((def) => text(asRecord(def).name) || text(asRecord(def).dn)).filter(Boolean);
    return {
      ...node,
      covers: node.allRequests === true ? 'allRequests' : names.join(', '),
      relationship: text(relationship.displayName) || text(relationship.key),
      state: delegationState(node, now),
    };
  });
}
