// A user's own permission assignments (my profile's roles and resources sections):
// - POST /access/assignments/role/list: the roles a user holds (directly and, unless
//   onlyDirectAssignments, through their groups);
// - POST /access/assignments/resource/list: the resources assigned to a user.
// The body (the contract's UserNode) names whose assignments; without a dn, the signed-in user's.
// Another user's assignments need domainAdmin, or the administrator power of their kind (roleAdmin for
// roles, resourceAdmin for resources): 403 otherwise.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { listHeldAssignments } from '../catalog/assignments.ts';
import { bodyOf, resolveEntity } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';

type Query = Record<string, unknown>;

const ADMIN_POWER = { role: 'roleAdmin', resource: 'resourceAdmin' } as const;

/** Whose assignments: the body's dn, else the signed-in user; someone else only for an administrator of the kind. */
async function recipientOf(db: Db, request: FastifyRequest, kind: 'role' | 'resource'): Promise<{ id: string; name: string }> {
  const me = principalOf(request);
  const asked = bodyOf(request.body).dn;
  if (asked !== undefined && typeof asked !== 'string') throw badRequest('dn must be a string');
  const dn = asked?.trim() ? asked.trim() : me.dn;
  if (dn.toLowerCase() !== me.dn.toLowerCase() && !me.powers.has('domainAdmin') && !me.powers.has(ADMIN_POWER[kind])) {
    throw forbidden(`Only a domain or ${kind} administrator may list another user's ${kind} assignments`);
  }
  const user = await resolveEntity(db, dn, ['user']);
  if (!user) throw badRequest(`dn: no user "${dn}"`);
  return user;
}

/** sortBy name (default) or description; sortOrder asc (default) or desc, any case. */
function orderOf(query: Query) {
  const by: 'name' | 'description' = String(query.sortBy ?? '').toLowerCase() === 'description' ? 'description' : 'name';
  return { by, descending: String(query.sortOrder ?? '').toLowerCase() === 'desc' };
}

const assignmentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  // The body is optional (no body = my own assignments).
  const schema = { body: { type: ['object', 'null'] } };

  for (const kind of ['role', 'resource'] as const) {
    app.post(`/access/assignments/${kind}/list`, { schema }, async (request, reply) => {
      const recipient = await recipientOf(db, request, kind);
      const query = request.query as Query;
      const page = pageRequest(query);
      const onlyDirect = String(query.onlyDirectAssignments ?? '').toLowerCase() === 'true';
      const { assignments, total } = await listHeldAssignments(db, kind, recipient, page, orderOf(query), onlyDirect, likePattern);
      reply.code(201);
      return { assignments, total, nextIndex: nextIndexAfter(page, total) };
    });
  }
};

export default assignmentsRoutes;
