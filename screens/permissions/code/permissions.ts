// The administrator-assignment and granular-permission dialogs' values → the contract's nodes:
// AdminAssignmentNode (the picked user's DN, dates as epoch milliseconds) and PermissionListNode
// (the assignee's DN, each chosen permission key as { id }).
import { asList, asRecord, idOf, text, type Row } from '../../../domain/catalogEncoding.ts';
import type { EncoderContext } from '../../../api/encoders/codec.ts';

const epochMs = (value: unknown): number | undefined => {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};

/** A single-selection picker's value (a list of one item, or the item) → its DN. */
const pickedDn = (value: unknown): string | undefined => idOf(Array.isArray(value) ? value[0] : value);

/** The values of the action's dialog (a list action's data is its selected rows, not the form). */
const dialogValues = (data: unknown, context: EncoderContext): Row => asRecord(context.form ?? data);

/** Create dialog values → AdminAssignmentNode. */
export function adminAssignmentNode(data: unknown, context: EncoderContext = {}): Row {
  const form = dialogValues(data, context);
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
export function permissionListNode(data: unknown, context: EncoderContext = {}): Row {
  const form = dialogValues(data, context);
  return { assignedToDN: pickedDn(form.assignee), permissions: asList(form.permissions).map((id) => ({ id: String(id) })) };
}

/**
 * The assignment list's rows, each with an id: the assignee's DN and the domain (a user is
 * administrator of several domains, so neither alone names a row).
 */
export function adminAssignmentRows(items: unknown): Row[] {
  return asList(items).map((item) => {
    const row = asRecord(item);
    return { ...row, id: `${String(row.assigneeDn ?? '')}|${String(row.domain ?? '')}` };
  });
}
