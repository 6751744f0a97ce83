/**
 * What may be requested on behalf of a team's members. Contract: POST /access/teams/permissions
 * (query q, size, nextIndex, repeated column; body TargetSetPermissionReqNode {targetSetDnList,
 * useExcludePermList, proxyUser}) → PermissionsSearchResponseNode, 201. The permission index
 * (GET /access/permissions) narrowed to the items the listed teams grant (by DN or a container
 * above it, less the team's exclusions); with no list, the teams the caller manages (a domain
 * administrator: every team). Like GET /access/permissions it also takes the repeated `type` and
 * `sortByName` (the spec's on-behalf search sends sortByName). A team the caller neither manages
 * nor administers: 403; no such team or a malformed body: 400. PUT and DELETE of the same path
 * (a team's permissions) are in catalog/teams/routes.ts. Also the index by type for choosing a
 * team's permissions: GET /access/teams/roles, /access/teams/resources, /access/teams/prds.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { findTeam, managesTeam } from '../catalog/teams/store.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import { actingUser } from '../workflow/visibility.ts';
import type { Db } from '../store/db.ts';
import { searchPermissions, type PermissionScope } from './permissions.ts';

/** The index rows some team of the list grants and does not exclude. */
export function grantedByTeams(teamDns: readonly string[]): PermissionScope {
  const marks = teamDns.map(() => '?').join(', ');
  return {
    sql: `EXISTS (SELECT 1 FROM team_permissions px WHERE px.team_dn IN (${marks}) AND px.entity_type = lower(p.entity_type) AND px.excluded = 0
      AND (px.dn = p.dn COLLATE NOCASE OR p.dn LIKE '%,' || px.dn)
      AND NOT EXISTS (SELECT 1 FROM team_permissions ex WHERE ex.team_dn = px.team_dn AND ex.entity_type = px.entity_type AND ex.excluded = 1 AND ex.dn = p.dn COLLATE NOCASE))`,
    params: [...teamDns],
  };
}

/** The body's team DNs, checked: strings naming teams (400), each one the user manages unless they administer all (403). */
async function chosenTeams(db: Db, value: unknown, userDn: string, administers: boolean): Promise<string[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((dn) => typeof dn !== 'string' || dn.trim() === '')) {
    throw badRequest('targetSetDnList: a list of team DNs is required (each a non-empty text)');
  }
  const teams: string[] = [];
  for (const dn of value as string[]) {
    const team = await findTeam(db, dn.trim());
    if (!team) throw badRequest(`targetSetDnList: no team has the DN "${dn.trim()}"`);
    if (!administers && !(await managesTeam(db, userDn, team.dn))) throw forbidden(`You do not manage the team "${team.name}"`);
    if (!teams.includes(team.dn)) teams.push(team.dn);
  }
  return teams;
}

const teamPermissionSearchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/access/teams/permissions', async (request, reply) => {
    if (request.body !== undefined && (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body))) {
      throw badRequest('The body must be a TargetSetPermissionReqNode object ({"targetSetDnList": [team DNs]})');
    }
    const body = bodyOf(request.body);
    if (body.useExcludePermList !== undefined && typeof body.useExcludePermList !== 'boolean') throw badRequest('useExcludePermList: true or false');
    if (body.proxyUser !== undefined && typeof body.proxyUser !== 'string') throw badRequest('proxyUser: the DN of the user acted for, as text');
    const principal = principalOf(request);
    const acting = await actingUser(db, principal.dn, body.proxyUser);
    const administers = !acting.proxyFor && principal.powers.has('domainAdmin');
    let teams = await chosenTeams(db, body.targetSetDnList, acting.dn, administers);
    if (teams.length === 0) {
      teams = (administers
        ? await db.all<{ dn: string }>('SELECT dn FROM teams')
        : await db.all<{ dn: string }>('SELECT team_dn AS dn FROM team_managers WHERE user_dn = ? COLLATE NOCASE', [acting.dn])).map((row) => row.dn);
    }
    const answer = await searchPermissions(db, request.query as Record<string, unknown>, teams.length > 0 ? grantedByTeams(teams) : { sql: '0', params: [] });
    reply.code(201);
    return answer;
  });

  // The index by type, for choosing a team's permissions: GET /access/teams/roles, /resources,
  // /prds (q, size, nextIndex; filterBy, for roles and resources: a category key or name prefix).
  for (const [path, type] of [['/access/teams/roles', 'ROLE'], ['/access/teams/resources', 'RESOURCE'], ['/access/teams/prds', 'PRD']] as const) {
    app.get(path, async (request) => {
      const query = request.query as Record<string, unknown>;
      const filterBy = typeof query.filterBy === 'string' ? query.filterBy.trim() : '';
      const search = filterBy !== '' && type !== 'PRD' ? { q: filterBy, column: 'categories' } : { q: query.q, column: ['name', 'description'] };
      return searchPermissions(db, { nextIndex: query.nextIndex, size: query.size, ...search, type });
    });
  }
};

export default teamPermissionSearchRoutes;
