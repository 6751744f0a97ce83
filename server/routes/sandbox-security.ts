import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { listAuditEvents } from '../logging/audit-trail.ts';

// Security administration of the sandbox, beside the contract (the real server has its own tools):
// the audit trail and lifting a sign-in lock. Domain administrators only.

const unlockBody = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const AUDIT_KINDS = ['signIn', 'signInFailed', 'signOut', 'write'];

const auditQuery = {
  type: 'object',
  properties: {
    actor: { type: 'string', maxLength: 256 },
    kind: { type: 'string', enum: ['', ...AUDIT_KINDS] },
    operation: { type: 'string', maxLength: 256 },
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
    nextIndex: { type: 'string', maxLength: 12 },
    size: { type: 'string', maxLength: 4 },
  },
} as const;

/** A time filter: epoch milliseconds or an ISO date; undefined when empty. */
function timeFilter(value: string | undefined, what: string): string | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${what}: "${value}" is not a date`);
  return new Date(ms).toISOString();
}

const sandboxSecurityRoutes: FastifyPluginAsync = async (app) => {
  // The trail, newest first: ?actor=&kind=&operation=&startDate=&endDate=&nextIndex=&size=
  app.get('/sandbox/audit/events', { preHandler: requirePower('domainAdmin'), schema: { querystring: auditQuery } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const page = pageRequest(query);
    const { rows, total } = await listAuditEvents(app.platform.db, {
      actor: query.actor?.trim() || undefined,
      kind: query.kind || undefined,
      operation: query.operation?.trim() || undefined,
      from: timeFilter(query.startDate, 'startDate'),
      to: timeFilter(query.endDate, 'endDate'),
      offset: page.offset,
      size: page.size,
    });
    return { events: rows, total, nextIndex: nextIndexAfter(page, total) };
  });

  // Answers whether the name was locked; unlocking a name that is not locked changes nothing.
  app.post('/sandbox/signin/unlock', { preHandler: requirePower('domainAdmin'), schema: { body: unlockBody } }, async (request) => {
    const username = (request.body as { username: string }).username.trim();
    if (!username) throw badRequest('username: the user name to unlock');
    return { username, wasLocked: await app.platform.signInGuard.unlock(username) };
  });
};

export default sandboxSecurityRoutes;
