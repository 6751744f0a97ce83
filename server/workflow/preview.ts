// What a request would run into, told before it is submitted (the request catalogue's Details and
// cart): the approval the item's request runs (approvals.ts: the same plan a submission fixes,
// with its approvers named) and, for a role, the SoD policies each recipient would break with the
// roles they hold or that the requester's cart holds for them. Served as read-only data items of
// the contract's PermissionNode (POST /access/permissions/item), whose body names the recipients in
// a data item `recipients` (values {dn}); none means the requester.
import type { Principal } from '../auth/principal.ts';
import { bodyOf, resolveEntity } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import type { RequestKind } from '../../domain/workflow.ts';
import { approvalPlan } from './approvals.ts';
import { namesOf } from './nodes.ts';
import { sodConflicts } from './sod.ts';

const ADMINISTERS: readonly string[] = ['domainAdmin', 'roleAdmin', 'resourceAdmin'];
const PLAN_TYPES = { NONE: 'none', SERIAL: 'serial', QUORUM: 'quorum', CUSTOM: 'custom' } as const;

interface PreviewRecipient { id: string; name: string; type: string }

const dataItem = (name: string, values: Record<string, unknown>[], multiValued = false) =>
  ({ name, dataType: 'string', readOnly: true, multiValued, valueSet: values.length > 0, values });

/** The DNs the requester's grant cart holds for a recipient, per item (the item itself left out by the caller). */
async function cartRolesFor(db: Db, ownerDn: string, recipientDn: string): Promise<string[]> {
  const rows = await db.all<{ item_dn: string }>(
    `SELECT a.item_dn FROM cart_assignees a JOIN cart_items i ON i.owner_dn = a.owner_dn AND i.cart_action = a.cart_action AND i.item_dn = a.item_dn
     WHERE a.owner_dn = ? AND a.cart_action = 'grant' AND i.item_type = 'ROLE' AND a.assignee_dn = ? COLLATE NOCASE`,
    [ownerDn, recipientDn],
  );
  return rows.map((r) => r.item_dn);
}

/**
 * The recipients a preview is for: the data item `recipients` of the body ({dn} values), else the
 * requester. Someone else only when the requester administers, or has them in the cart already
 * (the cart checked that the requester may request for them): 403 otherwise, 400 for an unknown DN.
 */
export async function previewRecipients(db: Db, body: Record<string, unknown>, principal: Pick<Principal, 'dn' | 'powers'>): Promise<PreviewRecipient[]> {
  const item = (Array.isArray(body.dataItems) ? body.dataItems.map((d) => bodyOf(d)) : []).find((d) => d.name === 'recipients');
  const dns = (Array.isArray(item?.values) ? item.values : []).map((v) => (typeof v === 'string' ? v : String(bodyOf(v).dn ?? '')).trim());
  const wanted = dns.length > 0 ? [...new Set(dns)] : [principal.dn];
  const administers = [...principal.powers].some((p) => ADMINISTERS.includes(p));
  const result: PreviewRecipient[] = [];
  for (const dn of wanted) {
    const found = await resolveEntity(db, dn, ['user', 'group']);
    if (!found) throw badRequest(`dataItems: no user or group "${dn}" among the recipients`);
    const self = found.id.toLowerCase() === principal.dn.toLowerCase();
    const inCart = await db.get("SELECT 1 FROM cart_assignees WHERE owner_dn = ? AND cart_action = 'grant' AND assignee_dn = ? COLLATE NOCASE", [principal.dn, found.id]);
    if (!self && !administers && !inCart) throw forbidden(`You may see what a request for "${found.name}" runs into only once they are in your cart`);
    result.push(found);
  }
  return result;
}

/**
 * The data items of the preview: `approval` ({value: none, serial, quorum or custom; needed: the
 * approvals a quorum needs}), `approvers` ({dn, name, type, sequence} in approval order) and, for a
 * role, `sodConflicts` ({sodName, perm1Name, perm2Name, recipientdn, recipientname} per broken policy).
 */
export async function requestPreview(db: Db, item: { kind: RequestKind; dn: string; name: string }, recipients: PreviewRecipient[], ownerDn: string) {
  const plan = await approvalPlan(db, item, 'grant');
  const names = await namesOf(db, plan.approvers.map((a) => a.dn));
  const items = [
    dataItem('approval', [{ value: PLAN_TYPES[plan.kind], ...(plan.kind === 'QUORUM' ? { needed: plan.needed ?? plan.approvers.length } : {}) }]),
    dataItem('approvers', plan.approvers.map((a, index) => ({ dn: a.dn, name: names.get(a.dn) ?? a.dn, type: a.type, sequence: index + 1 })), true),
  ];
  if (item.kind !== 'role') return items;
  const conflicts = [];
  for (const recipient of recipients.filter((r) => r.type === 'user')) {
    const inCart = (await cartRolesFor(db, ownerDn, recipient.id)).filter((dn) => dn.toLowerCase() !== item.dn.toLowerCase());
    for (const broken of await sodConflicts(db, item.dn, recipient, inCart)) {
      const { sodName, perm1Name, perm2Name } = broken.node;
      conflicts.push({ sodName, perm1Name, perm2Name, recipientdn: recipient.id, recipientname: recipient.name });
    }
  }
  return [...items, dataItem('sodConflicts', conflicts, true)];
}
