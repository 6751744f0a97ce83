/**
 * CPRS (permission reconciliation), administrators only: the settings per driver and entitlement,
 * reconcile and publish (background operations whose request rows advance over time), the delta a
 * reconcile found, and the requests' status. With CPRS turned off (Configuration > CPRS) no
 * reconcile or publish starts. Contract: /access/cprs/settings,
 * /access/cprs/assignments/{reconcile,publish,delta}, /access/cprs/cprsrequest/status[/list].
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { CprsJobs, markInterrupted } from '../cprs/jobs.ts';
import { publishOperation, reconcileItems, reconcileOperation } from '../cprs/plans.ts';
import {
  activeRequest, deltaNode, REQUEST_FROM, REQUEST_SELECT, requestNode, SETTING_FROM, SETTING_SELECT, settingNode, settingOf, statusNode,
  type DeltaRow, type OpType, type RequestRow, type SettingReference, type SettingRow,
} from '../cprs/store.ts';
import { readPage } from '../configuration/store.ts';
import { badRequest, conflict, notFound } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import type { Db } from '../store/db.ts';

const SETTING_SORT: Record<string, string> = {
  drivername: 'd.name COLLATE NOCASE', entitlement: 'e.display_name COLLATE NOCASE', logicalsystem: 's.logical_system',
};
const DELTA_SORT: Record<string, string> = {
  firstName: 'first_name COLLATE NOCASE', lastName: 'last_name COLLATE NOCASE', entitlementValue: 'entitlement_value', source: 'source',
};
const STATUS_SORT: Record<string, string> = {
  requestStartTime: 'r.start_time', requestCompletionTime: 'r.completion_time', opType: 'r.op_type', opStatus: 'r.op_status',
};

const direction = (order: unknown, fallback: 'ASC' | 'DESC') =>
  typeof order === 'string' && /^(asc|desc)$/i.test(order) ? (order.toUpperCase() as 'ASC' | 'DESC') : fallback;

/** The ORDER BY of a list: a known column (a 400 otherwise) and a direction. */
function orderBy(columns: Record<string, string>, sortBy: unknown, fallback: string, order: unknown, fallbackOrder: 'ASC' | 'DESC'): string {
  const key = typeof sortBy === 'string' && sortBy !== '' ? sortBy : fallback;
  const column = columns[key];
  if (!column) throw badRequest(`sortBy "${key}" is not a column of this list: use ${Object.keys(columns).join(', ')}`);
  return `${column} ${direction(order, fallbackOrder)}`;
}

const requestBody = { type: 'object' } as const;

interface PublishBody extends SettingReference {
  deltaAssignmentsList?: Array<{ id?: string; userDN?: string; entitlementValue?: string }>;
}

/** The delta entries a publish names (by id, or by user and value), all of them when it names none. */
async function entriesToPublish(db: Db, setting: SettingRow, body: PublishBody): Promise<DeltaRow[]> {
  const all = await db.all<DeltaRow>('SELECT id, user_dn, first_name, last_name, entitlement_value, source FROM cprs_delta WHERE setting_id = ? ORDER BY id', [setting.id]);
  if (body.deltaAssignmentsList === undefined) {
    if (all.length === 0) throw badRequest(`Nothing to publish for ${setting.driver_name} / ${setting.entitlement_name}: reconcile first`);
    return all;
  }
  if (!Array.isArray(body.deltaAssignmentsList) || body.deltaAssignmentsList.length === 0) {
    throw badRequest('deltaAssignmentsList names no assignment: leave it out to publish the whole delta');
  }
  return body.deltaAssignmentsList.map((entry) => {
    const found = all.find((row) => (entry.id ? row.id === entry.id : row.user_dn === entry.userDN && row.entitlement_value === entry.entitlementValue));
    if (!found) throw badRequest(`"${entry.id ?? `${entry.userDN} ${entry.entitlementValue}`}" is not in the delta of ${setting.driver_name} / ${setting.entitlement_name}`);
    return found;
  });
}

const cprsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const jobs = new CprsJobs(db);
  await markInterrupted(db);
  app.addHook('onClose', async () => jobs.stopAll());
  const admin = { preHandler: requirePower('domainAdmin') };

  app.get('/access/cprs/settings', admin, async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const sort = orderBy(SETTING_SORT, query.sortBy, 'drivername', query.sortOrder, 'ASC');
    const { rows, total } = await searchPage<SettingRow>(db, {
      select: SETTING_SELECT, from: SETTING_FROM, searchColumns: ['d.name', 'e.display_name'], orderBy: `${sort}, e.display_name COLLATE NOCASE`,
    }, page);
    return { cprsSettingList: rows.map(settingNode), total, arraySize: rows.length, nextIndex: nextIndexAfter(page, total) };
  });

  /** Creates the request row and starts the operation; one operation at a time per setting. */
  async function startOperation(setting: SettingRow, opType: OpType, build: (requestId: string) => Promise<Parameters<CprsJobs['start']>[0]>) {
    if ((await readPage(db, 'cprs')).enableCprs === false) {
      throw conflict(`CPRS is turned off, so no ${opType.toLowerCase()} starts: an administrator turns it on under Configuration > CPRS`);
    }
    const running = await activeRequest(db, setting.id);
    if (running) throw conflict(`A ${running.op_type.toLowerCase()} of ${setting.driver_name} / ${setting.entitlement_name} is still running (request ${running.id}): wait until it completes`);
    const requestId = randomUUID();
    const operation = await build(requestId);
    await db.run(
      `INSERT INTO cprs_requests (id, setting_id, op_type, op_status, start_time, total_assignments, status_message) VALUES (?, ?, ?, 0, ?, ?, 'Queued')`,
      [requestId, setting.id, opType, new Date().toISOString(), operation.items.length],
    );
    jobs.start(operation);
    return requestNode(setting, requestId, opType);
  }

  app.post('/access/cprs/assignments/reconcile', { ...admin, schema: { body: requestBody } }, async (request, reply) => {
    const setting = await settingOf(db, request.body as SettingReference);
    const node = await startOperation(setting, 'RECONCILE', async (id) => reconcileOperation(id, setting, await reconcileItems(db, setting)));
    reply.code(201);
    return node;
  });

  app.post('/access/cprs/assignments/publish', { ...admin, schema: { body: requestBody } }, async (request, reply) => {
    const body = request.body as PublishBody;
    const setting = await settingOf(db, body);
    const entries = await entriesToPublish(db, setting, body);
    const node = await startOperation(setting, 'PUBLISH', async (id) => publishOperation(id, setting, entries));
    reply.code(201);
    return { ...node, deltaAssignmentsList: entries.map((row) => deltaNode(row, setting)) };
  });

  app.post('/access/cprs/assignments/delta', { ...admin, schema: { body: requestBody } }, async (request, reply) => {
    const setting = await settingOf(db, request.body as SettingReference);
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const sort = orderBy(DELTA_SORT, query.sortBy, 'firstName', query.sortOrder, 'ASC');
    const source = typeof query.source === 'string' ? query.source.trim().toUpperCase() : '';
    if (source !== '' && source !== 'APPLICATION' && source !== 'IDM') throw badRequest(`source "${query.source}": use APPLICATION or IDM`);
    const { rows, total } = await searchPage<DeltaRow>(db, {
      select: 'id, user_dn, first_name, last_name, entitlement_value, source', from: 'cprs_delta',
      where: ['setting_id = ?', ...(source !== '' ? ['source = ?'] : [])], params: [setting.id, ...(source !== '' ? [source] : [])],
      searchColumns: ['first_name', 'last_name', 'entitlement_value'], orderBy: `${sort}, id`,
    }, page);
    reply.code(201);
    return { ...requestNode(setting, setting.id, 'RECONCILE'), deltaAssignmentsList: rows.map((row) => deltaNode(row, setting)), total, nextIndex: nextIndexAfter(page, total) };
  });

  app.post('/access/cprs/cprsrequest/status', { ...admin, schema: { body: requestBody } }, async (request, reply) => {
    const id = String((request.body as { id?: unknown }).id ?? '').trim();
    if (id === '') throw badRequest('id is required: the id a reconcile or publish answered');
    const row = await db.get<RequestRow>(`SELECT ${REQUEST_SELECT} FROM ${REQUEST_FROM} WHERE r.id = ?`, [id]);
    if (!row) throw notFound(`No CPRS request has the id "${id}"`);
    reply.code(201);
    return statusNode(row);
  });

  app.post('/access/cprs/cprsrequest/status/list', { ...admin, schema: { body: requestBody } }, async (request, reply) => {
    const body = (request.body ?? {}) as SettingReference;
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    // Running requests have no completion time: the newest first puts them on top.
    const sort = orderBy(STATUS_SORT, query.sortBy, 'requestStartTime', query.sortOrder, 'DESC');
    const named = body.id !== undefined || body.entitlementDn !== undefined;
    const setting = named ? await settingOf(db, body) : undefined;
    const { rows, total } = await searchPage<RequestRow>(db, {
      select: REQUEST_SELECT, from: REQUEST_FROM, where: setting ? ['s.id = ?'] : [], params: setting ? [setting.id] : [],
      searchColumns: [], orderBy: `${sort}, r.start_time DESC`,
    }, { ...page, q: '*' });
    reply.code(201);
    return { cprsRequestStatus: rows.map(statusNode), total, arraySize: rows.length, nextIndex: nextIndexAfter(page, total) };
  });
};

export default cprsRoutes;
