// Teams as the sandbox stores them: the team, its managers (requestors), its members (users,
// groups, containers, everybody, its own managers) and its permissions (what its managers may
// request for the members). Who belongs to a team and what a team allows are SQL rules here, so
// the lists, the task inbox and the request engine read one definition.
import type { Principal } from '../../auth/principal.ts';
import { badRequest, forbidden, notFound } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import type { RequestKind } from '../../../domain/workflow.ts';

export const TEAM_KINDS = ['A', 'P', 'R', 'S', 'C'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
export const PERMISSION_TYPES: readonly RequestKind[] = ['role', 'resource', 'prd'];
export type MemberSource = 'group' | 'container' | 'relationship';

/**
 * The relationships a team may take its members through (GET /access/relationships): a user is a
 * member when the relationship ties them to a team manager. The org chart's one: direct reports.
 */
export const TEAM_RELATIONSHIPS = [
  { key: 'directReports', displayName: 'Direct reports', sourceEntityKey: 'user', sourceAttributeKey: 'manager', targetEntityKey: 'user', targetAttributeKey: 'directReports' },
] as const;

export interface TeamRow { dn: string; name: string; description: string | null; kind: TeamKind; all_users: number; include_manager: number }
export interface TeamPermissionRow { entity_type: RequestKind; dn: string; excluded: number }

/**
 * SQL that holds when the user (a users row aliased `user`) belongs to the team whose DN is the
 * expression `team`: listed, in a member group, under a member container, a direct report of a
 * team manager (the directReports relationship), everybody (allUsers), or a manager of a team
 * that includes its managers.
 */
export function isTeamMemberSql(team: string, user = 'u'): string {
  return `(
    EXISTS (SELECT 1 FROM teams tx WHERE tx.dn = ${team} AND tx.all_users = 1)
    OR EXISTS (SELECT 1 FROM team_members tmx WHERE tmx.team_dn = ${team} AND tmx.user_dn = ${user}.dn)
    OR EXISTS (SELECT 1 FROM team_member_sources sx JOIN group_members gx ON gx.group_dn = sx.dn COLLATE NOCASE
               WHERE sx.team_dn = ${team} AND sx.kind = 'group' AND gx.user_dn = ${user}.dn)
    OR EXISTS (SELECT 1 FROM team_member_sources sx WHERE sx.team_dn = ${team} AND sx.kind = 'container'
               AND (${user}.container_dn = sx.dn COLLATE NOCASE OR ${user}.container_dn LIKE '%,' || sx.dn))
    OR EXISTS (SELECT 1 FROM team_member_sources sx JOIN team_managers mx ON mx.team_dn = sx.team_dn
               WHERE sx.team_dn = ${team} AND sx.kind = 'relationship' AND sx.dn = 'directReports' AND ${user}.manager_dn = mx.user_dn)
    OR EXISTS (SELECT 1 FROM teams tx JOIN team_managers mx ON mx.team_dn = tx.dn
               WHERE tx.dn = ${team} AND tx.include_manager = 1 AND mx.user_dn = ${user}.dn)
  )`;
}

/** SQL that holds when the team (DN expression) grants the item: by its DN or a container above it, and not excluded. */
function teamAllowsSql(team: string): string {
  return `(
    EXISTS (SELECT 1 FROM team_permissions px WHERE px.team_dn = ${team} AND px.entity_type = ? AND px.excluded = 0
            AND (px.dn = ? COLLATE NOCASE OR ? LIKE '%,' || px.dn))
    AND NOT EXISTS (SELECT 1 FROM team_permissions ex WHERE ex.team_dn = ${team} AND ex.entity_type = ? AND ex.excluded = 1 AND ex.dn = ? COLLATE NOCASE)
  )`;
}

export function findTeam(db: Db, dn: string): Promise<TeamRow | undefined> {
  return db.get<TeamRow>('SELECT dn, name, description, kind, all_users, include_manager FROM teams WHERE dn = ? COLLATE NOCASE', [dn]);
}

export async function managesTeam(db: Db, userDn: string, teamDn: string): Promise<boolean> {
  return Boolean(await db.get('SELECT 1 AS ok FROM team_managers WHERE team_dn = ? AND user_dn = ? COLLATE NOCASE', [teamDn, userDn]));
}

/** Whether a team the manager manages has the user as a member and grants the item of that kind. */
export async function teamCovers(db: Db, managerDn: string, userDn: string, item: { kind: RequestKind; dn: string }): Promise<boolean> {
  const row = await db.get(
    `SELECT 1 AS ok FROM team_managers m JOIN users u ON u.dn = ? COLLATE NOCASE
     WHERE m.user_dn = ? COLLATE NOCASE AND ${isTeamMemberSql('m.team_dn')} AND ${teamAllowsSql('m.team_dn')} LIMIT 1`,
    [userDn, managerDn, item.kind, item.dn, item.dn, item.kind, item.dn],
  );
  return Boolean(row);
}

/** Whether a team the manager manages takes in the group (a member group) and grants the item of that kind. */
export async function teamCoversGroup(db: Db, managerDn: string, groupDn: string, item: { kind: RequestKind; dn: string }): Promise<boolean> {
  const row = await db.get(
    `SELECT 1 AS ok FROM team_managers m JOIN team_member_sources s ON s.team_dn = m.team_dn AND s.kind = 'group' AND s.dn = ? COLLATE NOCASE
     WHERE m.user_dn = ? COLLATE NOCASE AND ${teamAllowsSql('m.team_dn')} LIMIT 1`,
    [groupDn, managerDn, item.kind, item.dn, item.dn, item.kind, item.dn],
  );
  return Boolean(row);
}

/** SQL of the DNs of the groups that the teams a manager (the parameter) manages take in. */
export const MANAGED_GROUPS_SQL = `SELECT s.dn FROM team_member_sources s JOIN team_managers m ON m.team_dn = s.team_dn
  WHERE s.kind = 'group' AND m.user_dn = ? COLLATE NOCASE`;

/**
 * The team of a DN, when the principal may read it: domain administrators and the team's managers
 * (400 without a DN, 404 for an unknown team, 403 for anyone else).
 */
export async function readableTeam(db: Db, principal: Principal, dnValue: unknown, field = 'dn'): Promise<TeamRow> {
  const dn = typeof dnValue === 'string' ? dnValue.trim() : '';
  if (dn === '') throw badRequest(`${field} is required: the DN of the team`);
  const team = await findTeam(db, dn);
  if (!team) throw notFound(`No team has the DN "${dn}"`);
  if (!principal.powers.has('domainAdmin') && !(await managesTeam(db, principal.dn, team.dn))) throw forbidden(`You do not manage the team "${team.name}"`);
  return team;
}

/** Whether a team the manager manages has the user as a member. */
export async function managesMember(db: Db, managerDn: string, userDn: string): Promise<boolean> {
  const row = await db.get(
    `SELECT 1 AS ok FROM team_managers m JOIN users u ON u.dn = ? COLLATE NOCASE WHERE m.user_dn = ? COLLATE NOCASE AND ${isTeamMemberSql('m.team_dn')} LIMIT 1`,
    [userDn, managerDn],
  );
  return Boolean(row);
}

export function teamManagers(db: Db, teamDn: string) {
  return db.all<{ dn: string; name: string }>('SELECT u.dn, u.full_name AS name FROM team_managers m JOIN users u ON u.dn = m.user_dn WHERE m.team_dn = ? ORDER BY u.full_name COLLATE NOCASE', [teamDn]);
}

/** The team's listed members: users, groups, containers and relationships, by name. */
export async function teamMemberSources(db: Db, teamDn: string) {
  const users = await db.all<{ dn: string; name: string }>('SELECT u.dn, u.full_name AS name FROM team_members tm JOIN users u ON u.dn = tm.user_dn WHERE tm.team_dn = ? ORDER BY u.full_name COLLATE NOCASE', [teamDn]);
  const groups = await db.all<{ dn: string; name: string }>("SELECT g.dn, g.name FROM team_member_sources s JOIN groups g ON g.dn = s.dn COLLATE NOCASE WHERE s.team_dn = ? AND s.kind = 'group' ORDER BY g.name COLLATE NOCASE", [teamDn]);
  const containers = await db.all<{ dn: string; name: string }>("SELECT c.dn, c.name FROM team_member_sources s JOIN containers c ON c.dn = s.dn COLLATE NOCASE WHERE s.team_dn = ? AND s.kind = 'container' ORDER BY c.name COLLATE NOCASE", [teamDn]);
  const relationships = await db.all<{ dn: string }>("SELECT dn FROM team_member_sources WHERE team_dn = ? AND kind = 'relationship' ORDER BY dn", [teamDn]);
  return [
    ...users.map((r) => ({ ...r, type: 'user' })),
    ...groups.map((r) => ({ ...r, type: 'group', isGroupAssignment: true })),
    ...containers.map((r) => ({ ...r, type: 'container' })),
    ...relationships.map((r) => ({ dn: r.dn, name: TEAM_RELATIONSHIPS.find((k) => k.key === r.dn)?.displayName ?? r.dn, type: 'relationship' })),
  ];
}

export function teamPermissions(db: Db, teamDn: string): Promise<TeamPermissionRow[]> {
  return db.all<TeamPermissionRow>('SELECT entity_type, dn, excluded FROM team_permissions WHERE team_dn = ? ORDER BY excluded, entity_type, dn', [teamDn]);
}

/** Display name of a permission's DN: the item's name, a container's name, else its first RDN value. */
export async function permissionName(db: Db, kind: RequestKind, dn: string): Promise<string> {
  const table = { role: 'roles', resource: 'resources', prd: 'request_definitions' }[kind];
  const row = await db.get<{ name: string }>(`SELECT name FROM ${table} WHERE dn = ? COLLATE NOCASE`, [dn]);
  return row?.name ?? /^[^=]+=([^,]+)/.exec(dn)?.[1] ?? dn;
}

/** Whether the DN names an item of the kind, or a container with at least one such item under it. */
export async function permissionTargetExists(db: Db, kind: RequestKind, dn: string): Promise<boolean> {
  const table = { role: 'roles', resource: 'resources', prd: 'request_definitions' }[kind];
  return Boolean(await db.get(`SELECT 1 AS ok FROM ${table} WHERE dn = ? COLLATE NOCASE OR dn LIKE '%,' || ? LIMIT 1`, [dn, dn]));
}
