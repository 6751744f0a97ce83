/**
 * Entitlement values and the resources made from them (catalogue), beside
 * POST /catalog/drivers/entitlementValues/listV2 (drivers.ts). The sandbox has no entitlement
 * query views: an entitlement's values are rows of its store, and where the contract names a
 * view (viewID) the sandbox reads the entitlement of that DN.
 * - POST /catalog/drivers/entitlementValues/list (DriverNode: an entitlement's DN as id, or its
 *   first entitlements[].id) and POST /catalog/drivers/entitlementViewValues/list
 *   (EntitlementViewValueNode: viewID or id): one EntitlementValueNode, the entitlement, whose
 *   `views` list its values (viewID the value, displayName its display name), as the contract
 *   types the answer as one node;
 * - POST /catalog/drivers/driverEntitlementViewValues/list, /listV2 (paged: query, pageSize,
 *   nextIndex) and POST /catalog/entitlements/entitlementValues (viewID): the values of the listed
 *   entitlements (EntitlementValueListNode);
 * - POST /catalog/entitlements/resources: the resources bound to the listed entitlements;
 * - POST /catalog/entitlements/tempResources: the resources that the listed entitlement values
 *   would make (one per value, named after it), not stored: what the console shows before saving;
 * - POST /catalog/resources/resource/entitlements/list, /list/v2: a resource's entitlement binding;
 * - POST /catalog/roles/roleV2, /catalog/resources/resourceV2: the details of roles and resources,
 *   as POST /catalog/roles/role and /catalog/resources/resource answer them.
 * All read; unknown DNs are a 400 Fault.
 */
import type { FastifyPluginAsync } from 'fastify';
import { bodyOf, idsOf } from '../catalog/common.ts';
import { resourcesDetails } from '../catalog/resources/store.ts';
import { rolesDetails } from '../catalog/roles/store.ts';
import { badRequest } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import type { Db } from '../store/db.ts';

interface EntitlementRow { dn: string; display_name: string; driver_dn: string; multi_valued: number }
interface ValueRow { entitlement_dn: string; value: string; display_name: string }

const objectBody = { schema: { body: { type: 'object' } } };
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

async function entitlement(db: Db, dn: string, what: string): Promise<EntitlementRow> {
  if (dn === '') throw badRequest(`${what}: the DN of an entitlement is required`);
  const row = await db.get<EntitlementRow>('SELECT dn, display_name, driver_dn, multi_valued FROM entitlements WHERE dn = ? COLLATE NOCASE', [dn]);
  if (!row) throw badRequest(`${what}: no entitlement has the DN "${dn}"`);
  return row;
}

/** The entitlements of an EntitlementListNode (entitlements[].id, or id / viewID), each existing. */
async function listedEntitlements(db: Db, body: Record<string, unknown>): Promise<EntitlementRow[]> {
  const ids = Array.isArray(body.entitlements) ? idsOf(body.entitlements, 'entitlements') : [text(body.id) || text(body.viewID)].filter((id) => id !== '');
  if (ids.length === 0) throw badRequest('entitlements: at least one entitlement ({"id": <DN>}) is required');
  const rows = [];
  for (const id of ids) rows.push(await entitlement(db, id, 'entitlements'));
  return rows;
}

const valueNode = (e: EntitlementRow, row: ValueRow) => ({ id: e.dn, value: row.value, valueDisplayName: row.display_name, entitlementName: e.display_name, driver: e.driver_dn });

/** One page of the values of the entitlements. */
async function valuesPage(db: Db, entitlements: EntitlementRow[], page: { offset: number; size: number; q: string }) {
  const marks = entitlements.map(() => '?').join(', ');
  const { rows, total } = await searchPage<ValueRow>(
    db,
    { select: 'entitlement_dn, value, display_name', from: 'entitlement_values', where: [`entitlement_dn IN (${marks})`], params: entitlements.map((e) => e.dn), searchColumns: ['display_name', 'value'], orderBy: 'display_name COLLATE NOCASE, value' },
    page,
  );
  const byDn = new Map(entitlements.map((e) => [e.dn, e]));
  return { entitlementValues: rows.map((row) => valueNode(byDn.get(row.entitlement_dn)!, row)), arraySize: rows.length, nextIndex: nextIndexAfter(page, total) };
}

const ALL = { offset: 0, size: 300, q: '*' };

const entitlementReadsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  const asOneNode = async (e: EntitlementRow) => {
    const values = await db.all<ValueRow>('SELECT entitlement_dn, value, display_name FROM entitlement_values WHERE entitlement_dn = ? ORDER BY display_name COLLATE NOCASE', [e.dn]);
    return {
      id: e.dn, name: e.display_name, entitlementName: e.display_name, driver: e.driver_dn, type: e.multi_valued === 1 ? 'multi-valued' : 'single-valued',
      views: values.map((v) => ({ id: e.dn, viewID: v.value, displayName: v.display_name, entitlementName: e.display_name })),
    };
  };

  app.post('/catalog/drivers/entitlementValues/list', objectBody, async (request, reply) => {
    const body = bodyOf(request.body);
    const first = Array.isArray(body.entitlements) ? idsOf(body.entitlements, 'entitlements')[0] : undefined;
    reply.code(201);
    return asOneNode(await entitlement(db, first ?? text(body.id), 'id'));
  });

  app.post('/catalog/drivers/entitlementViewValues/list', objectBody, async (request, reply) => {
    const body = bodyOf(request.body);
    reply.code(201);
    return asOneNode(await entitlement(db, text(body.viewID) || text(body.id), 'viewID'));
  });

  app.post('/catalog/drivers/driverEntitlementViewValues/list', objectBody, async (request, reply) => {
    const answer = await valuesPage(db, await listedEntitlements(db, bodyOf(request.body)), ALL);
    reply.code(201);
    return answer;
  });

  app.post('/catalog/drivers/driverEntitlementViewValues/listV2', objectBody, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const answer = await valuesPage(db, await listedEntitlements(db, bodyOf(request.body)), pageRequest({ q: query.query, size: query.pageSize, nextIndex: query.nextIndex }));
    reply.code(201);
    return answer;
  });

  app.post('/catalog/entitlements/entitlementValues', objectBody, async (request, reply) => {
    const answer = await valuesPage(db, [await entitlement(db, text(bodyOf(request.body).viewID), 'viewID')], ALL);
    reply.code(201);
    return answer;
  });

  app.post('/catalog/entitlements/resources', objectBody, async (request, reply) => {
    const entitlements = await listedEntitlements(db, bodyOf(request.body));
    const rows = await db.all<{ dn: string }>(`SELECT dn FROM resources WHERE entitlement_dn IN (${entitlements.map(() => '?').join(', ')}) ORDER BY name COLLATE NOCASE`, entitlements.map((e) => e.dn));
    const resources = await resourcesDetails(db, rows.map((row) => row.dn));
    reply.code(201);
    return { resources, arraySize: resources.length, nextIndex: 0 };
  });

  app.post('/catalog/entitlements/tempResources', objectBody, async (request, reply) => {
    const body = bodyOf(request.body);
    const entitlements = await listedEntitlements(db, body);
    const asked = Array.isArray(body.entitlements) ? body.entitlements.map((entry) => text(bodyOf(entry).parameterValue)) : [];
    const resources = [];
    for (const [index, e] of entitlements.entries()) {
      const values = asked[index]
        ? await db.all<ValueRow>('SELECT entitlement_dn, value, display_name FROM entitlement_values WHERE entitlement_dn = ? AND value = ?', [e.dn, asked[index]])
        : await db.all<ValueRow>('SELECT entitlement_dn, value, display_name FROM entitlement_values WHERE entitlement_dn = ? ORDER BY display_name COLLATE NOCASE', [e.dn]);
      if (asked[index] && values.length === 0) throw badRequest(`entitlements: "${asked[index]}" is not a value of "${e.display_name}"`);
      for (const v of values) {
        resources.push({ name: `${e.display_name}: ${v.display_name}`, description: `${v.display_name} (${e.display_name})`, entitlements: [{ id: e.dn, parameterValue: v.value, displayName: e.display_name }] });
      }
    }
    reply.code(201);
    return { resources, arraySize: resources.length, nextIndex: 0 };
  });

  for (const path of ['/catalog/resources/resource/entitlements/list', '/catalog/resources/resource/entitlements/list/v2']) {
    app.post(path, objectBody, async (request, reply) => {
      const id = text(bodyOf(request.body).id);
      const resource = id ? await db.get<{ dn: string; name: string; description: string | null; entitlement_dn: string | null; entitlement_value: string | null }>(
        'SELECT dn, name, description, entitlement_dn, entitlement_value FROM resources WHERE dn = ? COLLATE NOCASE', [id]) : undefined;
      if (!resource) throw badRequest(`id: no resource has the DN "${id}"`);
      const bound = resource.entitlement_dn ? await db.get<EntitlementRow>('SELECT dn, display_name, driver_dn, multi_valued FROM entitlements WHERE dn = ?', [resource.entitlement_dn]) : undefined;
      const entitlementValues = bound ? [{
        ...valueNode(bound, { entitlement_dn: bound.dn, value: resource.entitlement_value ?? '', display_name: resource.entitlement_value ?? '' }),
        resourceName: resource.name, resourceDescription: resource.description ?? '',
      }] : [];
      reply.code(201);
      return { entitlementValues, arraySize: entitlementValues.length, nextIndex: 0 };
    });
  }

  app.post('/catalog/roles/roleV2', objectBody, async (request, reply) => {
    const roles = await rolesDetails(db, idsOf(bodyOf(request.body).roles, 'roles'));
    reply.code(201);
    return { roles, arraySize: roles.length, nextIndex: 0 };
  });

  app.post('/catalog/resources/resourceV2', objectBody, async (request, reply) => {
    const resources = await resourcesDetails(db, idsOf(bodyOf(request.body).resources, 'resources'));
    reply.code(201);
    return { resources, arraySize: resources.length, nextIndex: 0 };
  });
};

export default entitlementReadsRoutes;
