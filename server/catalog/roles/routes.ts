/**
 * Role administration: details, create, modify, delete, child and parent roles, mapped resources,
 * assignments. Contract paths under /catalog/roles; the lists the picker reads are in
 * list-routes.ts. Reads need a catalogue power (area hook); writes need the
 * right to the operation (administrators/rights.ts: create, modify, delete, assign).
 * The handlers wire input.ts (what a request asks, checked) to store.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Operation } from '../../administrators/domains.ts';
import { requireRight } from '../../administrators/rights.ts';
import { principalOf } from '../../auth/principal.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../../http/paging.ts';
import { assignRole, assignmentDates, listAssignments, readRecipients } from '../assignments.ts';
import { bodyOf, idsOf } from '../common.ts';
import { description } from '../text.ts';
import { readAssignedRoles, readDriverFilter, readNewRole, readResourceMappings, readRoleChanges } from './input.ts';
import { deleteRoles, findRole, insertRole, linkRoles, linkedRoles, mapResources, mappedResources, requireRole, roleDetails, rolesDetails, updateRole } from './store.ts';

const objectBody = { type: 'object' } as const;

type Request = { body: unknown; query: unknown };
type Reply = { code(n: number): unknown };

const roleAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const may = (operation: Operation) => requireRight(db, 'role', operation);

  app.post('/catalog/roles/role', { schema: { body: objectBody } }, async (request, reply) => {
    const roles = await rolesDetails(db, idsOf(bodyOf(request.body).roles, 'roles'));
    reply.code(201);
    return { roles, arraySize: roles.length, nextIndex: 0, total: roles.length };
  });

  app.post('/catalog/roles', { preHandler: may('create'), schema: { body: objectBody } }, async (request, reply) => {
    const role = await readNewRole(db, bodyOf(request.body));
    await insertRole(db, role);
    reply.code(201);
    return roleDetails(db, (await findRole(db, role.dn))!);
  });

  app.put('/catalog/roles/role', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const role = await requireRole(db, body.id);
    await updateRole(db, role.dn, await readRoleChanges(db, body, role));
    return reply.code(204).send();
  });

  // Removals answer 204, as the contract declares: all or nothing, a 400 naming each failure.
  app.delete('/catalog/roles/role', { preHandler: may('delete'), schema: { body: objectBody } }, async (request, reply) => {
    await deleteRoles(db, idsOf(bodyOf(request.body).roles, 'roles'));
    return reply.code(204).send();
  });

  // ---- Hierarchy
  const mapRoles = (direction: 'subRoles' | 'parentRoles', remove: boolean) => async (request: { body: unknown }) => {
    const body = bodyOf(request.body);
    const role = await requireRole(db, body.roleId);
    return (await linkRoles(db, role, direction, idsOf(body[direction], direction), remove)).answer();
  };
  app.post('/catalog/roles/subRoles', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => { reply.code(201); return mapRoles('subRoles', false)(request); });
  app.delete('/catalog/roles/subRoles', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => { await mapRoles('subRoles', true)(request); return reply.code(204).send(); });
  app.post('/catalog/roles/parentRoles', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => { reply.code(201); return mapRoles('parentRoles', false)(request); });
  app.delete('/catalog/roles/parentRoles', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => { await mapRoles('parentRoles', true)(request); return reply.code(204).send(); });

  const listLinked = (direction: 'children' | 'parents') => async (request: Request, reply: Reply) => {
    const role = await requireRole(db, bodyOf(request.body).id);
    const page = pageRequest(request.query as Record<string, unknown>);
    const { roles, total } = await linkedRoles(db, role, direction, page);
    reply.code(201);
    return { roles, arraySize: roles.length, nextIndex: nextIndexAfter(page, total), total };
  };
  app.post('/catalog/roles/subRoles/list', { schema: { body: objectBody } }, listLinked('children'));
  app.post('/catalog/roles/parentRoles/list', { schema: { body: objectBody } }, listLinked('parents'));

  // ---- Mapped resources
  const mapOrUnmap = (remove: boolean) => async (request: { body: unknown }) => {
    const body = bodyOf(request.body);
    const role = await requireRole(db, body.roleId);
    return (await mapResources(db, role, readResourceMappings(body), remove)).answer();
  };
  app.post('/catalog/roles/mappedResources', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => { reply.code(201); return mapOrUnmap(false)(request); });
  app.delete('/catalog/roles/mappedResources', { preHandler: may('modify'), schema: { body: objectBody } }, async (request, reply) => { await mapOrUnmap(true)(request); return reply.code(204).send(); });

  app.post('/catalog/roles/mappedResources/list', { schema: { body: objectBody } }, async (request, reply) => {
    const role = await requireRole(db, bodyOf(request.body).id);
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const { resources, total } = await mappedResources(db, role, readDriverFilter(query), page);
    reply.code(201);
    return { resources, arraySize: resources.length, nextIndex: nextIndexAfter(page, total), total };
  });

  // ---- Assignments
  app.post('/catalog/roles/role/assignments', { schema: { body: objectBody } }, async (request, reply) => {
    const role = await requireRole(db, bodyOf(request.body).id ?? bodyOf(request.body).dn);
    const page = pageRequest(request.query as Record<string, unknown>);
    const { assignments, total } = await listAssignments(db, 'role', role, page, likePattern);
    reply.code(201);
    return { assignments, arraySize: assignments.length, nextIndex: nextIndexAfter(page, total), total };
  });

  app.post('/catalog/roles/role/assignments/assign', { preHandler: may('assign'), schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const roles = await readAssignedRoles(db, body);
    const recipients = await readRecipients(db, body, ['user', 'group', 'container']);
    const dates = assignmentDates(body);
    const reason = description(body.description, 'Assignment');
    const me = principalOf(request);
    const answers = [];
    for (const role of roles) answers.push(await assignRole(db, role, recipients, dates, me.dn, reason));
    reply.code(201);
    return {
      success: answers.every((a) => a.success),
      succeeded: answers.flatMap((a) => a.succeeded),
      failed: answers.flatMap((a) => a.failed),
      sods: answers.flatMap((a) => a.sods),
    };
  });
};

export default roleAdminRoutes;
