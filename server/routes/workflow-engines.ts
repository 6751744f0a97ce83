/**
 * Workflow engines, the User Application driver's status and the code-map refresh (administrators
 * only). Contract: GET /admin/workflowengines, POST /admin/workflowengines/status,
 * GET /admin/driverstatus/info, POST /catalog/codemaprefresh/driver and …/entitlement.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { bodyOf, idsOf } from '../catalog/common.ts';
import { readPage } from '../configuration/store.ts';
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { ENGINE_RUNNING as RUNNING, ENGINE_STOPPED as STOPPED } from '../workflow/engines.ts';

const adminOnly = { preHandler: requirePower('domainAdmin') };
const objectBody = { ...adminOnly, schema: { body: { type: 'object' } } };


interface EngineRow { engine_id: string; status: number; changed_at: string }
const engineNode = (row: EngineRow) => ({ engineId: row.engine_id, engineStatus: row.status, statusChanged: row.changed_at });

/** The DNs among `ids` that are not in the table. */
async function unknownIds(db: Db, table: 'drivers' | 'entitlements', ids: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const id of ids) if (!(await db.get(`SELECT 1 FROM ${table} WHERE dn = ? COLLATE NOCASE`, [id]))) missing.push(id);
  return missing;
}

async function recordRefresh(db: Db, kind: 'driver' | 'entitlement', dns: readonly string[]): Promise<void> {
  const now = new Date().toISOString();
  for (const dn of dns) {
    await db.run('INSERT INTO code_map_refresh (dn, kind, refreshed_at) VALUES (?, ?, ?) ON CONFLICT (dn) DO UPDATE SET refreshed_at = excluded.refreshed_at', [dn, kind, now]);
  }
}

const workflowEngineRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  // The contract declares one EngineConfigNode, without a state, for "the list of engines with
  // their state"; the sandbox answers the list: { engines: [{ engineId, engineStatus, statusChanged }] }.
  app.get('/admin/workflowengines', adminOnly, async () => {
    const rows = await db.all<EngineRow>('SELECT engine_id, status, changed_at FROM workflow_engines ORDER BY engine_id');
    return { engines: rows.map(engineNode), total: rows.length };
  });

  // WorkflowStatusNode { engineStatus }; engineId picks the engine of a cluster (default: the first).
  app.post('/admin/workflowengines/status', objectBody, async (request, reply) => {
    const body = bodyOf(request.body);
    if (body.engineStatus !== RUNNING && body.engineStatus !== STOPPED) throw badRequest(`engineStatus: ${RUNNING} (start) or ${STOPPED} (stop)`);
    const engine = typeof body.engineId === 'string'
      ? await db.get<EngineRow>('SELECT engine_id, status, changed_at FROM workflow_engines WHERE engine_id = ?', [body.engineId])
      : await db.get<EngineRow>('SELECT engine_id, status, changed_at FROM workflow_engines ORDER BY engine_id LIMIT 1');
    if (!engine) throw badRequest(`engineId: no workflow engine "${String(body.engineId)}"`);
    const changed = { ...engine, status: body.engineStatus, changed_at: new Date().toISOString() };
    await db.run('UPDATE workflow_engines SET status = ?, changed_at = ? WHERE engine_id = ?', [changed.status, changed.changed_at, engine.engine_id]);
    reply.code(201);
    return engineNode(changed);
  });

  app.get('/admin/driverstatus/info', adminOnly, async () => readPage(db, 'driverStatus'));

  // DriverListNode { drivers: [{ id }] }.
  app.post('/catalog/codemaprefresh/driver', objectBody, async (request) => {
    const ids = idsOf(bodyOf(request.body).drivers, 'drivers');
    const missing = await unknownIds(db, 'drivers', ids);
    if (missing.length > 0) throw badRequest(`drivers: no driver has the DN "${missing[0]}"`);
    await recordRefresh(db, 'driver', ids);
    return { refreshStatus: { id: ids.join(';'), reason: `Driver refresh is in progress for ${ids.length} driver(s)` } };
  });

  // EntitlementListNode { entitlements: [{ id }] }, or { id: <driver DN> } for all its entitlements.
  app.post('/catalog/codemaprefresh/entitlement', objectBody, async (request) => {
    const body = bodyOf(request.body);
    let ids = idsOf(body.entitlements, 'entitlements', { allowEmpty: true });
    if (ids.length === 0) {
      const driver = typeof body.id === 'string' ? body.id.trim() : '';
      if (driver === '' || (await unknownIds(db, 'drivers', [driver])).length > 0) throw badRequest('entitlements: give the entitlements, or the DN of a driver as id');
      ids = (await db.all<{ dn: string }>('SELECT dn FROM entitlements WHERE driver_dn = ? COLLATE NOCASE', [driver])).map((row) => row.dn);
    }
    const missing = await unknownIds(db, 'entitlements', ids);
    if (missing.length > 0) throw badRequest(`entitlements: no entitlement has the DN "${missing[0]}"`);
    await recordRefresh(db, 'entitlement', ids);
    return { refreshStatus: { id: ids.join(';'), reason: `Code map refresh is in progress for ${ids.length} entitlement(s)` } };
  });
};

export default workflowEngineRoutes;
