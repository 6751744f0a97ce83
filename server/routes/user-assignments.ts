// All of a user's permission assignments, roles and resources together (the contract's
// "other" assignments, beside the per-kind lists of assignments.ts):
// - GET /access/assignments: the signed-in user's roles and resources (q, sortBy name or
//   description, sortOrder, nextIndex, size);
// - GET /access/assignments/advanced: the same, narrowed by name, description,
//   onlyDirectAssignments and searchScope (ALL, ROLE or RESOURCE);
// - POST /access/assignments/list: another user's (the body's UserNode dn; without one, mine), 201;
// - POST /access/assignments/list/v2: the roles of a user (the contract's summary), 201;
// - POST /access/assignments/item: the signed-in user's assignment of one role or resource (the
//   body's PermissionNode id and entityType), 201; 400 when they do not hold it;
// - DELETE /access/assignments: revokes roles and resources from the signed-in user (the body's
//   assignments, each id and entityType), 204: a revoke request each, through the workflow like
//   every revocation; only what they hold directly (a group's role is the group's to revoke);
// - GET /access/assignments/identities: who holds a role or resource (permissionId,
//   permissionType role or resource), for its administrators.
// Another user's assignments need domainAdmin or both catalogue powers (roleAdmin and
// resourceAdmin), as the per-kind lists ask one of them for their kind: 403 otherwise.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { listAssignments, listHeldAssignments, revokeAssignments } from '../catalog/assignments.ts';
import { bodyOf, resolveEntity } from '../catalog/common.ts';
import { description } from '../catalog/text.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest, type PageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';
import { kindOf, revocableItem } from './catalog-requests.ts';

type Query = Record<string, unknown>;
type Kind = 'role' | 'resource';
type Held = Awaited<ReturnType<typeof listHeldAssignments>>['assignments'][number];

const SCOPES: Record<string, readonly Kind[]> = { ALL: ['role', 'resource'], ROLE: ['role'], RESOURCE: ['resource'] };

function orderOf(query: Query) {
  const by: 'name' | 'description' = String(query.sortBy ?? '').toLowerCase() === 'description' ? 'description' : 'name';
  return { by, descending: String(query.sortOrder ?? '').toLowerCase() === 'desc' };
}

/** Whose assignments: the body's dn, else the signed-in user; someone else only for an administrator of both kinds. */
async function recipientOf(db: Db, request: FastifyRequest): Promise<{ id: string; name: string }> {
  const me = principalOf(request);
  const asked = bodyOf(request.body).dn;
  if (asked !== undefined && asked !== null && typeof asked !== 'string') throw badRequest('dn must be a string');
  const dn = typeof asked === 'string' && asked.trim() ? asked.trim() : me.dn;
  const administers = me.powers.has('domainAdmin') || (me.powers.has('roleAdmin') && me.powers.has('resourceAdmin'));
  if (dn.toLowerCase() !== me.dn.toLowerCase() && !administers) throw forbidden("Only a domain administrator, or a role and resource administrator, may list another user's assignments");
  const user = await resolveEntity(db, dn, ['user']);
  if (!user) throw badRequest(`dn: no user "${dn}"`);
  return user;
}

/**
 * One page of the roles and resources a user holds, the kinds merged in the asked order: each
 * kind's first offset+size rows are read, merged and cut to the page.
 */
async function heldPage(db: Db, recipient: { id: string; name: string }, query: Query, kinds: readonly Kind[], text: { q?: unknown } = {}) {
  const page = pageRequest({ ...query, ...text });
  const order = orderOf(query);
  const onlyDirect = String(query.onlyDirectAssignments ?? '').toLowerCase() === 'true';
  const head: PageRequest = { offset: 0, size: page.offset + page.size, q: page.q };
  let total = 0;
  const rows: Held[] = [];
  for (const kind of kinds) {
    const part = await listHeldAssignments(db, kind, recipient, head, order, onlyDirect, likePattern);
    total += part.total;
    rows.push(...part.assignments);
  }
  const key = (row: Held) => (order.by === 'description' ? row.description : row.name).toLowerCase();
  rows.sort((a, b) => (order.descending ? -1 : 1) * (key(a).localeCompare(key(b)) || a.id.localeCompare(b.id)));
  return { assignments: rows.slice(page.offset, page.offset + page.size), total, nextIndex: nextIndexAfter(page, total) };
}

function scopeOf(value: unknown): readonly Kind[] {
  const scope = typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : 'ALL';
  const kinds = SCOPES[scope];
  if (!kinds) throw badRequest(`searchScope: "${String(value)}" is not ALL, ROLE or RESOURCE`);
  return kinds;
}

/** The advanced filters the sandbox keeps: name (or else description) as the search text. */
function advancedText(query: Query): { q?: unknown } {
  for (const field of ['name', 'description'] as const) {
    const value = query[field];
    if (typeof value === 'string' && value.trim() !== '') return { q: value };
  }
  return {};
}

const userAssignmentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const me = async (request: FastifyRequest) => {
    const principal = principalOf(request);
    const user = await resolveEntity(db, principal.dn, ['user']);
    if (!user) throw badRequest(`No user "${principal.dn}"`);
    return user;
  };

  app.get('/access/assignments', async (request) => heldPage(db, await me(request), request.query as Query, SCOPES.ALL!));

  app.get('/access/assignments/advanced', async (request) => {
    const query = request.query as Query;
    return heldPage(db, await me(request), query, scopeOf(query.searchScope), advancedText(query));
  });

  const optionalBody = { schema: { body: { type: ['object', 'null'] } } };
  app.post('/access/assignments/list', optionalBody, async (request, reply) => {
    const answer = await heldPage(db, await recipientOf(db, request), request.query as Query, SCOPES.ALL!);
    reply.code(201);
    return answer;
  });

  app.post('/access/assignments/list/v2', optionalBody, async (request, reply) => {
    const query = request.query as Query;
    const answer = await heldPage(db, await recipientOf(db, request), query, ['role'], advancedText(query));
    reply.code(201);
    return answer;
  });

  app.post('/access/assignments/item', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const kind = kindOf(body.entityType);
    const id = typeof body.id === 'string' && body.id.trim() !== '' ? body.id.trim() : typeof body.dn === 'string' ? body.dn.trim() : '';
    if (id === '') throw badRequest('id: the DN of the role or resource is required');
    const user = await me(request);
    const { assignments } = await listHeldAssignments(db, kind, user, { offset: 0, size: 1000, q: '*' }, { by: 'name', descending: false }, false, likePattern);
    const held = assignments.find((row) => row.id.toLowerCase() === id.toLowerCase());
    if (!held) throw badRequest(`You hold no ${kind} "${id}"`);
    reply.code(201);
    return held;
  });

  app.delete('/access/assignments', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const body = bodyOf(request.body);
    if (!Array.isArray(body.assignments) || body.assignments.length === 0) throw badRequest('assignments: at least one assignment to revoke is required');
    const user = await me(request);
    // Check everything before revoking anything.
    const work = [];
    for (const raw of body.assignments.map((a) => bodyOf(a))) {
      const kind = kindOf(raw.entityType);
      const item = await revocableItem(db, kind, raw.id);
      const table = kind === 'role' ? 'role_assignments' : 'resource_assignments';
      const column = kind === 'role' ? 'role_dn' : 'resource_dn';
      const direct = await db.get(`SELECT 1 FROM ${table} WHERE ${column} = ? AND recipient_dn = ? COLLATE NOCASE`, [item.dn, user.id]);
      if (!direct) throw badRequest(`assignments: you hold no direct assignment of the ${kind} "${item.name}" to revoke`);
      work.push({ kind, item });
    }
    const reason = description(body.reason, 'Revocation');
    const failed = [];
    for (const { kind, item } of work) failed.push(...(await revokeAssignments(db, kind, item, [user.id], user.id, reason)).failed);
    if (failed.length > 0) throw badRequest(`Not revoked: ${failed.map((f) => `${f.name ?? f.id}: ${f.reason ?? ''}`).join('; ')}`);
    return reply.code(204).send();
  });

  app.get('/access/assignments/identities', async (request) => {
    const query = request.query as Query;
    const kind = kindOf(query.permissionType);
    const { powers } = principalOf(request);
    if (!powers.has('domainAdmin') && !powers.has(kind === 'role' ? 'roleAdmin' : 'resourceAdmin')) throw forbidden(`Listing who holds a ${kind} needs the ${kind} administrator power`);
    const item = await revocableItem(db, kind, query.permissionId);
    const page = pageRequest(query);
    const { assignments, total } = await listAssignments(db, kind, item, page, likePattern);
    return { identities: assignments, total, nextIndex: nextIndexAfter(page, total) };
  });
};

export default userAssignmentsRoutes;
