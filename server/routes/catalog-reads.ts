/**
 * Catalogue reads of the contract beside the lists the console uses (their stores are the same):
 * - GET /catalog/roles, GET /catalog/resources: the role and resource searches
 *   (RolesListResponseNode, ResourcesListResponseNode), as /catalog/roles/list and
 *   /catalog/resources/list answer them;
 * - GET /catalog/resources/views: the entitlement views the resources may show; the sandbox's
 *   entitlements have none (no entitlement query views), so the list is empty;
 * - GET /catalog/users: the user search of the catalogue (UserNode: id, cn, first and last name);
 * - GET /catalog/uas: the administration domains of the signed-in user;
 * - GET /catalog/entitlements/entitlementInfo?entilementDN= (the contract's spelling; entitlementDN
 *   read too): an entitlement's configuration (EntitlementDetails);
 * - GET /admin/permission/rootContainer?domain=: the container of a domain's definitions (ROLES:
 *   the role definitions, RESOURCES: the resource definitions, PRD: the request definitions);
 * - GET /access/user/admin?type=&userDn=: whether a user administers a domain, as a domain or a
 *   delegated administrator.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../auth/principal.ts';
import { administeredDomains, readDomain } from '../administrators/assignments.ts';
import { DOMAIN_INFO } from '../administrators/domains.ts';
import { roleConfigContainer } from '../catalog/common.ts';
import { listResources } from '../catalog/resources/list-routes.ts';
import { listRoles } from '../catalog/roles/list-routes.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { buildUserSearch } from '../identity/user-search.ts';
import { findUser, searchUsers } from '../identity/user-store.ts';

type Query = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const catalogReadsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  // The contract's list nodes carry no total: the page, its size and the next index.
  app.get('/catalog/roles', async (request) => {
    const { roles, arraySize, nextIndex } = await listRoles(db, request);
    return { roles, arraySize, nextIndex };
  });
  app.get('/catalog/resources', async (request) => {
    const { resources, arraySize, nextIndex } = await listResources(db, request);
    return { resources, arraySize, nextIndex };
  });
  app.get('/catalog/resources/views', async () => ({ views: [], arraySize: 0 }));

  app.get('/catalog/users', async (request) => {
    const query = request.query as Query;
    const page = pageRequest(query);
    const search = buildUserSearch({ q: page.q, sortBy: text(query.sortBy) || undefined, sortOrder: text(query.sortOrder) || undefined });
    const { rows, total } = await searchUsers(db, search, page);
    return {
      users: rows.map((row) => ({ id: row.dn, cn: row.username, firstName: row.first_name ?? '', lastName: row.last_name ?? '' })),
      arraySize: rows.length,
      nextIndex: nextIndexAfter(page, total),
    };
  });

  app.get('/catalog/uas', async (request) => {
    const principal = principalOf(request);
    const domains = await administeredDomains(db, principal.dn, principal.powers.has('domainAdmin'));
    return { domains: domains.map((key) => ({ key, value: DOMAIN_INFO[key].name })), isDomainAdmin: principal.powers.has('domainAdmin') };
  });

  app.get('/catalog/entitlements/entitlementInfo', async (request) => {
    const query = request.query as Query;
    const dn = text(query.entilementDN) || text(query.entitlementDN);
    if (dn === '') throw badRequest('entilementDN: the DN of the entitlement is required');
    const row = await db.get<{ dn: string; name: string; display_name: string; multi_valued: number; driver_name: string | null }>(
      'SELECT e.dn, e.name, e.display_name, e.multi_valued, d.name AS driver_name FROM entitlements e LEFT JOIN drivers d ON d.dn = e.driver_dn WHERE e.dn = ? COLLATE NOCASE',
      [dn],
    );
    if (!row) throw badRequest(`entilementDN: no entitlement has the DN "${dn}"`);
    const mapped = await db.get<{ n: number }>('SELECT count(*) AS n FROM resources WHERE entitlement_dn = ? COLLATE NOCASE', [row.dn]);
    return {
      dn: row.dn,
      displayName: row.display_name,
      description: `${row.display_name}${row.driver_name ? ` (${row.driver_name})` : ''}`,
      isMultiValue: row.multi_valued === 1,
      views: [],
      paramTypes: {},
      isResourceMappingEnabled: (mapped?.n ?? 0) > 0,
    };
  });

  app.get('/admin/permission/rootContainer', { preHandler: requirePower('domainAdmin') }, async (request) => {
    const domain = readDomain((request.query as Query).domain);
    const resources = await roleConfigContainer(db, 'ResourceDefs');
    const prd = await db.get<{ dn: string }>('SELECT dn FROM request_definitions ORDER BY dn LIMIT 1');
    const container = {
      ROLES: resources.replace(/^cn=ResourceDefs,/, 'cn=RoleDefs,'),
      RESOURCES: resources,
      PRD: prd ? prd.dn.split(',').slice(1).join(',') : '',
    }[domain];
    return { mapList: [{ key: domain, value: container }] };
  });

  app.get('/access/user/admin', async (request) => {
    const query = request.query as Query;
    const principal = principalOf(request);
    const domain = readDomain(query.type, 'type');
    const dn = text(query.userDn) || principal.dn;
    if (dn.toLowerCase() !== principal.dn.toLowerCase() && !principal.powers.has('domainAdmin')) throw forbidden("Only a domain administrator may ask about another user's administration");
    const user = await findUser(db, dn);
    if (!user) throw badRequest(`userDn: no user has the DN "${dn}"`);
    const isDomainAdmin = dn.toLowerCase() === principal.dn.toLowerCase() ? principal.powers.has('domainAdmin') : Boolean(await db.get("SELECT 1 FROM user_powers WHERE user_dn = ? COLLATE NOCASE AND power = 'domainAdmin'", [user.dn]));
    const assignment = await db.get<{ admin_type: string }>(
      'SELECT admin_type FROM admin_assignments WHERE assignee_dn = ? COLLATE NOCASE AND domain = ? AND effective_date <= ? AND (expiration_date IS NULL OR expiration_date > ?)',
      [user.dn, domain, Date.now(), Date.now()],
    );
    return { userDn: user.dn, domain, isDomainAdmin, isAdmin: isDomainAdmin || Boolean(assignment), adminType: isDomainAdmin ? 'DOMAIN' : (assignment?.admin_type ?? '') };
  });
};

export default catalogReadsRoutes;
