/**
 * Availability. Contract: GET/POST/PUT/DELETE /access/availability, POST /access/availability/list,
 * GET /access/availability/prds, POST /access/availability/status. An end user sees and changes
 * only their own availability; a domain administrator anyone's, naming the user (principalUser,
 * dn, userDn). Bad input: 400, nothing changed; another user's availability without the right: 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, type Principal } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import {
  AVAILABILITY_STATUSES, availabilityList, availableRequestDefs, ownerOfAvailability, readAvailability, writeAvailability, type AvailabilityStatus,
} from '../delegation/availability.ts';
import { isAdministrator, sameDn } from '../delegation/parties.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { findUser } from '../identity/user-store.ts';
import type { Db } from '../store/db.ts';

const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The user a call works on: the caller, or the named user for an administrator (403 for others, 400 when there is no such user). */
async function subjectOf(db: Db, principal: Principal, named: string): Promise<string> {
  if (named === '' || sameDn(named, principal.dn)) return principal.dn;
  if (!isAdministrator(principal)) throw forbidden('Only an administrator may see or change the availability of other users');
  const user = await findUser(db, named);
  if (!user) throw badRequest(`No user has the DN "${named}"`);
  return user.dn;
}

/** The owner of an existing entry the principal may change (400 without one, 403 when not theirs). */
async function ownedEntry(db: Db, principal: Principal, id: string): Promise<string> {
  const owner = id === '' ? undefined : await ownerOfAvailability(db, id);
  if (!owner) throw badRequest(`availabilityId: no availability "${id}"`);
  if (!sameDn(owner, principal.dn) && !isAdministrator(principal)) throw forbidden(`The availability "${id}" is not yours to change`);
  return owner;
}

const availabilityRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/availability', async (request) => availabilityList(db, principalOf(request).dn));

  app.post('/access/availability/list', async (request, reply) => {
    const user = await subjectOf(db, principalOf(request), text(bodyOf(request.body).dn));
    reply.code(201);
    return availabilityList(db, user);
  });

  app.get('/access/availability/prds', async (request) => {
    const user = await subjectOf(db, principalOf(request), text((request.query as Record<string, unknown>).userDn));
    return { ...(await availabilityList(db, user)), availability: [{ availableRequestDefs: await availableRequestDefs(db) }] };
  });

  app.post('/access/availability', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request.body);
    const user = await subjectOf(db, principal, text(bodyOf(body.principalUser).dn));
    const input = await readAvailability(db, body);
    const id = await db.transaction((tx) => writeAvailability(tx, undefined, user, input));
    reply.code(201);
    // The contract's AvailabilityNode: the entry made, with its availabilityId.
    return (await availabilityList(db, user)).availability.find((entry) => entry.availabilityId === id);
  });

  // A change and a removal answer 204, as the contract declares: no body.
  app.put('/access/availability', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const id = text(bodyOf(request.body).availabilityId);
    const owner = await ownedEntry(db, principal, id);
    const input = await readAvailability(db, request.body);
    await db.transaction((tx) => writeAvailability(tx, id, owner, input));
    return reply.code(204).send();
  });

  // Body AvailabilityListNode {availability:[{availabilityId}]}: all are checked before any is removed.
  app.delete('/access/availability', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const list = bodyOf(request.body).availability;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('availability: a list of {availabilityId} is required');
    const ids = list.map((entry) => text(bodyOf(entry).availabilityId));
    for (const id of ids) await ownedEntry(db, principal, id);
    await db.transaction(async (tx) => {
      for (const id of ids) await tx.run('DELETE FROM availability WHERE availability_id = ?', [id]);
    });
    return reply.code(204).send();
  });

  // Body {status: Available | Unavailable, dn}: the overall status, for all requests.
  app.post('/access/availability/status', { schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const status = text(body.status);
    if (!(AVAILABILITY_STATUSES as readonly string[]).includes(status)) throw badRequest(`status: "${status}" is not ${AVAILABILITY_STATUSES.join(' or ')}`);
    const user = await subjectOf(db, principalOf(request), text(body.dn));
    await db.run('INSERT INTO availability_status (user_dn, status) VALUES (?, ?) ON CONFLICT (user_dn) DO UPDATE SET status = excluded.status',
      [user, status as AvailabilityStatus]);
    reply.code(201);
    return { status, dn: user };
  });
};

export default availabilityRoutes;
