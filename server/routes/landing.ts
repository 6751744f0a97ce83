/**
 * The landing page and its editor. Contract: GET/PUT /access/ulp/landingItems/v2, POST/DELETE
 * /access/ulp/items, POST /access/ulp/featuredItems, POST/PUT/DELETE /access/ulp/categories and
 * GET /access/featuredItems. Everyone reads; only domain administrators change (403 otherwise).
 * Each change runs in one transaction: a 400 leaves everything as it was.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf, requirePower } from '../auth/principal.ts';
import {
  createCategories, createItems, deleteCategories, deleteItems, landingItems, updateCategories, updateItems,
} from '../landing/store.ts';

export const clientOf = (request: FastifyRequest): string => {
  const query = request.query as { clientId?: string; client?: string };
  return (query.clientId ?? query.client ?? '').trim() || '1';
};
const isAdmin = (request: FastifyRequest): boolean => principalOf(request).powers.has('domainAdmin');

const landingRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = { preHandler: requirePower('domainAdmin') };

  app.get('/access/ulp/landingItems/v2', async (request) => landingItems(db, clientOf(request), isAdmin(request), false, String((request.query as Record<string, unknown>).searchString ?? '')));
  app.get('/access/featuredItems', async (request) => landingItems(db, clientOf(request), isAdmin(request), true));

  app.put('/access/ulp/landingItems/v2', admin, async (request, reply) => {
    await db.transaction((tx) => updateItems(tx, clientOf(request), request.body));
    return reply.code(204).send();
  });
  app.post('/access/ulp/items', admin, async (request, reply) => {
    const answer = await db.transaction((tx) => createItems(tx, clientOf(request), request.body, false));
    return reply.code(201).send(answer);
  });
  app.post('/access/ulp/featuredItems', admin, async (request, reply) => {
    const answer = await db.transaction((tx) => createItems(tx, clientOf(request), request.body, true));
    return reply.code(201).send(answer);
  });
  app.delete('/access/ulp/items', admin, async (request, reply) => {
    await db.transaction((tx) => deleteItems(tx, clientOf(request), request.body));
    return reply.code(204).send();
  });
  app.post('/access/ulp/categories', admin, async (request, reply) => {
    const answer = await db.transaction((tx) => createCategories(tx, clientOf(request), request.body));
    return reply.code(201).send(answer);
  });
  app.put('/access/ulp/categories', admin, async (request, reply) => {
    await db.transaction((tx) => updateCategories(tx, clientOf(request), request.body));
    return reply.code(204).send();
  });
  app.delete('/access/ulp/categories', admin, async (request, reply) => {
    await db.transaction((tx) => deleteCategories(tx, clientOf(request), request.body));
    return reply.code(204).send();
  });
};

export default landingRoutes;
