// The resources area's encoders: resource form values → json_ResourceNode (with the entitlement
// binding, dynamic parameters and expiration settings), and the bodies of its actions (delete,
// change the entitlement binding, assign). The entitlement parameter has
// fixed defaults (scope user, type EntitlementRef, binding dynamic). Pure and node-safe; what roles, resources and SoD share is in domain/catalogEncoding.ts.
import { ENTITLEMENT_PARAM_DEFAULTS, ENTITLEMENT_PARAM_PARENT_TYPE, encodeListValues, isEntitlementParameter, isParameterType, listValuesOf } from '../../../domain/parameters.ts';
import { formatDuration } from '../../../domain/duration.ts';
import { approvalOf, asList, asRecord, assignment, identifiedTexts, idNodes, idOf, ids, localizedList, ownerNodes, text, type CatalogContext, type Row } from '../../../domain/catalogEncoding.ts';

/** The entitlement parameter with its defaults (ENTITLEMENT_PARAM_DEFAULTS, parent type resource), for the given entitlement. */
function entitlementParameter(entitlementDn: string | undefined, row: Row = {}): Row {
  const display = text(row.displayValue);
  return {
    ...ENTITLEMENT_PARAM_DEFAULTS,
    ...(entitlementDn ? { entitlementDn } : {}),
    parentType: ENTITLEMENT_PARAM_PARENT_TYPE,
    ...(display ? { displayValue: display } : {}),
    ...(Array.isArray(row.localizedDisplayValues) ? { localizedDisplayValues: localizedList(row.localizedDisplayValues, 'name') } : {}),
  };
}

/**
 * Further dynamic parameters (the parameterList widget's rows) → ResourceParamNodes: ids and
 * display names trimmed, unknown types become String, a List's values (blanks dropped) in `value`,
 * localized display names under directory keys; rows without id and the entitlement parameter are
 * left out (the binding writes that one).
 */
export function resourceParameters(value: unknown): Row[] {
  return asList(value)
    .map(asRecord)
    .filter((p) => typeof p.id === 'string' && p.id.trim() !== '' && !isEntitlementParameter({ id: p.id.trim() }))
    .map((p) => {
      const type = isParameterType(p.type) ? p.type : 'String';
      const display = text(p.displayValue);
      return {
        id: (p.id as string).trim(),
        scope: 'user',
        type,
        binding: 'dynamic',
        instance: true,
        hide: p.hide === true,
        ...(p.multiValue === true ? { multiValue: true } : {}),
        ...(display ? { displayValue: display } : {}),
        ...(type === 'List' ? { value: encodeListValues(listValuesOf({ listValues: p.listValues as string[] | undefined })) } : {}),
        ...(Array.isArray(p.localizedDisplayValues) ? { localizedDisplayValues: localizedList(p.localizedDisplayValues, 'name') } : {}),
      };
    });
}

/**
 * The parameters of a resource being edited (not a binding): the entitlement parameter as it is
 * (with the spec's defaults, for the bound entitlement) and the further parameters.
 */
function editedParameters(values: Row): Row[] {
  const rows = asList(values.resourceParameters).map(asRecord);
  const entitlement = rows.find((p) => isEntitlementParameter(p));
  const bound = entitlement ? [entitlementParameter(text(entitlement.entitlementDn) ?? ids(values.entitlement)[0], entitlement)] : [];
  return [...bound, ...resourceParameters(rows)];
}

/**
 * The entitlement binding of a resource: the entitlement, its value when one is chosen (static),
 * otherwise the EntitlementParamKey parameter (dynamic), and the further parameters.
 */
export function entitlementBinding(values: Row): Row {
  const entitlement = ids(values.entitlement)[0];
  if (!entitlement) return {};
  const value = asList(values.entitlementValue).map((v) => (typeof v === 'string' ? v.trim() : text(asRecord(v).value) ?? idOf(v))).find((v) => v);
  const parameters = [...(value ? [] : [entitlementParameter(entitlement)]), ...resourceParameters(values.resourceParameters)];
  return {
    entitlements: [{ id: entitlement }],
    ...(value ? { entitlementValues: [{ value }] } : {}),
    resourceParameters: parameters,
  };
}

/**
 * Whether assignments of a resource must expire, and the longest they may last: expiresAfter as the
 * server stores it ('6M') from an amount and a unit (D, M, Y). Not required sends no duration.
 */
export function expirationSettings(values: Row): { isExpirationRequired: boolean; expiresAfter: string } {
  const required = values.isExpirationRequired === true;
  return { isExpirationRequired: required, expiresAfter: required ? (formatDuration(values.expiresAfterAmount, values.expiresAfterUnit) ?? '') : '' };
}

/** Resource form values → json_ResourceNode (create, with fromEntitlement; modify with id). */
export function resourceNode(data: unknown, context: CatalogContext = {}): Row {
  const values = asRecord(data);
  const node = identifiedTexts(values, context);
  if ('categories' in values) node.categories = idNodes(values.categories);
  if ('owners' in values) node.owners = ownerNodes(values.owners);
  if ('approval' in values) Object.assign(node, approvalOf('resource', 'grant', values.approval));
  if ('revokeApproval' in values) Object.assign(node, approvalOf('resource', 'revoke', values.revokeApproval));
  if ('isExpirationRequired' in values) Object.assign(node, expirationSettings(values));
  // Only a create from an entitlement ('Create from an entitlement' ticked) sends a binding; a
  // modify leaves it as stored (the resourceEntitlement action changes it).
  // The parameters edited on their own (the parameterList field) are sent whole.
  if (values.fromEntitlement === true) Object.assign(node, entitlementBinding(values));
  else if ('resourceParameters' in values) node.resourceParameters = editedParameters(values);
  return node;
}

/**
 * Change the entitlement binding of the page's resource (PUT /catalog/resources/resource/entitlement):
 * the dialog's entitlement and value, with the resource's further parameters (the dialog's when it
 * has them), which a new binding keeps.
 */
export function resourceEntitlement(_rows: unknown, context: CatalogContext = {}): Row {
  const form = { resourceParameters: asRecord(context.object).resourceParameters, ...asRecord(context.form) };
  return { id: text(context.route?.dn) ?? idOf(context.object), ...entitlementBinding(form) };
}


/** Assign the page's resource to users; a dynamically bound resource sends the entitlement value chosen. */
export function resourceAssignment(_rows: unknown, context: CatalogContext = {}): Row {
  const body = assignment(context, ['user']);
  const value = text(context.form?.entitlementParamValue);
  return value ? { ...body, dynamicParams: { dynamicParams: [{ key: ENTITLEMENT_PARAM_DEFAULTS.id, value }] } } : body;
}
