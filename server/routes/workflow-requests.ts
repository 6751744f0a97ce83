/**
 * Access requests and their history, from the workflow engine's store (server/workflow).
 * Contract: POST /access/requests/permissions (also /permissions/v2) and /permissions/item (one request per permission
 * and recipient), GET /access/requests/history and /historylist (the caller's requests, as
 * requester or recipient, with filters), POST /access/requests/history/item, GET
 * /access/requests/processes, DELETE /access/requests/history (retract while retractable), POST
 * /access/requests/team/user/history (a team member's requests, for the team's managers).
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { bodyOf, resolveEntity, type Body, type SodConflict } from '../catalog/common.ts';
import { managesMember } from '../catalog/teams/store.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { isTrue } from '../identity/query-params.ts';
import type { Db } from '../store/db.ts';
import { mayFollowRequest } from '../workflow/access.ts';
import { commentNode, commentsOf, historyNode, namesOf, processDetailNode } from '../workflow/nodes.ts';
import { history } from '../workflow/history.ts';
import { checkBulkRequestable, readAction, readPayload, readPermission, readRecipients, type RequestedPermission } from '../workflow/request-input.ts';
import { addComment, applyEvent, expireDueTasks, findRequest, type StoredRequest } from '../workflow/store.ts';
import { submitRequest } from '../workflow/submit.ts';
import { checkedResourcePayload } from '../catalog/resources/request-params.ts';
import { actingUser } from '../workflow/visibility.ts';
import { recordActingFor } from '../logging/audit-hook.ts';
import { inChunks, SUBMIT_CHUNK } from '../store/chunks.ts';

const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface ResponseNode { id: string; name: string; entityType: string; dn: string; requestId?: string; reason?: string }

/** Submits every permission for every recipient; one OperationNode per recipient. */
async function submitAll(db: Db, body: Body, permissions: RequestedPermission[], callerDn: string, acting: { dn: string; proxyFor?: string }, powers: ReturnType<typeof principalOf>['powers']) {
  const recipients = await readRecipients(db, body.recipients, { dn: acting.dn, powers }, permissions);
  const payload = readPayload(body);
  const action = readAction(body);
  if (action === 'revoke' && permissions.some((p) => p.kind === 'prd')) throw badRequest('process.requestAction: a request definition cannot be revoked');
  if (action === 'grant') checkBulkRequestable(permissions, recipients);
  const reason = text(body.reason);
  const sodJustification = text(body.sodJustification);
  const correlationId = text(bodyOf(body.process).correlationId);
  // A resource's grant carries what the resource asks for, checked before anything is stored.
  const payloads = new Map<string, typeof payload>();
  for (const p of permissions) if (p.kind === 'resource' && action === 'grant') payloads.set(p.dn, await checkedResourcePayload(db, p.dn, payload));
  const nodes: { userDn: string; success: boolean; succeeded: ResponseNode[]; failed: ResponseNode[]; sods: SodConflict[] }[] = [];
  // In chunks of recipients that let other requests in between (one of 1,000 recipients held every
  // other request for a second in one transaction); each recipient's outcome is its own.
  await inChunks(db, recipients, async (tx, chunk) => {
    for (const recipient of chunk) {
      const node = { userDn: recipient.id, success: true, succeeded: [] as ResponseNode[], failed: [] as ResponseNode[], sods: [] as SodConflict[] };
      for (const permission of permissions) {
        const base = { id: permission.dn, name: permission.name, entityType: permission.kind, dn: recipient.id };
        if (action === 'revoke' && !(await holds(tx, permission, recipient.id))) {
          node.failed.push({ ...base, reason: `"${recipient.name}" has no direct assignment of "${permission.name}"` });
          continue;
        }
        const result = await submitRequest(tx, {
          kind: permission.kind, item: permission, recipient, action, requesterDn: acting.dn, reason, payload: payloads.get(permission.dn) ?? payload,
          ...(sodJustification ? { sodJustification } : {}), ...(acting.proxyFor ? { proxyDn: callerDn } : {}), ...(correlationId ? { correlationId } : {}),
        });
        if (result.ok) node.succeeded.push({ ...base, requestId: result.request.id, reason: result.request.status });
        else {
          node.failed.push({ ...base, reason: result.reason });
          node.sods.push(...result.sods);
        }
      }
      node.success = node.failed.length === 0;
      nodes.push(node);
    }
  }, SUBMIT_CHUNK);
  return { success: nodes.every((n) => n.success), OperationNodes: nodes };
}

async function holds(db: Db, permission: RequestedPermission, recipientDn: string): Promise<boolean> {
  const sql = permission.kind === 'role'
    ? 'SELECT 1 FROM role_assignments WHERE role_dn = ? AND recipient_dn = ? COLLATE NOCASE'
    : 'SELECT 1 FROM resource_assignments WHERE resource_dn = ? AND recipient_dn = ? COLLATE NOCASE';
  return Boolean(await db.get(sql, [permission.dn, recipientDn]));
}

const workflowRequestRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  // The v2 path takes the same body (the new request form's submission, a free-form object in the contract).
  for (const path of ['/access/requests/permissions', '/access/requests/permissions/v2']) app.post(path, { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const principal = principalOf(request);
    const acting = await actingUser(db, principal.dn, body.proxyUser);
    recordActingFor(request, acting);
    const list = Array.isArray(body.reqPermissions) ? body.reqPermissions.map((p) => bodyOf(p)) : [];
    if (list.length === 0) throw badRequest('reqPermissions: at least one permission ({id, entityType}) is required');
    const permissions: RequestedPermission[] = [];
    for (const node of list) permissions.push(await readPermission(db, node));
    reply.code(201);
    return submitAll(db, body, permissions, principal.dn, acting, principal.powers);
  });

  app.post('/access/requests/permissions/item', { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const principal = principalOf(request);
    const acting = await actingUser(db, principal.dn, body.proxyUser);
    recordActingFor(request, acting);
    const permission = await readPermission(db, body);
    reply.code(201);
    return submitAll(db, body, [permission], principal.dn, acting, principal.powers);
  });

  for (const path of ['/access/requests/history', '/access/requests/historylist']) {
    app.get(path, async (request) => {
      await expireDueTasks(db);
      return history(db, principalOf(request).dn, request.query as Record<string, unknown>);
    });
  }

  // A team member's requests, for a manager of a team the member belongs to (or a domain administrator).
  app.post('/access/requests/team/user/history', { schema: { body: objectBody } }, async (request, reply) => {
    const dn = text(bodyOf(request.body).dn);
    if (dn === '') throw badRequest('dn is required: the DN of the team member');
    const member = await resolveEntity(db, dn, ['user']);
    if (!member) throw badRequest(`No user has the DN "${dn}"`);
    const principal = principalOf(request);
    if (!principal.powers.has('domainAdmin') && !(await managesMember(db, principal.dn, member.id))) throw forbidden(`"${member.name}" is not a member of a team you manage`);
    await expireDueTasks(db);
    reply.code(201);
    return history(db, member.id, request.query as Record<string, unknown>, principal.dn);
  });

  app.post('/access/requests/history/item', { schema: { body: objectBody } }, async (request, reply) => {
    const id = text(bodyOf(request.body).id);
    const query = request.query as Record<string, unknown>;
    await expireDueTasks(db);
    const row = id ? await findRequest(db, id) : undefined;
    if (!row) throw badRequest(`No request "${id}"`);
    const principal = principalOf(request);
    if (!(await mayFollowRequest(db, principal, row.id))) throw forbidden(`The request "${id}" is not yours to follow`);
    const limit = Number(text(query.commentLimit));
    const comments = await commentsOf(db, row.id, {
      ...(Number.isInteger(limit) && limit > 0 ? { limit } : {}),
      includeSystem: query.includeSystemComments === undefined ? true : isTrue(query.includeSystemComments),
    });
    const names = await namesOf(db, [row.requester_dn, row.recipient_dn, row.proxy_dn, ...comments.map((c) => c.user_dn)]);
    reply.code(201);
    return { ...historyNode(row, names, principal.dn), comments: comments.map((c) => commentNode(c, names)) };
  });

  app.get('/access/requests/processes', async (request) => {
    const query = request.query as Record<string, unknown>;
    const processId = text(query.processId);
    const correlationId = text(query.correlationId);
    if (!processId && !correlationId) throw badRequest('processId or correlationId is required');
    await expireDueTasks(db);
    const rows = processId
      ? await db.all<StoredRequest>('SELECT * FROM requests WHERE id = ?', [processId])
      : await db.all<StoredRequest>('SELECT * FROM requests WHERE correlation_id = ? ORDER BY request_date, id', [correlationId]);
    const principal = principalOf(request);
    const processes = [];
    for (const row of rows) {
      if (!(await mayFollowRequest(db, principal, row.id))) continue;
      const comments = await commentsOf(db, row.id);
      processes.push(processDetailNode(row, comments, await namesOf(db, [row.requester_dn, row.recipient_dn, ...comments.map((c) => c.user_dn)])));
    }
    if (processId && processes.length === 0) throw badRequest(`No process "${processId}" of yours`);
    return { processes };
  });

  // Answers 204, as the contract declares; every request is checked before any is retracted.
  app.delete('/access/requests/history', { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const ids = (Array.isArray(body.requests) ? body.requests : []).map((r) => text(bodyOf(r).id));
    if (ids.length === 0 || ids.includes('')) throw badRequest('requests: at least one request ({id}) to retract is required');
    const me = principalOf(request).dn;
    await expireDueTasks(db);
    // Check every request before retracting any.
    const rows: StoredRequest[] = [];
    for (const id of ids) {
      const row = await findRequest(db, id);
      if (!row) throw badRequest(`No request "${id}"`);
      if (row.requester_dn.toLowerCase() !== me.toLowerCase() && row.recipient_dn.toLowerCase() !== me.toLowerCase()) throw forbidden(`The request "${id}" is not yours to retract`);
      if (row.process_state !== 0) throw badRequest(`The request "${id}" is ${row.status}: only a running request can be retracted`);
      rows.push(row);
    }
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await applyEvent(tx, row.id, { type: 'retract' }, { dn: me });
        await addComment(tx, row.id, null, me, text(body.comment) || 'Retracted by the requester', null, true);
      }
    });
    return reply.code(204).send();
  });
};

export default workflowRequestRoutes;
