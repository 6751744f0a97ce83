/**
 * Delegation. Contract: GET/POST/PUT/DELETE /access/delegation, POST /access/delegation/list,
 * GET /access/delegation/category, /requests, /relationships. An end user sees and changes only
 * their own delegations; a domain administrator anyone's (403 otherwise). Bad input: 400, nothing changed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { delegationList, findAssignment, mayChange, readDelegation, writeDelegation } from '../delegation/delegations.ts';
import { isAdministrator, sameDn } from '../delegation/parties.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { DELEGATION_RELATIONSHIPS } from '../workflow/delegation-rules.ts';

const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const delegationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/delegation', async (request) => delegationList(db, principalOf(request).dn));

  // Body UserNode {dn}: that user's delegations; an administrator leaving dn out gets every delegation.
  app.post('/access/delegation/list', async (request, reply) => {
    const principal = principalOf(request);
    const dn = text(bodyOf(request.body).dn);
    if (!isAdministrator(principal) && dn !== '' && !sameDn(dn, principal.dn)) throw forbidden('Only an administrator may see the delegations of other users');
    reply.code(201);
    return delegationList(db, dn === '' ? (isAdministrator(principal) ? undefined : principal.dn) : dn);
  });

  app.post('/access/delegation', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const input = await readDelegation(db, principal, request.body);
    const id = await db.transaction((tx) => writeDelegation(tx, undefined, principal.dn, input));
    reply.code(201);
    return (await delegationList(db, undefined)).delegations.find((d) => d.assignmentId === id);
  });

  // A change and a removal answer 204, as the contract declares: no body.
  app.put('/access/delegation', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const id = text(bodyOf(request.body).assignmentId);
    const row = id === '' ? undefined : await findAssignment(db, id);
    if (!row) throw badRequest(`assignmentId: no delegation "${id}"`);
    if (!(await mayChange(db, principal, row))) throw forbidden(`The delegation "${id}" is not yours to change`);
    const input = await readDelegation(db, principal, request.body);
    await db.transaction((tx) => writeDelegation(tx, id, row.owner_dn, input));
    return reply.code(204).send();
  });

  // Body DelegationListNode {delegations:[{assignmentId}]}: all are checked before any is removed.
  app.delete('/access/delegation', { schema: { body: objectBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const list = bodyOf(request.body).delegations;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('delegations: a list of {assignmentId} is required');
    const ids = list.map((entry) => text(bodyOf(entry).assignmentId));
    for (const id of ids) {
      const row = id === '' ? undefined : await findAssignment(db, id);
      if (!row) throw badRequest(`assignmentId: no delegation "${id}"`);
      if (!(await mayChange(db, principal, row))) throw forbidden(`The delegation "${id}" is not yours to remove`);
    }
    await db.transaction(async (tx) => {
      for (const id of ids) await tx.run('DELETE FROM delegation_assignments WHERE id = ?', [id]);
    });
    return reply.code(204).send();
  });

  app.get('/access/delegation/category', async () => {
    const rows = await db.all<{ key: string; name: string }>(
      `SELECT DISTINCT c.key, c.name FROM categories c WHERE c.kind = 'prd'
         AND EXISTS (SELECT 1 FROM request_definitions rd WHERE rd.category_key = c.key AND rd.process_type = 'workflow') ORDER BY c.name`);
    return { categoryList: rows.map((r) => ({ categoryId: r.key, categoryName: r.name })), arraySize: rows.length };
  });

  app.get('/access/delegation/requests', async (request) => {
    const category = text((request.query as Record<string, unknown>).category);
    if (category === '') throw badRequest('category: the category id is required');
    const rows = await db.all<{ dn: string; name: string }>(
      "SELECT dn, name FROM request_definitions WHERE category_key = ? AND process_type = 'workflow' ORDER BY name", [category]);
    return { provisioningRequests: rows };
  });

  app.get('/access/delegation/relationships', async () => {
    const relationships = Object.entries(DELEGATION_RELATIONSHIPS).map(([key, r]) => ({
      key, displayName: r.displayName, sourceEntityKey: 'user', sourceAttributeKey: r.column, targetEntityKey: 'user', targetAttributeKey: 'dn',
    }));
    return { relationships, arraySize: relationships.length, total: relationships.length, totalSize: relationships.length, nextIndex: 0 };
  });
};

export default delegationRoutes;
