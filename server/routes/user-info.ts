/**
 * The signed-in user's rights, navigation menu, page rights, password-sync status and proxy info.
 * Contract: /access/info/user/rights, navigationmenu, navigationrights, passwordsyncstatus,
 * GET /access/rob and GET /access/proxy/for.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, type Principal } from '../auth/principal.ts';
import { forbidden, notFound } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { loadSettingsClient } from '../identity/client-settings.ts';
import { areaDefault } from '../identity/dashboard-access.ts';
import { navigationMenu, pageAllowed } from '../identity/navigation.ts';
import { proxyForDns } from '../identity/proxy.ts';
import { sortDirection } from '../identity/query-params.ts';
import { personNode } from '../identity/user-nodes.ts';
import { findUser } from '../identity/user-store.ts';
import type { Db } from '../store/db.ts';

const DEFAULT_CLIENT = { id: '1', name: 'Default client' };

const navRightsBodySchema = {
  type: 'object',
  required: ['navPageRights'],
  properties: {
    navPageRights: { type: 'array', items: { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1 } } } },
  },
} as const;

/** Password-sync status codes (spec): 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal, 0004 Success. */
async function passwordSyncMessages(db: Db, userDn: string) {
  const drivers = await db.all<{ name: string }>('SELECT name FROM drivers ORDER BY name');
  // A stable per-user variation, so the page shows more than one state in the demo.
  const seed = [...userDn].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return drivers.map((driver, index) => {
    const status = (seed + index) % 5 === 0 ? '0001' : '0004';
    return {
      message: status === '0004' ? 'Password synchronized' : 'Password synchronization is pending on the connected system',
      driverName: driver.name,
      driverImage: 'driver.png',
      status,
    };
  });
}

const userInfoRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  async function loggedInUser(principal: Principal) {
    const powers = principal.powers;
    const domains = [
      ...(powers.has('domainAdmin') || powers.has('roleAdmin') ? ['ROLES'] : []),
      ...(powers.has('domainAdmin') || powers.has('resourceAdmin') ? ['RESOURCES'] : []),
      ...(powers.has('domainAdmin') ? ['PROVISIONING'] : []),
    ];
    return {
      authorized: true,
      readOnly: false,
      teamReadOnly: !powers.has('teamManager') && !powers.has('domainAdmin'),
      proxyFor: (await proxyForDns(db, principal.dn)).length > 0,
      clientId: DEFAULT_CLIENT.id,
      clientName: DEFAULT_CLIENT.name,
      isAdmin: powers.has('domainAdmin'),
      isRoleAdmin: powers.has('domainAdmin') || powers.has('roleAdmin'),
      domains,
      isDelegationTeamMgr: powers.has('teamManager'),
      isAvailabilityTeamMgr: powers.has('teamManager'),
    };
  }

  app.get('/access/info/user/rights', async (request) => loggedInUser(principalOf(request)));

  // Request on behalf: the same LoggedInUser; the console reads isRoleAdmin from it.
  app.get('/access/rob', async (request) => loggedInUser(principalOf(request)));

  // The settings of the user's client (the one its rights name), read once per request: its Page
  // access decides the page rights and the menu, its dashboardAccess the area default.
  const userClient = () => loadSettingsClient(db, DEFAULT_CLIENT.id);

  app.post('/access/info/user/navigationmenu', async (request, reply) => {
    const { access } = (await userClient()).config;
    reply.code(201);
    return { menuItems: navigationMenu(principalOf(request).powers, access) };
  });

  app.post('/access/info/user/navigationrights', { schema: { body: navRightsBodySchema } }, async (request, reply) => {
    const { powers } = principalOf(request);
    const { navPageRights } = request.body as { navPageRights: { key: string }[] };
    const client = await userClient();
    const target = areaDefault(client);
    reply.code(201);
    return {
      navPageRights: navPageRights.map(({ key }) => ({ key, value: String(pageAllowed(key, powers, client.config.access)) })),
      areaDefault: target.key,
      areaDefaultDisplayName: target.displayName,
    };
  });

  app.get('/access/info/user/passwordsyncstatus', async (request) => ({
    messages: await passwordSyncMessages(db, principalOf(request).dn),
  }));

  app.post('/access/info/user/passwordsyncstatus', { schema: { body: { type: 'object', required: ['dn'], properties: { dn: { type: 'string', minLength: 1 } } } } }, async (request, reply) => {
    const principal = principalOf(request);
    const { dn } = request.body as { dn: string };
    const user = await findUser(db, dn);
    if (!user) throw notFound(`No user has the DN "${dn}"`);
    if (user.dn !== principal.dn && !principal.powers.has('domainAdmin')) {
      throw forbidden(`User ${principal.username} may see only their own password-sync status (needs domainAdmin)`);
    }
    reply.code(201);
    return { messages: await passwordSyncMessages(db, user.dn) };
  });

  app.get('/access/proxy/for', async (request) => {
    const principal = principalOf(request);
    const query = request.query as { nextIndex?: string; size?: string; q?: string; sortOrder?: string };
    const page = pageRequest(query);
    const order = sortDirection(query.sortOrder);
    const users = (await Promise.all((await proxyForDns(db, principal.dn)).map((dn) => findUser(db, dn))))
      .filter((user) => user !== undefined)
      .filter((user) => page.q === '*' || user.full_name.toLowerCase().includes(page.q.replaceAll('*', '').toLowerCase()))
      .sort((a, b) => a.full_name.localeCompare(b.full_name) * (order === 'DESC' ? -1 : 1));
    const slice = users.slice(page.offset, page.offset + page.size);
    return {
      proxyForUsers: slice.map((user) => personNode(user, { mode: 'readOnly' })),
      nextUserIndex: nextIndexAfter(page, users.length),
      userArraySize: users.length,
      proxyForCtrs: [],
    };
  });
};

export default userInfoRoutes;
