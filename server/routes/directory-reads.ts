/**
 * Reads of the contract about the directory, its configuration and SoD violations, answered from
 * the sandbox's store:
 * - GET /access/entities/globalList?key=: the items of a global list (the entity item types the
 *   sandbox keeps: location, costCentre), as EntityObjectListNode; an unknown key is a 400.
 * - GET /access/entities/schema/rra: the user schema, as GET /access/entities/schema answers it.
 * - GET /access/gcv/value?key=: a global configuration value. The sandbox has no drivers whose
 *   GCVs it could read; it answers the base package's directory GCVs from its store (the user,
 *   group and container roots: idv.dit.data.users, .groups, .root) and a 400 for any other key.
 * - GET /access/rob/ismproperties/oauth: the OAuth settings the console is configured with
 *   (client id, the sandbox's authorization server's endpoints, the token lifetime); no secret.
 * - GET /access/users/clearEntitlementResult?userDn=: the sandbox keeps no DirXML-EntitlementResult
 *   values, so there is nothing to clean: it says so (domain administrators).
 * - GET /access/users/usersForHistory: the user search of GET /access/users/list, for the help desk
 *   (domain administrators here).
 * - GET /access/teams/members (memberDn, nextIndex, size; -1 all): the members of the teams the
 *   caller manages (a domain administrator: every team), each with those teams; memberDn narrows to one.
 * - GET /access/teams/role/permissions: the roles any team grants, as the permission index.
 * - GET /access/sods/violations?sodDn=: who holds both roles of a SoD policy (one entry per holder,
 *   its kind: user, group or container; the contract's node has no field for the holder's DN), for
 *   role, SoD and domain administrators; GET /access/sods/violations/user?userDn=: the policies a
 *   user violates (directly or through a group): one's own, or anyone's for those administrators.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_CLIENT_ID } from '../auth/clients.ts';
import { principalOf, requirePower, type Power } from '../auth/principal.ts';
import { isTeamMemberSql } from '../catalog/teams/store.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { itemNode, itemType, ITEM_TYPES } from '../identity/entity-items.ts';
import { findUser } from '../identity/user-store.ts';
import { entitySchema } from './entities.ts';
import { searchPermissions } from './permissions.ts';
import { grantedByTeams } from './team-permission-search.ts';
import { userListPage, type ListQuery } from './users.ts';

type Query = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The roles a user holds, directly or through a group, as SQL on the parameter user DN (twice). */
const HELD_ROLES = `SELECT role_dn FROM role_assignments WHERE recipient_dn = ? COLLATE NOCASE
  UNION SELECT a.role_dn FROM role_assignments a JOIN group_members gm ON gm.group_dn = a.recipient_dn WHERE gm.user_dn = ? COLLATE NOCASE`;

/** The users holding a role (the parameter, twice), directly or through a group. */
const USERS_HOLDING = `SELECT recipient_dn AS dn FROM role_assignments WHERE role_dn = ? AND recipient_type = 'user'
  UNION SELECT gm.user_dn AS dn FROM role_assignments a JOIN group_members gm ON gm.group_dn = a.recipient_dn WHERE a.role_dn = ?`;

interface SodRow { dn: string; name: string; description: string | null; role1_dn: string; role2_dn: string; role1_name: string; role2_name: string }
const SOD_SELECT = `SELECT s.dn, s.name, s.description, s.role1_dn, s.role2_dn, r1.name AS role1_name, r2.name AS role2_name
  FROM sod_policies s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn`;

const directoryReadsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = { preHandler: requirePower('domainAdmin') };

  app.get('/access/entities/globalList', async (request) => {
    const key = text((request.query as Query).key);
    const type = itemType(key);
    if (!type) throw badRequest(`key: "${key}" is not a global list; use ${ITEM_TYPES.map((t) => t.key).join(', ')}`);
    const rows = await db.all<{ dn: string; entity_key: string; name: string; attributes: string }>(
      'SELECT dn, entity_key, name, attributes FROM entity_items WHERE entity_key = ? ORDER BY name COLLATE NOCASE', [type.key]);
    return { entityList: rows.map((row) => itemNode(type, row)), totalCount: rows.length, nextIndex: 0, hasMore: false };
  });

  app.get('/access/entities/schema/rra', async (request) => entitySchema(principalOf(request), request.query as Record<string, string>));

  app.get('/access/gcv/value', async (request) => {
    const key = text((request.query as Query).key);
    const roots: Record<string, string> = { 'idv.dit.data.users': 'users', 'idv.dit.data.groups': 'groups' };
    let value: string | undefined;
    if (key === 'idv.dit.data.root') value = (await db.get<{ dn: string }>('SELECT dn FROM containers WHERE parent_dn IS NULL ORDER BY dn LIMIT 1'))?.dn;
    else if (roots[key]) value = (await db.get<{ dn: string }>("SELECT dn FROM containers WHERE lower(name) = ? ORDER BY length(dn) LIMIT 1", [roots[key]]))?.dn;
    if (value === undefined) throw badRequest(`key: "${key}" is not a global configuration value of the sandbox; use idv.dit.data.users, idv.dit.data.groups or idv.dit.data.root`);
    return { type: 'dn', values: [{ value }] };
  });

  app.get('/access/rob/ismproperties/oauth', async () => {
    const properties = [
      { key: 'com.netiq.rbpm.clientID', value: DEFAULT_CLIENT_ID },
      { key: 'com.netiq.idm.osp.url.host', value: '/osp/a/idm/auth/oauth2' },
      { key: 'com.netiq.idm.osp.oauth.token.url', value: '/osp/a/idm/auth/oauth2/token' },
      { key: 'com.netiq.idm.osp.oauth.authorize.url', value: '/osp/a/idm/auth/oauth2/auth' },
      { key: 'com.netiq.idm.osp.oauth.access-token-lifetime', value: String(Number(process.env.IDM_TOKEN_TTL) || 300) },
    ];
    return { properties, arraySize: properties.length };
  });

  app.get('/access/users/clearEntitlementResult', admin, async (request) => {
    const dn = text((request.query as Query).userDn);
    if (dn === '') throw badRequest('userDn: the DN of the user is required');
    if (!(await findUser(db, dn))) throw badRequest(`userDn: no user has the DN "${dn}"`);
    return { isSuccess: true, errorCode: 0, message: 'The sandbox keeps no DirXML-EntitlementResult values: there was nothing to clean up' };
  });

  app.get('/access/users/usersForHistory', admin, async (request) => userListPage(db, principalOf(request), request.query as ListQuery));

  app.get('/access/teams/members', async (request) => {
    const query = request.query as Query;
    const principal = principalOf(request);
    const teams = principal.powers.has('domainAdmin')
      ? await db.all<{ dn: string; name: string; description: string | null }>('SELECT dn, name, description FROM teams ORDER BY name')
      : await db.all<{ dn: string; name: string; description: string | null }>('SELECT t.dn, t.name, t.description FROM teams t JOIN team_managers m ON m.team_dn = t.dn WHERE m.user_dn = ? COLLATE NOCASE ORDER BY t.name', [principal.dn]);
    const memberDn = text(query.memberDn);
    if (memberDn !== '' && !(await findUser(db, memberDn))) throw badRequest(`memberDn: no user has the DN "${memberDn}"`);
    const size = text(query.size) === '-1' ? Number.MAX_SAFE_INTEGER : pageRequest(query).size;
    const page = { ...pageRequest(query), size };
    const marks = teams.map(() => '?').join(', ') || "''";
    const rows = await db.all<{ dn: string; name: string; team_dn: string }>(
      `SELECT u.dn, u.full_name AS name, tm.dn AS team_dn FROM users u JOIN teams tm ON tm.dn IN (${marks}) AND ${isTeamMemberSql('tm.dn')}
        ${memberDn !== '' ? 'WHERE u.dn = ? COLLATE NOCASE' : ''} ORDER BY u.full_name COLLATE NOCASE, u.dn`,
      [...teams.map((t) => t.dn), ...(memberDn !== '' ? [memberDn] : [])],
    );
    const members = new Map<string, { name: string; dn: string; type: string; targetSetList: { name: string; dn: string; description: string }[] }>();
    for (const row of rows) {
      const team = teams.find((t) => t.dn === row.team_dn)!;
      const member = members.get(row.dn) ?? { name: row.name, dn: row.dn, type: 'user', targetSetList: [] };
      member.targetSetList.push({ name: team.name, dn: team.dn, description: team.description ?? '' });
      members.set(row.dn, member);
    }
    const all = [...members.values()];
    const recipients = all.slice(page.offset, page.offset + page.size);
    return { recipients, arraySize: recipients.length, total: all.length, nextIndex: size === Number.MAX_SAFE_INTEGER ? 0 : nextIndexAfter(page, all.length) };
  });

  app.get('/access/teams/role/permissions', async (request) => {
    const teams = (await db.all<{ dn: string }>('SELECT dn FROM teams')).map((row) => row.dn);
    const { permissions, nextIndex, arraySize } = await searchPermissions(db, { ...(request.query as Query), type: 'ROLE' }, teams.length > 0 ? grantedByTeams(teams) : { sql: '0', params: [] });
    return { permissions, nextIndex, arraySize };
  });

  app.get('/access/sods/violations', { preHandler: requirePower('domainAdmin', 'sodAdmin', 'roleAdmin') }, async (request) => {
    const dn = text((request.query as Query).sodDn);
    const sod = await db.get<SodRow>(`${SOD_SELECT} WHERE s.dn = ? COLLATE NOCASE`, [dn]);
    if (!sod) throw badRequest(`sodDn: no SoD policy has the DN "${dn}"`);
    // Holders of both roles: a recipient assigned both, or a user holding one directly and one through a group.
    const holders = await db.all<{ dn: string; type: string }>(
      `SELECT h1.dn, 'user' AS type FROM (${USERS_HOLDING}) h1 JOIN (${USERS_HOLDING}) h2 ON h2.dn = h1.dn COLLATE NOCASE
        UNION SELECT a.recipient_dn, a.recipient_type FROM role_assignments a JOIN role_assignments b ON b.recipient_dn = a.recipient_dn
        WHERE a.role_dn = ? AND b.role_dn = ? AND a.recipient_type <> 'user'`,
      [sod.role1_dn, sod.role1_dn, sod.role2_dn, sod.role2_dn, sod.role1_dn, sod.role2_dn],
    );
    return { sodId: sod.dn, sodViolations: holders.map((holder) => ({ sodId: sod.dn, type: holder.type })) };
  });

  app.get('/access/sods/violations/user', async (request) => {
    const principal = principalOf(request);
    const dn = text((request.query as Query).userDn) || principal.dn;
    const administers = ['domainAdmin', 'sodAdmin', 'roleAdmin'].some((power) => principal.powers.has(power as Power));
    if (dn.toLowerCase() !== principal.dn.toLowerCase() && !administers) throw forbidden("Only a role, SoD or domain administrator may see another user's SoD violations");
    const user = await findUser(db, dn);
    if (!user) throw badRequest(`userDn: no user has the DN "${dn}"`);
    const sods = await db.all<SodRow>(
      `${SOD_SELECT} WHERE s.role1_dn IN (${HELD_ROLES}) AND s.role2_dn IN (${HELD_ROLES}) ORDER BY s.name COLLATE NOCASE`,
      [user.dn, user.dn, user.dn, user.dn],
    );
    return {
      id: user.dn,
      sods: sods.map((sod) => ({
        sodId: sod.dn, sodName: sod.name, sodDescription: sod.description ?? '', perm1Name: sod.role1_name, perm2Name: sod.role2_name,
        recipientdn: user.dn, recipientname: user.full_name,
      })),
    };
  });
};

export default directoryReadsRoutes;
