/**
 * Groups and their members. Contract: GET/POST/PUT/DELETE /access/groups, POST
 * /access/groups/members, GET /access/groups/membershipInfo. Listing is open to every signed-in
 * user (pickers need it); changes need domainAdmin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { isAllowedDescription, isAllowedName, listed, NAME_FORBIDDEN_CHARACTERS } from '../../domain/identityRules.ts';
import { badRequest, conflict, notFound } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';
import { findGroup as findGroupRow, searchGroups, type GroupRow } from '../identity/group-store.ts';
import { sortDirection } from '../identity/query-params.ts';
import { containerExists, userExists } from '../identity/user-store.ts';

/** Spec: names must not contain < , ; \ " + # = / | * ~ ; descriptions must not contain | or ~. */

const groupBody = {
  type: 'object',
  properties: {
    dn: { type: 'string' }, name: { type: 'string' }, description: { type: 'string' }, container: { type: 'string' },
    members: { type: 'array', items: { type: 'string' } }, membersAction: { type: 'string' },
  },
} as const;

function checkName(name: unknown): string {
  const value = typeof name === 'string' ? name.trim() : '';
  if (value === '') throw badRequest('name is required: the group name');
  if (value.length > 64 || !isAllowedName(value)) throw badRequest(`name: "${value}" has invalid chracter or is longer than 64; names must not contain any of ${listed(NAME_FORBIDDEN_CHARACTERS)}`);
  return value;
}

function checkDescription(description: unknown): string | null {
  if (description === undefined || description === null) return null;
  const value = String(description).trim();
  if (!isAllowedDescription(value)) throw badRequest('description must not contain | or ~');
  if (value.length > 1024) throw badRequest('description: at most 1024 characters');
  return value === '' ? null : value;
}

async function checkMembers(db: Db, members: readonly string[] | undefined): Promise<string[]> {
  const unique = [...new Set((members ?? []).map((dn) => dn.trim()))];
  for (const dn of unique) if (!(await userExists(db, dn))) throw badRequest(`members: no user has the DN "${dn}"`);
  return unique;
}

async function checkContainer(db: Db, value: string | undefined): Promise<string> {
  const container = (value ?? '').trim();
  if (container === '') throw badRequest('container is required: the DN of the container of the group, e.g. ou=groups,o=data');
  if (!(await containerExists(db, container))) throw badRequest(`container: no container has the DN "${container}"`);
  return container;
}

/** Gives a group a new DN; what refers to it by DN follows. */
async function moveGroup(tx: Db, from: string, to: { dn: string; name: string; container: string }): Promise<void> {
  await tx.run('INSERT INTO groups (dn, container_dn, name, description, attrs) SELECT ?, ?, ?, description, attrs FROM groups WHERE dn = ?', [to.dn, to.container, to.name, from]);
  await tx.run('UPDATE group_members SET group_dn = ? WHERE group_dn = ?', [to.dn, from]);
  await tx.run("UPDATE role_assignments SET recipient_dn = ? WHERE recipient_dn = ? AND recipient_type = 'group'", [to.dn, from]);
  await tx.run("UPDATE team_member_sources SET dn = ? WHERE dn = ? COLLATE NOCASE AND kind = 'group'", [to.dn, from]);
  await tx.run("UPDATE tasks SET assignee_dn = ? WHERE assignee_dn = ? COLLATE NOCASE AND addressee_type = 'group'", [to.dn, from]);
  await tx.run('DELETE FROM groups WHERE dn = ?', [from]);
}

function groupNode(row: GroupRow) {
  return { dn: row.dn, name: row.name, description: row.description ?? '', container: row.container_dn };
}

const groupsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const findGroup = (dn: string) => findGroupRow(db, dn);

  app.get('/access/groups', async (request) => {
    const query = request.query as { q?: string; nextIndex?: string; size?: string; sortOrder?: string };
    const page = pageRequest(query);
    const order = sortDirection(query.sortOrder);
    const { rows, total } = await searchGroups(db, page, order);
    return { groups: rows.map(groupNode), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), totalCount: total };
  });

  app.post('/access/groups', { preHandler: requirePower('domainAdmin'), schema: { body: groupBody } }, async (request, reply) => {
    const body = request.body as { name?: string; description?: string; container?: string; members?: string[] };
    const name = checkName(body.name);
    const description = checkDescription(body.description);
    const container = await checkContainer(db, body.container);
    const dn = `cn=${name},${container}`;
    if (await findGroup(dn)) throw conflict(`A group named "${name}" already exists in ${container}`);
    const members = await checkMembers(db, body.members);
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO groups (dn, container_dn, name, description) VALUES (?, ?, ?, ?)', [dn, container, name, description]);
      for (const member of members) await tx.run('INSERT INTO group_members (group_dn, user_dn) VALUES (?, (SELECT dn FROM users WHERE dn = ? COLLATE NOCASE))', [dn, member]);
    });
    reply.code(201);
    return { ...groupNode({ dn, name, description, container_dn: container }), members };
  });

  // A modify changes what the body mentions: description, members (by membersAction), and name or
  // container, which give the group a new DN (cn=name,container) that its memberships, role
  // assignments, team memberships and open tasks follow. Answers 204, as the contract declares.
  app.put('/access/groups', { preHandler: requirePower('domainAdmin'), schema: { body: { ...groupBody, required: ['dn'] } } }, async (request, reply) => {
    const body = request.body as { dn: string; name?: string; description?: string; container?: string; members?: string[]; membersAction?: string };
    const group = await findGroup(body.dn);
    if (!group) throw notFound(`No group has the DN "${body.dn}"`);
    const action = (body.membersAction ?? 'add').toLowerCase();
    if (!['add', 'remove', 'delete', 'replace'].includes(action)) throw badRequest(`membersAction: "${body.membersAction}" is not add, remove or replace`);
    const description = body.description === undefined ? group.description : checkDescription(body.description);
    const name = body.name === undefined ? group.name : checkName(body.name);
    const container = body.container === undefined ? group.container_dn : await checkContainer(db, body.container);
    const renamed = `cn=${name},${container}`;
    const moved = renamed.toLowerCase() !== group.dn.toLowerCase();
    if (moved && (await findGroup(renamed))) throw conflict(`A group named "${name}" already exists in ${container}`);
    const dn = moved ? renamed : group.dn;
    const members = await checkMembers(db, body.members);
    await db.transaction(async (tx) => {
      if (moved) await moveGroup(tx, group.dn, { dn, name, container });
      await tx.run('UPDATE groups SET name = ?, description = ? WHERE dn = ?', [name, description, dn]);
      if (body.members === undefined) return;
      if (action === 'replace') await tx.run('DELETE FROM group_members WHERE group_dn = ?', [dn]);
      for (const member of members) {
        if (action === 'remove' || action === 'delete') await tx.run('DELETE FROM group_members WHERE group_dn = ? AND user_dn = (SELECT dn FROM users WHERE dn = ? COLLATE NOCASE)', [dn, member]);
        else await tx.run('INSERT OR IGNORE INTO group_members (group_dn, user_dn) VALUES (?, (SELECT dn FROM users WHERE dn = ? COLLATE NOCASE))', [dn, member]);
      }
    });
    return reply.code(204).send();
  });

  app.delete('/access/groups', { preHandler: requirePower('domainAdmin'), schema: { body: { type: 'object', required: ['dn'], properties: { dn: { type: 'string', minLength: 1 } } } } }, async (request, reply) => {
    const { dn } = request.body as { dn: string };
    const group = await findGroup(dn);
    if (!group) throw notFound(`No group has the DN "${dn}"`);
    await db.transaction((tx) => tx.run('DELETE FROM groups WHERE dn = ?', [group.dn]));
    return reply.code(204).send();
  });

  app.post('/access/groups/members', { schema: { body: { type: 'object', required: ['dn'], properties: { dn: { type: 'string', minLength: 1 } } } } }, async (request, reply) => {
    const { dn } = request.body as { dn: string };
    const query = request.query as { q?: string; nextIndex?: string; size?: string; sortOrder?: string };
    const page = pageRequest(query);
    const order = sortDirection(query.sortOrder);
    const group = await findGroup(dn);
    if (!group) throw notFound(`No group has the DN "${dn}"`);
    const filter = page.q === '*' ? '' : "AND (u.full_name LIKE ? ESCAPE '\\' OR u.last_name LIKE ? ESCAPE '\\')";
    const params = page.q === '*' ? [group.dn] : [group.dn, likePattern(page.q), likePattern(page.q)];
    const rows = await db.all<{ dn: string; full_name: string }>(
      `SELECT u.dn, u.full_name FROM group_members gm JOIN users u ON u.dn = gm.user_dn WHERE gm.group_dn = ? ${filter}
       ORDER BY u.full_name COLLATE NOCASE ${order} LIMIT ? OFFSET ?`, [...params, page.size, page.offset]);
    const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM group_members gm JOIN users u ON u.dn = gm.user_dn WHERE gm.group_dn = ? ${filter}`, params))?.n ?? 0;
    reply.code(201);
    return {
      recipients: rows.map((row) => ({ name: row.full_name, dn: row.dn, type: 'user', isGroupAssignment: false })),
      arraySize: rows.length, nextIndex: nextIndexAfter(page, total), currentIndex: page.offset + 1, endIndex: page.offset + rows.length, total,
    };
  });

  app.get('/access/groups/membershipInfo', async (request) => {
    const { userDn } = request.query as { userDn?: string };
    if (!userDn?.trim()) throw badRequest('userDn is required: the DN of the user');
    const user = await db.get<{ dn: string }>('SELECT dn FROM users WHERE dn = ? COLLATE NOCASE', [userDn.trim()]);
    if (!user) throw notFound(`No user has the DN "${userDn}"`);
    const rows = await db.all<{ group_dn: string }>('SELECT group_dn FROM group_members WHERE user_dn = ? ORDER BY group_dn', [user.dn]);
    return { dn: user.dn, groupMemberof: rows.map((row) => row.group_dn) };
  });
};

export default groupsRoutes;
