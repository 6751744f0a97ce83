// The resources area's transform: json_ResourceNode (or the resources.details answer) → resource
// form values: approvals, expiration, the bound entitlement and the parameterList widget's rows.
import { deriveApproval } from '../../../domain/approval.ts';
import { decodeListValues, isEntitlementParameter, type ParameterRow } from '../../../domain/parameters.ts';
import { parseDuration } from '../../../domain/duration.ts';
import { asRows, categoryItems, common, nodeOf, ownerItems, str, type Row } from '../../../domain/catalogNodes.ts';

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
