/**
 * Identity operations of the contract that the sandbox answers from its store:
 * - POST /access/info/user/equivalent (PrincipalListNode {principals}): for each principal DN,
 *   whether the signed-in user is it, or belongs to it (a group they are in, a container above
 *   them, a role they hold directly or through a group): navPageRights [{key: DN, value: "true" |
 *   "false"}].
 * - POST /access/user/dn (UserRenameNode {oldUserDn, newUserDn}): a user's DN changed in the
 *   directory; the workflow's references (tasks, requests, comments) move from the old DN to the new
 *   one, which must be a user of the store (domain administrators; answers how many rows moved).
 * - POST /admin/identityResync (UserNode {dn}): the real server asks its Role and Resource driver
 *   to resync the identity; the sandbox has no driver, its assignments are its store, so there is
 *   nothing to resync: it says so (domain administrators).
 * - POST /access/helpdesk/ticket: a help-desk ticket number (HD-, the date and a random part); the
 *   sandbox has no ticket system and keeps none.
 * - POST /access/index/permissions (PermissionChangeOperationNode): the sandbox's permission index
 *   is read from the catalogue as it is, so a change needs no index update: each change is
 *   checked (operation add, modify or delete; permType role, resource or prd; the permission must
 *   exist unless deleted) and answered as succeeded, or failed with why.
 * - PUT /admin/logging/buildPDXLF: the real server builds its NAudit event file when its NAudit
 *   appender is enabled; the sandbox has no NAudit appender (its audit is CEF and its own trail),
 *   so there is nothing to build: 204 (domain administrators).
 * - POST /access/entities/resource/assignments/columns: the columns of a resource's assignment list.
 * - GET /access/query/list, POST /access/query/global (QueryNode {key, parameters}): the sandbox's
 *   built-in directory queries (users by department, by title, by location), run on its store.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { badRequest } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import { findUser } from '../identity/user-store.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const objectBody = { schema: { body: { type: 'object' } } };
const optionalBody = { schema: { body: { type: ['object', 'null'] } } };

/** The built-in queries: a key, its one parameter and the users column it searches. */
const QUERIES = [
  { key: 'usersByDepartment', displayLabel: 'Users by department', parameter: 'department', label: 'Department', column: 'department' },
  { key: 'usersByTitle', displayLabel: 'Users by title', parameter: 'title', label: 'Title', column: 'title' },
  { key: 'usersByLocation', displayLabel: 'Users by location', parameter: 'location', label: 'Location', column: 'location' },
] as const;
const RETURNED = [['FirstName', 'First name', 'first_name'], ['LastName', 'Last name', 'last_name'], ['Email', 'Email', 'email']] as const;

const PERMISSION_TABLES: Record<string, string> = { role: 'roles', resource: 'resources', prd: 'request_definitions' };

const identityOperationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = { preHandler: requirePower('domainAdmin') };

  app.post('/access/info/user/equivalent', objectBody, async (request, reply) => {
    const principals = bodyOf(request.body).principals;
    if (!Array.isArray(principals) || principals.some((p) => typeof p !== 'string' || p.trim() === '')) throw badRequest('principals: a list of DNs is required');
    const me = principalOf(request).dn;
    const user = await findUser(db, me);
    const navPageRights = [];
    for (const raw of principals as string[]) {
      const dn = raw.trim();
      const equivalent = dn.toLowerCase() === me.toLowerCase()
        || Boolean(user && (user as { container_dn?: string }).container_dn && `,${(user as { container_dn?: string }).container_dn}`.toLowerCase().endsWith(`,${dn}`.toLowerCase()))
        || Boolean(await db.get('SELECT 1 FROM group_members WHERE group_dn = ? COLLATE NOCASE AND user_dn = ? COLLATE NOCASE', [dn, me]))
        || Boolean(await db.get(`SELECT 1 FROM role_assignments a WHERE a.role_dn = ? COLLATE NOCASE AND (a.recipient_dn = ? COLLATE NOCASE
             OR a.recipient_dn IN (SELECT group_dn FROM group_members WHERE user_dn = ? COLLATE NOCASE))`, [dn, me, me]));
      navPageRights.push({ key: dn, value: String(equivalent) });
    }
    reply.code(201);
    return { navPageRights };
  });

  app.post('/access/user/dn', { ...admin, ...objectBody }, async (request, reply) => {
    const body = bodyOf(request.body);
    const oldDn = text(body.oldUserDn);
    const newDn = text(body.newUserDn);
    if (oldDn === '' || newDn === '') throw badRequest('oldUserDn and newUserDn are required');
    if (oldDn.toLowerCase() === newDn.toLowerCase()) throw badRequest('newUserDn: the new DN is the old one');
    const user = await findUser(db, newDn);
    if (!user) throw badRequest(`newUserDn: no user has the DN "${newDn}"`);
    if (await findUser(db, oldDn)) throw badRequest(`oldUserDn: "${oldDn}" is still a user; rename the entry in the directory first`);
    let moved = 0;
    await db.transaction(async (tx) => {
      const updates: [string, string][] = [
        ['tasks', 'recipient_dn'], ['tasks', 'requester_dn'], ['tasks', 'assignee_dn'], ['tasks', 'claimed_by'], ['tasks', 'completed_by'],
        ['requests', 'recipient_dn'], ['requests', 'requester_dn'], ['requests', 'proxy_dn'], ['workflow_comments', 'user_dn'],
      ];
      for (const [table, column] of updates) moved += (await tx.run(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ? COLLATE NOCASE`, [user.dn, oldDn])).changes;
    });
    reply.code(201);
    return { oldUserDn: oldDn, newUserDn: user.dn, updated: moved };
  });

  app.post('/admin/identityResync', { ...admin, ...objectBody }, async (request, reply) => {
    const dn = text(bodyOf(request.body).dn);
    if (dn === '') throw badRequest('dn: the DN of the identity is required');
    if (!(await findUser(db, dn))) throw badRequest(`dn: no user has the DN "${dn}"`);
    reply.code(201);
    return { success: true, message: 'The sandbox has no Role and Resource driver: the identity\'s roles and resources are its store, so there is nothing to resync' };
  });

  app.post('/access/helpdesk/ticket', optionalBody, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    reply.code(201);
    return { ticketNumber: `HD-${day}-${randomBytes(3).toString('hex').toUpperCase()}` };
  });

  app.post('/access/index/permissions', objectBody, async (request, reply) => {
    const changes = bodyOf(request.body).permIndexChanges;
    if (!Array.isArray(changes) || changes.length === 0) throw badRequest('permIndexChanges: at least one change ({operation, permId, permType}) is required');
    const succeeded = [];
    const failed = [];
    for (const entry of changes.map((c) => bodyOf(c))) {
      const operation = text(entry.operation).toLowerCase();
      const permType = text(entry.permType).toLowerCase();
      const permId = text(entry.permId);
      if (!['add', 'modify', 'delete'].includes(operation)) throw badRequest(`permIndexChanges: operation "${operation}" is not add, modify or delete`);
      const table = PERMISSION_TABLES[permType];
      if (!table) throw badRequest(`permIndexChanges: permType "${permType}" is not role, resource or prd`);
      if (permId === '') throw badRequest('permIndexChanges: every change needs its permId');
      const exists = Boolean(await db.get(`SELECT 1 FROM ${table} WHERE dn = ? COLLATE NOCASE`, [permId]));
      if (operation === 'delete' ? exists : !exists) failed.push({ id: permId, entityType: permType, reason: operation === 'delete' ? 'the permission still exists' : 'no such permission' });
      else succeeded.push({ id: permId, entityType: permType, reason: 'the index reads the catalogue as it is' });
    }
    reply.code(201);
    return { success: failed.length === 0, succeeded, failed };
  });

  app.put('/admin/logging/buildPDXLF', admin, async (_request, reply) => reply.code(204).send());

  app.post('/access/entities/resource/assignments/columns', optionalBody, async (request, reply) => {
    const id = text(bodyOf(request.body).dn);
    if (id !== '' && !(await db.get('SELECT 1 FROM resources WHERE dn = ? COLLATE NOCASE', [id]))) throw badRequest(`dn: no resource has the DN "${id}"`);
    reply.code(201);
    return {
      columns: [
        { key: 'recipientFullName', value: 'Assigned to' },
        { key: 'effectiveDate', value: 'Effective date' },
        { key: 'expiryDate', value: 'Expiry date' },
        { key: 'statusDisplay', value: 'Status' },
      ],
    };
  });

  app.get('/access/query/list', async () => ({
    queries: QUERIES.map((q) => ({ key: q.key, displayLabel: q.displayLabel, entityKey: 'user', parameters: [{ key: q.parameter, displayLabel: q.label, values: [] }], returnAttributes: RETURNED.map(([key]) => key) })),
  }));

  app.post('/access/query/global', objectBody, async (request, reply) => {
    const body = bodyOf(request.body);
    const query = QUERIES.find((q) => q.key === text(body.key));
    if (!query) throw badRequest(`key: "${text(body.key)}" is not a query; use ${QUERIES.map((q) => q.key).join(', ')}`);
    const parameters = Array.isArray(body.parameters) ? body.parameters.map((p) => bodyOf(p)) : [];
    const given = parameters.find((p) => text(p.key) === query.parameter);
    const values = Array.isArray(given?.values) ? given.values : [];
    const value = typeof values[0] === 'string' ? values[0].trim() : '';
    if (value === '') throw badRequest(`parameters: the value of "${query.parameter}" is required`);
    const page = pageRequest(request.query as Record<string, unknown>);
    const where = `${query.column} LIKE ? ESCAPE '\\'`;
    const rows = await db.all<Record<string, string | null>>(
      `SELECT dn, first_name, last_name, email FROM users WHERE ${where} ORDER BY full_name COLLATE NOCASE LIMIT ? OFFSET ?`, [likePattern(value), page.size, page.offset]);
    const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM users WHERE ${where}`, [likePattern(value)]))?.n ?? 0;
    const nextIndex = nextIndexAfter(page, total);
    reply.code(201);
    return {
      entityList: rows.map((row) => ({
        dn: row.dn ?? '',
        attributes: RETURNED.map(([key, label, column]) => ({ key, displayLabel: label, dataType: 'String', attributeValues: row[column] ? [{ value: row[column] }] : [] })),
      })),
      totalCount: total,
      nextIndex,
      hasMore: nextIndex > 0,
    };
  });
};

export default identityOperationsRoutes;
