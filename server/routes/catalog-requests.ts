/**
 * Request status of a role or resource and revocation of assignments.
 * - POST /access/requests/historylist/permission?item=<dn>&type=role|resource&status=<filter or *>: the
 *   requests of one role or resource, whoever requested them. Status filters:
 *   running (process running), pending (15 Approval Pending), approved (20), completed (process
 *   completed), denied (95 Denied, for roles also 90 SoD exception denied), terminated (process
 *   terminated: retracted or denied).
 * - DELETE /access/assignments/list: revokes roles and resources from the assignees listed.
 * Both need the power of the item's kind (roleAdmin or resourceAdmin) or domainAdmin.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf, type Power } from '../auth/principal.ts';
import { requireDirectAssignments, revokeAssignments } from '../catalog/assignments.ts';
import { bodyOf, epochMs, parseAttrs } from '../catalog/common.ts';
import { revokeNeedsApproval } from '../catalog/resources/approvals.ts';
import type { RoleAttrs } from '../catalog/roles/store.ts';
import { description } from '../catalog/text.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import { requestOperation } from '../../domain/workflow.ts';
import type { Db } from '../store/db.ts';

type Kind = 'role' | 'resource';
const KIND_POWER: Record<Kind, Power> = { role: 'roleAdmin', resource: 'resourceAdmin' };

function requireKindPower(request: FastifyRequest, kind: Kind): void {
  const { powers } = principalOf(request);
  if (!powers.has('domainAdmin') && !powers.has(KIND_POWER[kind])) throw forbidden(`Administering ${kind}s needs the ${KIND_POWER[kind]} power`);
}

export function kindOf(value: unknown): Kind {
  const kind = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (kind !== 'role' && kind !== 'resource') throw badRequest(`type: "${String(value ?? '')}" is not role or resource`);
  return kind;
}

/** SQL condition of each status filter. */
const STATUS_FILTERS: Record<string, (kind: Kind) => string> = {
  running: () => 'q.process_state = 0',
  pending: () => 'q.status_code = 15',
  approved: () => 'q.status_code = 20',
  completed: () => 'q.process_state = 3',
  denied: (kind) => (kind === 'role' ? 'q.status_code IN (90, 95)' : 'q.status_code = 95'),
  terminated: () => 'q.process_state = 2',
};
export const REQUEST_STATUS_FILTERS = Object.keys(STATUS_FILTERS);

interface RequestRow {
  id: string; item_name: string; status_code: number; status: string; process_state: number; recipient_dn: string; requester_dn: string;
  action: string; request_date: string; reason: string | null; recipient_name: string | null; requester_name: string | null; recipient_type: string;
}

/**
 * The role or resource of an assignment to revoke (400 when there is none), and whether its
 * revocation needs approval (a role's revokeRequired, a resource's revoke approval): such an item
 * gets a pending revoke request.
 */
export async function revocableItem(db: Db, kind: Kind, id: unknown): Promise<{ dn: string; name: string; revokeApprovalRequired: boolean }> {
  const dn = typeof id === 'string' ? id.trim() : '';
  const table = kind === 'role' ? 'roles' : 'resources';
  const columns = kind === 'role' ? 'dn, name, attrs' : 'dn, name, attrs, approval_required';
  const found = dn ? await db.get<{ dn: string; name: string; attrs: string | null; approval_required?: number }>(`SELECT ${columns} FROM ${table} WHERE dn = ? COLLATE NOCASE`, [dn]) : undefined;
  if (!found) throw badRequest(`assignments: no ${kind} "${dn}"`);
  const revokeApprovalRequired =
    kind === 'role' ? (parseAttrs(found.attrs) as RoleAttrs).revokeRequired === true : revokeNeedsApproval({ approval_required: found.approval_required ?? 0, attrs: found.attrs });
  return { dn: found.dn, name: found.name, revokeApprovalRequired };
}

const catalogRequestsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/access/requests/historylist/permission', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const kind = kindOf(query.type);
    requireKindPower(request, kind);
    const item = typeof query.item === 'string' ? query.item.trim() : '';
    if (item === '') throw badRequest('item: the DN of the role or resource is required');
    const where = ['q.kind = ?', 'q.item_dn = ? COLLATE NOCASE'];
    const params: (string | number)[] = [kind, item];
    const status = typeof query.status === 'string' ? query.status.trim().toLowerCase() : '';
    if (status !== '' && status !== '*') { // '*', the contract's default: any status
      const filter = STATUS_FILTERS[status];
      if (!filter) throw badRequest(`status: "${status}" is not one of ${REQUEST_STATUS_FILTERS.join(', ')}`);
      where.push(filter(kind));
    }
    const page = pageRequest(query);
    if (page.q !== '*') {
      where.push("COALESCE(u.full_name, g.name, c.name, q.recipient_dn) LIKE ? ESCAPE '\\'");
      params.push(likePattern(page.q));
    }
    const from = `requests q LEFT JOIN users u ON u.dn = q.recipient_dn LEFT JOIN groups g ON g.dn = q.recipient_dn LEFT JOIN containers c ON c.dn = q.recipient_dn
      LEFT JOIN users r ON r.dn = q.requester_dn WHERE ${where.join(' AND ')}`;
    const order = String(query.sortOrder ?? '').toLowerCase() === 'asc' ? 'ASC' : 'DESC';
    const rows = await db.all<RequestRow>(
      `SELECT q.id, q.item_name, q.status_code, q.status, q.process_state, q.recipient_dn, q.requester_dn, q.action, q.request_date, q.reason,
              COALESCE(u.full_name, g.name, c.name) AS recipient_name, r.full_name AS requester_name,
              CASE WHEN g.dn IS NOT NULL THEN 'group' WHEN c.dn IS NOT NULL THEN 'container' ELSE 'user' END AS recipient_type
         FROM ${from} ORDER BY q.request_date ${order}, q.id LIMIT ? OFFSET ?`,
      [...params, page.size, page.offset],
    );
    const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${from}`, params))?.n ?? 0;
    reply.code(201);
    return {
      requests: rows.map((row) => ({
        id: row.id,
        name: row.item_name,
        entityType: kind,
        requestState: row.status_code,
        requestStatus: row.status,
        processState: row.process_state,
        requestOper: requestOperation(kind, row.action === 'revoke' ? 'revoke' : 'grant', row.recipient_type),
        action: row.action,
        recipient: row.recipient_dn,
        recipientName: row.recipient_name ?? row.recipient_dn,
        recipientType: row.recipient_type,
        requester: row.requester_dn,
        requesterName: row.requester_name ?? row.requester_dn,
        requestDate: epochMs(row.request_date),
        ...(row.reason ? { reason: row.reason } : {}),
      })),
      nextIndex: nextIndexAfter(page, total),
      total,
      totalSize: total,
    };
  });

  // Answers 204, as the contract declares: every revocation is checked (each recipient holds the
  // item directly) before any request is made; one that still fails is a 400.
  app.delete('/access/assignments/list', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const body = bodyOf(request.body);
    if (!Array.isArray(body.assignments) || body.assignments.length === 0) throw badRequest('assignments: at least one assignment to revoke is required');
    // Check everything before revoking anything.
    const work = [];
    for (const raw of body.assignments.map((a) => bodyOf(a))) {
      const kind = kindOf(raw.entityType);
      requireKindPower(request, kind);
      const item = await revocableItem(db, kind, raw.id);
      const list = Array.isArray(raw.assignmentToList) ? raw.assignmentToList.map((a) => bodyOf(a).assignedToDn) : [];
      const recipients = list.filter((d): d is string => typeof d === 'string' && d.trim() !== '').map((d) => d.trim());
      if (recipients.length === 0) throw badRequest(`assignments: no assignee given for "${item.name}"`);
      await requireDirectAssignments(db, kind, item, recipients);
      work.push({ kind, item, recipients });
    }
    const reason = description(body.reason, 'Revocation');
    const me = principalOf(request);
    const failed = [];
    for (const { kind, item, recipients } of work) failed.push(...(await revokeAssignments(db, kind, item, recipients, me.dn, reason)).failed);
    if (failed.length > 0) throw badRequest(failed.map((f) => f.reason ?? f.id).join('; '));
    return reply.code(204).send();
  });
};

export default catalogRequestsRoutes;
