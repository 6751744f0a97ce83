/**
 * Resource administration (issue 8): details, create (also from an entitlement), modify, delete,
 * entitlement binding, name validation, assignments. Contract paths under /catalog/resources; the
 * lists are in resources.ts. Writes need resourceAdmin or domainAdmin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../../auth/principal.ts';
import { assignResource, assignmentDates, listAssignments, readRecipients, revokeAssignments, type AssignmentDates } from '../assignments.ts';
import { Feedback, bodyOf, categoryNodes, idsOf, mentions, optionalBoolean, ownerNodes, parseAttrs, readApproval, roleConfigContainer, readCategories, readOwners, type Approval } from '../common.ts';
import { grantApproval, revokeApproval, revokeNeedsApproval } from './approvals.ts';
import { cnOf, description, localizedDescriptions, localizedNames, requiredName, type LocalizedDesc, type LocalizedName } from '../text.ts';
import { badRequest } from '../../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../../http/paging.ts';
import type { Db } from '../../store/db.ts';
import { addDuration, parseDuration } from '../../../domain/duration.ts';
import { ENTITLEMENT_PARAM_KEY, PARAMETER_TYPES, decodeListValues, encodeListValues, isEntitlementParameter, isParameterType, isReservedId, listValuesOf } from '../../../domain/parameters.ts';

const writeResources = requirePower('resourceAdmin', 'domainAdmin');
const objectBody = { type: 'object' } as const;

/** The defaults of the dynamic parameter that binds a resource to an entitlement chosen at request time. */
export const ENTITLEMENT_PARAM_DEFAULTS = { id: ENTITLEMENT_PARAM_KEY, scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false } as const;
/** The parent type of that parameter (stored, not part of the contract's ResourceParamNode). */
export const ENTITLEMENT_PARAM_PARENT_TYPE = 'resource';
interface ResourceParam { id: string; scope: string; type: string; binding: string; instance: boolean; hide: boolean; multiValue?: boolean; entitlementDn?: string; staticValue?: string; value?: string; displayValue?: string; localizedDisplayValues?: LocalizedName[] }
interface ResourceAttrs { localizedNames?: LocalizedName[]; localizedDescriptions?: LocalizedDesc[]; grant?: Approval; revokeEqualsGrant?: boolean; revoke?: Approval; resourceParameters?: ResourceParam[]; parentType?: string; isExpirationRequired?: boolean; expiresAfter?: string }
interface StoredResource { dn: string; name: string; description: string | null; entitlement_dn: string | null; entitlement_value: string | null; status: number; approval_required: number; attrs: string }

async function findResource(db: Db, dn: string): Promise<StoredResource | undefined> {
  return db.get<StoredResource>('SELECT dn, name, description, entitlement_dn, entitlement_value, status, approval_required, attrs FROM resources WHERE dn = ? COLLATE NOCASE', [dn]);
}

async function requireResource(db: Db, dn: unknown): Promise<StoredResource> {
  if (typeof dn !== 'string' || dn.trim() === '') throw badRequest('The resource id is required');
  const resource = await findResource(db, dn.trim());
  if (!resource) throw badRequest(`No resource "${dn}"`);
  return resource;
}

function approvalNode(a: Approval | undefined, prefix: '' | 'revoke') {
  const approval = a ?? { kind: 'NONE', approvers: [] };
  const key = (name: string) => (prefix ? `revoke${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  return {
    [prefix ? 'revokeRequired' : 'approvalRequired']: approval.kind !== 'NONE',
    [prefix ? 'revokeApprovalIsStandard' : 'approvalIsStandard']: approval.kind === 'SERIAL' || approval.kind === 'QUORUM',
    [key('approvers')]: approval.approvers,
    ...(approval.quorum ? { [key('quorum')]: approval.quorum } : {}),
    ...(approval.requestDef ? { [key('requestDef')]: approval.requestDef, [key('requestDefName')]: approval.requestDefName ?? '' } : {}),
  };
}

async function resourceDetails(db: Db, r: StoredResource) {
  const attrs = parseAttrs(r.attrs) as ResourceAttrs;
  const owners = await db.all<{ owner_dn: string }>('SELECT owner_dn FROM resource_owners WHERE resource_dn = ? ORDER BY owner_dn', [r.dn]);
  const entitlement = r.entitlement_dn
    ? await db.get<{ dn: string; display_name: string; driver_dn: string; driver_name: string }>('SELECT e.dn, e.display_name, e.driver_dn, d.name AS driver_name FROM entitlements e JOIN drivers d ON d.dn = e.driver_dn WHERE e.dn = ?', [r.entitlement_dn])
    : undefined;
  const revokeEqualsGrant = attrs.revokeEqualsGrant ?? true;
  return {
    id: r.dn,
    name: r.name,
    description: r.description ?? '',
    status: String(r.status),
    categories: await categoryNodes(db, 'resource_categories', 'resource_dn', r.dn, 'resource'),
    owners: await ownerNodes(db, owners.map((o) => o.owner_dn)),
    ...approvalNode(grantApproval(r, attrs), ''),
    revokeEqualsGrant,
    ...approvalNode(revokeApproval(r, { ...attrs, revokeEqualsGrant }), 'revoke'),
    localizedNames: attrs.localizedNames ?? [],
    localizedDescriptions: attrs.localizedDescriptions ?? [],
    isExpirationRequired: attrs.isExpirationRequired ?? false,
    ...(attrs.isExpirationRequired && attrs.expiresAfter ? { expiresAfter: attrs.expiresAfter } : {}),
    resourceParameters: (attrs.resourceParameters ?? []).map((p) => ({ ...p, localizedDisplayValues: p.localizedDisplayValues ?? [] })),
    ...(entitlement
      ? {
          driver: entitlement.driver_dn,
          entitlements: [{ id: entitlement.dn, displayName: entitlement.display_name, driverName: entitlement.driver_name, resourceName: r.name, resourceDescription: r.description ?? '', ...(r.entitlement_value ? { parameterValue: r.entitlement_value } : {}) }],
        }
      : { entitlements: [] }),
  };
}

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
async function readBinding(db: Db, body: Record<string, unknown>, required: boolean, previous: ResourceParam[] = []) {
  const entitlementIds = idsOf(body.entitlements, 'entitlements', { allowEmpty: true });
  if (entitlementIds.length === 0) {
    if (required) throw badRequest('Resource: an entitlement is required to create a resource from an entitlement');
    return undefined;
  }
  if (entitlementIds.length > 1) throw badRequest('Resource: a resource binds one entitlement');
  const entitlement = await db.get<{ dn: string }>('SELECT dn FROM entitlements WHERE dn = ? COLLATE NOCASE', [entitlementIds[0]!]);
  if (!entitlement) throw badRequest(`Resource: no entitlement "${entitlementIds[0]}"`);
  const values = Array.isArray(body.entitlementValues) ? body.entitlementValues.map((v) => bodyOf(v)) : [];
  const value = values.map((v) => v.value ?? v.id).find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();
  if (value !== undefined && !(await db.get('SELECT value FROM entitlement_values WHERE entitlement_dn = ? AND value = ?', [entitlement.dn, value]))) {
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
 * List with at least one value (in `value`, a JSON array text: parameterModel.ts).
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
function expiringDates(dates: AssignmentDates, attrs: ResourceAttrs): AssignmentDates {
  const duration = attrs.isExpirationRequired ? parseDuration(attrs.expiresAfter) : undefined;
  if (!duration) return dates;
  const latest = addDuration(new Date(dates.effective), duration.amount, duration.unit).toISOString();
  if (!dates.expiry) return { ...dates, expiry: latest };
  if (dates.expiry > latest) throw badRequest(`expiryDate: assignments of this resource expire within ${attrs.expiresAfter} of the effective date (${latest} at the latest)`);
  return dates;
}

async function replaceResourceLinks(tx: Db, table: 'resource_categories' | 'resource_owners', column: 'category_key' | 'owner_dn', dn: string, values: string[]): Promise<void> {
  await tx.run(`DELETE FROM ${table} WHERE resource_dn = ?`, [dn]);
  for (const value of values) await tx.run(`INSERT INTO ${table} (resource_dn, ${column}) VALUES (?, ?)`, [dn, value]);
}


async function suggestedName(db: Db, name: string): Promise<string> {
  for (let n = 2; ; n += 1) {
    const candidate = `${name} ${n}`;
    if (!(await db.get('SELECT dn FROM resources WHERE name = ? COLLATE NOCASE', [candidate]))) return candidate;
  }
}

const resourceAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/catalog/resources/resource', { schema: { body: objectBody } }, async (request, reply) => {
    const resources = [];
    for (const id of idsOf(bodyOf(request.body).resources, 'resources')) {
      const resource = await findResource(db, id);
      if (resource) resources.push(await resourceDetails(db, resource));
    }
    reply.code(201);
    return { resources, arraySize: resources.length, nextIndex: 0, total: resources.length };
  });

  /** Everything a create or modify writes, read and checked before anything is written. */
  async function readResource(body: Record<string, unknown>, current: StoredResource | undefined, fromEntitlement: boolean) {
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

  app.post('/catalog/resources', { preHandler: writeResources, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const fromEntitlement = String((request.query as Record<string, unknown>).fromEntitlement) === 'true';
    const r = await readResource(body, undefined, fromEntitlement);
    const dn = `cn=${cnOf(r.name)},${await roleConfigContainer(db, 'ResourceDefs')}`;
    if (await findResource(db, dn)) throw badRequest(`Resource: a resource with the id "${cnOf(r.name)}" already exists`);
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO resources (dn, name, description, entitlement_dn, entitlement_value, status, approval_required, revoke_required, attrs) VALUES (?, ?, ?, ?, ?, 50, ?, ?, ?)',
        [dn, r.name, r.desc, r.binding?.entitlementDn ?? null, r.binding?.value ?? null, r.grant.kind === 'NONE' ? 0 : 1, r.revoke.kind === 'NONE' ? 0 : 1, JSON.stringify(r.attrs)]);
      await replaceResourceLinks(tx, 'resource_categories', 'category_key', dn, r.categories ?? []);
      await replaceResourceLinks(tx, 'resource_owners', 'owner_dn', dn, r.owners ?? []);
    });
    const feedback = new Feedback();
    feedback.ok({ id: dn, dn, name: r.name, entityType: 'resource' });
    reply.code(201);
    return feedback.answer();
  });

  const modify = async (body: Record<string, unknown>) => {
    const current = await requireResource(db, body.id);
    const r = await readResource(body, current, false);
    await db.transaction(async (tx) => {
      await tx.run('UPDATE resources SET name = ?, description = ?, approval_required = ?, revoke_required = ?, attrs = ? WHERE dn = ?',
        [r.name, r.desc, r.grant.kind === 'NONE' ? 0 : 1, r.revoke.kind === 'NONE' ? 0 : 1, JSON.stringify(r.attrs), current.dn]);
      if (r.binding) await tx.run('UPDATE resources SET entitlement_dn = ?, entitlement_value = ? WHERE dn = ?', [r.binding.entitlementDn, r.binding.value, current.dn]);
      if (r.categories) await replaceResourceLinks(tx, 'resource_categories', 'category_key', current.dn, r.categories);
      if (r.owners) await replaceResourceLinks(tx, 'resource_owners', 'owner_dn', current.dn, r.owners);
    });
  };

  app.put('/catalog/resources/resource', { preHandler: writeResources, schema: { body: objectBody } }, async (request, reply) => {
    await modify(bodyOf(request.body));
    return reply.code(204).send();
  });

  app.put('/catalog/resources/resource/entitlement', { preHandler: writeResources, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    if (idsOf(body.entitlements, 'entitlements', { allowEmpty: true }).length === 0) throw badRequest('Resource: an entitlement is required');
    await modify({ id: body.id, entitlements: body.entitlements, entitlementValues: body.entitlementValues, resourceParameters: body.resourceParameters });
    return reply.code(204).send();
  });

  // A resource still assigned is not deleted (its assignments are revoked first); mappings to roles go with it.
  app.delete('/catalog/resources/resource', { preHandler: writeResources, schema: { body: objectBody } }, async (request) => {
    const feedback = new Feedback();
    await db.transaction(async (tx) => {
      for (const id of idsOf(bodyOf(request.body).resources, 'resources')) {
        const resource = await findResource(tx, id);
        if (!resource) {
          feedback.fail({ id, reason: `No resource "${id}"` });
          continue;
        }
        const assigned = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM resource_assignments WHERE resource_dn = ?', [resource.dn]))?.n ?? 0;
        if (assigned > 0) {
          feedback.fail({ id: resource.dn, name: resource.name, reason: `"${resource.name}" is assigned to ${assigned} users; revoke the assignments first` });
          continue;
        }
        await tx.run('DELETE FROM resources WHERE dn = ?', [resource.dn]);
        feedback.ok({ id: resource.dn, name: resource.name, entityType: 'resource' });
      }
    });
    return feedback.answer();
  });

  app.post('/catalog/resources/validateResourceNames', { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const entries = Array.isArray(body.resourceNames) ? body.resourceNames.map((e) => bodyOf(e)) : body.name !== undefined ? [body] : [];
    if (entries.length === 0) throw badRequest('resourceNames: at least one name is required');
    const resources = [];
    for (const entry of entries) {
      const name = requiredName(entry.name, 'Resource');
      const taken = Boolean(await db.get('SELECT dn FROM resources WHERE name = ? COLLATE NOCASE', [name]));
      resources.push({ name, isNameExist: taken, ...(taken ? { suggestedName: await suggestedName(db, name) } : {}) });
    }
    reply.code(201);
    return { resources, arraySize: resources.length };
  });

  app.post('/catalog/resources/resource/assignments', { schema: { body: objectBody } }, async (request, reply) => {
    const resource = await requireResource(db, bodyOf(request.body).dn ?? bodyOf(request.body).id);
    const page = pageRequest(request.query as Record<string, unknown>);
    const { assignments, total } = await listAssignments(db, 'resource', resource, page, likePattern);
    reply.code(201);
    return { assignments, arraySize: assignments.length, nextIndex: nextIndexAfter(page, total), total };
  });

  app.post('/catalog/resources/resource/assignments/assign', { preHandler: writeResources, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const resource = await requireResource(db, body.dn);
    const recipients = await readRecipients(db, body, ['user']);
    const attrs = parseAttrs(resource.attrs) as ResourceAttrs;
    const dates = expiringDates(assignmentDates(body), attrs);
    const params: Record<string, string> = {};
    const given = bodyOf(body.dynamicParams);
    const list = Array.isArray(given.dynamicParams) ? given.dynamicParams : Array.isArray(body.dynamicParams) ? body.dynamicParams : [];
    for (const p of list.map((e) => bodyOf(e))) if (typeof p.key === 'string' && typeof p.value === 'string') params[p.key] = p.value.trim();
    for (const param of attrs.resourceParameters ?? []) {
      if (param.binding === 'dynamic' && param.id === ENTITLEMENT_PARAM_DEFAULTS.id && !params[param.id]) throw badRequest(`dynamicParams: a value for ${param.id} is required`);
    }
    const answer = await assignResource(db, { dn: resource.dn, name: resource.name, approvalRequired: grantApproval(resource, attrs).kind !== 'NONE' }, recipients, dates, params, principalOf(request).dn, description(body.description, 'Assignment'));
    reply.code(201);
    return answer;
  });

  app.post('/catalog/resources/resource/assignments/revoke', { preHandler: writeResources, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const resource = await requireResource(db, body.dn);
    const recipients = await readRecipients(db, body, ['user']);
    const item = { dn: resource.dn, name: resource.name, revokeApprovalRequired: revokeNeedsApproval(resource) };
    const answer = await revokeAssignments(db, 'resource', item, recipients.map((r) => r.id), principalOf(request).dn, description(body.description, 'Revocation'));
    reply.code(201);
    return answer;
  });
};

export default resourceAdminRoutes;
