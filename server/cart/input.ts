// Reading a CartNode (the body of /access/queue/*): whose cart, which action, which items for whom.
// Everything is checked before anything is stored: an unknown permission or recipient is a 400, a
// cart of someone else or a recipient one may not request for a 403.
import type { Principal } from '../auth/principal.ts';
import { bodyOf, type Body } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { readPermission, readRecipients } from '../workflow/request-input.ts';

export interface CartKey { owner: string; action: string }
export interface CartAssigneeInput { dn: string; type: string; name: string; comment: string; sodJustification: string; entRef: Body }
export interface CartItemInput { dn: string; type: string; name: string; assignees: CartAssigneeInput[] }

const MAX_TEXT = 2000;

function optionalText(value: unknown, what: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${what}: a text is expected`);
  if (value.length > MAX_TEXT) throw badRequest(`${what}: at most ${MAX_TEXT} characters`);
  return value.trim();
}

/** The cart's owner (the caller; another user's cart is refused) and action (grant unless named). */
export function readCartKey(body: Body, principal: Principal): CartKey {
  const owner = optionalText(body.cartOwner, 'cartOwner');
  if (owner && owner.toLowerCase() !== principal.dn.toLowerCase()) throw forbidden('You may use only your own cart');
  const action = optionalText(body.cartAction, 'cartAction').toLowerCase() || 'grant';
  if (!/^[a-z]{1,32}$/.test(action)) throw badRequest(`cartAction: "${action}" is not a word`);
  return { owner: principal.dn, action };
}

function itemNodes(body: Body): Body[] {
  if (!Array.isArray(body.cartItems) || body.cartItems.length === 0) throw badRequest('cartItems: at least one item is required');
  return body.cartItems.map((item) => bodyOf(item));
}

/** The items to add: each permission requestable, each recipient allowed (none: the owner). */
export async function readItemsToAdd(db: Db, body: Body, principal: Principal): Promise<CartItemInput[]> {
  const items: CartItemInput[] = [];
  for (const node of itemNodes(body)) {
    const permission = await readPermission(db, { id: node.itemDn, entityType: node.itemType });
    const assigneeNodes = Array.isArray(node.itemAssignees) ? node.itemAssignees.map((a) => bodyOf(a)) : [];
    const recipients = await readRecipients(db, assigneeNodes.map((a) => ({ dn: a.assignedToDn, type: a.type })), principal, [permission]);
    const assignees = recipients.map((recipient) => {
      const given = assigneeNodes.find((a) => String(a.assignedToDn ?? '').toLowerCase() === recipient.id.toLowerCase()) ?? {};
      if (given.entRef !== undefined && (typeof given.entRef !== 'object' || given.entRef === null || Array.isArray(given.entRef))) throw badRequest('itemAssignees: entRef must be an object');
      return {
        dn: recipient.id,
        type: recipient.type,
        name: recipient.name,
        comment: optionalText(given.comment, 'comment'),
        sodJustification: optionalText(given.sodJustification, 'sodJustification'),
        entRef: bodyOf(given.entRef),
      };
    });
    items.push({ dn: permission.dn, type: permission.kind.toUpperCase(), name: permission.name, assignees });
  }
  return items;
}

/** The item DNs a removal names, each required. */
export function readItemDns(body: Body): string[] {
  return itemNodes(body).map((node, i) => {
    const dn = optionalText(node.itemDn, `cartItems[${i}].itemDn`);
    if (!dn) throw badRequest(`cartItems[${i}].itemDn is required`);
    return dn;
  });
}

/** The (item, assignee) pairs an assignee removal names, each required. */
export function readAssigneesToRemove(body: Body): { item: string; assignee: string }[] {
  return itemNodes(body).flatMap((node, i) => {
    const item = optionalText(node.itemDn, `cartItems[${i}].itemDn`);
    if (!item) throw badRequest(`cartItems[${i}].itemDn is required`);
    const assignees = Array.isArray(node.itemAssignees) ? node.itemAssignees.map((a) => bodyOf(a)) : [];
    if (assignees.length === 0) throw badRequest(`cartItems[${i}].itemAssignees: at least one assignee is required`);
    return assignees.map((a, j) => {
      const assignee = optionalText(a.assignedToDn, `cartItems[${i}].itemAssignees[${j}].assignedToDn`);
      if (!assignee) throw badRequest(`cartItems[${i}].itemAssignees[${j}].assignedToDn is required`);
      return { item, assignee };
    });
  });
}
