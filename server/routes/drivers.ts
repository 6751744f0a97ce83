/**
 * Drivers and entitlements (catalogue), and the directory's drivers. Contract: GET /catalog/drivers,
 * POST /catalog/drivers/driver (the entitlements of a driver), POST
 * /catalog/drivers/entitlementValues/listV2, GET /admin/driver.
 */
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import { isTrue } from '../identity/query-params.ts';

interface DriverRow { dn: string; name: string; description: string | null; has_logical_system: number }
interface EntitlementRow { dn: string; driver_dn: string; name: string; display_name: string; multi_valued: number; cprs_supported: number }

// The contract's nodes: DriverNode (catalogue: id is the DN), DriverNode_nodes (directory), EntitlementNode.
const driverNode = (row: DriverRow) => ({ id: row.dn, name: row.name });
const directoryDriverNode = (row: DriverRow) => ({ dn: row.dn, name: row.name });
const entitlementNode = (row: EntitlementRow, driver: DriverRow) => ({
  id: row.dn,
  displayName: row.display_name,
  description: row.name,
  driverName: driver.name,
  isSingleValued: row.multi_valued !== 1,
});

const nodeBody = { type: 'object', properties: { id: { type: 'string' }, dn: { type: 'string' } } } as const;
const idOf = (body: unknown) => String((body as { id?: string; dn?: string } | null)?.id ?? (body as { dn?: string } | null)?.dn ?? '').trim();

const driversRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/catalog/drivers', async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const { rows, total } = await searchPage<DriverRow>(db, { select: 'dn, name, description, has_logical_system', from: 'drivers', searchColumns: ['name'], orderBy: 'name COLLATE NOCASE' }, page);
    return { drivers: rows.map(driverNode), arraySize: rows.length, nextIndex: nextIndexAfter(page, total) };
  });

  app.post('/catalog/drivers/driver', { schema: { body: nodeBody } }, async (request, reply) => {
    const id = idOf(request.body);
    if (id === '') throw badRequest('id is required: the DN of the driver');
    const driver = await db.get<DriverRow>('SELECT dn, name, description, has_logical_system FROM drivers WHERE dn = ? COLLATE NOCASE', [id]);
    if (!driver) throw notFound(`No driver has the DN "${id}"`);
    const cprsOnly = isTrue((request.query as { cprsSupported?: string }).cprsSupported);
    const rows = await db.all<EntitlementRow>(
      `SELECT dn, driver_dn, name, display_name, multi_valued, cprs_supported FROM entitlements WHERE driver_dn = ? ${cprsOnly ? 'AND cprs_supported = 1' : ''} ORDER BY display_name COLLATE NOCASE`,
      [driver.dn],
    );
    reply.code(201);
    return { ...driverNode(driver), entitlements: rows.map((row) => entitlementNode(row, driver)) };
  });

  app.post('/catalog/drivers/entitlementValues/listV2', { schema: { body: nodeBody } }, async (request, reply) => {
    const id = idOf(request.body);
    if (id === '') throw badRequest('id is required: the DN of the entitlement');
    const entitlement = await db.get<EntitlementRow>('SELECT dn, driver_dn, name, display_name, multi_valued, cprs_supported FROM entitlements WHERE dn = ? COLLATE NOCASE', [id]);
    if (!entitlement) throw notFound(`No entitlement has the DN "${id}"`);
    const query = request.query as { query?: string; pageSize?: string; nextIndex?: string };
    const page = pageRequest({ q: query.query, size: query.pageSize, nextIndex: query.nextIndex });
    const { rows, total } = await searchPage<{ value: string; display_name: string }>(
      db,
      { select: 'value, display_name', from: 'entitlement_values', where: ['entitlement_dn = ?'], params: [entitlement.dn], searchColumns: ['display_name', 'value'], orderBy: 'display_name COLLATE NOCASE' },
      page,
    );
    // The contract documents a single EntitlementValueNode here; the console reads a page of values
    // (entitlementValues with nextIndex), so the answer is an EntitlementValueListNode.
    reply.code(201);
    return {
      entitlementValues: rows.map((row) => ({ id: entitlement.dn, value: row.value, valueDisplayName: row.display_name, entitlementName: entitlement.display_name, driver: entitlement.driver_dn })),
      arraySize: rows.length,
      nextIndex: nextIndexAfter(page, total),
    };
  });

  app.get('/admin/driver', async () => {
    const rows = await db.all<DriverRow>('SELECT dn, name, description, has_logical_system FROM drivers ORDER BY name COLLATE NOCASE');
    return { drivers: rows.map(directoryDriverNode), arraySize: rows.length, nextIndex: 0 };
  });
};

export default driversRoutes;
