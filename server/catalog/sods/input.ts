// What a SoD request asks, read from its body and checked (400 Fault otherwise) before anything is
// written: the policy's two roles, name, texts and approval; the SoDs a details request selects.
import { badRequest } from '../../http/fault.ts';
import type { Db } from '../../store/db.ts';
import { bodyOf, idsOf, optionalBoolean, parseAttrs, readApproval } from '../common.ts';
import { findRole } from '../roles/store.ts';
import { description, localizedDescriptions, localizedNames, requiredName } from '../text.ts';
import type { SodAttrs, SodInput, SodRow, SodSelection } from './store.ts';

/** Reads and checks a SoD: two distinct existing roles, name, texts and the approval. */
export async function readSod(db: Db, body: Record<string, unknown>, current: SodRow | undefined): Promise<SodInput> {
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

/** The SoDs given by id; a node without id but with roles asks for the SoDs of those roles. */
export function readSodSelection(body: Record<string, unknown>): SodSelection {
  const nodes = Array.isArray(body.sods) ? (body.sods as unknown[]).map((n) => bodyOf(n)) : [];
  if (nodes.length === 0) throw badRequest('sods: at least one SoD (by id, or by roles) is required');
  const byId = nodes.filter((n) => typeof n.id === 'string' && n.id.trim() !== '').map((n) => (n.id as string).trim());
  const roleIds = nodes.filter((n) => !n.id).flatMap((n) => idsOf(n.roles, 'sods: roles'));
  return { byId, roleIds };
}
