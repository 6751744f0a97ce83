/**
 * Catalogue changes of many items at once, and a new resource category. Contract:
 * - PUT /catalog/roles/roles (RolesListResponseNode {roles}): each role changed as PUT
 *   /catalog/roles/role changes one (a field not sent stays, so a bulk change of the approval
 *   sends only what changes and keeps each role's approval process otherwise); 204.
 * - PUT /catalog/resources/resources (ResourcesListResponseNode {resources}): the same for
 *   resources, as PUT /catalog/resources/resource; 204.
 * Every item is checked before any is changed: one bad item is a 400 Fault and nothing changes.
 * The right to modify roles or resources is asked as for one item (403 without it).
 * - POST /catalog/resources/category (CategoryNode {id, name}): a new resource category; the key
 *   (id: letters, digits, _ and -) must be new (409 otherwise); answers the key (201).
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireRight } from '../administrators/rights.ts';
import { requirePower } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { readResource } from '../catalog/resources/input.ts';
import { requireResource, updateResource } from '../catalog/resources/store.ts';
import { readRoleChanges } from '../catalog/roles/input.ts';
import { requireRole, updateRole } from '../catalog/roles/store.ts';
import { badRequest, conflict } from '../http/fault.ts';

const objectBody = { schema: { body: { type: 'object' } } };

/** The list under `key` of the body, not empty, each an object. */
function itemsOf(body: unknown, key: string): Record<string, unknown>[] {
  const list = bodyOf(body)[key];
  if (!Array.isArray(list) || list.length === 0) throw badRequest(`${key}: at least one item ({"id": <DN>, ...the changed fields}) is required`);
  return list.map((entry) => bodyOf(entry));
}

const catalogBulkRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.put('/catalog/roles/roles', { preHandler: requireRight(db, 'role', 'modify'), ...objectBody }, async (request, reply) => {
    const changes = [];
    for (const node of itemsOf(request.body, 'roles')) {
      const role = await requireRole(db, node.id);
      changes.push({ dn: role.dn, changes: await readRoleChanges(db, node, role) });
    }
    for (const change of changes) await updateRole(db, change.dn, change.changes);
    return reply.code(204).send();
  });

  app.put('/catalog/resources/resources', { preHandler: requireRight(db, 'resource', 'modify'), ...objectBody }, async (request, reply) => {
    const changes = [];
    for (const node of itemsOf(request.body, 'resources')) {
      const current = await requireResource(db, node.id);
      changes.push({ dn: current.dn, changes: await readResource(db, node, current, false) });
    }
    for (const change of changes) await updateResource(db, change.dn, change.changes);
    return reply.code(204).send();
  });

  app.post('/catalog/resources/category', { preHandler: requirePower('domainAdmin', 'resourceAdmin'), ...objectBody }, async (request, reply) => {
    const body = bodyOf(request.body);
    const key = typeof body.id === 'string' ? body.id.trim() : '';
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw badRequest('id: the category key is required (1 to 64 letters, digits, _ or -)');
    if (name === '' || name.length > 200) throw badRequest('name: the category name is required (at most 200 characters)');
    if (await db.get("SELECT 1 FROM categories WHERE key = ? COLLATE NOCASE AND kind = 'resource'", [key])) throw conflict(`id: the resource category "${key}" exists`);
    await db.run("INSERT INTO categories (key, kind, name) VALUES (?, 'resource', ?)", [key, name]);
    reply.code(201);
    return key;
  });
};

export default catalogBulkRoutes;
