/**
 * Team administration. Contract: POST /access/teams/team (details), POST/PUT/DELETE /access/teams,
 * POST /access/teams/team/permissions, PUT/DELETE /access/teams/permissions, GET
 * /access/relationships (the relationships a team may take members through). A team's managers and
 * domain administrators read it; only domain administrators change teams and their permissions
 * (403 otherwise). Unknown teams are 404, bad input 400, and nothing is written unless all of a
 * request checks out.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../../auth/principal.ts';
import { badRequest, conflict } from '../../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../../http/paging.ts';
import type { Db } from '../../store/db.ts';
import { bodyOf, everyOneFound, mentions, optionalBoolean } from '../common.ts';
import { cnOf, description, requiredName } from '../text.ts';
import { readKind, readManagers, readMembers, readPermissionList, type TeamMembers } from './input.ts';
import { TEAM_RELATIONSHIPS, findTeam, permissionName, readableTeam, teamManagers, teamMemberSources, teamPermissions, type TeamRow } from './store.ts';

const TEAM_DEFS_DN = 'cn=TeamDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const objectBody = { type: 'object' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The contract's TargetSetNode in full. */
async function teamDetails(db: Db, team: TeamRow, readOnly: boolean) {
  return {
    dn: team.dn, name: team.name, description: team.description ?? '', domainTypes: [team.kind],
    allUsers: team.all_users === 1, includeManager: team.include_manager === 1, readOnly,
    recipients: await teamMemberSources(db, team.dn),
    requestors: (await teamManagers(db, team.dn)).map((m) => ({ ...m, type: 'user' })),
  };
}

async function writeMembers(tx: Db, teamDn: string, members: TeamMembers): Promise<void> {
  await tx.run('DELETE FROM team_members WHERE team_dn = ?', [teamDn]);
  await tx.run('DELETE FROM team_member_sources WHERE team_dn = ?', [teamDn]);
  for (const dn of members.users) await tx.run('INSERT INTO team_members (team_dn, user_dn) VALUES (?, ?)', [teamDn, dn]);
  for (const dn of members.groups) await tx.run("INSERT INTO team_member_sources (team_dn, kind, dn) VALUES (?, 'group', ?)", [teamDn, dn]);
  for (const dn of members.containers) await tx.run("INSERT INTO team_member_sources (team_dn, kind, dn) VALUES (?, 'container', ?)", [teamDn, dn]);
  for (const key of members.relationships) await tx.run("INSERT INTO team_member_sources (team_dn, kind, dn) VALUES (?, 'relationship', ?)", [teamDn, key]);
}

async function writeManagers(tx: Db, teamDn: string, managers: string[]): Promise<void> {
  await tx.run('DELETE FROM team_managers WHERE team_dn = ?', [teamDn]);
  for (const dn of managers) await tx.run('INSERT INTO team_managers (team_dn, user_dn) VALUES (?, ?)', [teamDn, dn]);
}

const teamAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = requirePower('domainAdmin');

  // The relationships a team may take members through (any signed-in user: the team form offers them).
  app.get('/access/relationships', async () => ({ relationships: TEAM_RELATIONSHIPS, arraySize: TEAM_RELATIONSHIPS.length, total: TEAM_RELATIONSHIPS.length, totalSize: TEAM_RELATIONSHIPS.length, nextIndex: 0 }));

  // Reads with a body: 201, as the contract declares for both.
  app.post('/access/teams/team', { schema: { body: objectBody } }, async (request, reply) => {
    const team = await readableTeam(db, principalOf(request), bodyOf(request.body).dn);
    reply.code(201);
    return teamDetails(db, team, !principalOf(request).powers.has('domainAdmin'));
  });

  app.post('/access/teams', { preHandler: admin, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const name = requiredName(body.name, 'name');
    const desc = description(body.description, 'description');
    const kind = readKind(body.domainTypes);
    const members = await readMembers(db, body.recipients ?? []);
    const managers = await readManagers(db, body.requestors);
    const allUsers = optionalBoolean(body.allUsers, 'allUsers') ?? false;
    const includeManager = optionalBoolean(body.includeManager, 'includeManager') ?? false;
    const dn = `cn=${cnOf(name)},${TEAM_DEFS_DN}`;
    if (await findTeam(db, dn)) throw conflict(`A team named "${name}" already exists`);
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO teams (dn, name, description, kind, all_users, include_manager) VALUES (?, ?, ?, ?, ?, ?)', [dn, name, desc || null, kind, allUsers ? 1 : 0, includeManager ? 1 : 0]);
      await writeMembers(tx, dn, members);
      await writeManagers(tx, dn, managers);
    });
    reply.code(201);
    return teamDetails(db, (await findTeam(db, dn))!, false);
  });

  // A modify changes what the body mentions: name, description, domainTypes, allUsers,
  // includeManager; recipients and requestors replace the lists when given.
  app.put('/access/teams', { preHandler: admin, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const team = await readableTeam(db, principalOf(request), body.dn);
    const name = mentions(body, ['name']) ? requiredName(body.name, 'name') : team.name;
    const desc = mentions(body, ['description']) ? description(body.description, 'description') : (team.description ?? '');
    const kind = mentions(body, ['domainTypes']) ? readKind(body.domainTypes) : team.kind;
    const allUsers = optionalBoolean(body.allUsers, 'allUsers') ?? team.all_users === 1;
    const includeManager = optionalBoolean(body.includeManager, 'includeManager') ?? team.include_manager === 1;
    const members = mentions(body, ['recipients']) ? await readMembers(db, body.recipients) : undefined;
    const managers = mentions(body, ['requestors']) ? await readManagers(db, body.requestors) : undefined;
    await db.transaction(async (tx) => {
      await tx.run('UPDATE teams SET name = ?, description = ?, kind = ?, all_users = ?, include_manager = ? WHERE dn = ?', [name, desc || null, kind, allUsers ? 1 : 0, includeManager ? 1 : 0, team.dn]);
      if (members) await writeMembers(tx, team.dn, members);
      if (managers) await writeManagers(tx, team.dn, managers);
    });
    return reply.code(204).send();
  });

  // Answers 204, as the contract declares: all or nothing, a 400 naming each team not found.
  app.delete('/access/teams', { preHandler: admin, schema: { body: objectBody } }, async (request, reply) => {
    const list = bodyOf(request.body).teams;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('teams: at least one team ({dn}) to delete is required');
    const found = await everyOneFound(list.map((t) => text(bodyOf(t).dn)), async (dn) => (dn ? findTeam(db, dn) : undefined), (dn) => `No team has the DN "${dn}"`);
    await db.transaction(async (tx) => {
      for (const team of found) await tx.run('DELETE FROM teams WHERE dn = ?', [team.dn]);
    });
    return reply.code(204).send();
  });

  app.post('/access/teams/team/permissions', { schema: { body: objectBody } }, async (request, reply) => {
    const team = await readableTeam(db, principalOf(request), bodyOf(request.body).dn);
    reply.code(201);
    const page = pageRequest(request.query as Record<string, unknown>);
    const all = [];
    for (const row of await teamPermissions(db, team.dn)) {
      const name = await permissionName(db, row.entity_type, row.dn);
      if (page.q === '*' || name.toLowerCase().includes(page.q.replace(/\*/g, '').toLowerCase())) {
        all.push({ objType: row.entity_type, authObjDN: row.dn, name, permission: row.entity_type, domainType: row.entity_type, excluded: row.excluded === 1 });
      }
    }
    const rows = all.slice(page.offset, page.offset + page.size);
    return { permissionsList: rows, arraySize: rows.length, totalSize: all.length, nextIndex: nextIndexAfter(page, all.length) };
  });

  // Adding and removing permissions answer 204, as the contract declares; a removal of a
  // permission the team does not have is a 400 and removes nothing.
  app.put('/access/teams/permissions', { preHandler: admin, schema: { body: objectBody } }, async (request, reply) => {
    const { teamDn, entries } = await readPermissionList(db, bodyOf(request.body));
    const team = await readableTeam(db, principalOf(request), teamDn);
    await db.transaction(async (tx) => {
      for (const entry of entries) {
        await tx.run('INSERT OR REPLACE INTO team_permissions (team_dn, entity_type, dn, excluded) VALUES (?, ?, ?, ?)', [team.dn, entry.entityType, entry.dn, entry.excluded ? 1 : 0]);
      }
    });
    return reply.code(204).send();
  });

  app.delete('/access/teams/permissions', { preHandler: admin, schema: { body: objectBody } }, async (request, reply) => {
    const { teamDn, entries } = await readPermissionList(db, bodyOf(request.body));
    const team = await readableTeam(db, principalOf(request), teamDn);
    await db.transaction(async (tx) => {
      for (const entry of entries) {
        const removed = await tx.run('DELETE FROM team_permissions WHERE team_dn = ? AND entity_type = ? AND dn = ? COLLATE NOCASE AND excluded = ?', [team.dn, entry.entityType, entry.dn, entry.excluded ? 1 : 0]);
        if (removed.changes === 0) throw badRequest(`The team has no such permission: "${entry.dn}" (${entry.entityType})`);
      }
    });
    return reply.code(204).send();
  });
};

export default teamAdminRoutes;
