/**
 * SoD administration (issue 8): details (also the SoDs of one role), create, modify, delete, default
 * approval. Contract paths under /catalog/sods; the list is in sods.ts. Writes need sodAdmin or domainAdmin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../../auth/principal.ts';
import { Feedback, bodyOf, idsOf, optionalBoolean, parseAttrs, readApproval, roleConfigContainer, type Approval, type Approver } from '../common.ts';
import { findRole } from '../roles/store.ts';
import { cnOf, description, localizedDescriptions, localizedNames, requiredName, type LocalizedDesc, type LocalizedName } from '../text.ts';
import { badRequest } from '../../http/fault.ts';
import { nextIndexAfter, pageRequest } from '../../http/paging.ts';
import type { Db } from '../../store/db.ts';

const writeSods = requirePower('sodAdmin', 'domainAdmin');
const objectBody = { type: 'object' } as const;

interface SodAttrs { localizedNames?: LocalizedName[]; localizedDescriptions?: LocalizedDesc[]; approval?: Approval; isDefaultApproversUsed?: boolean }
interface SodRow { dn: string; name: string; description: string | null; role1_dn: string; role2_dn: string; attrs: string }

const SOD_SELECT = 'SELECT dn, name, description, role1_dn, role2_dn, attrs FROM sod_policies';

async function sodDetails(db: Db, row: SodRow) {
  const attrs = parseAttrs(row.attrs) as SodAttrs;
  const roles = [];
  for (const dn of [row.role1_dn, row.role2_dn]) {
    const role = await findRole(db, dn);
    if (role) roles.push({ id: role.dn, name: role.name, level: role.level });
  }
  const approval = attrs.approval;
  return {
    id: row.dn,
    name: row.name,
    description: row.description ?? '',
    roles,
    isDefaultApproversUsed: attrs.isDefaultApproversUsed ?? !approval,
    approvers: approval?.approvers ?? [],
    ...(approval?.quorum ? { approvalQuorum: approval.quorum } : {}),
    ...(approval?.requestDef ? { approvalRequestDef: approval.requestDef, approvalRequestDefName: approval.requestDefName ?? '' } : {}),
    localizedNames: attrs.localizedNames ?? [],
    localizedDescriptions: attrs.localizedDescriptions ?? [],
  };
}

/** The default SoD approvers: the SoD administrators, in name order. */
async function defaultApprovers(db: Db): Promise<Approver[]> {
  const rows = await db.all<{ dn: string; name: string }>("SELECT u.dn, u.full_name AS name FROM user_powers p JOIN users u ON u.dn = p.user_dn WHERE p.power = 'sodAdmin' ORDER BY u.full_name");
  return rows.map((row, index) => ({ id: row.dn, name: row.name, type: 'user', sequence: index + 1 }));
}

/** Reads and checks a SoD: two distinct existing roles, name, texts and the approval. */
async function readSod(db: Db, body: Record<string, unknown>, current: SodRow | undefined) {
  const previous = current ? (parseAttrs(current.attrs) as SodAttrs) : {};
  const name = body.name !== undefined || !current ? requiredName(body.name, 'SoD') : current.name;
  const desc = body.description !== undefined || !current ? description(body.description, 'SoD') : (current.description ?? '');
  let roles = current ? [current.role1_dn, current.role2_dn] : [];
  if (body.roles !== undefined || !current) {
    const ids = idsOf(body.roles, 'SoD: roles');
    if (ids.length !== 2) throw badRequest('SoD: a separation of duties policy names exactly two different roles');
    roles = [];
    for (const id of ids) {
      const role = await findRole(db, id);
      if (!role) throw badRequest(`SoD: no role "${id}"`);
      roles.push(role.dn);
    }
    if (roles[0] === roles[1]) throw badRequest('SoD: a separation of duties policy names exactly two different roles');
  }
  const useDefault = optionalBoolean(body.isDefaultApproversUsed, 'isDefaultApproversUsed') ?? previous.isDefaultApproversUsed ?? true;
  const attrs: SodAttrs = { ...previous, isDefaultApproversUsed: useDefault };
  if (useDefault) delete attrs.approval;
  else {
    const hasDef = typeof body.approvalRequestDef === 'string' && body.approvalRequestDef.trim() !== '';
    attrs.approval = await readApproval(db, { required: true, standard: !hasDef, quorum: body.approvalQuorum, approvers: body.approvers, requestDef: body.approvalRequestDef }, 'SoD approval');
  }
  if ('localizedNames' in body || !current) attrs.localizedNames = localizedNames(body.localizedNames, 'SoD');
  if ('localizedDescriptions' in body || !current) attrs.localizedDescriptions = localizedDescriptions(body.localizedDescriptions, 'SoD');
  return { name, desc, roles: roles as [string, string], attrs, approvalType: attrs.approval?.kind ?? 'DEFAULT' };
}

const sodAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  // Details of the SoDs given by id; a node without id but with roles asks for the SoDs of those roles.
  app.post('/catalog/sods/sod', { schema: { body: objectBody } }, async (request, reply) => {
    const nodes = Array.isArray(bodyOf(request.body).sods) ? (bodyOf(request.body).sods as unknown[]).map((n) => bodyOf(n)) : [];
    if (nodes.length === 0) throw badRequest('sods: at least one SoD (by id, or by roles) is required');
    const page = pageRequest(request.query as Record<string, unknown>);
    const byId = nodes.filter((n) => typeof n.id === 'string' && n.id.trim() !== '').map((n) => (n.id as string).trim());
    const roleIds = nodes.filter((n) => !n.id).flatMap((n) => idsOf(n.roles, 'sods: roles'));
    const where: string[] = [];
    const params: string[] = [];
    if (byId.length > 0) { where.push(`dn IN (${byId.map(() => '?').join(', ')})`); params.push(...byId); }
    if (roleIds.length > 0) {
      const list = roleIds.map(() => '?').join(', ');
      where.push(`(role1_dn IN (${list}) OR role2_dn IN (${list}))`);
      params.push(...roleIds, ...roleIds);
    }
    const clause = `WHERE ${where.join(' OR ')}`;
    const rows = await db.all<SodRow>(`${SOD_SELECT} ${clause} ORDER BY name COLLATE NOCASE LIMIT ? OFFSET ?`, [...params, page.size, page.offset]);
    const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM sod_policies ${clause}`, params))?.n ?? 0;
    const sods = [];
    for (const row of rows) sods.push(await sodDetails(db, row));
    reply.code(201);
    return { sods, arraySize: sods.length, nextIndex: nextIndexAfter(page, total) };
  });

  app.post('/catalog/sods', { preHandler: writeSods, schema: { body: objectBody } }, async (request, reply) => {
    const sod = await readSod(db, bodyOf(request.body), undefined);
    const dn = `cn=${cnOf(sod.name)},${await roleConfigContainer(db, 'SoDDefs')}`;
    if (await db.get('SELECT dn FROM sod_policies WHERE dn = ?', [dn])) throw badRequest(`SoD: a SoD with the id "${cnOf(sod.name)}" already exists`);
    await db.transaction((tx) => tx.run('INSERT INTO sod_policies (dn, name, description, role1_dn, role2_dn, approval_type, attrs) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [dn, sod.name, sod.desc, sod.roles[0], sod.roles[1], sod.approvalType, JSON.stringify(sod.attrs)]));
    reply.code(201);
    return sodDetails(db, (await db.get<SodRow>(`${SOD_SELECT} WHERE dn = ?`, [dn]))!);
  });

  app.put('/catalog/sods/sod', { preHandler: writeSods, schema: { body: objectBody } }, async (request, reply) => {
    const body = bodyOf(request.body);
    const current = typeof body.id === 'string' ? await db.get<SodRow>(`${SOD_SELECT} WHERE dn = ? COLLATE NOCASE`, [body.id.trim()]) : undefined;
    if (!current) throw badRequest(`No SoD "${String(body.id ?? '')}"`);
    const sod = await readSod(db, body, current);
    await db.transaction((tx) => tx.run('UPDATE sod_policies SET name = ?, description = ?, role1_dn = ?, role2_dn = ?, approval_type = ?, attrs = ? WHERE dn = ?',
      [sod.name, sod.desc, sod.roles[0], sod.roles[1], sod.approvalType, JSON.stringify(sod.attrs), current.dn]));
    return reply.code(204).send();
  });

  app.delete('/catalog/sods/sod', { preHandler: writeSods, schema: { body: objectBody } }, async (request) => {
    const feedback = new Feedback();
    await db.transaction(async (tx) => {
      for (const id of idsOf(bodyOf(request.body).sods, 'sods')) {
        const row = await tx.get<SodRow>(`${SOD_SELECT} WHERE dn = ? COLLATE NOCASE`, [id]);
        if (!row) {
          feedback.fail({ id, reason: `No SoD "${id}"` });
          continue;
        }
        await tx.run('DELETE FROM sod_policies WHERE dn = ?', [row.dn]);
        feedback.ok({ id: row.dn, name: row.name, entityType: 'sod' });
      }
    });
    return feedback.answer();
  });

  app.get('/catalog/sods/defaultApprovals', async () => ({ isDefaultApproversUsed: true, approvers: await defaultApprovers(db) }));
};


export default sodAdminRoutes;
