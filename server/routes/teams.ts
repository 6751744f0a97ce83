/**
 * Teams: the lists the picker and request on behalf read. Contract: GET /access/teams/managelist,
 * GET /access/teams/team/userlist, GET /access/teams/recipients/userlist/v2. Domain administrators
 * see every team; others see the teams they manage (403 for another team). A team's members are
 * everyone the team's membership rule takes in (catalog/teams/store.ts); team administration is
 * in catalog/teams/routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';
import { nextIndexAfter, pageRequest, type PageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import { sortDirection } from '../identity/query-params.ts';
import type { SqlValue } from '../store/db.ts';
import { TEAM_KINDS, isTeamMemberSql, readableTeam, type TeamRow as StoredTeam } from '../catalog/teams/store.ts';

type TeamRow = Pick<StoredTeam, 'dn' | 'name' | 'description' | 'kind'>;
export interface MemberRow { dn: string; full_name: string }

export const USER_SEARCH = ['u.full_name', 'u.last_name', 'u.first_name', 'u.username'];

/** The contract's TargetSetNode; the team's kind (the list's type filter) is its one domain type. */
const teamNode = (row: TeamRow) => ({ dn: row.dn, name: row.name, description: row.description ?? '', domainTypes: [row.kind] });
const recipientNode = (row: MemberRow) => ({ name: row.full_name, dn: row.dn, type: 'user', isGroupAssignment: false });

/** The recipients answer of the contract (RecipientListNode). */
export function recipientList(rows: MemberRow[], page: PageRequest, total: number) {
  return { recipients: rows.map(recipientNode), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), currentIndex: page.offset + 1, endIndex: page.offset + rows.length, total };
}

const teamsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  // sortOrder (asc or desc) orders the teams by name; forceRefresh (true or false) is taken: the
  // sandbox reads its store each time, so there is no cached list to refresh.
  app.get('/access/teams/managelist', async (request) => {
    const query = request.query as { q?: string; nextIndex?: string; size?: string; type?: string; pType?: string; sortOrder?: string; forceRefresh?: string };
    const order = sortDirection(query.sortOrder);
    if (query.forceRefresh !== undefined && !/^(true|false)$/i.test(query.forceRefresh)) throw badRequest(`forceRefresh: "${query.forceRefresh}" is not true or false`);
    const principal = principalOf(request);
    const page = pageRequest(query);
    const where: string[] = [];
    const params: SqlValue[] = [];
    const kind = (query.type ?? '').trim().toUpperCase();
    if (kind !== '') {
      if (!(TEAM_KINDS as readonly string[]).includes(kind)) throw badRequest(`type: "${query.type}" is not one of A, P, R, S, C`);
      where.push('t.kind = ?');
      params.push(kind);
    }
    if (!principal.powers.has('domainAdmin')) {
      where.push('EXISTS (SELECT 1 FROM team_managers m WHERE m.team_dn = t.dn AND m.user_dn = ?)');
      params.push(principal.dn);
    }
    const { rows, total } = await searchPage<TeamRow>(db, { select: 't.dn, t.name, t.description, t.kind', from: 'teams t', where, params, searchColumns: ['t.name'], orderBy: `t.name COLLATE NOCASE ${order}` }, page);
    return { teams: rows.map(teamNode), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), totalCount: total };
  });

  app.get('/access/teams/team/userlist', async (request) => {
    const query = request.query as { q?: string; nextIndex?: string; size?: string; sortOrder?: string; teamDn?: string };
    const team = await readableTeam(db, principalOf(request), query.teamDn, 'teamDn');
    const page = pageRequest(query);
    const { rows, total } = await searchPage<MemberRow>(
      db,
      { select: 'u.dn, u.full_name', from: 'teams t JOIN users u', where: ['t.dn = ?', isTeamMemberSql('t.dn')], params: [team.dn], searchColumns: USER_SEARCH, orderBy: `u.full_name COLLATE NOCASE ${sortDirection(query.sortOrder)}` },
      page,
    );
    return recipientList(rows, page, total);
  });

  // Recipients of a request on behalf: a team's members, or (domain administrators) any user.
  app.get('/access/teams/recipients/userlist/v2', async (request) => {
    const query = request.query as { q?: string; nextIndex?: string; size?: string; teamDn?: string };
    const principal = principalOf(request);
    const page = pageRequest(query);
    if (query.teamDn?.trim()) {
      const team = await readableTeam(db, principal, query.teamDn, 'teamDn');
      const { rows, total } = await searchPage<MemberRow>(
        db,
        { select: 'u.dn, u.full_name', from: 'teams t JOIN users u', where: ['t.dn = ?', isTeamMemberSql('t.dn')], params: [team.dn], searchColumns: USER_SEARCH, orderBy: 'u.full_name COLLATE NOCASE' },
        page,
      );
      return recipientList(rows, page, total);
    }
    const where = principal.powers.has('domainAdmin') ? [] : [`EXISTS (SELECT 1 FROM team_managers m WHERE m.user_dn = ? AND ${isTeamMemberSql('m.team_dn')})`];
    const { rows, total } = await searchPage<MemberRow>(
      db,
      { select: 'u.dn, u.full_name', from: 'users u', where, params: principal.powers.has('domainAdmin') ? [] : [principal.dn], searchColumns: USER_SEARCH, orderBy: 'u.full_name COLLATE NOCASE' },
      page,
    );
    return recipientList(rows, page, total);
  });
};

export default teamsRoutes;
