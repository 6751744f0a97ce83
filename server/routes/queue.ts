/**
 * The request cart: GET /access/queue/entry (cartOwner, cartAction), POST /access/queue/entry/items,
 * DELETE /access/queue/entry/items, /access/queue/entry/item/assignees and /access/queue/entry.
 * Each user has their own cart (the owner is the caller); it lives in the store, so it outlasts a
 * reload or a new sign-in. Additions answer 201 with the whole cart, removals 204.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { readAssigneesToRemove, readCartKey, readItemDns, readItemsToAdd } from '../cart/input.ts';
import { addItems, deleteEntry, readCart, removeAssignees, removeItems } from '../cart/store.ts';
import { bodyOf } from '../catalog/common.ts';

const queueRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/queue/entry', async (request) => readCart(db, readCartKey(bodyOf(request.query), principalOf(request))));

  app.post('/access/queue/entry/items', async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request.body);
    const key = readCartKey(body, principal);
    await addItems(db, key, await readItemsToAdd(db, body, principal));
    reply.code(201);
    return readCart(db, key);
  });

  app.delete('/access/queue/entry/items', async (request, reply) => {
    const body = bodyOf(request.body);
    await removeItems(db, readCartKey(body, principalOf(request)), readItemDns(body));
    return reply.code(204).send();
  });

  app.delete('/access/queue/entry/item/assignees', async (request, reply) => {
    const body = bodyOf(request.body);
    await removeAssignees(db, readCartKey(body, principalOf(request)), readAssigneesToRemove(body));
    return reply.code(204).send();
  });

  app.delete('/access/queue/entry', async (request, reply) => {
    await deleteEntry(db, readCartKey(bodyOf(request.body), principalOf(request)));
    return reply.code(204).send();
  });
};

export default queueRoutes;
