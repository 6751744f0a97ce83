// Resources as the administration endpoints read and write them (resources and their link tables;
// the contract's ResourceNode in full for the details). Checks of what a request asks are in input.ts.
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import { categoryNodes, everyOneFound, ownerNodes, parseAttrs, roleConfigContainer, type Approval } from '../common.ts';
import { cnOf, type LocalizedDesc, type LocalizedName } from '../text.ts';
import { grantApproval, revokeApproval } from './approvals.ts';
import { inChunks } from '../../store/chunks.ts';

export interface ResourceParam { id: string; scope: string; type: string; binding: string; instance: boolean; hide: boolean; multiValue?: boolean; entitlementDn?: string; staticValue?: string; value?: string; displayValue?: string; localizedDisplayValues?: LocalizedName[] }
export interface ResourceAttrs { localizedNames?: LocalizedName[]; localizedDescriptions?: LocalizedDesc[]; grant?: Approval; revokeEqualsGrant?: boolean; revoke?: Approval; resourceParameters?: ResourceParam[]; parentType?: string; isExpirationRequired?: boolean; expiresAfter?: string; /** false: requested for one recipient at a time (PermissionNode bulkRequestable). */ bulkRequestable?: boolean }
export interface StoredResource { dn: string; name: string; description: string | null; entitlement_dn: string | null; entitlement_value: string | null; status: number; approval_required: number; attrs: string }

/** The entitlement a resource binds: static (one value) or dynamic (no value; a parameter asks for it). */
export interface ResourceBinding { entitlementDn: string; value: string | null; params: ResourceParam[] }

/** What a create or modify writes (checked by input.ts); a binding, categories and owners only when given. */
export interface ResourceInput { name: string; desc: string; attrs: ResourceAttrs; binding?: ResourceBinding; grant: Approval; revoke: Approval; categories?: string[]; owners?: string[] }

export async function findResource(db: Db, dn: string): Promise<StoredResource | undefined> {
  return db.get<StoredResource>('SELECT dn, name, description, entitlement_dn, entitlement_value, status, approval_required, attrs FROM resources WHERE dn = ? COLLATE NOCASE', [dn]);
}

export async function requireResource(db: Db, dn: unknown): Promise<StoredResource> {
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

/** The full ResourceNodes of the resources given by id (unknown ids are left out). */
export async function resourcesDetails(db: Db, ids: string[]) {
  const resources = [];
  for (const id of ids) {
    const resource = await findResource(db, id);
    if (resource) resources.push(await resourceDetails(db, resource));
  }
  return resources;
}

/** The stored DN of an entitlement, found case-insensitively. */
export async function findEntitlement(db: Db, id: string): Promise<{ dn: string } | undefined> {
  return db.get<{ dn: string }>('SELECT dn FROM entitlements WHERE dn = ? COLLATE NOCASE', [id]);
}

export async function entitlementHasValue(db: Db, entitlementDn: string, value: string): Promise<boolean> {
  return Boolean(await db.get('SELECT value FROM entitlement_values WHERE entitlement_dn = ? AND value = ?', [entitlementDn, value]));
}

// ---- Names

async function suggestedName(db: Db, name: string): Promise<string> {
  for (let n = 2; ; n += 1) {
    const candidate = `${name} ${n}`;
    if (!(await db.get('SELECT dn FROM resources WHERE name = ? COLLATE NOCASE', [candidate]))) return candidate;
  }
}

/** Whether a resource already has the name (any case) and, if so, the first free "<name> <n>". */
export async function nameCheck(db: Db, name: string) {
  const taken = Boolean(await db.get('SELECT dn FROM resources WHERE name = ? COLLATE NOCASE', [name]));
  return { name, isNameExist: taken, ...(taken ? { suggestedName: await suggestedName(db, name) } : {}) };
}

// ---- Writes

async function replaceResourceLinks(tx: Db, table: 'resource_categories' | 'resource_owners', column: 'category_key' | 'owner_dn', dn: string, values: string[]): Promise<void> {
  await tx.run(`DELETE FROM ${table} WHERE resource_dn = ?`, [dn]);
  for (const value of values) await tx.run(`INSERT INTO ${table} (resource_dn, ${column}) VALUES (?, ?)`, [dn, value]);
}

/** Writes a new resource under cn=ResourceDefs, named after it (400 when that DN is taken); answers the DN. */
export async function createResource(db: Db, r: ResourceInput): Promise<string> {
  const dn = `cn=${cnOf(r.name)},${await roleConfigContainer(db, 'ResourceDefs')}`;
  if (await findResource(db, dn)) throw badRequest(`Resource: a resource with the id "${cnOf(r.name)}" already exists`);
  await db.transaction(async (tx) => {
    await tx.run('INSERT INTO resources (dn, name, description, entitlement_dn, entitlement_value, status, approval_required, revoke_required, attrs) VALUES (?, ?, ?, ?, ?, 50, ?, ?, ?)',
      [dn, r.name, r.desc, r.binding?.entitlementDn ?? null, r.binding?.value ?? null, r.grant.kind === 'NONE' ? 0 : 1, r.revoke.kind === 'NONE' ? 0 : 1, JSON.stringify(r.attrs)]);
    await replaceResourceLinks(tx, 'resource_categories', 'category_key', dn, r.categories ?? []);
    await replaceResourceLinks(tx, 'resource_owners', 'owner_dn', dn, r.owners ?? []);
  });
  return dn;
}

export async function updateResource(db: Db, dn: string, r: ResourceInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('UPDATE resources SET name = ?, description = ?, approval_required = ?, revoke_required = ?, attrs = ? WHERE dn = ?',
      [r.name, r.desc, r.grant.kind === 'NONE' ? 0 : 1, r.revoke.kind === 'NONE' ? 0 : 1, JSON.stringify(r.attrs), dn]);
    if (r.binding) await tx.run('UPDATE resources SET entitlement_dn = ?, entitlement_value = ? WHERE dn = ?', [r.binding.entitlementDn, r.binding.value, dn]);
    if (r.categories) await replaceResourceLinks(tx, 'resource_categories', 'category_key', dn, r.categories);
    if (r.owners) await replaceResourceLinks(tx, 'resource_owners', 'owner_dn', dn, r.owners);
  });
}

/**
 * Deletes the resources given by id, all or none: an unknown one, or one still assigned (its
 * assignments are revoked first), is a 400 and nothing is deleted. Mappings to roles go with them.
 */
export async function deleteResources(db: Db, ids: string[]): Promise<void> {
  const resources = await everyOneFound(ids, (id) => findResource(db, id), (id) => `No resource "${id}"`, async (resource) => {
    const assigned = (await db.get<{ n: number }>('SELECT count(*) AS n FROM resource_assignments WHERE resource_dn = ?', [resource.dn]))?.n ?? 0;
    return assigned > 0 ? `"${resource.name}" is assigned to ${assigned} users; revoke the assignments first` : undefined;
  });
  await inChunks(db, resources, async (tx, chunk) => {
    for (const resource of chunk) await tx.run('DELETE FROM resources WHERE dn = ?', [resource.dn]);
  });
}
