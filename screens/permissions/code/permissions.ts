// The administrator-assignment and granular-permission dialogs' values → the contract's nodes:
// AdminAssignmentNode (the picked user's DN, dates as epoch milliseconds) and PermissionListNode
// (the assignee's DN, each chosen permission key as { id }).
import { asList, asRecord, idOf, text, type Row } from '../../../api/encoders/catalog.ts';

const epochMs = (value: unknown): number | undefined => {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};

/** A single-selection picker's value (a list of one item, or the item) → its DN. */
const pickedDn = (value: unknown): string | undefined => idOf(Array.isArray(value) ? value[0] : value);

/** Create dialog values → AdminAssignmentNode. */
export function adminAssignmentNode(data: unknown): Row {
  const form = asRecord(data);
  const node: Row = { assigneeDn: pickedDn(form.assignee), domain: text(form.domain), adminType: text(form.adminType) };
  const effective = epochMs(form.effectiveDate);
  if (effective !== undefined) node.effectiveDate = effective;
  const expiration = epochMs(form.expirationDate);
  if (expiration !== undefined) node.expirationDate = expiration;
  const comment = text(form.comment);
  if (comment) node.comment = comment;
  return node;
}

/** Grant or withdraw dialog values → PermissionListNode. */
export function permissionListNode(data: unknown): Row {
  const form = asRecord(data);
  return { assignedToDN: pickedDn(form.assignee), permissions: asList(form.permissions).map((id) => ({ id: String(id) })) };
}
