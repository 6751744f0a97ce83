/**
 * Teams, for choosing what a team grants and to whom. Contract:
 * - POST /access/teams/container/roles, /access/teams/container/resources (ContainerNode {dn,
 *   searchScope}; q, size, nextIndex): the roles or resources in a container of the catalogue and,
 *   unless searchScope is one (one level), below it, as the permission index answers them (201);
 * - POST /access/teams/recipients/list (TargetSetNode {dn}): the members of one team (201);
 * - POST /access/teams/recipients/users/v2 (TargetSetListNode {teams: [{dn}]}; q, size (-1: all),
 *   nextIndex): the members of the listed teams, without a list of every team the caller manages;
 *   the users a team manager may act for (201).
 * A team is read by its managers and domain administrators (403 otherwise, 404 unknown team).
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { isTeamMemberSql, readableTeam } from '../catalog/teams/store.ts';
import { badRequest } from '../http/fault.ts';
import { pageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import { searchPermissions } from './permissions.ts';
import { recipientList, USER_SEARCH, type MemberRow } from './teams.ts';

type Query = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const objectBody = { schema: { body: { type: 'object' } } };
const optionalBody = { schema: { body: { type: ['object', 'null'] } } };

const teamRecipientsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  for (const [kind, type] of [['roles', 'ROLE'], ['resources', 'RESOURCE']] as const) {
    app.post(`/access/teams/container/${kind}`, objectBody, async (request, reply) => {
      const body = bodyOf(request.body);
      const dn = text(body.dn);
      if (dn === '') throw badRequest('dn: the DN of the container is required');
      const scope = text(body.searchScope).toLowerCase();
      const oneLevel = scope === 'one' || scope === 'onelevel' || scope === 'one_level';
      const condition = oneLevel ? "substr(p.dn, instr(p.dn, ',') + 1) = ? COLLATE NOCASE" : "p.dn LIKE '%,' || ?";
      const answer = await searchPermissions(db, { ...(request.query as Query), type }, { sql: condition, params: [dn] });
      reply.code(201);
      return answer;
    });
  }

  /** A page of the members of the teams (DNs). */
  const members = async (teams: string[], query: Query) => {
    const all = text(query.size) === '-1';
    const page = all ? { ...pageRequest(query), offset: 0, size: 100_000 } : pageRequest(query);
    if (teams.length === 0) return recipientList([], page, 0);
    const { rows, total } = await searchPage<MemberRow>(
      db,
      {
        select: 'u.dn, u.full_name',
        from: 'users u',
        where: [`EXISTS (SELECT 1 FROM teams t WHERE t.dn IN (${teams.map(() => '?').join(', ')}) AND ${isTeamMemberSql('t.dn')})`],
        params: teams,
        searchColumns: USER_SEARCH,
        orderBy: 'u.full_name COLLATE NOCASE',
      },
      page,
    );
    return recipientList(rows, page, total);
  };

  app.post('/access/teams/recipients/list', objectBody, async (request, reply) => {
    const team = await readableTeam(db, principalOf(request), bodyOf(request.body).dn);
    const answer = await members([team.dn], request.query as Query);
    reply.code(201);
    return answer;
  });

  app.post('/access/teams/recipients/users/v2', optionalBody, async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request.body);
    if (body.teams !== undefined && !Array.isArray(body.teams)) throw badRequest('teams: a list of teams ({"dn": ...}) is required');
    const listed = Array.isArray(body.teams) ? body.teams.map((entry) => bodyOf(entry).dn) : [];
    const teams: string[] = [];
    for (const dn of listed) teams.push((await readableTeam(db, principal, dn, 'teams[].dn')).dn);
    if (listed.length === 0) {
      teams.push(...(await db.all<{ team_dn: string }>('SELECT team_dn FROM team_managers WHERE user_dn = ? COLLATE NOCASE', [principal.dn])).map((row) => row.team_dn));
    }
    const answer = await members(teams, request.query as Query);
    reply.code(201);
    return answer;
  });
};

export default teamRecipientsRoutes;
