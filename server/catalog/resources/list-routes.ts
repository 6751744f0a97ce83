/**
 * Resources (catalogue): the lists the console and the picker read. Contract: GET
 * /catalog/resources/listV2, GET /catalog/resources/list, POST /catalog/resources/driverResources,
 * GET /catalog/resourceCategories. The administration endpoints are in routes.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { nextIndexAfter, pageRequest } from '../../http/paging.ts';
import { categoryNames, categoryPage, containsFilters, linkedKeys, listParam, searchPage } from '../../http/search-page.ts';
import { sortDirection } from '../../identity/query-params.ts';
import type { Db, SqlValue } from '../../store/db.ts';

interface ResourceRow { dn: string; name: string; description: string | null; entitlement_dn: string | null; entitlement_value: string | null; status: number }

const RESOURCE_COLUMNS = 'r.dn, r.name, r.description, r.entitlement_dn, r.entitlement_value, r.status';
const RESOURCE_CATEGORIES = { table: 'resource_categories', owner: 'resource_dn', key: 'category_key' };

/** The contract's ResourceNode: the DN is the id; the bound entitlement (if any) in entitlements. */
export function resourceNode(row: ResourceRow, categories: readonly string[] = [], names?: ReadonlyMap<string, string>) {
  return {
    id: row.dn,
    name: row.name,
    description: row.description ?? '',
    status: String(row.status),
    categories: categories.map((key) => ({ id: key, ...(names?.get(key) ? { name: names.get(key) } : {}) })),
    entitlements: row.entitlement_dn ? [{ id: row.entitlement_dn, parameterValue: row.entitlement_value ?? '' }] : [],
  };
}

export async function listResources(db: Db, request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const page = pageRequest(query);
  const categoryKeys = listParam(query.categoryKeys);
  const where = categoryKeys.length > 0 ? [`EXISTS (SELECT 1 FROM resource_categories rc WHERE rc.resource_dn = r.dn AND rc.category_key IN (${categoryKeys.map(() => '?').join(', ')}))`] : [];
  // The resource list's filters: name and description contain the text.
  const text = containsFilters(query, { name: 'r.name', desc: 'r.description' });
  const { rows, total } = await searchPage<ResourceRow>(
    db,
    {
      select: RESOURCE_COLUMNS,
      from: 'resources r',
      where: [...where, ...text.where],
      params: [...categoryKeys, ...text.params],
      searchColumns: ['r.name'],
      orderBy: `r.name COLLATE NOCASE ${sortDirection(query.sortOrder as string | undefined)}`,
    },
    page,
  );
  const categories = await linkedKeys(db, RESOURCE_CATEGORIES, rows.map((row) => row.dn));
  const names = await categoryNames(db, 'resource', [...categories.values()].flat());
  return { resources: rows.map((row) => resourceNode(row, categories.get(row.dn), names)), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), total };
}

const PAGING_NUMBER = {
  anyOf: [
    { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
    { type: 'string', pattern: '^\\s*-?\\d{1,15}\\s*$' },
    { type: 'null' },
  ],
} as const;

const driverResourcesBody = {
  type: 'object',
  properties: {
    // size, nextIndex and managedBy come as numbers or strings (pageRequest() reads both): a whole
    // number in the safe range, or the short text of one.
    q: { type: 'string' }, size: PAGING_NUMBER, nextIndex: PAGING_NUMBER, entitlementId: { type: 'string' },
    resourceType: { type: 'string' }, logicalSystem: { type: 'string' }, managedBy: {}, id: { type: 'string' },
  },
} as const;

const resourcesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/catalog/resources/listV2', (request) => listResources(db, request));
  app.get('/catalog/resources/list', (request) => listResources(db, request));

  // The resources of an entitlement's driver. managedBy is odd (1) for a resource already bound to
  // the entitlement, even (0) otherwise; the picker preselects the odd ones.
  app.post('/catalog/resources/driverResources', { schema: { body: driverResourcesBody } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = request.query as Record<string, unknown>;
    const page = pageRequest({ q: body.q ?? query.q, size: body.size ?? query.size, nextIndex: body.nextIndex ?? query.nextIndex });
    const entitlementId = String(body.entitlementId ?? query.entitlementId ?? body.id ?? '').trim();
    const where: string[] = [];
    const params: SqlValue[] = [];
    if (entitlementId !== '') {
      where.push('(r.entitlement_dn = ? COLLATE NOCASE OR r.entitlement_dn IN (SELECT e2.dn FROM entitlements e1 JOIN entitlements e2 ON e2.driver_dn = e1.driver_dn WHERE e1.dn = ? COLLATE NOCASE))');
      params.push(entitlementId, entitlementId);
    }
    const { rows, total } = await searchPage<ResourceRow>(db, { select: RESOURCE_COLUMNS, from: 'resources r', where, params, searchColumns: ['r.name'], orderBy: 'r.name COLLATE NOCASE' }, page);
    const managedBy = (row: ResourceRow) => (entitlementId !== '' && row.entitlement_dn?.toLowerCase() === entitlementId.toLowerCase() ? 1 : 0);
    reply.code(201);
    const categories = await linkedKeys(db, RESOURCE_CATEGORIES, rows.map((row) => row.dn));
    return { resources: rows.map((row) => ({ ...resourceNode(row, categories.get(row.dn)), managedBy: managedBy(row) })), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), total, totalSize: total };
  });

  app.get('/catalog/resourceCategories', async (request) => categoryPage(db, 'resource', request.query as Record<string, unknown>));
};

export default resourcesRoutes;
