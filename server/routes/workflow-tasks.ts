/**
 * Approval tasks of the workflow engine (server/workflow). Contract: GET /access/tasks/list,
 * POST /access/tasks/item, POST /access/tasks (approve, deny, refuse, claim, release, comment,
 * reassign), GET /access/tasks/workEntries. Every call first expires the tasks that are due; a
 * proxyUser (query or body) makes the call act for that user when the caller may proxy for them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { isTrue } from '../identity/query-params.ts';
import { commentNode, commentsOf, namesOf, requestDataItems, taskNode, taskWorkEntryNode } from '../workflow/nodes.ts';
import { expireDueTasks, findRequest, findTask, requestTasks } from '../workflow/store.ts';
import { performTaskActions, readTaskAction } from '../workflow/task-actions.ts';
import { taskList } from '../workflow/task-list.ts';
import { actingUser, isAddressedOrDelegatedTo } from '../workflow/visibility.ts';
import { recordActingFor } from '../logging/audit-hook.ts';
import { mayFollowRequest } from '../workflow/access.ts';

const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const workflowTaskRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/tasks/list', async (request) => {
    const query = request.query as Record<string, unknown>;
    const user = await actingUser(db, principalOf(request).dn, query.proxyUser);
    await expireDueTasks(db);
    return taskList(db, user.dn, query);
  });

  app.post('/access/tasks/item', { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const query = request.query as Record<string, unknown>;
    const user = await actingUser(db, principalOf(request).dn, body.proxyUser);
    await expireDueTasks(db);
    const task = text(body.taskId) ? await findTask(db, text(body.taskId)) : undefined;
    if (!task || !task.request_id) throw badRequest(`No task "${text(body.taskId)}"`);
    const mine = task.claimed_by?.toLowerCase() === user.dn.toLowerCase() || (await isAddressedOrDelegatedTo(db, task.id, user.dn));
    if (!mine && !(await mayFollowRequest(db, principalOf(request), task.request_id))) throw forbidden(`The task "${task.id}" is not yours`);
    const limit = Number(text(query.commentLimit));
    const comments = await commentsOf(db, task.request_id, {
      ...(Number.isInteger(limit) && limit > 0 ? { limit } : {}),
      includeSystem: query.includeSystemComments === undefined ? true : isTrue(query.includeSystemComments),
    });
    const names = await namesOf(db, [task.recipient_dn, task.requester_dn, ...comments.map((c) => c.user_dn)]);
    const stored = await findRequest(db, task.request_id);
    reply.code(201);
    return {
      ...taskNode(task, stored, names),
      comments: comments.map((c) => commentNode(c, names)),
      // What came with the request (reason, dates, parameters, SoD conflicts and justification), for the approver.
      dataItems: stored ? requestDataItems(stored) : [],
    };
  });

  app.post('/access/tasks', { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const caller = principalOf(request).dn;
    const user = await actingUser(db, caller, body.proxyUser);
    recordActingFor(request, user);
    const action = readTaskAction(body.action);
    if (!Array.isArray(body.tasks)) throw badRequest('tasks: a list of tasks ({taskId}) is required');
    const tasks = body.tasks.map((entry) => {
      const node = bodyOf(entry);
      const taskId = text(node.taskId);
      if (taskId === '') throw badRequest('tasks: every task needs its taskId');
      return { taskId, ...(text(node.currentAddressee) ? { currentAddressee: text(node.currentAddressee) } : {}) };
    });
    await expireDueTasks(db);
    const comment = text(body.comment);
    const approver = text(body.approver);
    const answer = await performTaskActions(db, { action, tasks, ...(comment ? { comment } : {}), ...(approver ? { approver } : {}) }, { ...user, caller });
    reply.code(201);
    return answer;
  });

  app.get('/access/tasks/workEntries', async (request) => {
    const processId = text((request.query as Record<string, unknown>).processId);
    if (processId === '') throw badRequest('processId: the request (process) id is required');
    await expireDueTasks(db);
    if (!(await findRequest(db, processId))) throw badRequest(`No process "${processId}"`);
    if (!(await mayFollowRequest(db, principalOf(request), processId))) throw forbidden(`The process "${processId}" is not yours to follow`);
    const tasks = await requestTasks(db, processId);
    const names = await namesOf(db, tasks.flatMap((t) => [t.assignee_dn, t.recipient_dn, t.requester_dn]));
    return { workEntries: tasks.map((t) => taskWorkEntryNode(t, names)) };
  });
};

export default workflowTaskRoutes;
