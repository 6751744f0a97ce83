/**
 * Workflow monitoring for domain administrators, from the workflow engine's store. Contract:
 * GET /access/monitoring/process/list (startIndex paging), POST /access/monitoring/process/terminate,
 * POST /access/monitoring/reassign, GET /access/monitoring/workentries and /comments. The process
 * id is the request id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { badRequest } from '../http/fault.ts';
import { likePattern, pageSize } from '../http/paging.ts';
import { isTrue } from '../identity/query-params.ts';
import { phaseState, type RequestPhase } from '../../domain/workflow.ts';
import { commentsOf, monitoringCommentNode, namesOf, processInfoNode, workEntryNode } from '../workflow/nodes.ts';
import { addComment, applyEvent, expireDueTasks, findRequest, requestTasks, type StoredRequest } from '../workflow/store.ts';
import { performTaskActions } from '../workflow/task-actions.ts';

const monitor = requirePower('domainAdmin');
const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A whole number query value (or undefined when absent); 400 otherwise. */
function whole(value: unknown, what: string): number | undefined {
  const raw = text(value);
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw badRequest(`${what}: "${raw}" is not a whole number`);
  return Number(raw);
}

const SORT_FIELDS: Record<string, string> = { creationtime: 'q.request_date', name: 'q.item_name COLLATE NOCASE', completiontime: 'q.completion_date', processstatus: 'q.process_state' };
/** Approval status (the PRD catalogue) as the phases that have it; older rows without a phase by their process state. */
const APPROVAL_PHASES: RequestPhase[] = ['pending', 'sodPending', 'sodApproved', 'provisioned', 'denied', 'sodDenied', 'refused', 'retracted'];

const workflowMonitoringRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/monitoring/process/list', { preHandler: monitor }, async (request) => {
    const query = request.query as Record<string, unknown>;
    await expireDueTasks(db);
    const where: string[] = [];
    const params: (string | number)[] = [];
    const q = text(query.q);
    if (q !== '' && q !== '*') { where.push("q.item_name LIKE ? ESCAPE '\\'"); params.push(likePattern(q)); }
    const processStatus = whole(query.processStatus, 'processStatus');
    if (processStatus !== undefined) { where.push('q.process_state = ?'); params.push(processStatus); }
    const approvalStatus = whole(query.approvalStatus, 'approvalStatus');
    if (approvalStatus !== undefined) {
      const phases = APPROVAL_PHASES.filter((p) => phaseState('prd', p) === approvalStatus);
      where.push(phases.length > 0 ? `q.phase IN (${phases.map(() => '?').join(', ')})` : '0');
      params.push(...phases);
    }
    for (const [key, column] of [['initiator', 'q.requester_dn'], ['recipient', 'q.recipient_dn']] as const) {
      const dn = text(query[key]);
      if (dn) { where.push(`${column} = ? COLLATE NOCASE`); params.push(dn); }
    }
    const sort = SORT_FIELDS[(text(query.sortField) || 'creationTime').toLowerCase()];
    if (!sort) throw badRequest(`sortField: "${text(query.sortField)}" is not one of creationTime, name, completionTime, processStatus`);
    const order = text(query.sortOrder).toLowerCase() === 'asc' ? 'ASC' : 'DESC';
    const size = pageSize(query.size);
    const startIndex = whole(query.startIndex, 'startIndex') ?? 0;
    // Only the workflow's requests (with a plan): the seeded history before it has no process to monitor.
    const filter = `WHERE q.approval IS NOT NULL${where.length > 0 ? ` AND ${where.join(' AND ')}` : ''}`;
    const rows = await db.all<StoredRequest>(`SELECT q.* FROM requests q ${filter} ORDER BY ${sort} ${order}, q.id LIMIT ? OFFSET ?`, [...params, size, startIndex]);
    const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM requests q ${filter}`, params))?.n ?? 0;
    const names = await namesOf(db, rows.flatMap((r) => [r.requester_dn, r.recipient_dn]));
    const processInfoNodeList = [];
    for (const row of rows) {
      const open = (await requestTasks(db, row.id)).filter((t) => t.state === 'open').map((t) => t.assignee_dn);
      processInfoNodeList.push(processInfoNode(row, open, names));
    }
    return { processInfoNodeList, totalSize: total };
  });

  app.post('/access/monitoring/process/terminate', { preHandler: monitor, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const ids = (Array.isArray(body.processes) ? body.processes : []).map((p) => text(p));
    if (ids.length === 0 || ids.includes('')) throw badRequest('processes: at least one process id is required');
    const me = principalOf(request).dn;
    await expireDueTasks(db);
    const failedProcesses: string[] = [];
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const row = await findRequest(tx, id);
        if (!row || row.process_state !== 0) {
          failedProcesses.push(id);
          continue;
        }
        await applyEvent(tx, id, { type: 'terminate' }, { dn: me });
        await addComment(tx, id, null, me, text(body.comment) || 'Terminated by the administrator', null, true);
      }
    });
    reply.code(201);
    return {
      success: failedProcesses.length === 0,
      failedProcesses,
      message: failedProcesses.length === 0 ? `${ids.length} process(es) terminated` : `Not running or unknown: ${failedProcesses.join(', ')}`,
    };
  });

  app.post('/access/monitoring/reassign', { preHandler: monitor, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const node = bodyOf(body.afTaskNode);
    const tasks = (Array.isArray(node.tasks) ? node.tasks : []).map((t) => {
      const task = bodyOf(t);
      return { taskId: text(task.taskId), ...(text(task.currentAddressee) ? { currentAddressee: text(task.currentAddressee) } : {}) };
    });
    if (tasks.some((t) => t.taskId === '')) throw badRequest('afTaskNode.tasks: every task needs its taskId');
    const approver = text(body.primaryPrincipal) || text(node.approver);
    const comment = text(body.comment) || text(node.comment);
    const me = principalOf(request).dn;
    await expireDueTasks(db);
    const answer = await performTaskActions(db, { action: 'reassign', tasks, ...(approver ? { approver } : {}), ...(comment ? { comment } : {}) }, { dn: me, caller: me }, true);
    reply.code(201);
    return { success: answer.success, succeedNodes: answer.succeeded, failNodes: answer.failed };
  });

  app.get('/access/monitoring/workentries', { preHandler: monitor }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const requestId = text(query.requestId);
    if (!requestId || !(await findRequest(db, requestId))) throw badRequest(`No process "${requestId}"`);
    await expireDueTasks(db);
    const tasks = await requestTasks(db, requestId);
    const startIndex = whole(query.startIndex, 'startIndex') ?? 0;
    return { workentries: tasks.slice(startIndex, startIndex + pageSize(query.size ?? 300)).map(workEntryNode), totalSize: tasks.length };
  });

  app.get('/access/monitoring/comments', { preHandler: monitor }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const requestId = text(query.requestId);
    if (!requestId || !(await findRequest(db, requestId))) throw badRequest(`No process "${requestId}"`);
    const limit = whole(query.commentLimit, 'commentLimit');
    const startIndex = whole(query.startIndex, 'startIndex') ?? 0;
    const rows = (await commentsOf(db, requestId, {
      includeSystem: query.includeSystemComments === undefined ? true : isTrue(query.includeSystemComments),
      descending: text(query.sortOrder).toLowerCase() === 'desc',
    })).slice(startIndex, limit ? startIndex + limit : undefined);
    const names = await namesOf(db, rows.map((r) => r.user_dn));
    const nodes = rows.map((r) => monitoringCommentNode(r, names));
    return { commentNodeArray: nodes, listCommentNode: nodes };
  });
};

export default workflowMonitoringRoutes;
