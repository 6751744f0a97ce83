/**
 * What the request catalogue reads besides the permission index: a permission's detail (POST
 * /access/permissions/item: its categories, its request parameters, whether an expiry is
 * required, and in read-only dataItems what a request of it would run into: approval, approvers,
 * SoD conflicts for the recipients named in a data item `recipients`), the values of a code map (GET /access/codeMap/{id}/values: an entitlement's values),
 * the request categories (GET /access/requests/roleCategories, /resourceCategories) and the groups
 * one may request on behalf of (GET /access/teams/recipients/groups).
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, type Power, type Principal } from '../auth/principal.ts';
import { bodyOf, bulkRequestableSql, parseAttrs } from '../catalog/common.ts';
import { BINDING_COLUMNS, permissionParams, type ResourceBindingRow } from '../catalog/resources/request-params.ts';
import type { ResourceAttrs } from '../catalog/resources/store.ts';
import { MANAGED_GROUPS_SQL } from '../catalog/teams/store.ts';
import { badRequest } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { categoryPage, searchPage } from '../http/search-page.ts';
import type { Db } from '../store/db.ts';
import { previewRecipients, requestPreview } from '../workflow/preview.ts';
import type { RequestKind } from '../../domain/workflow.ts';
import { permissionCategories } from './permission-categories.ts';

/** The powers that let one request for others (as the workflow's submission checks). */
/** Who may request anything for anyone. */
const ADMINISTERS: readonly Power[] = ['domainAdmin', 'roleAdmin', 'resourceAdmin'];

type PermissionType = 'ROLE' | 'RESOURCE' | 'PRD';
const TYPES: Readonly<Record<string, PermissionType>> = { role: 'ROLE', resource: 'RESOURCE', prd: 'PRD' };
const KINDS: Readonly<Record<PermissionType, RequestKind>> = { ROLE: 'role', RESOURCE: 'resource', PRD: 'prd' };
const LOOKUP: Readonly<Record<PermissionType, string>> = {
  ROLE: `SELECT dn, name, description, NULL AS entitlement_dn, NULL AS entitlement_value, 0 AS value_count, '{}' AS attrs, ${bulkRequestableSql('roles.attrs')} AS bulk_requestable FROM roles WHERE status = 50 AND dn = ? COLLATE NOCASE`,
  RESOURCE: `SELECT r.dn, r.name, r.description, r.attrs, ${BINDING_COLUMNS}, ${bulkRequestableSql('r.attrs')} AS bulk_requestable FROM resources r WHERE r.status = 50 AND r.dn = ? COLLATE NOCASE`,
  PRD: "SELECT dn, name, description, NULL AS entitlement_dn, NULL AS entitlement_value, 0 AS value_count, '{}' AS attrs, 1 AS bulk_requestable FROM request_definitions WHERE process_type = 'workflow' AND dn = ? COLLATE NOCASE",
};
interface PermissionRow extends ResourceBindingRow { dn: string; name: string; description: string | null; attrs: string; bulk_requestable: number }

async function permissionDetail(db: Db, body: Record<string, unknown>, principal: Pick<Principal, 'dn' | 'powers'>) {
  const id = typeof body.id === 'string' ? body.id.trim() : '';
  const type = TYPES[String(body.entityType ?? '').trim().toLowerCase()];
  if (!id) throw badRequest('id: the DN of the role, resource or PRD is required');
  if (!type) throw badRequest(`entityType: "${String(body.entityType ?? '')}" is not ROLE, RESOURCE or PRD`);
  const row = await db.get<PermissionRow>(LOOKUP[type], [id]);
  if (!row) throw badRequest(`No requestable ${type.toLowerCase()} "${id}"`);
  const attrs = parseAttrs(row.attrs) as ResourceAttrs;
  const categories = (await permissionCategories(db, [row.dn])).get(row.dn) ?? [];
  const recipients = await previewRecipients(db, body, principal);
  const dataItems = await requestPreview(db, { kind: KINDS[type], dn: row.dn, name: row.name }, recipients, principal.dn);
  return {
    id: row.dn,
    dn: row.dn,
    name: row.name,
    desc: row.description ?? '',
    entityType: type,
    bulkRequestable: row.bulk_requestable !== 0,
    categories: categories.map((c) => c.name),
    permParams: type === 'RESOURCE' ? permissionParams(row, attrs) : [],
    isExpirationRequired: attrs.isExpirationRequired ?? false,
    ...(attrs.isExpirationRequired && attrs.expiresAfter ? { expiresAfter: attrs.expiresAfter } : {}),
    // What a request of it would run into: its approval and the SoD conflicts (workflow/preview.ts).
    dataItems,
  };
}

const requestCatalogRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/access/permissions/item', async (request, reply) => {
    reply.code(201);
    return permissionDetail(db, bodyOf(request.body), principalOf(request));
  });

  app.get('/access/codeMap/:id/values', async (request) => {
    const { id } = request.params as { id: string };
    const entitlement = await db.get<{ dn: string }>('SELECT dn FROM entitlements WHERE dn = ? COLLATE NOCASE', [id]);
    if (!entitlement) throw badRequest(`No code map "${id}"`);
    const page = pageRequest(request.query as Record<string, unknown>);
    const { rows, total } = await searchPage<{ value: string; display_name: string | null }>(
      db,
      { select: 'value, display_name', from: 'entitlement_values', where: ['entitlement_dn = ?'], params: [entitlement.dn], searchColumns: ['value', 'display_name'], orderBy: 'display_name COLLATE NOCASE, value' },
      page,
    );
    const next = nextIndexAfter(page, total);
    return { codeMapValues: rows.map((r) => ({ id: r.value, value: r.value, displayLabel: r.display_name ?? r.value })), arraySize: rows.length, nextIndex: next, hasMore: next > 0 };
  });

  app.get('/access/requests/roleCategories', async (request) => categoryPage(db, 'role', request.query as Record<string, unknown>));
  app.get('/access/requests/resourceCategories', async (request) => categoryPage(db, 'resource', request.query as Record<string, unknown>));

  // Groups a role may be requested for: administrators every group; a team manager the groups the
  // teams they manage take in (the groups the request rule lets them request for); anyone else,
  // who may request only for themselves, none.
  app.get('/access/teams/recipients/groups', async (request) => {
    const principal = principalOf(request);
    const page = pageRequest(request.query as Record<string, unknown>);
    const query = { select: 'dn, name', from: 'groups', searchColumns: ['name'], orderBy: 'name COLLATE NOCASE' };
    const { rows, total } = ADMINISTERS.some((p) => principal.powers.has(p))
      ? await searchPage<{ dn: string; name: string }>(db, query, page)
      : principal.powers.has('teamManager')
        ? await searchPage<{ dn: string; name: string }>(db, { ...query, where: [`dn COLLATE NOCASE IN (${MANAGED_GROUPS_SQL})`], params: [principal.dn] }, page)
        : { rows: [], total: 0 };
    return {
      recipients: rows.map((g) => ({ dn: g.dn, name: g.name, type: 'GROUP', isGroupAssignment: true })),
      arraySize: rows.length,
      nextIndex: nextIndexAfter(page, total),
      currentIndex: page.offset + 1,
      endIndex: page.offset + rows.length,
      total,
    };
  });
};

export default requestCatalogRoutes;
