/**
 * SoD administration: details (also the SoDs of one role), create, modify, delete, default
 * approval. Contract paths under /catalog/sods; the list is in list-routes.ts. Writes need the
 * right to the operation (administrators/rights.ts). The handlers wire input.ts (what a request asks, checked) to store.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Operation } from '../../administrators/domains.ts';
import { requireRight } from '../../administrators/rights.ts';
import { nextIndexAfter, pageRequest } from '../../http/paging.ts';
import { bodyOf, idsOf } from '../common.ts';
import { readSod, readSodSelection } from './input.ts';
import { createSod, defaultApprovers, deleteSods, requireSod, selectedSods, updateSod } from './store.ts';

const objectBody = { type: 'object' } as const;

const sodAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const may = (operation: Operation) => requireRight(db, 'sod', operation);

  app.post('/catalog/sods/sod', { schema: { body: objectBody } }, async (request, reply) => {
    const selection = readSodSelection(bodyOf(request.body));
    const page = pageRequest(request.query as Record<string, unknown>);
    const { sods, total } = await selectedSods(db, selection, page);
    reply.code(201);
    return { sods, arraySize: sods.length, nextIndex: nextIndexAfter(page, total) };
  });

  app.post('/catalog/sods', { preHandler: may('create'), schema: { body: objectBody } }, async (request, reply) => {
    const details = await createSod(db, await readSod(db, bodyOf(request.body), undefined));
    reply.code(201);
    return details;
  });

  app.put('/catalog/sods/sod', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const current = await requireSod(db, body.id);
    await updateSod(db, current.dn, await readSod(db, body, current));
    return reply.code(204).send();
  });

  // Answers 204, as the contract declares: all or nothing, a 400 naming each failure.
  app.delete('/catalog/sods/sod', { preHandler: may('delete'), schema: { body: objectBody } }, async (request, reply) => {
    await deleteSods(db, idsOf(bodyOf(request.body).sods, 'sods'));
    return reply.code(204).send();
  });

  app.get('/catalog/sods/defaultApprovals', async () => ({ isDefaultApproversUsed: true, approvers: await defaultApprovers(db) }));
};

export default sodAdminRoutes;
