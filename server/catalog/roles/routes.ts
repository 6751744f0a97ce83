/**
 * Role administration (issue 8): details, create, modify, delete, child and parent roles, mapped
 * resources, assignments. Contract paths under /catalog/roles; the lists the picker reads are in
 * roles.ts. Reads need a catalogue power (area hook); writes need roleAdmin or domainAdmin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requirePower } from '../../auth/principal.ts';
import { assignRole, assignmentDates, listAssignments, readRecipients } from '../assignments.ts';
import { Feedback, bodyOf, idsOf, mentions, optionalString, parseAttrs, readApproval, readCategories, readOwners, type Approval } from '../common.ts';
import { findRole, readRoleRevoke, requireRole, roleApproval, roleDetails, type RoleAttrs, type RoleRevoke, type StoredRole } from './store.ts';
import { cnOf, description, localizedDescriptions, localizedNames, requiredName } from '../text.ts';
import { badRequest } from '../../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../../http/paging.ts';
import { searchPage } from '../../http/search-page.ts';
import type { Db } from '../../store/db.ts';
import { roleNode } from './list-routes.ts';

const writeRoles = requirePower('roleAdmin', 'domainAdmin');
const objectBody = { type: 'object' } as const;

const ROLE_APPROVAL_KEYS = ['approvalRequired', 'approvalIsStandard', 'approvalQuorum', 'approvalApprovers', 'approvalRequestDef'];

/** Approval fields of a role request (json_RoleNode names), falling back to the stored ones. */
function roleApprovalFields(body: Record<string, unknown>, current?: Approval) {
  return {
    required: body.approvalRequired ?? (current ? current.kind !== 'NONE' : undefined),
    standard: body.approvalIsStandard ?? (current ? current.kind !== 'CUSTOM' : undefined),
    quorum: 'approvalQuorum' in body ? body.approvalQuorum : current?.quorum,
    approvers: body.approvalApprovers ?? current?.approvers,
    requestDef: body.approvalRequestDef ?? current?.requestDef,
  };
}

async function writeApprovers(tx: Db, roleDn: string, approval: Approval): Promise<void> {
  await tx.run('DELETE FROM role_approvers WHERE role_dn = ?', [roleDn]);
  for (const approver of approval.approvers) await tx.run('INSERT INTO role_approvers (role_dn, approver_dn, sequence) VALUES (?, ?, ?)', [roleDn, approver.id, approver.sequence]);
}

async function replaceLinks(tx: Db, table: 'role_categories' | 'role_owners', column: 'category_key' | 'owner_dn', roleDn: string, values: string[]): Promise<void> {
  await tx.run(`DELETE FROM ${table} WHERE role_dn = ?`, [roleDn]);
  for (const value of values) await tx.run(`INSERT INTO ${table} (role_dn, ${column}) VALUES (?, ?)`, [roleDn, value]);
}

/** The attrs of a role after a create or modify: localized texts, the custom approval, the revoke approval. */
function roleAttrs(previous: RoleAttrs, body: Record<string, unknown>, approval: Approval, revoke: RoleRevoke, what: string): RoleAttrs {
  const attrs: RoleAttrs = { ...previous };
  if ('localizedNames' in body) attrs.localizedNames = localizedNames(body.localizedNames, what);
  if ('localizedDescriptions' in body) attrs.localizedDescriptions = localizedDescriptions(body.localizedDescriptions, what);
  attrs.revokeRequired = revoke.required;
  delete attrs.revokeRequestDef;
  delete attrs.revokeRequestDefName;
  if (revoke.requestDef) Object.assign(attrs, { revokeRequestDef: revoke.requestDef, revokeRequestDefName: revoke.requestDefName });
  const requestDescription = optionalString(body.requestDescription, `${what}: requestDescription`);
  if (requestDescription !== undefined) attrs.requestDescription = requestDescription;
  delete attrs.approvalRequestDef;
  delete attrs.approvalRequestDefName;
  if (approval.requestDef) Object.assign(attrs, { approvalRequestDef: approval.requestDef, approvalRequestDefName: approval.requestDefName });
  return attrs;
}

interface LinkRow { dn: string; name: string; description: string | null; level: number; status: number; level_name: string; categories: string | null }
const LINKED_ROLE_SELECT = "r.dn, r.name, r.description, r.level, r.status, l.name AS level_name, (SELECT group_concat(rc.category_key, char(1)) FROM role_categories rc WHERE rc.role_dn = r.dn) AS categories";

const roleAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/catalog/roles/role', { schema: { body: objectBody } }, async (request, reply) => {
    const ids = idsOf(bodyOf(request.body).roles, 'roles');
    const roles = [];
    for (const id of ids) {
      const role = await findRole(db, id);
      if (role) roles.push(await roleDetails(db, role));
    }
    reply.code(201);
    return { roles, arraySize: roles.length, nextIndex: 0, total: roles.length };
  });

  app.post('/catalog/roles', { preHandler: writeRoles, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const name = requiredName(body.name, 'Role');
    const desc = description(body.description, 'Role');
    const levelValue = bodyOf(body.roleLevel).level ?? body.level;
    const level = await db.get<{ level: number; container_dn: string }>('SELECT level, container_dn FROM role_levels WHERE level = ?', [Number(levelValue)]);
    if (!level) throw badRequest(`Role: the role level "${String(levelValue)}" does not exist (10, 20 or 30)`);
    const dn = `cn=${cnOf(name)},${level.container_dn}`;
    if (await findRole(db, dn)) throw badRequest(`Role: a role with the id "${cnOf(name)}" already exists at this level`);
    const approval = await readApproval(db, roleApprovalFields(body), 'Role approval');
    const categories = await readCategories(db, body.categories, 'role', 'Role');
    const owners = await readOwners(db, body.owners, 'Role');
    const revoke = await readRoleRevoke(db, body);
    const attrs = roleAttrs({}, body, approval, revoke, 'Role');
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO roles (dn, name, description, level, status, approval_required, approval_type, quorum, attrs) VALUES (?, ?, ?, ?, 50, ?, ?, ?, ?)',
        [dn, name, desc, level.level, approval.kind === 'NONE' ? 0 : 1, approval.kind, approval.quorum ?? null, JSON.stringify(attrs)]);
      await replaceLinks(tx, 'role_categories', 'category_key', dn, categories);
      await replaceLinks(tx, 'role_owners', 'owner_dn', dn, owners);
      await writeApprovers(tx, dn, approval);
    });
    reply.code(201);
    return roleDetails(db, (await findRole(db, dn))!);
  });

  app.put('/catalog/roles/role', { preHandler: writeRoles, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const role = await requireRole(db, body.id);
    const name = body.name !== undefined ? requiredName(body.name, 'Role') : role.name;
    const desc = body.description !== undefined ? description(body.description, 'Role') : (role.description ?? '');
    const stored = await roleApproval(db, role);
    const approval = mentions(body, ROLE_APPROVAL_KEYS) ? await readApproval(db, roleApprovalFields(body, stored), 'Role approval') : stored;
    const categories = body.categories !== undefined ? await readCategories(db, body.categories, 'role', 'Role') : undefined;
    const owners = body.owners !== undefined ? await readOwners(db, body.owners, 'Role') : undefined;
    const previous = parseAttrs(role.attrs) as RoleAttrs;
    const revoke = await readRoleRevoke(db, body, previous);
    const attrs = roleAttrs(previous, body, approval, revoke, 'Role');
    await db.transaction(async (tx) => {
      await tx.run('UPDATE roles SET name = ?, description = ?, approval_required = ?, approval_type = ?, quorum = ?, attrs = ? WHERE dn = ?',
        [name, desc, approval.kind === 'NONE' ? 0 : 1, approval.kind, approval.quorum ?? null, JSON.stringify(attrs), role.dn]);
      if (categories) await replaceLinks(tx, 'role_categories', 'category_key', role.dn, categories);
      if (owners) await replaceLinks(tx, 'role_owners', 'owner_dn', role.dn, owners);
      await writeApprovers(tx, role.dn, approval);
    });
    return reply.code(204).send();
  });

  // Deleting a role that is still assigned marks it Pending Delete (15) until its assignments are
  // gone (the role's driver revokes them); an unassigned role is removed at once.
  app.delete('/catalog/roles/role', { preHandler: writeRoles, schema: { body: objectBody } }, async (request) => {
    const ids = idsOf(bodyOf(request.body).roles, 'roles');
    const feedback = new Feedback();
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const role = await findRole(tx, id);
        if (!role) {
          feedback.fail({ id, reason: `No role "${id}"` });
          continue;
        }
        const assigned = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM role_assignments WHERE role_dn = ?', [role.dn]))?.n ?? 0;
        if (assigned > 0) await tx.run('UPDATE roles SET status = 15 WHERE dn = ?', [role.dn]);
        else await tx.run('DELETE FROM roles WHERE dn = ?', [role.dn]);
        feedback.ok({ id: role.dn, name: role.name, entityType: 'role', ...(assigned > 0 ? { reason: 'Pending Delete' } : {}) });
      }
    });
    return feedback.answer();
  });

  // ---- Hierarchy: a role contains roles of a lower level only (business 30 > IT 20 > permission 10),
  // which also rules out cycles.
  const mapRoles = (direction: 'subRoles' | 'parentRoles', remove: boolean) => async (request: { body: unknown }) => {
    const body = bodyOf(request.body);
    const role = await requireRole(db, body.roleId);
    const ids = idsOf(body[direction], direction);
    const feedback = new Feedback();
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const other = await findRole(tx, id);
        if (!other) {
          feedback.fail({ id, reason: `No role "${id}"` });
          continue;
        }
        const [parent, child] = direction === 'subRoles' ? [role, other] : [other, role];
        if (remove) {
          const removed = await tx.run('DELETE FROM role_links WHERE parent_dn = ? AND child_dn = ?', [parent.dn, child.dn]);
          if (removed.changes === 0) feedback.fail({ id: other.dn, name: other.name, reason: `"${child.name}" is not a child role of "${parent.name}"` });
          else feedback.ok({ id: other.dn, name: other.name, entityType: 'role' });
          continue;
        }
        if (child.level >= parent.level) {
          feedback.fail({ id: other.dn, name: other.name, reason: `"${parent.name}" (level ${parent.level}) can only contain roles of a lower level; "${child.name}" is level ${child.level}` });
          continue;
        }
        await tx.run('INSERT INTO role_links (parent_dn, child_dn) VALUES (?, ?) ON CONFLICT DO NOTHING', [parent.dn, child.dn]);
        feedback.ok({ id: other.dn, name: other.name, entityType: 'role' });
      }
    });
    return feedback.answer();
  };
  app.post('/catalog/roles/subRoles', { preHandler: writeRoles, schema: { body: objectBody } }, async (request, reply) => { reply.code(201); return mapRoles('subRoles', false)(request); });
  app.delete('/catalog/roles/subRoles', { preHandler: writeRoles, schema: { body: objectBody } }, mapRoles('subRoles', true));
  app.post('/catalog/roles/parentRoles', { preHandler: writeRoles, schema: { body: objectBody } }, async (request, reply) => { reply.code(201); return mapRoles('parentRoles', false)(request); });
  app.delete('/catalog/roles/parentRoles', { preHandler: writeRoles, schema: { body: objectBody } }, mapRoles('parentRoles', true));

  const linkedRoles = (direction: 'children' | 'parents') => async (request: { body: unknown; query: unknown }, reply: { code(n: number): unknown }) => {
    const role = await requireRole(db, bodyOf(request.body).id);
    const page = pageRequest(request.query as Record<string, unknown>);
    const [join, key] = direction === 'children' ? ['k.child_dn', 'k.parent_dn'] : ['k.parent_dn', 'k.child_dn'];
    const { rows, total } = await searchPage<LinkRow>(db, {
      select: LINKED_ROLE_SELECT,
      from: `role_links k JOIN roles r ON r.dn = ${join} JOIN role_levels l ON l.level = r.level`,
      where: [`${key} = ?`], params: [role.dn], searchColumns: ['r.name'], orderBy: 'r.name COLLATE NOCASE',
    }, page);
    reply.code(201);
    return { roles: rows.map((row) => roleNode(row, row.categories ? row.categories.split('\u0001') : [])), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), total };
  };
  app.post('/catalog/roles/subRoles/list', { schema: { body: objectBody } }, linkedRoles('children'));
  app.post('/catalog/roles/parentRoles/list', { schema: { body: objectBody } }, linkedRoles('parents'));

  // ---- Mapped resources
  const mapResources = (remove: boolean) => async (request: { body: unknown }) => {
    const body = bodyOf(request.body);
    const role = await requireRole(db, body.roleId);
    if (!Array.isArray(body.mappedResources)) throw badRequest('mappedResources: a list of resources is required');
    const entries = body.mappedResources.map((entry) => bodyOf(entry));
    const ids = idsOf(entries, 'mappedResources');
    const feedback = new Feedback();
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const resource = await tx.get<{ dn: string; name: string }>('SELECT dn, name FROM resources WHERE dn = ? COLLATE NOCASE', [id]);
        if (!resource) {
          feedback.fail({ id, reason: `No resource "${id}"` });
          continue;
        }
        if (remove) {
          const removed = await tx.run('DELETE FROM role_resources WHERE role_dn = ? AND resource_dn = ?', [role.dn, resource.dn]);
          if (removed.changes === 0) feedback.fail({ id: resource.dn, name: resource.name, reason: `"${resource.name}" is not mapped to "${role.name}"` });
          else feedback.ok({ id: resource.dn, name: resource.name, entityType: 'resource' });
          continue;
        }
        const mapping = description(entries.find((e) => e.id === id)?.mappingDescription, 'Mapping');
        await tx.run('INSERT INTO role_resources (role_dn, resource_dn, mapping_description) VALUES (?, ?, ?) ON CONFLICT (role_dn, resource_dn) DO UPDATE SET mapping_description = excluded.mapping_description', [role.dn, resource.dn, mapping]);
        feedback.ok({ id: resource.dn, name: resource.name, entityType: 'resource' });
      }
    });
    return feedback.answer();
  };
  app.post('/catalog/roles/mappedResources', { preHandler: writeRoles, schema: { body: objectBody } }, async (request, reply) => { reply.code(201); return mapResources(false)(request); });
  app.delete('/catalog/roles/mappedResources', { preHandler: writeRoles, schema: { body: objectBody } }, mapResources(true));

  app.post('/catalog/roles/mappedResources/list', { schema: { body: objectBody } }, async (request, reply) => {
    const role = await requireRole(db, bodyOf(request.body).id);
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const where = ['m.role_dn = ?'];
    const params: string[] = [role.dn];
    const driver = typeof query.driverID === 'string' ? query.driverID.trim() : '';
    // 'ALL DRIVERS' is the picker's select-all pseudo-driver: no filter. The driver tree may also
    // give one of a driver's entitlements: the resources bound to it.
    if (driver !== '' && driver !== 'ALL DRIVERS') {
      where.push('(e.driver_dn = ? COLLATE NOCASE OR e.dn = ? COLLATE NOCASE)');
      params.push(driver, driver);
    }
    const { rows, total } = await searchPage<{ dn: string; name: string; description: string | null; mapping_description: string | null; driver: string | null }>(db, {
      select: 'r.dn, r.name, r.description, m.mapping_description, e.driver_dn AS driver',
      from: 'role_resources m JOIN resources r ON r.dn = m.resource_dn LEFT JOIN entitlements e ON e.dn = r.entitlement_dn',
      where, params, searchColumns: ['r.name'], orderBy: 'r.name COLLATE NOCASE',
    }, page);
    reply.code(201);
    const resources = rows.map((row) => ({ id: row.dn, name: row.name, description: row.description ?? '', mappingDescription: row.mapping_description ?? '', ...(row.driver ? { driver: row.driver } : {}) }));
    return { resources, arraySize: rows.length, nextIndex: nextIndexAfter(page, total), total };
  });

  // ---- Assignments
  app.post('/catalog/roles/role/assignments', { schema: { body: objectBody } }, async (request, reply) => {
    const role = await requireRole(db, bodyOf(request.body).id ?? bodyOf(request.body).dn);
    const page = pageRequest(request.query as Record<string, unknown>);
    const { assignments, total } = await listAssignments(db, 'role', role, page, likePattern);
    reply.code(201);
    return { assignments, arraySize: assignments.length, nextIndex: nextIndexAfter(page, total), total };
  });

  app.post('/catalog/roles/role/assignments/assign', { preHandler: writeRoles, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const roles: StoredRole[] = [];
    for (const id of idsOf(Array.isArray(body.dns) ? body.dns : [body.dn], 'dn')) {
      const role = await requireRole(db, id);
      if (role.status === 15) throw badRequest(`The role "${role.name}" is pending delete and cannot be assigned`);
      roles.push(role);
    }
    const recipients = await readRecipients(db, body, ['user', 'group', 'container']);
    const dates = assignmentDates(body);
    const reason = description(body.description, 'Assignment');
    const me = principalOf(request);
    const answers = [];
    for (const role of roles) answers.push(await assignRole(db, role, recipients, dates, me.dn, reason));
    reply.code(201);
    return {
      success: answers.every((a) => a.success),
      succeeded: answers.flatMap((a) => a.succeeded),
      failed: answers.flatMap((a) => a.failed),
      sods: answers.flatMap((a) => a.sods),
    };
  });
};

export default roleAdminRoutes;
