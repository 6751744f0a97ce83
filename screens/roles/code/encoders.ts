// The roles area's encoders: role form values → json_RoleNode, and the bodies of the role list's
// and detail page's actions (delete, parent and child roles, mapped resources, assignment).
// Pure and node-safe; what roles, resources and SoD share is in domain/catalogEncoding.ts.
import { approvalOf, asRecord, assignment, chosenOrSelected, identifiedTexts, idNodes, idOf, ids, ownerNodes, text, type CatalogContext, type Row } from '../../../domain/catalogEncoding.ts';

/** roleLevel from a number, a numeric string or a { level } node. */
function levelOf(value: unknown): number | undefined {
  const raw = value && typeof value === 'object' ? asRecord(value).level : value;
  const level = typeof raw === 'string' ? Number(raw) : raw;
  return typeof level === 'number' && Number.isInteger(level) ? level : undefined;
}

/** Role form values → json_RoleNode for create (POST /catalog/roles) and modify (PUT, with id). */
export function roleNode(data: unknown, context: CatalogContext = {}): Row {
  const values = asRecord(data);
  const node = identifiedTexts(values, context);
  if ('roleLevel' in values) {
    const level = levelOf(values.roleLevel);
    if (level !== undefined) Object.assign(node, { level, roleLevel: { level } });
  }
  if ('subContainer' in values) {
    const container = ids(values.subContainer)[0];
    if (container) node.subContainer = container;
  }
  if ('categories' in values) node.categories = idNodes(values.categories);
  if ('owners' in values) node.owners = ownerNodes(values.owners);
  if ('approval' in values) Object.assign(node, approvalOf('role', 'grant', values.approval));
  // A role's revoke approval: revokeRequired and revokeRequestDef only (none or custom).
  if ('revokeApproval' in values) Object.assign(node, approvalOf('role', 'revoke', values.revokeApproval));
  return node;
}

/** Map (dialog: form.resources, form.mappingDescription) or unmap (selected rows) resources of the page's role. */
export function mappedResources(rows: unknown, context: CatalogContext = {}) {
  const mapping = text(context.form?.mappingDescription);
  return {
    roleId: text(context.route?.dn) ?? idOf(context.object),
    mappedResources: ids(chosenOrSelected(rows, context, 'resources')).map((id) => ({ id, ...(mapping ? { mappingDescription: mapping } : {}) })),
  };
}

/**
 * Assign the page's role to the recipients of the dialog (users, groups or containers, one type per
 * request), with effective and expiry dates and a reason.
 */
export const roleAssignment = (_rows: unknown, context: CatalogContext = {}) => assignment(context, ['user', 'group', 'container']);
