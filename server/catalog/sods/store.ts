// The SoD policies as the administration endpoints read and write them (sod_policies; the
// contract's SodNode in full). Checks of what a request asks are in input.ts.
import { badRequest } from '../../http/fault.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Db } from '../../store/db.ts';
import { everyOneFound, parseAttrs, roleConfigContainer, type Approval, type Approver } from '../common.ts';
import { findRole } from '../roles/store.ts';
import { cnOf, type LocalizedDesc, type LocalizedName } from '../text.ts';
import { inChunks } from '../../store/chunks.ts';

export interface SodAttrs { localizedNames?: LocalizedName[]; localizedDescriptions?: LocalizedDesc[]; approval?: Approval; isDefaultApproversUsed?: boolean }
export interface SodRow { dn: string; name: string; description: string | null; role1_dn: string; role2_dn: string; attrs: string }

/** What a create or modify writes (checked by input.ts). */
export interface SodInput { name: string; desc: string; roles: [string, string]; attrs: SodAttrs; approvalType: string }

/** Which SoDs a details request asks for: by id, or every SoD naming one of the roles. */
export interface SodSelection { byId: string[]; roleIds: string[] }

const SOD_SELECT = 'SELECT dn, name, description, role1_dn, role2_dn, attrs FROM sod_policies';

export async function sodDetails(db: Db, row: SodRow) {
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

/** One page of the selected SoDs, in name order, with the total. */
export async function selectedSods(db: Db, { byId, roleIds }: SodSelection, page: PageRequest) {
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
  return { sods, total };
}

/** The stored SoD a modify names by id; 400 when there is none. */
export async function requireSod(db: Db, id: unknown): Promise<SodRow> {
  const current = typeof id === 'string' ? await db.get<SodRow>(`${SOD_SELECT} WHERE dn = ? COLLATE NOCASE`, [id.trim()]) : undefined;
  if (!current) throw badRequest(`No SoD "${String(id ?? '')}"`);
  return current;
}

/** Writes a new SoD under cn=SoDDefs, named after it (400 when that DN is taken), and answers its details. */
export async function createSod(db: Db, sod: SodInput) {
  const dn = `cn=${cnOf(sod.name)},${await roleConfigContainer(db, 'SoDDefs')}`;
  if (await db.get('SELECT dn FROM sod_policies WHERE dn = ?', [dn])) throw badRequest(`SoD: a SoD with the id "${cnOf(sod.name)}" already exists`);
  await db.transaction((tx) => tx.run('INSERT INTO sod_policies (dn, name, description, role1_dn, role2_dn, approval_type, attrs) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [dn, sod.name, sod.desc, sod.roles[0], sod.roles[1], sod.approvalType, JSON.stringify(sod.attrs)]));
  return sodDetails(db, (await db.get<SodRow>(`${SOD_SELECT} WHERE dn = ?`, [dn]))!);
}

export async function updateSod(db: Db, dn: string, sod: SodInput): Promise<void> {
  await db.transaction((tx) => tx.run('UPDATE sod_policies SET name = ?, description = ?, role1_dn = ?, role2_dn = ?, approval_type = ?, attrs = ? WHERE dn = ?',
    [sod.name, sod.desc, sod.roles[0], sod.roles[1], sod.approvalType, JSON.stringify(sod.attrs), dn]));
}

/** Deletes the SoDs given by id, all or none (an unknown id: 400, nothing deleted). */
export async function deleteSods(db: Db, ids: string[]): Promise<void> {
  const rows = await everyOneFound(ids, (id) => db.get<SodRow>(`${SOD_SELECT} WHERE dn = ? COLLATE NOCASE`, [id]), (id) => `No SoD "${id}"`);
  await inChunks(db, rows, async (tx, chunk) => {
    for (const row of chunk) await tx.run('DELETE FROM sod_policies WHERE dn = ?', [row.dn]);
  });
}

/** The default SoD approvers: the SoD administrators, in name order. */
export async function defaultApprovers(db: Db): Promise<Approver[]> {
  const rows = await db.all<{ dn: string; name: string }>("SELECT u.dn, u.full_name AS name FROM user_powers p JOIN users u ON u.dn = p.user_dn WHERE p.power = 'sodAdmin' ORDER BY u.full_name");
  return rows.map((row, index) => ({ id: row.dn, name: row.name, type: 'user', sequence: index + 1 }));
}
