// What a resource request asks, read from its body or query and checked (400 Fault otherwise)
// before anything is written: a new resource or the changes to one (name, texts, approvals, the
// entitlement binding and further parameters, expiration, categories, owners), the names to
// check, the dates and dynamic parameters of an assignment.
import { addDuration, parseDuration } from '../../../domain/duration.ts';
import { ENTITLEMENT_PARAM_DEFAULTS, ENTITLEMENT_PARAM_PARENT_TYPE, PARAMETER_TYPES, decodeListValues, encodeListValues, isEntitlementParameter, isParameterType, isReservedId, listValuesOf } from '../../../domain/parameters.ts';
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import type { AssignmentDates } from '../assignments.ts';
import { bodyOf, idsOf, mentions, optionalBoolean, parseAttrs, readApproval, readCategories, readOwners, type Approval } from '../common.ts';
import { description, localizedDescriptions, localizedNames, requiredName } from '../text.ts';
import { grantApproval } from './approvals.ts';
import { entitlementHasValue, findEntitlement, type ResourceAttrs, type ResourceBinding, type ResourceInput, type ResourceParam, type StoredResource } from './store.ts';


const GRANT_KEYS = ['approvalRequired', 'approvalIsStandard', 'quorum', 'approvers', 'requestDef'];
const REVOKE_KEYS = ['revokeRequired', 'revokeApprovalIsStandard', 'revokeQuorum', 'revokeApprovers', 'revokeRequestDef'];

/** Approval fields of a resource request for grant ('') or revoke. */
function resourceApprovalFields(body: Record<string, unknown>, prefix: '' | 'revoke', current: Approval | undefined) {
  const key = (name: string) => (prefix ? `revoke${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  const requiredKey = prefix ? 'revokeRequired' : 'approvalRequired';
  const standardKey = prefix ? 'revokeApprovalIsStandard' : 'approvalIsStandard';
  return {
    required: body[requiredKey] ?? (current ? current.kind !== 'NONE' : undefined),
    standard: body[standardKey] ?? (current ? current.kind !== 'CUSTOM' : undefined),
    quorum: key('quorum') in body ? body[key('quorum')] : current?.quorum,
    approvers: body[key('approvers')] ?? current?.approvers,
    requestDef: body[key('requestDef')] ?? current?.requestDef,
  };
}

/** The entitlement binding of a resource: static (one value) or dynamic (EntitlementParamKey). */
async function readBinding(db: Db, body: Record<string, unknown>, required: boolean, previous: ResourceParam[] = []): Promise<ResourceBinding | undefined> {
  const entitlementIds = idsOf(body.entitlements, 'entitlements', { allowEmpty: true });
  if (entitlementIds.length === 0) {
    if (required) throw badRequest('Resource: an entitlement is required to create a resource from an entitlement');
    return undefined;
  }
  if (entitlementIds.length > 1) throw badRequest('Resource: a resource binds one entitlement');
  const entitlement = await findEntitlement(db, entitlementIds[0]!);
  if (!entitlement) throw badRequest(`Resource: no entitlement "${entitlementIds[0]}"`);
  const values = Array.isArray(body.entitlementValues) ? body.entitlementValues.map((v) => bodyOf(v)) : [];
  const value = values.map((v) => v.value ?? v.id).find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();
  if (value !== undefined && !(await entitlementHasValue(db, entitlement.dn, value))) {
    throw badRequest(`Resource: the entitlement has no value "${value}"`);
  }
  const entitlementParam = bodyOf((Array.isArray(body.resourceParameters) ? body.resourceParameters : []).map((p) => bodyOf(p)).find(isEntitlementParameter));
  const params: ResourceParam[] = value === undefined ? [entitlementParameter(entitlement.dn, entitlementParam)] : [];
  // A new binding without parameters keeps the further parameters the resource has.
  params.push(...(body.resourceParameters !== undefined ? furtherParameters(body.resourceParameters) : previous.filter((p) => !isEntitlementParameter(p))));
  return { entitlementDn: entitlement.dn, value: value ?? null, params };
}

/** The entitlement parameter with the spec's defaults (its display names as given). */
function entitlementParameter(entitlementDn: string, given: Record<string, unknown>): ResourceParam {
  return {
    ...ENTITLEMENT_PARAM_DEFAULTS,
    entitlementDn,
    ...(typeof given.displayValue === 'string' && given.displayValue.trim() !== '' ? { displayValue: given.displayValue.trim() } : {}),
    localizedDisplayValues: localizedNames(given.localizedDisplayValues, 'Parameter'),
  };
}

/**
 * The further dynamic parameters of a body (the entitlement parameter is the binding's): an id
 * without spaces, unique (case-insensitive), a type among Integer, Boolean, List, String, and a
 * List with at least one value (in `value`, a JSON array text: domain/parameters.ts).
 */
function furtherParameters(given: unknown): ResourceParam[] {
  const params: ResourceParam[] = [];
  const seen = new Set<string>();
  for (const raw of Array.isArray(given) ? given.map((p) => bodyOf(p)) : []) {
    if (isEntitlementParameter(raw)) continue;
    const id = typeof raw.id === 'string' ? raw.id.trim() : '';
    if (!id) throw badRequest('Resource: every parameter needs an id');
    if (/\s/.test(id)) throw badRequest(`Resource: the parameter id "${id}" contains spaces`);
    if (isReservedId(id)) throw badRequest(`Resource: the parameter id "${id}" is reserved for the entitlement binding`);
    if (seen.has(id.toLowerCase())) throw badRequest(`Resource: the parameter id "${id}" is used twice`);
    seen.add(id.toLowerCase());
    const type = raw.type === undefined ? 'String' : raw.type;
    if (!isParameterType(type)) throw badRequest(`Resource: the parameter type "${String(type)}" is not one of ${PARAMETER_TYPES.join(', ')}`);
    const listValues = type === 'List' ? listValuesOf({ listValues: decodeListValues(raw.value) }) : [];
    if (type === 'List' && listValues.length === 0) throw badRequest(`Resource: the List parameter "${id}" needs at least one value`);
    params.push({
      id, scope: 'user', type, binding: 'dynamic', instance: true,
      hide: optionalBoolean(raw.hide, 'hide') ?? false,
      ...(optionalBoolean(raw.multiValue, 'multiValue') ? { multiValue: true } : {}),
      ...(typeof raw.displayValue === 'string' && raw.displayValue.trim() !== '' ? { displayValue: raw.displayValue.trim() } : {}),
      ...(type === 'List' ? { value: encodeListValues(listValues) } : {}),
      localizedDisplayValues: localizedNames(raw.localizedDisplayValues, 'Parameter'),
    });
  }
  return params;
}

/**
 * Whether assignments must expire, and within how long (expiresAfter '30D', '6M', '1Y'). Left out of
 * a modify, the stored setting stays.
 */
function expiration(body: Record<string, unknown>, previous: ResourceAttrs): Pick<ResourceAttrs, 'isExpirationRequired' | 'expiresAfter'> {
  const required = optionalBoolean(body.isExpirationRequired, 'isExpirationRequired') ?? previous.isExpirationRequired ?? false;
  if (!required) return { isExpirationRequired: false, expiresAfter: undefined };
  const given = 'expiresAfter' in body ? body.expiresAfter : previous.expiresAfter;
  const duration = parseDuration(given);
  if (!duration) throw badRequest(`Resource: expiresAfter "${String(given ?? '')}" must be a whole number of days, months or years (e.g. 30D, 6M, 1Y) when assignments must expire`);
  return { isExpirationRequired: true, expiresAfter: `${duration.amount}${duration.unit}` };
}

/**
 * The dates of an assignment of a resource whose assignments must expire: no expiry gives the
 * longest allowed (effective date + expiresAfter); a later one is refused.
 */
export function expiringDates(dates: AssignmentDates, attrs: ResourceAttrs): AssignmentDates {
  const duration = attrs.isExpirationRequired ? parseDuration(attrs.expiresAfter) : undefined;
  if (!duration) return dates;
  const latest = addDuration(new Date(dates.effective), duration.amount, duration.unit).toISOString();
  if (!dates.expiry) return { ...dates, expiry: latest };
  if (dates.expiry > latest) throw badRequest(`expiryDate: assignments of this resource expire within ${attrs.expiresAfter} of the effective date (${latest} at the latest)`);
  return dates;
}

/**
 * Everything a create (no current resource) or modify writes, read and checked before anything is
 * written; a modify keeps what its body leaves out.
 */
export async function readResource(db: Db, body: Record<string, unknown>, current: StoredResource | undefined, fromEntitlement: boolean): Promise<ResourceInput> {
  const previous = current ? (parseAttrs(current.attrs) as ResourceAttrs) : {};
  const name = body.name !== undefined || !current ? requiredName(body.name, 'Resource') : current.name;
  const desc = body.description !== undefined || !current ? description(body.description, 'Resource') : (current.description ?? '');
  // A modify that leaves an approval's fields out keeps that approval as stored.
  const storedGrant = current ? grantApproval(current, previous) : undefined;
  const grant = storedGrant && !mentions(body, GRANT_KEYS) ? storedGrant : await readApproval(db, resourceApprovalFields(body, '', storedGrant), 'Resource approval');
  const revokeEqualsGrant = optionalBoolean(body.revokeEqualsGrant, 'revokeEqualsGrant') ?? previous.revokeEqualsGrant ?? true;
  const revoke = revokeEqualsGrant
    ? grant
    : previous.revoke && !mentions(body, REVOKE_KEYS)
      ? previous.revoke
      : await readApproval(db, resourceApprovalFields(body, 'revoke', previous.revoke), 'Resource revoke approval');
  const attrs: ResourceAttrs = { ...previous, grant, revokeEqualsGrant, revoke };
  if ('localizedNames' in body || !current) attrs.localizedNames = localizedNames(body.localizedNames, 'Resource');
  if ('localizedDescriptions' in body || !current) attrs.localizedDescriptions = localizedDescriptions(body.localizedDescriptions, 'Resource');
  Object.assign(attrs, expiration(body, previous));
  const binding = 'entitlements' in body || fromEntitlement ? await readBinding(db, body, fromEntitlement, previous.resourceParameters) : undefined;
  if (binding) Object.assign(attrs, { resourceParameters: binding.params, parentType: ENTITLEMENT_PARAM_PARENT_TYPE });
  // Parameters edited without a new binding: the stored entitlement parameter stays (it belongs to
  // the binding), the further ones are replaced.
  else if (body.resourceParameters !== undefined) attrs.resourceParameters = [...(previous.resourceParameters ?? []).filter(isEntitlementParameter), ...furtherParameters(body.resourceParameters)];
  return {
    name, desc, attrs, binding, grant, revoke,
    categories: body.categories !== undefined ? await readCategories(db, body.categories, 'resource', 'Resource') : undefined,
    owners: body.owners !== undefined ? await readOwners(db, body.owners, 'Resource') : undefined,
  };
}

/** Whether a create makes the resource from an entitlement (?fromEntitlement=true): it must then bind one. */
export function readFromEntitlement(query: Record<string, unknown>): boolean {
  return String(query.fromEntitlement) === 'true';
}

/** The body of a binding change: only the binding's fields of a modify, with at least one entitlement. */
export function readBindingChange(body: Record<string, unknown>): Record<string, unknown> {
  if (idsOf(body.entitlements, 'entitlements', { allowEmpty: true }).length === 0) throw badRequest('Resource: an entitlement is required');
  return { id: body.id, entitlements: body.entitlements, entitlementValues: body.entitlementValues, resourceParameters: body.resourceParameters };
}

/** The names a validation request asks about (resourceNames, or one name), each a valid name. */
export function readNamesToCheck(body: Record<string, unknown>): string[] {
  const entries = Array.isArray(body.resourceNames) ? body.resourceNames.map((e) => bodyOf(e)) : body.name !== undefined ? [body] : [];
  if (entries.length === 0) throw badRequest('resourceNames: at least one name is required');
  return entries.map((entry) => requiredName(entry.name, 'Resource'));
}

/**
 * The dynamic parameter values of an assignment (dynamicParams, as a list or wrapped in a node),
 * trimmed; a resource bound dynamically to an entitlement needs the entitlement's value.
 */
export function readDynamicParams(body: Record<string, unknown>, attrs: ResourceAttrs): Record<string, string> {
  const params: Record<string, string> = {};
  const given = bodyOf(body.dynamicParams);
  const list = Array.isArray(given.dynamicParams) ? given.dynamicParams : Array.isArray(body.dynamicParams) ? body.dynamicParams : [];
  for (const p of list.map((e) => bodyOf(e))) if (typeof p.key === 'string' && typeof p.value === 'string') params[p.key] = p.value.trim();
  for (const param of attrs.resourceParameters ?? []) {
    if (param.binding === 'dynamic' && param.id === ENTITLEMENT_PARAM_DEFAULTS.id && !params[param.id]) throw badRequest(`dynamicParams: a value for ${param.id} is required`);
  }
  return params;
}
