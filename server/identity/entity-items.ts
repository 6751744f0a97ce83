/**
 * The entity types beyond users and groups (locations, cost centres): their definitions, the input
 * checks of an item's attributes and the store of their items (table entity_items). An item is
 * named by its CN; its DN is cn=<CN>,<the type's container>. Lists sort by the name only.
 */
import { isAllowedName, listed, NAME_FORBIDDEN_CHARACTERS } from '../../domain/identityRules.ts';
import { badRequest } from '../http/fault.ts';
import type { PageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';
import type { AttributeNode } from './user-nodes.ts';

export interface ItemType {
  key: string;
  displayName: string;
  container: string;
  attributes: AttributeNode[];
}

const text = (key: string, displayLabel: string, required: boolean, searchable: boolean): AttributeNode => ({
  key, displayLabel, dataType: 'String', formatType: 'text', controlType: 'text', isSearchable: searchable, isSortable: key === 'CN',
  isRequired: required, isEditable: true, isMultivalued: false, isHideable: !required, isClickable: key === 'CN',
});

export const ITEM_TYPES: readonly ItemType[] = [
  {
    key: 'location', displayName: 'Location', container: 'ou=locations,o=data',
    attributes: [text('CN', 'Name', true, true), text('City', 'City', true, true), text('Country', 'Country', true, true), text('Description', 'Description', false, false)],
  },
  {
    key: 'costCentre', displayName: 'Cost Centre', container: 'ou=costcentres,o=data',
    attributes: [text('CN', 'Name', true, true), text('Code', 'Code', true, true), text('Description', 'Description', false, false)],
  },
];

export const itemType = (key: string): ItemType | undefined => ITEM_TYPES.find((t) => t.key === key);

const MAX_VALUE = 256;

export type ItemValues = Record<string, string[]>;

export interface ItemRow { dn: string; entity_key: string; name: string; attributes: string }

/**
 * The attribute values of a create or update body ({ attributes: [{ key, attributeValues }] }):
 * only the type's attributes, trimmed, required ones present; a bad body is a 400 naming the field.
 */
export function itemValues(type: ItemType, body: unknown, creating: boolean, current: ItemValues = {}): ItemValues {
  const attributes = (body as { attributes?: unknown } | null)?.attributes;
  if (!Array.isArray(attributes)) throw badRequest('attributes: a list of { key, attributeValues } is required');
  const values: ItemValues = { ...current };
  for (const entry of attributes as { key?: unknown; attributeValues?: unknown }[]) {
    const key = typeof entry?.key === 'string' ? entry.key : '';
    const attribute = type.attributes.find((a) => a.key === key);
    if (!attribute) throw badRequest(`attributes: "${key}" is not an attribute of ${type.key}; use ${type.attributes.map((a) => a.key).join(', ')}`);
    const raw = Array.isArray(entry.attributeValues) ? entry.attributeValues : [];
    const list = raw.map((v) => (typeof v === 'string' ? v.trim() : typeof v === 'object' && v !== null && 'value' in v ? String((v as { value: unknown }).value).trim() : String(v).trim())).filter((v) => v !== '');
    if (list.some((v) => v.length > MAX_VALUE)) throw badRequest(`${key}: at most ${MAX_VALUE} characters`);
    values[key] = list.slice(0, 1);
  }
  for (const attribute of type.attributes) {
    if (attribute.isRequired && (values[attribute.key] ?? []).length === 0) throw badRequest(`${attribute.key}: ${attribute.displayLabel} is required`);
  }
  const name = values.CN?.[0] ?? '';
  if (!isAllowedName(name)) throw badRequest(`CN: the name must not contain any of ${listed(NAME_FORBIDDEN_CHARACTERS)}`);
  if (!creating && current.CN && current.CN[0] !== name) throw badRequest('CN: the name of an existing item cannot change');
  return values;
}

export const itemDn = (type: ItemType, name: string) => `cn=${name},${type.container}`;

export async function findItem(db: Db, dn: string): Promise<ItemRow | undefined> {
  return db.get<ItemRow>('SELECT dn, entity_key, name, attributes FROM entity_items WHERE dn = ? COLLATE NOCASE', [dn.trim()]);
}

/** One page of a type's items whose name or searchable attribute contains the query (* = all). */
export async function searchItems(db: Db, type: ItemType, page: PageRequest, descending: boolean): Promise<{ rows: ItemRow[]; total: number }> {
  const text = page.q.replace(/\*/g, '').toLowerCase();
  const where = text === '' ? 'entity_key = ?' : 'entity_key = ? AND instr(lower(attributes), ?) > 0';
  const params = text === '' ? [type.key] : [type.key, text];
  const rows = await db.all<ItemRow>(
    `SELECT dn, entity_key, name, attributes FROM entity_items WHERE ${where} ORDER BY name COLLATE NOCASE ${descending ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`,
    [...params, page.size, page.offset]);
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM entity_items WHERE ${where}`, params))?.n ?? 0;
  return { rows, total };
}

export async function insertItem(db: Db, type: ItemType, values: ItemValues): Promise<string> {
  const name = values.CN![0]!;
  const dn = itemDn(type, name);
  if (await findItem(db, dn)) throw badRequest(`CN: a ${type.displayName.toLowerCase()} named "${name}" exists already`);
  await db.run('INSERT INTO entity_items (dn, entity_key, name, attributes) VALUES (?, ?, ?, ?)', [dn, type.key, name, JSON.stringify(values)]);
  return dn;
}

export async function updateItem(db: Db, dn: string, values: ItemValues): Promise<void> {
  await db.run('UPDATE entity_items SET attributes = ? WHERE dn = ? COLLATE NOCASE', [JSON.stringify(values), dn]);
}

export async function deleteItems(db: Db, dns: string[]): Promise<void> {
  for (const dn of dns) await db.run('DELETE FROM entity_items WHERE dn = ? COLLATE NOCASE', [dn]);
}

/** An item as the list answers it: dn and the type's attributes with their values. */
export function itemNode(type: ItemType, row: ItemRow) {
  const values = JSON.parse(row.attributes) as ItemValues;
  return {
    dn: row.dn,
    attributes: type.attributes.map((a) => ({ ...a, attributeValues: (values[a.key] ?? []).map((v) => ({ $: v, value: v })) })),
  };
}
