/**
 * The landing page's store: categories and their items per client, read as the contract's
 * ItemsByCategoryNode (an item in no category goes to uncategorizedItems) and changed in lists,
 * each list checked whole before anything is written. A featured item carries subType "featured".
 */
import { badRequest } from '../http/fault.ts';
import type { Db, SqlValue } from '../store/db.ts';

/** The kinds of item: a permission to request (role, resource, prd) or a link to a page. */
export const ITEM_TYPES = ['role', 'resource', 'prd', 'navigation'] as const;

interface CategoryRow { id: number; name: string; sort_order: number }
interface ItemRow {
  id: number; category_id: number | null; target: string; name: string; description: string; entity_type: string;
  app_url: string; image: string; sort_order: number; featured: number;
}

/** The subType of a featured item. */
export const FEATURED = 'featured';

export interface UiItemNode {
  itemId: number; id: string; name: string; desc: string; entityType: string; appUrl: string; image: string;
  itemOrder: number; itemCategoryId?: number; subType: string;
}

const itemNode = (row: ItemRow): UiItemNode => ({
  itemId: row.id, id: row.target, name: row.name, desc: row.description, entityType: row.entity_type, appUrl: row.app_url,
  image: row.image, itemOrder: row.sort_order, ...(row.category_id === null ? {} : { itemCategoryId: row.category_id }), subType: row.featured === 1 ? FEATURED : '',
});

/** The landing page of a client; `featuredOnly` keeps the featured items (and the categories holding one). */
export async function landingItems(db: Db, clientId: string, editable: boolean, featuredOnly = false, searchString = '') {
  const categories = await db.all<CategoryRow>('SELECT id, name, sort_order FROM landing_categories WHERE client_id = ? ORDER BY sort_order, id', [clientId]);
  // searchString (the spec's filtered items): the items whose name or description holds it, any case.
  const needle = searchString.trim().toLowerCase();
  const items = (await db.all<ItemRow>('SELECT * FROM landing_items WHERE client_id = ? ORDER BY sort_order, id', [clientId]))
    .filter((row) => !featuredOnly || row.featured === 1)
    .filter((row) => needle === '' || `${row.name}\n${row.description}`.toLowerCase().includes(needle));
  const itemCategories = categories
    .map((category) => ({
      itemCategoryId: category.id, categoryName: category.name, itemCategoryOrder: category.sort_order,
      items: items.filter((row) => row.category_id === category.id).map(itemNode),
    }))
    .filter((category) => (!featuredOnly && needle === '') || category.items.length > 0);
  return { itemCategories, uncategorizedItems: items.filter((row) => row.category_id === null).map(itemNode), editable };
}

type Input = Record<string, unknown>;

/** The list under `key` of a body: a non-empty array of objects, or 400. */
export function listOf(body: unknown, key: string): Input[] {
  const list = (body as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list) || list.length === 0 || list.some((entry) => typeof entry !== 'object' || entry === null)) {
    throw badRequest(`Send {"${key}": [ ... ]} with at least one entry`);
  }
  return list as Input[];
}

const text = (entry: Input, key: string, max: number): string | undefined => {
  const value = entry[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`${key}: a text of at most ${max} characters`);
  return value;
};
const order = (entry: Input, key: string): number | undefined => {
  const value = entry[key];
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw badRequest(`${key}: "${String(value)}" is not a whole number of at least 0`);
  return number;
};
const requiredName = (entry: Input, key: string): string => {
  const name = text(entry, key, 200)?.trim();
  if (!name) throw badRequest(`${key} is required`);
  return name;
};

async function existingIds(db: Db, table: 'landing_categories' | 'landing_items', clientId: string): Promise<Set<string>> {
  return new Set((await db.all<{ id: number }>(`SELECT id FROM ${table} WHERE client_id = ?`, [clientId])).map((row) => String(row.id)));
}

/** The id under `key` of an entry, which must name a row of the client. */
function knownId(entry: Input, key: string, known: Set<string>): string {
  const id = entry[key] === undefined || entry[key] === null ? '' : String(entry[key]);
  if (id === '') throw badRequest(`${key} is required`);
  if (!known.has(id)) throw badRequest(`${key}: "${id}" does not exist`);
  return id;
}

/** A category id of an item: empty (no category) or an existing category. */
function categoryOf(entry: Input, categories: Set<string>): number | null | undefined {
  if (!('itemCategoryId' in entry)) return undefined;
  const raw = entry.itemCategoryId;
  if (raw === null || raw === '' || raw === undefined || raw === 0) return null;
  if (!categories.has(String(raw))) throw badRequest(`itemCategoryId: "${String(raw)}" does not exist`);
  return Number(raw);
}

const entityTypeOf = (entry: Input): string => {
  const type = (text(entry, 'entityType', 20) ?? 'navigation').toLowerCase();
  if (!(ITEM_TYPES as readonly string[]).includes(type)) throw badRequest(`entityType: "${type}" is not one of ${ITEM_TYPES.join(', ')}`);
  return type;
};

export async function createCategories(db: Db, clientId: string, body: unknown) {
  const rows = listOf(body, 'itemCategories').map((entry) => ({ name: requiredName(entry, 'categoryName'), order: order(entry, 'itemCategoryOrder') }));
  const next = (await db.get<{ n: number }>('SELECT coalesce(max(sort_order) + 1, 0) AS n FROM landing_categories WHERE client_id = ?', [clientId]))?.n ?? 0;
  const succeeded = [];
  for (const [index, row] of rows.entries()) {
    const created = await db.get<{ id: number }>('INSERT INTO landing_categories (client_id, name, sort_order) VALUES (?, ?, ?) RETURNING id', [clientId, row.name, row.order ?? next + index]);
    succeeded.push({ id: String(created!.id), name: row.name });
  }
  return { success: true, succeeded, failed: [] };
}

export async function updateCategories(db: Db, clientId: string, body: unknown): Promise<void> {
  const known = await existingIds(db, 'landing_categories', clientId);
  const changes = listOf(body, 'itemCategories').map((entry) => ({
    id: knownId(entry, 'itemCategoryId', known),
    name: 'categoryName' in entry ? requiredName(entry, 'categoryName') : undefined,
    order: order(entry, 'itemCategoryOrder'),
  }));
  for (const change of changes) {
    if (change.name !== undefined) await db.run('UPDATE landing_categories SET name = ? WHERE id = ?', [change.name, change.id]);
    if (change.order !== undefined) await db.run('UPDATE landing_categories SET sort_order = ? WHERE id = ?', [change.order, change.id]);
  }
}

/** Deletes categories; their items stay, without a category. */
export async function deleteCategories(db: Db, clientId: string, body: unknown): Promise<void> {
  const known = await existingIds(db, 'landing_categories', clientId);
  const ids = listOf(body, 'itemCategories').map((entry) => knownId(entry, 'itemCategoryId', known));
  for (const id of ids) {
    await db.run('UPDATE landing_items SET category_id = NULL WHERE category_id = ?', [id]);
    await db.run('DELETE FROM landing_categories WHERE id = ?', [id]);
  }
}

export async function createItems(db: Db, clientId: string, body: unknown, featured: boolean) {
  const categories = await existingIds(db, 'landing_categories', clientId);
  const rows = listOf(body, 'items').map((entry) => {
    const entityType = entityTypeOf(entry);
    const target = text(entry, 'id', 1000)?.trim() ?? '';
    const appUrl = text(entry, 'appUrl', 1000)?.trim() ?? '';
    if (entityType !== 'navigation' && target === '') throw badRequest(`id is required: the DN of the ${entityType} to request`);
    if (entityType === 'navigation' && appUrl === '' && target === '') throw badRequest('appUrl is required: the page the item leads to');
    return {
      name: requiredName(entry, 'name'), target, appUrl, entityType, desc: text(entry, 'desc', 1000) ?? '', image: text(entry, 'image', 200) ?? '',
      category: categoryOf(entry, categories) ?? null, order: order(entry, 'itemOrder'),
      featured: featured || entry.subType === FEATURED,
    };
  });
  const succeeded = [];
  for (const row of rows) {
    const next = (await db.get<{ n: number }>('SELECT coalesce(max(sort_order) + 1, 0) AS n FROM landing_items WHERE client_id = ? AND category_id IS ?', [clientId, row.category]))?.n ?? 0;
    const values: SqlValue[] = [clientId, row.category, row.target, row.name, row.desc, row.entityType, row.appUrl, row.image, row.order ?? next, row.featured ? 1 : 0];
    const created = await db.get<{ id: number }>(
      'INSERT INTO landing_items (client_id, category_id, target, name, description, entity_type, app_url, image, sort_order, featured) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id', values);
    succeeded.push({ id: String(created!.id), name: row.name });
  }
  return { success: true, succeeded, failed: [] };
}

/** Changes items: name, description, link, category, order, subType (featured or not); fields not sent stay. */
export async function updateItems(db: Db, clientId: string, body: unknown): Promise<void> {
  const known = await existingIds(db, 'landing_items', clientId);
  const categories = await existingIds(db, 'landing_categories', clientId);
  const changes = listOf(body, 'items').map((entry) => {
    const subType = text(entry, 'subType', 20);
    if (subType !== undefined && subType !== '' && subType !== FEATURED) throw badRequest(`subType: "${FEATURED}" or empty`);
    const columns: [string, SqlValue][] = [];
    const add = (column: string, value: SqlValue | undefined) => { if (value !== undefined) columns.push([column, value]); };
    add('name', 'name' in entry ? requiredName(entry, 'name') : undefined);
    add('description', text(entry, 'desc', 1000));
    add('app_url', text(entry, 'appUrl', 1000));
    add('category_id', categoryOf(entry, categories));
    add('sort_order', order(entry, 'itemOrder'));
    add('featured', subType === undefined ? undefined : subType === FEATURED ? 1 : 0);
    return { id: knownId(entry, 'itemId', known), columns };
  });
  for (const change of changes) {
    if (change.columns.length === 0) continue;
    await db.run(`UPDATE landing_items SET ${change.columns.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`, [...change.columns.map(([, value]) => value), change.id]);
  }
}

export async function deleteItems(db: Db, clientId: string, body: unknown): Promise<void> {
  const known = await existingIds(db, 'landing_items', clientId);
  const ids = listOf(body, 'items').map((entry) => knownId(entry, 'itemId', known));
  for (const id of ids) await db.run('DELETE FROM landing_items WHERE id = ?', [id]);
}
