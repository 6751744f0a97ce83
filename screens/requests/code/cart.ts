// The request cart as the console holds it: items (roles, resources, PRDs) each with the recipients
// it is requested for, read from and written as the contract's CartNode (/access/queue/*). Pure:
// the cart screen and its tests share it.
import type { PickerItem } from '../../../widgets/picker/types.ts';

export const PERMISSION_TYPES = ['ROLE', 'RESOURCE', 'PRD'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

/** Someone an item is requested for: a user, or (roles only) a group as a whole. */
export interface Recipient {
  dn: string;
  name: string;
  type: 'user' | 'group';
}

export interface CartItem {
  dn: string;
  type: PermissionType;
  name: string;
  assignees: Recipient[];
}

/** A permission of the catalogue (PermissionNode of GET /access/permissions). */
export interface Permission {
  id: string;
  name: string;
  desc: string;
  entityType: PermissionType;
  categories: string[];
  /** false: requested for one user at a time (the server's bulkRequestable); absent: for any number. */
  bulkRequestable?: false;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isPermissionType = (value: unknown): value is PermissionType => (PERMISSION_TYPES as readonly unknown[]).includes(value);

/** The permissions of a GET /access/permissions answer (unknown types are left out). */
export function permissionsOf(answer: unknown): Permission[] {
  const list = isObject(answer) && Array.isArray(answer.permissions) ? answer.permissions : [];
  return list.filter(isObject).flatMap((p) => {
    const type = text(p.entityType).toUpperCase();
    if (!isPermissionType(type)) return [];
    return [{
      id: text(p.id) || text(p.dn), name: text(p.name), desc: text(p.desc), entityType: type, categories: Array.isArray(p.categories) ? p.categories.map(String) : [],
      ...(p.bulkRequestable === false ? { bulkRequestable: false as const } : {}),
    }];
  });
}

/** The items of a CartNode (GET /access/queue/entry, POST …/items). */
export function cartItemsOf(answer: unknown): CartItem[] {
  const items = isObject(answer) && Array.isArray(answer.cartItems) ? answer.cartItems : [];
  return items.filter(isObject).flatMap((item) => {
    const type = text(item.itemType).toUpperCase();
    if (!isPermissionType(type)) return [];
    const assignees = (Array.isArray(item.itemAssignees) ? item.itemAssignees : []).filter(isObject).map((a) => ({
      dn: text(a.assignedToDn),
      name: text(a.assigneeFullName) || text(a.assignedToDn),
      type: text(a.type).toLowerCase() === 'group' ? ('group' as const) : ('user' as const),
    }));
    return [{ dn: text(item.itemDn), type, name: text(item.itemFullname) || text(item.itemDn), assignees }];
  });
}

/** The recipients chosen in the on-behalf picker: users (a team's chosen members are users) and whole groups. */
export function recipientsOf(items: readonly PickerItem[]): Recipient[] {
  const recipients: Recipient[] = [];
  for (const item of items) {
    const dn = item.recipientdn ?? item.dn ?? item.id;
    if (item.type !== 'user' && item.type !== 'group') continue;
    if (recipients.some((r) => r.dn.toLowerCase() === dn.toLowerCase())) continue;
    recipients.push({ dn, name: item.displayName || item.name || dn, type: item.type });
  }
  return recipients;
}

/** Several recipients: more than one, or a group (which stands for all its members). */
export const namesSeveral = (recipients: readonly Pick<Recipient, 'type'>[]): boolean => recipients.length > 1 || recipients.some((r) => r.type === 'group');

/**
 * An item that cannot be requested as it stands: its permission may be requested for one user at a
 * time (bulkRequestable false) and the item names several recipients. It is not sent until the user
 * removes it or keeps a single user as its recipient; unknown (the detail not read yet) is not a refusal.
 */
export const needsOneRecipient = (item: Pick<CartItem, 'assignees'>, bulkRequestable: boolean | undefined): boolean => bulkRequestable === false && namesSeveral(item.assignees);

/** Only a role may be requested for a group; resources and PRDs go to users. */
export const mayReceive = (type: PermissionType, recipient: Recipient): boolean => recipient.type === 'user' || type === 'ROLE';

/**
 * The CartNode that adds a permission for the recipients (none: for oneself, the server's default);
 * recipients who may not receive it are left out and reported.
 */
export function addToCartNode(permission: Pick<Permission, 'id' | 'entityType'>, recipients: readonly Recipient[]): { node: Json; refused: Recipient[] } {
  const allowed = recipients.filter((r) => mayReceive(permission.entityType, r));
  const refused = recipients.filter((r) => !mayReceive(permission.entityType, r));
  const itemAssignees = allowed.map((r) => ({ assignedToDn: r.dn, type: r.type }));
  return { node: { cartAction: 'grant', cartItems: [{ itemDn: permission.id, itemType: permission.entityType, ...(itemAssignees.length > 0 ? { itemAssignees } : {}) }] }, refused };
}

/** The CartNode that removes items. */
export const removeItemsNode = (dns: readonly string[]): Json => ({ cartAction: 'grant', cartItems: dns.map((itemDn) => ({ itemDn })) });

/** The CartNode that removes one recipient of an item. */
export const removeAssigneeNode = (itemDn: string, assigneeDn: string): Json => ({ cartAction: 'grant', cartItems: [{ itemDn, itemAssignees: [{ assignedToDn: assigneeDn }] }] });

/** The permission a URL query names, when it names one of a type the client lets users request. */
export function linkedPermission(query: URLSearchParams, types: readonly PermissionType[]): Pick<Permission, 'id' | 'entityType'> | undefined {
  const id = query.get('permission')?.trim();
  const type = query.get('type')?.trim().toUpperCase();
  if (!id || !type || !(PERMISSION_TYPES as readonly string[]).includes(type) || !types.includes(type as PermissionType)) return undefined;
  return { id, entityType: type as PermissionType };
}
