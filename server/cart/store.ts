// The cart in the store: one owner's entry per cart action, read whole (the CartNode) and changed
// in transactions, so a refused change leaves the cart as it was.
import type { Db } from '../store/db.ts';
import { badRequest } from '../http/fault.ts';
import { parseAttrs } from '../catalog/common.ts';
import type { CartItemInput, CartKey } from './input.ts';

interface ItemRow { item_dn: string; item_type: string; item_name: string }
interface AssigneeRow { item_dn: string; assignee_dn: string; assignee_type: string; assignee_name: string; comment: string; sod_justification: string; ent_ref: string }

/** The CartNode of an owner's cart entry (empty when there is none). */
export async function readCart(db: Db, key: CartKey) {
  const items = await db.all<ItemRow>('SELECT item_dn, item_type, item_name FROM cart_items WHERE owner_dn = ? AND cart_action = ? ORDER BY position', [key.owner, key.action]);
  const assignees = await db.all<AssigneeRow>(
    'SELECT item_dn, assignee_dn, assignee_type, assignee_name, comment, sod_justification, ent_ref FROM cart_assignees WHERE owner_dn = ? AND cart_action = ? ORDER BY position',
    [key.owner, key.action],
  );
  return {
    cartOwner: key.owner,
    cartAction: key.action,
    totalCount: items.length,
    cartItems: items.map((item) => ({
      itemDn: item.item_dn,
      itemType: item.item_type,
      itemFullname: item.item_name,
      itemAssignees: assignees
        .filter((a) => a.item_dn === item.item_dn)
        .map((a) => ({ assignedToDn: a.assignee_dn, type: a.assignee_type, assigneeFullName: a.assignee_name, comment: a.comment, sodJustification: a.sod_justification, entRef: parseAttrs(a.ent_ref) })),
    })),
  };
}

/** Adds items (or, for an item already there, adds its recipients and updates their details). */
export async function addItems(db: Db, key: CartKey, items: CartItemInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of items) {
      const top = await tx.get<{ n: number | null }>('SELECT max(position) AS n FROM cart_items WHERE owner_dn = ? AND cart_action = ?', [key.owner, key.action]);
      await tx.run(
        'INSERT INTO cart_items (owner_dn, cart_action, item_dn, item_type, item_name, position) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (owner_dn, cart_action, item_dn) DO NOTHING',
        [key.owner, key.action, item.dn, item.type, item.name, (top?.n ?? 0) + 1],
      );
      for (const a of item.assignees) {
        const last = await tx.get<{ n: number | null }>('SELECT max(position) AS n FROM cart_assignees WHERE owner_dn = ? AND cart_action = ? AND item_dn = ?', [key.owner, key.action, item.dn]);
        await tx.run(
          `INSERT INTO cart_assignees (owner_dn, cart_action, item_dn, assignee_dn, assignee_type, assignee_name, comment, sod_justification, ent_ref, position)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (owner_dn, cart_action, item_dn, assignee_dn) DO UPDATE SET comment = excluded.comment, sod_justification = excluded.sod_justification, ent_ref = excluded.ent_ref`,
          [key.owner, key.action, item.dn, a.dn, a.type, a.name, a.comment, a.sodJustification, JSON.stringify(a.entRef), (last?.n ?? 0) + 1],
        );
      }
    }
  });
}

/** Removes items; one not in the cart refuses the whole removal. */
export async function removeItems(db: Db, key: CartKey, dns: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const dn of dns) {
      const removed = await tx.run('DELETE FROM cart_items WHERE owner_dn = ? AND cart_action = ? AND item_dn = ? COLLATE NOCASE', [key.owner, key.action, dn]);
      if (removed.changes === 0) throw badRequest(`cartItems: "${dn}" is not in the cart`);
    }
  });
}

/** Removes recipients of items; an item left without recipients leaves the cart. */
export async function removeAssignees(db: Db, key: CartKey, pairs: { item: string; assignee: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { item, assignee } of pairs) {
      const removed = await tx.run('DELETE FROM cart_assignees WHERE owner_dn = ? AND cart_action = ? AND item_dn = ? COLLATE NOCASE AND assignee_dn = ? COLLATE NOCASE', [key.owner, key.action, item, assignee]);
      if (removed.changes === 0) throw badRequest(`itemAssignees: "${assignee}" is not a recipient of "${item}" in the cart`);
    }
    await tx.run('DELETE FROM cart_items WHERE owner_dn = ? AND cart_action = ? AND NOT EXISTS (SELECT 1 FROM cart_assignees a WHERE a.owner_dn = cart_items.owner_dn AND a.cart_action = cart_items.cart_action AND a.item_dn = cart_items.item_dn)', [key.owner, key.action]);
  });
}

/** Empties the owner's cart entry. */
export async function deleteEntry(db: Db, key: CartKey): Promise<void> {
  await db.run('DELETE FROM cart_items WHERE owner_dn = ? AND cart_action = ?', [key.owner, key.action]);
}
