// The approval plan of a request, read from the catalogue when the request is made (and kept with
// the request, so later edits of the role or resource do not change a running approval):
// - role grant: its approval (SERIAL, QUORUM, CUSTOM or NONE); role revoke: revokeRequired → the
//   revoke request definition (CUSTOM), else NONE;
// - resource grant and revoke: grantApproval / revokeApproval (revokeEqualsGrant honoured);
// - a PRD: its own approvers (CUSTOM); one made from an approval template: its steps, serial,
//   parallel (a quorum of all) or a quorum step (workflow/request-definitions.ts).
// A CUSTOM approval is run by the request definition's approvers, in order. Where an approval
// names nobody to approve (a serial approval without approvers, a request definition without
// approvers), the item's owners approve, and without owners the domain administrators: any one of
// them (a quorum of one), so that no request waits for nobody.
import { parseAttrs, type Approval } from '../catalog/common.ts';
import { grantApproval, revokeApproval } from '../catalog/resources/approvals.ts';
import { findRole, roleApproval, type RoleAttrs } from '../catalog/roles/store.ts';
import type { Db } from '../store/db.ts';
import { templateApproval } from './request-definitions.ts';
import { quorumNeeded, type RequestAction, type RequestKind } from '../../domain/workflow.ts';
import type { Addressee, AddresseeType, Plan } from './transitions.ts';

export interface RequestedItem { kind: RequestKind; dn: string; name: string }

const ADDRESSEE_TYPES: readonly string[] = ['user', 'group', 'team', 'role'];
const addresseeOf = (dn: string, type: string | undefined): Addressee => ({ dn, type: (ADDRESSEE_TYPES.includes(type ?? '') ? type : 'user') as AddresseeType });

/** The approvers of a request definition (stored in approval order). */
export async function requestDefinitionApprovers(db: Db, prdDn: string): Promise<Addressee[]> {
  const row = await db.get<{ approvers: string | null }>('SELECT approvers FROM request_definitions WHERE dn = ? COLLATE NOCASE', [prdDn]);
  let list: unknown;
  try {
    list = JSON.parse(row?.approvers ?? '[]');
  } catch {
    list = [];
  }
  return (Array.isArray(list) ? (list as { dn?: unknown; type?: unknown }[]) : [])
    .filter((a) => typeof a.dn === 'string')
    .map((a) => addresseeOf(a.dn as string, typeof a.type === 'string' ? a.type : undefined));
}

/** The owners of the item, else the domain administrators: who approves when an approval names nobody. */
async function fallbackApprovers(db: Db, item: RequestedItem): Promise<Addressee[]> {
  const owners = item.kind === 'prd' ? [] : await db.all<{ dn: string }>(
    item.kind === 'role' ? 'SELECT owner_dn AS dn FROM role_owners WHERE role_dn = ? ORDER BY owner_dn' : 'SELECT owner_dn AS dn FROM resource_owners WHERE resource_dn = ? ORDER BY owner_dn',
    [item.dn],
  );
  if (owners.length > 0) return owners.map((o) => addresseeOf(o.dn, 'user'));
  const admins = await db.all<{ dn: string }>("SELECT user_dn AS dn FROM user_powers WHERE power = 'domainAdmin' ORDER BY user_dn");
  return admins.map((a) => addresseeOf(a.dn, 'user'));
}

/** A catalogue approval as a plan (approvers still possibly empty). */
async function planOf(db: Db, approval: Approval | undefined): Promise<Plan> {
  if (!approval || approval.kind === 'NONE') return { kind: 'NONE', approvers: [] };
  if (approval.kind === 'CUSTOM') return { kind: 'CUSTOM', approvers: approval.requestDef ? await requestDefinitionApprovers(db, approval.requestDef) : [] };
  const approvers = [...approval.approvers].sort((a, b) => a.sequence - b.sequence).map((a) => addresseeOf(a.id, a.type));
  if (approval.kind === 'QUORUM') return { kind: 'QUORUM', approvers, needed: quorumNeeded(approval.quorum, approvers.length) };
  return { kind: 'SERIAL', approvers };
}

async function catalogueApproval(db: Db, item: RequestedItem, action: RequestAction): Promise<Approval | undefined> {
  if (item.kind === 'role') {
    const role = await findRole(db, item.dn);
    if (!role) return undefined;
    if (action === 'grant') return roleApproval(db, role);
    const attrs = parseAttrs(role.attrs) as RoleAttrs;
    return attrs.revokeRequired ? { kind: 'CUSTOM', approvers: [], ...(attrs.revokeRequestDef ? { requestDef: attrs.revokeRequestDef } : {}) } : undefined;
  }
  if (item.kind === 'resource') {
    const row = await db.get<{ approval_required: number; attrs: string | null }>('SELECT approval_required, attrs FROM resources WHERE dn = ? COLLATE NOCASE', [item.dn]);
    if (!row) return undefined;
    return action === 'grant' ? grantApproval(row) : revokeApproval(row);
  }
  return (await templateApproval(db, item.dn)) ?? { kind: 'CUSTOM', approvers: [], requestDef: item.dn };
}

/** The plan a new request for `item` runs. */
export async function approvalPlan(db: Db, item: RequestedItem, action: RequestAction): Promise<Plan> {
  const plan = await planOf(db, await catalogueApproval(db, item, action));
  if (plan.kind === 'NONE' || plan.approvers.length > 0) return plan;
  return { kind: 'QUORUM', approvers: await fallbackApprovers(db, item), needed: 1 };
}

/** The SoD exception approvers of the broken policies (the SoD administrators when a policy names none). */
export async function sodApprovers(db: Db, approverDnsPerPolicy: string[][]): Promise<Addressee[]> {
  const dns = new Set<string>();
  for (const named of approverDnsPerPolicy) {
    const list = named.length > 0 ? named : (await db.all<{ dn: string }>("SELECT user_dn AS dn FROM user_powers WHERE power = 'sodAdmin' ORDER BY user_dn")).map((r) => r.dn);
    for (const dn of list) dns.add(dn);
  }
  const result: Addressee[] = [];
  for (const dn of dns) {
    const group = await db.get('SELECT 1 FROM groups WHERE dn = ? COLLATE NOCASE', [dn]);
    result.push(addresseeOf(dn, group ? 'group' : 'user'));
  }
  return result;
}
