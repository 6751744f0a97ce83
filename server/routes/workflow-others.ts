/**
 * The workflow as the help desk and team managers see it, and the workflow data as a whole:
 * - GET /access/tasks/list/others: every open task, for the help desk (the task list's query:
 *   fromIndex, size, q, sortBy, sortOrder, status, assignStatus, assignedTo, recipient). The sandbox
 *   has no help-desk role of its own: its help desk is the domain administrators (403 otherwise).
 * - GET /access/tasks/list/others/team (teamDN, memberDn): the open tasks whose recipient is a
 *   member of a team the caller manages (teamDN narrows to one team, memberDn to one member); a
 *   domain administrator may name any team. 403 for anyone who manages no team.
 * - GET /access/helpdesk (userDN): the help desk of the user's client (its name, mail, telephone)
 *   and its users; GET /access/helpdesk/category (userDn, resDn): the help-desk users who may take a
 *   task reassigned to them.
 * - GET /access/forms (id: a task id): the approval form of a task, with its data items; with a
 *   formContainer, the form of that container the id names (a form's DN or cn, or an approval
 *   template's DN in TemplateForms: the forms renderer page #/form/details draws it).
 * - GET /access/data/migration/workflow: the workflow tables (tasks, requests, comments) as JSON,
 *   for domain administrators; the sandbox's engine keeps them in its SQLite store.
 * - POST /access/data/migration/workflow: imports what the export gave ({tables: {requests, tasks,
 *   workflow_comments}}, JSON; the contract's multipart upload is not taken): rows whose id is new
 *   are added, the others skipped; every row is checked first (an object of the table's own
 *   columns, texts, numbers or null, with its id) and the import runs in one transaction: a row
 *   the store refuses (a missing required column, a kind or action it does not know) is a 400 and
 *   nothing is imported (domain administrators; 201 with the counts).
 * - POST /access/requests/historyForUser (UserNode dn): a user's request history, for the help desk
 *   (domain administrators), a manager of a team the user belongs to, or the user themselves.
 * - POST /access/requests/historylist (UserNode dn): the request-definition (PRD) requests of the
 *   user the caller acts for as a proxy (their own without a dn).
 * - POST /access/tasks/v2: a task form's submission ({taskId, action, comment, proxyUser}) as one
 *   task action of POST /access/tasks, answered as FormResponseNode {success, message}.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../auth/principal.ts';
import { findTeam, isTeamMemberSql, managesTeam } from '../catalog/teams/store.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { loadSettingsClient } from '../identity/client-settings.ts';
import { findUser } from '../identity/user-store.ts';
import { bodyOf, resolveEntity } from '../catalog/common.ts';
import { managesMember } from '../catalog/teams/store.ts';
import { recordActingFor } from '../logging/audit-hook.ts';
import { history } from '../workflow/history.ts';
import { performTaskActions, readTaskAction } from '../workflow/task-actions.ts';
import { actingUser } from '../workflow/visibility.ts';
import { mayFollowRequest } from '../workflow/access.ts';
import { expireDueTasks, findTask } from '../workflow/store.ts';
import { taskList } from '../workflow/task-list.ts';
import { isAddressedOrDelegatedTo } from '../workflow/visibility.ts';
import { containerForm, FORMS, formDn } from './request-forms.ts';

type Query = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const MIGRATED_TABLES = ['requests', 'tasks', 'workflow_comments'];
const OPEN = "t.state = 'open' AND t.request_id IS NOT NULL";

const workflowOthersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = { preHandler: requirePower('domainAdmin') };
  const helpdeskUsers = async () =>
    (await db.all<{ user_dn: string }>("SELECT user_dn FROM user_powers WHERE power = 'domainAdmin' ORDER BY user_dn")).map((row) => row.user_dn);

  app.get('/access/tasks/list/others', admin, async (request) => {
    await expireDueTasks(db);
    return taskList(db, principalOf(request).dn, request.query as Query, new Date(), { sql: `(${OPEN})`, params: [] });
  });

  app.get('/access/tasks/list/others/team', async (request) => {
    const query = request.query as Query;
    const principal = principalOf(request);
    const administers = principal.powers.has('domainAdmin');
    let teams: string[];
    const teamDn = text(query.teamDN);
    if (teamDn !== '') {
      const team = await findTeam(db, teamDn);
      if (!team) throw badRequest(`teamDN: no team has the DN "${teamDn}"`);
      if (!administers && !(await managesTeam(db, principal.dn, team.dn))) throw forbidden(`You do not manage the team "${team.name}"`);
      teams = [team.dn];
    } else {
      teams = (await db.all<{ team_dn: string }>('SELECT team_dn FROM team_managers WHERE user_dn = ? COLLATE NOCASE', [principal.dn])).map((row) => row.team_dn);
      if (teams.length === 0 && !administers) throw forbidden('Only a team manager may list the tasks of a team');
      if (administers && teams.length === 0) teams = (await db.all<{ dn: string }>('SELECT dn FROM teams')).map((row) => row.dn);
    }
    const memberDn = text(query.memberDn);
    if (memberDn !== '' && !(await findUser(db, memberDn))) throw badRequest(`memberDn: no user has the DN "${memberDn}"`);
    const marks = teams.map(() => '?').join(', ');
    const scope = {
      sql: `(${OPEN} AND EXISTS (SELECT 1 FROM teams tm JOIN users u ON u.dn = t.recipient_dn WHERE tm.dn IN (${marks}) AND ${isTeamMemberSql('tm.dn')})${memberDn !== '' ? ' AND t.recipient_dn = ? COLLATE NOCASE' : ''})`,
      params: [...teams, ...(memberDn !== '' ? [memberDn] : [])],
    };
    await expireDueTasks(db);
    return taskList(db, principal.dn, query, new Date(), scope);
  });

  app.get('/access/helpdesk', async (request) => {
    const principal = principalOf(request);
    const dn = text((request.query as Query).userDN) || principal.dn;
    const user = await findUser(db, dn);
    if (!user) throw badRequest(`userDN: no user has the DN "${dn}"`);
    const client = await loadSettingsClient(db, undefined);
    const settings = Object.fromEntries(client.config.helpdesk.map((entry) => [entry.key, entry.value]));
    return { ...settings, users: await helpdeskUsers() };
  });

  app.get('/access/helpdesk/category', async (request) => {
    const query = request.query as Query;
    for (const field of ['userDn', 'resDn'] as const) {
      const dn = text(query[field]);
      if (dn !== '' && !(await findUser(db, dn))) throw badRequest(`${field}: no user has the DN "${dn}"`);
    }
    return { users: await helpdeskUsers() };
  });

  app.get('/access/forms', async (request) => {
    const query = request.query as Query;
    const id = text(query.id);
    if (id === '') throw badRequest('id: the id of the task whose form is wanted is required');
    if (text(query.formContainer) !== '') return containerForm(query.formContainer, id);
    const task = await findTask(db, id);
    if (!task || !task.request_id) throw badRequest(`id: no task "${id}"`);
    const principal = principalOf(request);
    const mine = task.claimed_by?.toLowerCase() === principal.dn.toLowerCase() || (await isAddressedOrDelegatedTo(db, task.id, principal.dn));
    if (!mine && !(await mayFollowRequest(db, principal, task.request_id))) throw forbidden(`The task "${task.id}" is not yours`);
    const form = FORMS.ApprovalForms![0]!;
    return {
      taskId: task.id,
      processId: task.request_id,
      formContainer: 'ApprovalForms',
      form: { dn: formDn('ApprovalForms', form.cn), cn: form.cn, name: form.name, description: form.description },
      dataItems: form.items.map(([name, label]) => ({ name, displayLabel: label, dataType: 'String', readOnly: name === 'recipient', values: [] })),
    };
  });

  const objectBody = { schema: { body: { type: ['object', 'null'] } } };

  app.post('/access/requests/historyForUser', objectBody, async (request, reply) => {
    const principal = principalOf(request);
    const dn = text(bodyOf(request.body).dn);
    if (dn === '') throw badRequest('dn is required: the DN of the user whose requests are wanted');
    const user = await resolveEntity(db, dn, ['user']);
    if (!user) throw badRequest(`dn: no user has the DN "${dn}"`);
    const own = user.id.toLowerCase() === principal.dn.toLowerCase();
    if (!own && !principal.powers.has('domainAdmin') && !(await managesMember(db, principal.dn, user.id))) throw forbidden(`You may not see the requests of "${user.name}"`);
    await expireDueTasks(db);
    reply.code(201);
    return history(db, user.id, request.query as Query, principal.dn);
  });

  app.post('/access/requests/historylist', objectBody, async (request, reply) => {
    const principal = principalOf(request);
    const dn = text(bodyOf(request.body).dn);
    const acting = await actingUser(db, principal.dn, dn !== '' && dn.toLowerCase() !== principal.dn.toLowerCase() ? dn : undefined);
    recordActingFor(request, acting);
    await expireDueTasks(db);
    reply.code(201);
    return history(db, acting.dn, { ...(request.query as Query), type: 'prd' }, principal.dn);
  });

  app.post('/access/tasks/v2', objectBody, async (request, reply) => {
    const body = bodyOf(request.body);
    const caller = principalOf(request).dn;
    const user = await actingUser(db, caller, body.proxyUser);
    recordActingFor(request, user);
    const action = readTaskAction(body.action);
    const taskId = text(body.taskId);
    if (taskId === '') throw badRequest('taskId: the id of the task whose form is submitted is required');
    await expireDueTasks(db);
    const comment = text(body.comment);
    const answer = await performTaskActions(db, { action, tasks: [{ taskId }], ...(comment ? { comment } : {}) }, { ...user, caller });
    const failure = answer.failed[0];
    if (failure) throw badRequest(`${taskId}: ${failure.reason ?? 'the action failed'}`);
    reply.code(201);
    return { success: true, message: `${action}: ${taskId}` };
  });

  app.post('/access/data/migration/workflow', { ...admin, schema: { body: { type: 'object' } } }, async (request, reply) => {
    const tables = bodyOf(bodyOf(request.body).tables);
    const names = Object.keys(tables);
    if (names.length === 0) throw badRequest('tables: the export of GET /access/data/migration/workflow is required ({"tables": {"requests": [...], ...}})');
    const work: { table: string; columns: string[]; rows: Record<string, unknown>[] }[] = [];
    let count = 0;
    for (const table of names) {
      if (!MIGRATED_TABLES.includes(table)) throw badRequest(`tables: "${table}" is not one of ${MIGRATED_TABLES.join(', ')}`);
      const rows = tables[table];
      if (!Array.isArray(rows)) throw badRequest(`tables.${table}: a list of rows is required`);
      count += rows.length;
      if (count > 20_000) throw badRequest('tables: at most 20,000 rows in one import');
      const columns = (await db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)).map((c) => c.name);
      for (const [index, raw] of rows.entries()) {
        const row = raw as Record<string, unknown>;
        if (!row || typeof row !== 'object' || Array.isArray(row)) throw badRequest(`tables.${table}[${index}]: a row is an object`);
        const unknown = Object.keys(row).find((key) => !columns.includes(key));
        if (unknown) throw badRequest(`tables.${table}[${index}]: "${unknown}" is not a column of ${table}`);
        if (Object.values(row).some((v) => v !== null && typeof v !== 'string' && typeof v !== 'number')) throw badRequest(`tables.${table}[${index}]: values are texts, numbers or null`);
        if (row.id === undefined || row.id === null) throw badRequest(`tables.${table}[${index}]: the row's id is required`);
      }
      work.push({ table, columns, rows: rows as Record<string, unknown>[] });
    }
    const imported: Record<string, number> = {};
    try {
      await db.transaction(async (tx) => {
        for (const { table, rows } of work) {
          imported[table] = 0;
          for (const row of rows) {
            if (await tx.get(`SELECT 1 FROM ${table} WHERE id = ?`, [row.id as string | number])) continue;
            const keys = Object.keys(row);
            await tx.run(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`, keys.map((k) => row[k] as string | number | null));
            imported[table] += 1;
          }
        }
      });
    } catch (error) {
      if (error instanceof Error && /constraint/i.test(error.message)) throw badRequest(`Nothing was imported: the store refused a row (${error.message})`);
      throw error;
    }
    reply.code(201);
    return { imported, skipped: count - Object.values(imported).reduce((a, b) => a + b, 0) };
  });

  app.get('/access/data/migration/workflow', admin, async () => ({
    exportedAt: Date.now(),
    tables: {
      requests: await db.all('SELECT * FROM requests ORDER BY id'),
      tasks: await db.all('SELECT * FROM tasks ORDER BY id'),
      workflow_comments: await db.all('SELECT * FROM workflow_comments'),
    },
  }));
};

export default workflowOthersRoutes;
