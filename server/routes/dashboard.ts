/**
 * Counts, the task badge, the header notifications and the dashboard's cards. Contract: GET
 * /access/counts, /access/tasks/badge, /access/notifyService, /access/dashboard, GET/POST
 * /access/dashboard/globalTiles, GET/POST/DELETE /access/preference/dashboard and GET
 * /access/info/user/dashboard. Each count the dashboard or the bell links to a list is that list's
 * own query (domain/dashboardCounts.ts names them): the task list's, the request history's and My
 * Profile's role and resource lists', so a count is the size of the list it opens. A card arrangement is the ids of the cards
 * shown, in order (sent as JSON text in dashboardCustomizations; a user's own is read back as columns).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { dashboardAccess } from '../identity/dashboard-access.ts';
import { isTrue } from '../identity/query-params.ts';
import { expireDueTasks } from '../workflow/store.ts';
import { openTaskCount, taskCount } from '../workflow/task-list.ts';
import { historyRows } from '../workflow/history.ts';
import { listHeldAssignments } from '../catalog/assignments.ts';
import { likePattern } from '../http/paging.ts';
import { countedListLink, DASHBOARD_COUNTS, grantedSince, NEW_TASKS_LIST, TASK_LIST_DEFAULTS, type DashboardCountPath } from '../../domain/dashboardCounts.ts';
import { requestCounts } from '../workflow/counts.ts';

/** Spec: task badge limit 200. */
export const BADGE_LIMIT = 200;
const RECENT_DAYS = 30;
const NOTIFICATION_LIMIT = 10;
const MAX_CARDS = 50;
const PREFERENCE = /^[A-Za-z0-9_.-]{1,100}$/;

/** The cards a body's dashboardCustomizations names (JSON text of card ids, in order), or 400. */
function arrangementOf(body: unknown): string[] {
  const textValue = (body as { dashboardCustomizations?: unknown } | null)?.dashboardCustomizations;
  let list: unknown;
  try {
    list = typeof textValue === 'string' ? JSON.parse(textValue) : undefined;
  } catch {
    list = undefined;
  }
  const valid = Array.isArray(list) && list.length <= MAX_CARDS && list.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9_-]{0,60}$/.test(id));
  if (!valid || !Array.isArray(list)) throw badRequest(`dashboardCustomizations: JSON text of a list of at most ${MAX_CARDS} card ids, e.g. "[\\"tasks\\",\\"requests\\"]"`);
  if (new Set(list).size !== list.length) throw badRequest('dashboardCustomizations: each card once');
  return list as string[];
}

const clientOf = (query: unknown): string => ((query as { client?: string }).client ?? '').trim() || '1';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const count = async (sql: string, params: (string | number)[] = []) => (await db.get<{ n: number }>(sql, params))?.n ?? 0;

  app.get('/access/counts', async (request) => {
    const query = request.query as { users?: string; roles?: string; resources?: string };
    const all = query.users === undefined && query.roles === undefined && query.resources === undefined;
    const answer: Record<string, number> = {};
    if (all || isTrue(query.users)) answer.users = await count('SELECT count(*) AS n FROM users');
    if (all || isTrue(query.roles)) answer.roles = await count('SELECT count(*) AS n FROM roles');
    if (all || isTrue(query.resources)) answer.resources = await count('SELECT count(*) AS n FROM resources');
    return answer;
  });

  app.get('/access/tasks/badge', async (request) => {
    const raw = (request.query as { limit?: string }).limit;
    const limit = raw === undefined || raw === '' ? BADGE_LIMIT : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) throw badRequest(`limit: "${raw}" is not a whole number of at least 1`);
    await expireDueTasks(db);
    // The tasks the inbox opens with: the user's own and those delegated to them.
    const tasks = await taskCount(db, principalOf(request).dn, TASK_LIST_DEFAULTS);
    return { badge: Math.min(tasks, limit) };
  });

  app.get('/access/notifyService', async (request) => {
    const me = principalOf(request).dn;
    const now = new Date();
    const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
    const soon = new Date(now.getTime() + RECENT_DAYS * 86_400_000).toISOString();
    await expireDueTasks(db);
    // Each count is the size of the list its entry opens: that list's own query (domain/dashboardCounts.ts).
    const newTasksCount = await taskCount(db, me, { ...TASK_LIST_DEFAULTS, ...NEW_TASKS_LIST.query }, now);
    const roles = grantedSince('role', since);
    const resources = grantedSince('resource', since);
    const newRolesCount = (await historyRows(db, me, roles.query)).length;
    const newResourcesCount = (await historyRows(db, me, resources.query)).length;
    const expiring = await db.all<{ name: string }>(
      `SELECT r.name FROM role_assignments a JOIN roles r ON r.dn = a.role_dn
        WHERE a.recipient_dn = ? AND a.expiry_date IS NOT NULL AND a.expiry_date <= ? ORDER BY a.expiry_date LIMIT ?`, [me, soon, NOTIFICATION_LIMIT]);
    const notificationsList = [
      ...(newTasksCount > 0 ? [{ type: 'task', name: `${newTasksCount} new task(s) to approve`, action: 'view', navigation: countedListLink(NEW_TASKS_LIST) }] : []),
      ...(newRolesCount > 0 ? [{ type: 'role', name: `${newRolesCount} role(s) granted`, action: 'view', navigation: countedListLink(roles) }] : []),
      ...(newResourcesCount > 0 ? [{ type: 'resource', name: `${newResourcesCount} resource(s) granted`, action: 'view', navigation: countedListLink(resources) }] : []),
      ...expiring.map((role) => ({ type: 'expiry', name: `Role ${role.name} expires soon`, action: 'view', navigation: '#/profile' })),
    ];
    return { totalCount: notificationsList.length, newTasksCount, newRolesCount, newResourcesCount, newHelpdeskTasksCount: 0, notificationsList };
  });

  app.get('/access/dashboard', async (request) => {
    const me = principalOf(request).dn;
    const now = new Date();
    const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
    const soon = new Date(now.getTime() + RECENT_DAYS * 86_400_000).toISOString();
    await expireDueTasks(db);
    // The counts the dashboard links to a list are that list's own query (domain/dashboardCounts.ts):
    // the task list's (in its default view, delegated tasks included), the history's and My Profile's assignment lists'.
    const tasks = (path: DashboardCountPath) => taskCount(db, me, { ...TASK_LIST_DEFAULTS, ...DASHBOARD_COUNTS[path].query }, now);
    const tasksCount = await tasks('tasksData.tasksCount');
    const tasksData = {
      tasksCount,
      newTasks: await tasks('tasksData.newTasks'),
      cliamedTasks: await openTaskCount(db, me, { claimed: true }),
      reassignedTasks: await openTaskCount(db, me, { reassigned: true }),
      delegatedTasks: tasksCount - (await openTaskCount(db, me)),
      expiryTasksCount: await tasks('tasksData.expiryTasksCount'),
    };
    const user = { id: me, name: '' };
    const heldCount = async (kind: 'role' | 'resource') => (await listHeldAssignments(db, kind, user, { offset: 0, size: 1, q: '*' }, { by: 'name', descending: false }, false, likePattern)).total;
    const held = (table: string, extra = '', params: string[] = []) => count(`SELECT count(*) AS n FROM ${table} WHERE recipient_dn = ? COLLATE NOCASE${extra}`, [me, ...params]);
    return {
      tasksData,
      requestData: await requestCounts(db, me),
      rolesData: { rolesCount: await heldCount('role'), newRoles: await held('role_assignments', ' AND effective_date >= ?', [since]), expiryRoles: await held('role_assignments', ' AND expiry_date IS NOT NULL AND expiry_date <= ?', [soon]) },
      resourcesData: { resourcesCount: await heldCount('resource'), newResources: await held('resource_assignments', ' AND effective_date >= ?', [since]) },
    };
  });

  app.get('/access/info/user/dashboard', async (request) => dashboardAccess(db, principalOf(request).powers));

  app.get('/access/dashboard/globalTiles', async (request) => {
    const row = await db.get<{ value: string }>('SELECT value FROM dashboard_tiles WHERE client_id = ?', [clientOf(request.query)]);
    return { dashboardCustomizations: row?.value ?? '[]' };
  });

  app.post('/access/dashboard/globalTiles', async (request, reply) => {
    const principal = principalOf(request);
    if (!(await dashboardAccess(db, principal.powers)).globalDashboard) throw forbidden(`User ${principal.username} may not set the global dashboard`);
    const dashboardCustomizations = arrangementOf(request.body);
    await db.run('INSERT INTO dashboard_tiles (client_id, value) VALUES (?, ?) ON CONFLICT (client_id) DO UPDATE SET value = excluded.value',
      [clientOf(request.query), JSON.stringify(dashboardCustomizations)]);
    return reply.code(201).send({ dashboardCustomizations: JSON.stringify(dashboardCustomizations) });
  });

  const preferenceOf = (query: unknown): string => {
    const attribute = ((query as { attribute?: string }).attribute ?? '').trim() || 'dashboard';
    if (!PREFERENCE.test(attribute)) throw badRequest('attribute: the preference name (letters, digits, _ . -)');
    return attribute;
  };

  app.get('/access/preference/dashboard', async (request) => {
    const row = await db.get<{ value: string }>('SELECT value FROM dashboard_preferences WHERE user_dn = ? AND attribute = ?', [principalOf(request).dn, preferenceOf(request.query)]);
    return { isPreferenceAvailable: row !== undefined, columns: row ? (JSON.parse(row.value) as string[]) : [], settingFor: preferenceOf(request.query) };
  });

  /** A user whom the client's editDashboard setting leaves out keeps the dashboard as it is given: 403. */
  const mustCustomize = async (request: FastifyRequest) => {
    const principal = principalOf(request);
    if (!(await dashboardAccess(db, principal.powers)).editDashboard) throw forbidden(`User ${principal.username} may not customize the dashboard`);
  };

  app.post('/access/preference/dashboard', async (request, reply) => {
    await mustCustomize(request);
    const attribute = preferenceOf(request.query);
    const dashboardCustomizations = arrangementOf(request.body);
    await db.run('INSERT INTO dashboard_preferences (user_dn, attribute, value) VALUES (?, ?, ?) ON CONFLICT (user_dn, attribute) DO UPDATE SET value = excluded.value',
      [principalOf(request).dn, attribute, JSON.stringify(dashboardCustomizations)]);
    // The contract answers a save with JAX-RS's Response: its status, the saved arrangement as its entity.
    return reply.code(201).send({ status: 201, entity: { isDashboardCustomized: true, dashboardCustomizations: JSON.stringify(dashboardCustomizations) } });
  });

  app.delete('/access/preference/dashboard', async (request, reply) => {
    await mustCustomize(request);
    await db.run('DELETE FROM dashboard_preferences WHERE user_dn = ? AND attribute = ?', [principalOf(request).dn, preferenceOf(request.query)]);
    return reply.code(204).send();
  });
};

export default dashboardRoutes;
