/**
 * Proxy assignments. Contract: GET /access/proxy/all, POST /access/proxy/create, /edit, /delete.
 * Who may see and change which definition: delegation/proxies.ts. Bad input: 400, nothing
 * changed; a definition the caller may not change: 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { changeableDefinition, proxyDefinitionList, readProxyDefinition, writeProxyDefinition } from '../delegation/proxies.ts';
import { badRequest } from '../http/fault.ts';

const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const proxyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/proxy/all', async (request) => {
    const sortBy = text((request.query as Record<string, unknown>).sortBy) || 'expiration';
    return proxyDefinitionList(db, principalOf(request), sortBy);
  });

  app.post('/access/proxy/create', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const input = await readProxyDefinition(db, principal, request.body);
    await db.transaction((tx) => writeProxyDefinition(tx, undefined, input));
    reply.code(201);
    return proxyDefinitionList(db, principal);
  });

  app.post('/access/proxy/edit', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const row = await changeableDefinition(db, principal, text(bodyOf(request.body).dn));
    const input = await readProxyDefinition(db, principal, request.body);
    await db.transaction((tx) => writeProxyDefinition(tx, row.id, input));
    reply.code(201);
    return proxyDefinitionList(db, principal);
  });

  // Body ProxyDefinitionListNode {proxyDefinitions:[{dn}]}: all are checked before any is removed.
  app.post('/access/proxy/delete', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const list = bodyOf(request.body).proxyDefinitions;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('proxyDefinitions: a list of {dn} is required');
    const rows: Awaited<ReturnType<typeof changeableDefinition>>[] = [];
    for (const entry of list) rows.push(await changeableDefinition(db, principal, text(bodyOf(entry).dn)));
    await db.transaction(async (tx) => {
      for (const row of rows) await tx.run('DELETE FROM proxy_definitions WHERE id = ?', [row.id]);
    });
    reply.code(201);
    return { success: true, succeeded: rows.map((row) => ({ id: row.id, dn: row.id })), failed: [] };
  });
};

export default proxyRoutes;
