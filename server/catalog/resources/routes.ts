/**
 * Resource administration: details, create (also from an entitlement), modify, delete, entitlement
 * binding, name validation, assignments. Contract paths under /catalog/resources; the lists are in
 * list-routes.ts. Writes need the right to the operation (administrators/rights.ts). The handlers
 * wire input.ts (what a request asks, checked) to store.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Operation } from '../../administrators/domains.ts';
import { requireRight } from '../../administrators/rights.ts';
import { principalOf } from '../../auth/principal.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../../http/paging.ts';
import type { Db } from '../../store/db.ts';
import { assignResource, assignmentDates, listAssignments, readRecipients, revokeAssignments } from '../assignments.ts';
import { Feedback, bodyOf, idsOf, parseAttrs } from '../common.ts';
import { description } from '../text.ts';
import { grantApproval, revokeNeedsApproval } from './approvals.ts';
import { expiringDates, readBindingChange, readDynamicParams, readFromEntitlement, readNamesToCheck, readResource } from './input.ts';
import { createResource, deleteResources, nameCheck, requireResource, resourcesDetails, updateResource, type ResourceAttrs } from './store.ts';

const objectBody = { type: 'object' } as const;

/** A modify: the stored resource the body names by id, changed as the body asks. */
async function modify(db: Db, body: Record<string, unknown>): Promise<void> {
  const current = await requireResource(db, body.id);
  await updateResource(db, current.dn, await readResource(db, body, current, false));
}

const resourceAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const may = (operation: Operation) => requireRight(db, 'resource', operation);

  app.post('/catalog/resources/resource', { schema: { body: objectBody } }, async (request, reply) => {
    const resources = await resourcesDetails(db, idsOf(bodyOf(request.body).resources, 'resources'));
    reply.code(201);
    return { resources, arraySize: resources.length, nextIndex: 0, total: resources.length };
  });

  app.post('/catalog/resources', { preHandler: may('create'), schema: { body: objectBody } }, async (request, reply) => {
    const r = await readResource(db, bodyOf(request.body), undefined, readFromEntitlement(request.query as Record<string, unknown>));
    const dn = await createResource(db, r);
    const feedback = new Feedback();
    feedback.ok({ id: dn, dn, name: r.name, entityType: 'resource' });
    reply.code(201);
    return feedback.answer();
  });

  app.put('/catalog/resources/resource', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => {
    await modify(db, bodyOf(request.body));
    return reply.code(204).send();
  });

  app.put('/catalog/resources/resource/entitlement', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => {
    await modify(db, readBindingChange(bodyOf(request.body)));
    return reply.code(204).send();
  });

  // Answers 204, as the contract declares: all or nothing, a 400 naming each failure.
  app.delete('/catalog/resources/resource', { preHandler: may('delete'), schema: { body: objectBody } }, async (request, reply) => {
    await deleteResources(db, idsOf(bodyOf(request.body).resources, 'resources'));
    return reply.code(204).send();
  });

  app.post('/catalog/resources/validateResourceNames', { schema: { body: objectBody } }, async (request, reply) => {
    const resources = [];
    for (const name of readNamesToCheck(bodyOf(request.body))) resources.push(await nameCheck(db, name));
    reply.code(201);
    return { resources, arraySize: resources.length };
  });

  app.post('/catalog/resources/resource/assignments', { schema: { body: objectBody } }, async (request, reply) => {
    const resource = await requireResource(db, bodyOf(request.body).dn ?? bodyOf(request.body).id);
    const page = pageRequest(request.query as Record<string, unknown>);
    const { assignments, total } = await listAssignments(db, 'resource', resource, page, likePattern);
    reply.code(201);
    return { assignments, arraySize: assignments.length, nextIndex: nextIndexAfter(page, total), total };
  });

  app.post('/catalog/resources/resource/assignments/assign', { preHandler: may('assign'), schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const resource = await requireResource(db, body.dn);
    const recipients = await readRecipients(db, body, ['user']);
    const attrs = parseAttrs(resource.attrs) as ResourceAttrs;
    const dates = expiringDates(assignmentDates(body), attrs);
    const params = readDynamicParams(body, attrs);
    const item = { dn: resource.dn, name: resource.name, approvalRequired: grantApproval(resource, attrs).kind !== 'NONE' };
    const answer = await assignResource(db, item, recipients, dates, params, principalOf(request).dn, description(body.description, 'Assignment'));
    reply.code(201);
    return answer;
  });

  app.post('/catalog/resources/resource/assignments/revoke', { preHandler: may('assign'), schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const resource = await requireResource(db, body.dn);
    const recipients = await readRecipients(db, body, ['user']);
    const item = { dn: resource.dn, name: resource.name, revokeApprovalRequired: revokeNeedsApproval(resource) };
    const answer = await revokeAssignments(db, 'resource', item, recipients.map((r) => r.id), principalOf(request).dn, description(body.description, 'Revocation'));
    reply.code(201);
    return answer;
  });
};

export default resourceAdminRoutes;
