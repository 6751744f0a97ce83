/**
 * Administrator assignments, granular permissions and the delegated-administrator rights. Contract:
 * GET/DELETE /admin/administrator/assignments, POST …/create, GET …/domains, …/adminDomains,
 * …/columns; GET /admin/permission (domain), /admin/permission/assignment (assigneeDn, domain);
 * PUT/DELETE /admin/assignment/permissions; GET /admin/permission/rights (objectType);
 * POST /catalog/delegatedAdmin/rights. The /admin paths are the domain administrator's (area
 * hook), except the rights of the signed-in user themselves.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import {
  addPermissions,
  administeredDomains,
  createAdminAssignment,
  grantedPermissions,
  listAdminAssignments,
  readDomain,
  removePermissions,
  revokeAdminAssignments,
} from '../administrators/assignments.ts';
import { DOMAIN_INFO, DOMAINS, domainPermissions, isObjectType, type Domain, type ObjectType } from '../administrators/domains.ts';
import { operationAccessMap, rightsOn } from '../administrators/rights.ts';
import { bodyOf } from '../catalog/common.ts';
import { badRequest } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';

const domainList = (domains: readonly Domain[]) => ({ domains: domains.map((key) => ({ key, value: DOMAIN_INFO[key].name })) });

const COLUMNS = [
  { key: 'assignee', value: 'Assignee' },
  { key: 'domain', value: 'Domain' },
  { key: 'adminType', value: 'Administrator Type' },
  { key: 'effectiveDate', value: 'Effective Date' },
  { key: 'expirationDate', value: 'Expiration Date' },
  { key: 'status', value: 'Status' },
];

/** An object type of the wire (role, ROLE, sod, resource, prd), any case; 400 otherwise. */
function readObjectType(value: unknown, what: string): ObjectType {
  const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!isObjectType(type)) throw badRequest(`${what}: "${String(value ?? '')}" is not an object type (role, sod, resource, prd)`);
  return type;
}

const TYPE_TABLES: ReadonlyArray<{ type: ObjectType; table: string }> = [
  { type: 'role', table: 'roles' },
  { type: 'resource', table: 'resources' },
  { type: 'sod', table: 'sod_policies' },
  { type: 'prd', table: 'request_definitions' },
];

/** The object type of a permission node: its entityType, else the catalogue table holding its dn. */
async function nodeObjectType(db: Db, node: Record<string, unknown>): Promise<ObjectType> {
  if (node.entityType !== undefined) return readObjectType(node.entityType, 'entityType');
  const dn = typeof node.dn === 'string' ? node.dn : '';
  for (const { type, table } of TYPE_TABLES) {
    if (dn !== '' && (await db.get(`SELECT 1 FROM ${table} WHERE dn = ?`, [dn]))) return type;
  }
  throw badRequest(`permissions: give each entry an entityType or the dn of a role, resource, SoD or PRD ("${dn}" is none)`);
}

const adminAssignmentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/admin/administrator/assignments', async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const { nodes, total } = await listAdminAssignments(db, query, page);
    return { adminAssignments: nodes, total, totalSize: total, nextIndex: nextIndexAfter(page, total) };
  });

  app.post('/admin/administrator/assignments/create', async (request, reply) => {
    const { domain } = await createAdminAssignment(db, request.body);
    reply.code(201);
    return domainList([domain]);
  });

  app.delete('/admin/administrator/assignments', async (request, reply) => {
    await revokeAdminAssignments(db, request.body);
    return reply.code(204).send();
  });

  app.get('/admin/administrator/assignments/domains', async () => domainList(DOMAINS));

  app.get('/admin/administrator/assignments/adminDomains', async (request) => {
    const principal = principalOf(request);
    return domainList(await administeredDomains(db, principal.dn, principal.powers.has('domainAdmin')));
  });

  app.get('/admin/administrator/assignments/columns', async () => ({ domains: COLUMNS }));

  app.get('/admin/permission', async (request) => ({ domains: domainPermissions(readDomain((request.query as Record<string, unknown>).domain)) }));

  app.get('/admin/permission/assignment', async (request) => {
    const query = request.query as Record<string, unknown>;
    return { domains: await grantedPermissions(db, query.assigneeDn, query.domain) };
  });

  app.put('/admin/assignment/permissions', async (request, reply) => {
    await addPermissions(db, request.body);
    return reply.code(204).send();
  });

  app.delete('/admin/assignment/permissions', async (request, reply) => {
    await removePermissions(db, request.body);
    return reply.code(204).send();
  });

  // The signed-in user's own rights: whether they may administer the object type at all.
  app.get('/admin/permission/rights', async (request) => {
    const objectType = readObjectType((request.query as Record<string, unknown>).objectType, 'objectType');
    return { permissionKey: objectType, isAccesible: (await rightsOn(db, principalOf(request).dn, objectType)).size > 0 };
  });

  // Per permission node (an object type, or a role / resource / SoD / PRD by dn), in the order asked:
  // each operation (create, modify, delete, assign) with 'true' or 'false'.
  app.post('/catalog/delegatedAdmin/rights', async (request, reply) => {
    const nodes = bodyOf(request.body).permissions;
    if (!Array.isArray(nodes) || nodes.length === 0) throw badRequest('permissions: nothing given');
    const dn = principalOf(request).dn;
    const opertionPermissionMap = [];
    for (const node of nodes.map(bodyOf)) {
      const objectType = await nodeObjectType(db, node);
      opertionPermissionMap.push({ permissionDn: typeof node.dn === 'string' ? node.dn : '', operationAccessMap: await operationAccessMap(db, dn, objectType) });
    }
    reply.code(201);
    return { opertionPermissionMap };
  });
};

export default adminAssignmentsRoutes;
