// Encoders of the role, resource and SoD screens (issue 8): form values or selected rows to the
// bodies of the contract (json_RoleNode, json_ResourceNode, json_SodNode, the link, mapping,
// assignment and revocation bodies). Pure and node-safe. Rules: console-data 3 (localized keys
// zh-CN → zh_CN, zh-TW → zh_TW, he → iw; entitlement parameter defaults), 4 (approval fields) and
// 5 (names and descriptions trimmed before create and modify).
//
// The form values are those the transforms of api/transforms/catalog.ts produce: picker items for
// categories, owners, roles and resources (items keep their type so owners send it), the approval
// editor's ApprovalValue, localizedText lists, ISO date strings from the dateTime widget.

import { approvalFields, normaliseQuorum, type ApprovalEntity, type ApprovalMode, type ApprovalValue } from '../../domain/approval.ts';
import { localizedEntries, type LocalizedField } from '../../domain/localeKeys.ts';
import { ENTITLEMENT_PARAM_KEY, encodeListValues, isEntitlementParameter, isParameterType, listValuesOf } from '../../domain/parameters.ts';
import { addDuration, formatDuration, isExpiryUnit } from '../../domain/duration.ts';

/** What a catalogue encoder may read besides the data (EncoderContext of ./index.ts). */
export interface CatalogContext {
  route?: Record<string, string | undefined>;
  form?: Record<string, unknown>;
  object?: unknown;
}

type Row = Record<string, unknown>;

const asRecord = (data: unknown): Row => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Row) : {});
const asList = (data: unknown): unknown[] => (Array.isArray(data) ? data : data === undefined || data === null || data === '' ? [] : [data]);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** The id of a picker item, a contract node or a DN string (items carry dn or id). */
export function idOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim() || undefined;
  const o = asRecord(entry);
  const id = typeof o.dn === 'string' && o.dn !== '' ? o.dn : o.id;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}

const ids = (value: unknown): string[] => asList(value).map(idOf).filter((id): id is string => id !== undefined);
const idNodes = (value: unknown) => ids(value).map((id) => ({ id }));

// ---- Localized texts ----

/**
 * A localized list (contract entries or a locale → text map) as the contract's list under the
 * directory's locale keys, trimmed, blank texts left out.
 */
export function localizedList(value: unknown, field: LocalizedField): { locale: string; name?: string; desc?: string }[] {
  const texts: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const entry of value.map(asRecord)) {
      if (typeof entry.locale === 'string' && typeof entry[field] === 'string') texts[entry.locale] = entry[field];
    }
  } else {
    for (const [locale, t] of Object.entries(asRecord(value))) if (typeof t === 'string') texts[locale] = t;
  }
  return localizedEntries(texts, field);
}

/** name, description and their localized lists, trimmed; only the keys the values carry. */
function texts(values: Row): Row {
  const out: Row = {};
  if ('name' in values) out.name = text(values.name) ?? '';
  if ('description' in values) out.description = text(values.description) ?? '';
  if ('localizedNames' in values) out.localizedNames = localizedList(values.localizedNames, 'name');
  if ('localizedDescriptions' in values) out.localizedDescriptions = localizedList(values.localizedDescriptions, 'desc');
  return out;
}

// ---- Owners, categories, approvals ----

const OWNER_TYPES = new Set(['user', 'group', 'container', 'team']);

/** Owners as [{ id, type }]: the type of the picker tab the owner came from (user when unknown). */
export function ownerNodes(value: unknown): { id: string; type: string }[] {
  return asList(value)
    .map((entry) => ({ id: idOf(entry), type: String(asRecord(entry).type ?? 'user') }))
    .filter((o): o is { id: string; type: string } => o.id !== undefined)
    .map((o) => ({ id: o.id, type: OWNER_TYPES.has(o.type) ? o.type : 'user' }));
}

const isApprovalValue = (value: unknown): value is ApprovalValue => typeof asRecord(value).type === 'string' && Array.isArray(asRecord(value).approvers);

/** Approver nodes as the contract stores them ({ id, name?, type?, sequence }). */
const approverNodes = (value: ApprovalValue) => value.approvers.map((a, index) => ({ id: a.id, ...(a.name ? { name: a.name } : {}), ...(a.type ? { type: a.type } : {}), sequence: index + 1 }));

function approvalOf(entity: ApprovalEntity, mode: ApprovalMode, value: unknown): Row {
  return isApprovalValue(value) ? approvalFields(entity, mode, value) : {};
}

/** The object's id: the values' id, else the loaded object's, else the route's :dn. */
function objectId(values: Row, context: CatalogContext): string | undefined {
  return idOf(values.id) ?? idOf(context.object) ?? text(context.route?.dn);
}

/** What every catalogue node starts with: its id (modify) and its trimmed texts. */
function identifiedTexts(values: Row, context: CatalogContext): Row {
  const id = objectId(values, context);
  return { ...(id ? { id } : {}), ...texts(values) };
}

// ---- Roles ----

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

// ---- Resources ----

/** The dynamic parameter that binds a resource to an entitlement value chosen at request time. */
export const ENTITLEMENT_PARAM_DEFAULTS = { id: ENTITLEMENT_PARAM_KEY, scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false } as const;
/** The parent type of that parameter. */
export const ENTITLEMENT_PARAM_PARENT_TYPE = 'resource';

/** The entitlement parameter with the spec's defaults (console-data 3), for the given entitlement. */
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

// ---- SoD ----

/**
 * SoD form values → json_SodNode: the two conflicting roles, texts, and the approval: the default
 * SoD approvers, or the editor's serial, quorum or custom approval.
 */
export function sodNode(data: unknown, context: CatalogContext = {}): Row {
  const values = asRecord(data);
  const node = identifiedTexts(values, context);
  if ('roles' in values) node.roles = idNodes(values.roles);
  if ('isDefaultApproversUsed' in values || 'approval' in values) {
    const approval = isApprovalValue(values.approval) ? values.approval : undefined;
    const useDefault = values.isDefaultApproversUsed !== false || !approval || approval.type === 'none';
    node.isDefaultApproversUsed = useDefault;
    if (!useDefault && approval) {
      if (approval.type === 'custom') Object.assign(node, { approvers: [], approvalRequestDef: approval.requestDef?.id ?? '', approvalRequestDefName: approval.requestDef?.name ?? '' });
      else Object.assign(node, { approvers: approverNodes(approval), approvalQuorum: approval.type === 'quorum' ? (normaliseQuorum(approval.quorum) ?? '') : '' });
    }
  }
  return node;
}

// ---- Selected rows ----

export const roleIds = (rows: unknown) => ({ roles: idNodes(rows) });
export const resourceIds = (rows: unknown) => ({ resources: idNodes(rows) });
export const sodIds = (rows: unknown) => ({ sods: idNodes(rows) });

/** The items an action works on: those chosen in its dialog (form[field]), else the selected rows. */
function chosenOrSelected(rows: unknown, context: CatalogContext, field: string): unknown[] {
  const chosen = asList(context.form?.[field]);
  return chosen.length > 0 ? chosen : asList(rows);
}

/** Add (dialog: form.roles) or remove (selected rows) child roles of the page's role. */
export const childRoles = (rows: unknown, context: CatalogContext = {}) => ({ roleId: text(context.route?.dn) ?? idOf(context.object), subRoles: idNodes(chosenOrSelected(rows, context, 'roles')) });

/** Add (dialog: form.roles) or remove (selected rows) parent roles of the page's role. */
export const parentRoles = (rows: unknown, context: CatalogContext = {}) => ({ roleId: text(context.route?.dn) ?? idOf(context.object), parentRoles: idNodes(chosenOrSelected(rows, context, 'roles')) });

/** Map (dialog: form.resources, form.mappingDescription) or unmap (selected rows) resources of the page's role. */
export function mappedResources(rows: unknown, context: CatalogContext = {}) {
  const mapping = text(context.form?.mappingDescription);
  return {
    roleId: text(context.route?.dn) ?? idOf(context.object),
    mappedResources: ids(chosenOrSelected(rows, context, 'resources')).map((id) => ({ id, ...(mapping ? { mappingDescription: mapping } : {}) })),
  };
}

// ---- Assignments ----

/** A date value (ISO string, epoch millis) as the wire's epoch-millis string; undefined when empty or invalid. */
function wireDate(value: unknown): string | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? (/^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value)) : Number.NaN;
  return Number.isFinite(ms) ? String(ms) : undefined;
}

/**
 * The assignment dates of a dialog: effectiveDate (now when empty) and the expiry, either a date
 * (expiry 'date') or a duration after the effective date (expiry 'after': expiresAfter units of
 * expiresAfterUnit D, M or Y). 'never' or no choice sends no expiry.
 */
export function assignmentDates(form: Row, now: Date = new Date()): { effectiveDate?: string; expiryDate?: string } {
  const effectiveDate = wireDate(form.effectiveDate);
  const expiry = form.expiry ?? (form.expiryDate ? 'date' : form.expiresAfter !== undefined ? 'after' : 'never');
  let expiryDate: string | undefined;
  if (expiry === 'date') expiryDate = wireDate(form.expiryDate);
  if (expiry === 'after') {
    const amount = Number(form.expiresAfter);
    const unit = isExpiryUnit(form.expiresAfterUnit) ? form.expiresAfterUnit : 'D';
    if (Number.isInteger(amount) && amount > 0) expiryDate = String(addDuration(effectiveDate ? new Date(Number(effectiveDate)) : now, amount, unit).getTime());
  }
  return { ...(effectiveDate ? { effectiveDate } : {}), ...(expiryDate ? { expiryDate } : {}) };
}

/** The dialog field that holds the recipients of each kind. */
export const RECIPIENT_FIELDS: Readonly<Record<string, string>> = { user: 'users', group: 'groups', container: 'containers' };

/**
 * The recipients of an assignment dialog. The server assigns to one recipient type per request, so
 * the dialog asks for the type (form.recipientType) and offers a picker per type (form.users,
 * form.groups, form.containers); a dialog without the type has one picker of users (form.recipients).
 */
function recipients(form: Row, allowed: readonly string[]): { recipientDns: string[]; recipientType: string } {
  const chosen = typeof form.recipientType === 'string' && allowed.includes(form.recipientType) ? form.recipientType : undefined;
  if (chosen) return { recipientDns: ids(form[RECIPIENT_FIELDS[chosen]!]), recipientType: chosen };
  return { recipientDns: ids(form.recipients), recipientType: 'user' };
}

function assignment(context: CatalogContext, allowed: readonly string[]): Row {
  const form = asRecord(context.form);
  const reason = text(form.reason);
  return {
    dn: text(context.route?.dn) ?? idOf(context.object),
    ...recipients(form, allowed),
    ...assignmentDates(form),
    ...(reason ? { description: reason } : {}),
  };
}

/**
 * Assign the page's role to the recipients of the dialog (users, groups or containers, one type per
 * request), with effective and expiry dates and a reason.
 */
export const roleAssignment = (_rows: unknown, context: CatalogContext = {}) => assignment(context, ['user', 'group', 'container']);

/** Assign the page's resource to users; a dynamically bound resource sends the entitlement value chosen. */
export function resourceAssignment(_rows: unknown, context: CatalogContext = {}): Row {
  const body = assignment(context, ['user']);
  const value = text(context.form?.entitlementParamValue);
  return value ? { ...body, dynamicParams: { dynamicParams: [{ key: ENTITLEMENT_PARAM_DEFAULTS.id, value }] } } : body;
}

/**
 * Revoke the selected assignment rows (DELETE /access/assignments/list): grouped by role or
 * resource, each with its assignees; the dialog's reason when given.
 */
export function revokeAssignments(rows: unknown, context: CatalogContext = {}) {
  const byItem = new Map<string, { id: string; entityType: string; assignmentToList: { assignedToDn: string }[] }>();
  for (const row of asList(rows).map(asRecord)) {
    const id = idOf(row.dn) ?? text(context.route?.dn);
    const assignee = idOf(row.recipientDn);
    if (!id || !assignee) continue;
    const entityType = row.entityType === 'resource' ? 'resource' : 'role';
    const key = `${entityType}\u0000${id}`;
    const entry = byItem.get(key) ?? { id, entityType, assignmentToList: [] };
    entry.assignmentToList.push({ assignedToDn: assignee });
    byItem.set(key, entry);
  }
  const reason = text(context.form?.reason);
  return { assignments: [...byItem.values()], ...(reason ? { reason } : {}) };
}

/** The catalogue's encoders, registered by name in ./index.ts. */
export const catalogEncoders = {
  roleNode,
  resourceNode,
  resourceEntitlement,
  sodNode,
  roleIds,
  resourceIds,
  sodIds,
  childRoles,
  parentRoles,
  mappedResources,
  roleAssignment,
  resourceAssignment,
  revokeAssignments,
} satisfies Record<string, (data: unknown, context: CatalogContext) => unknown>;
