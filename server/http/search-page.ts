// One page of a searchable list: the rows of `from` matching the filters and, unless the search
// is `*`, whose search columns match the query (prefix, `*` as wildcard), plus the total count.
import type { Db, SqlValue } from '../store/db.ts';
import { sortDirection } from '../identity/query-params.ts';
import { likePattern, nextIndexAfter, pageRequest, type PageRequest } from './paging.ts';

export interface SearchPageQuery {
  /** Columns selected (SQL). */
  select: string;
  /** FROM clause (a table or a join). */
  from: string;
  /** Filters besides the search, ANDed ('r.level = ?'). */
  where?: string[];
  params?: SqlValue[];
  /** Columns the query is matched against. */
  searchColumns: string[];
  orderBy: string;
}

export async function searchPage<T>(db: Db, query: SearchPageQuery, page: PageRequest): Promise<{ rows: T[]; total: number }> {
  const where = [...(query.where ?? [])];
  const params = [...(query.params ?? [])];
  if (page.q !== '*') {
    where.push(`(${query.searchColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    for (let i = 0; i < query.searchColumns.length; i += 1) params.push(likePattern(page.q));
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await db.all<T>(`SELECT ${query.select} FROM ${query.from} ${clause} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`, [...params, page.size, page.offset]);
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${query.from} ${clause}`, params))?.n ?? 0;
  return { rows, total };
}

/** A query parameter given once or repeated (?type=ROLE&type=RESOURCE), or comma separated. */
export function listParam(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.flatMap((entry) => String(entry).split(',')).map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/**
 * The keys linked to each of `owners` in a link table (a role's or a resource's category keys), in
 * one query for the whole page: `{ owner → keys }`. Plain SQL, no aggregate functions.
 */
export async function linkedKeys(db: Db, link: { table: string; owner: string; key: string }, owners: readonly string[]): Promise<Map<string, string[]>> {
  const byOwner = new Map<string, string[]>();
  if (owners.length === 0) return byOwner;
  const rows = await db.all<{ owner: string; key: string }>(
    `SELECT ${link.owner} AS owner, ${link.key} AS key FROM ${link.table} WHERE ${link.owner} IN (${owners.map(() => '?').join(', ')}) ORDER BY ${link.key}`,
    [...owners],
  );
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.key]);
  return byOwner;
}

/**
 * Text filters of a catalogue list (?name=, ?desc=): each given one adds a condition that the
 * column contains the text (case-insensitive, `*` as wildcard), ANDed with the other filters.
 */
export function containsFilters(query: Record<string, unknown>, columns: Record<string, string>): { where: string[]; params: string[] } {
  const where: string[] = [];
  const params: string[] = [];
  for (const [param, column] of Object.entries(columns)) {
    const value = typeof query[param] === 'string' ? (query[param] as string).trim() : '';
    if (value === '' || value === '*') continue;
    where.push(`${column} LIKE ? ESCAPE '\\'`);
    params.push(`%${likePattern(value)}`);
  }
  return { where, params };
}

/** The names of categories of one kind by key, in one query. */
export async function categoryNames(db: Db, kind: 'role' | 'resource', keys: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(keys)];
  if (list.length === 0) return new Map();
  const rows = await db.all<{ key: string; name: string }>(`SELECT key, name FROM categories WHERE kind = ? AND key IN (${list.map(() => '?').join(', ')})`, [kind, ...list]);
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** One page of the categories of one kind (GET /catalog/roleCategories, /catalog/resourceCategories). */
export async function categoryPage(db: Db, kind: 'role' | 'resource', query: Record<string, unknown>) {
  const page = pageRequest(query);
  const { rows, total } = await searchPage<{ key: string; name: string }>(
    db,
    { select: 'key, name', from: 'categories', where: ['kind = ?'], params: [kind], searchColumns: ['name'], orderBy: `name COLLATE NOCASE ${sortDirection(query.sortOrder as string | undefined)}` },
    page,
  );
  return { categories: rows.map((row) => ({ id: row.key, name: row.name })), arraySize: rows.length, nextIndex: nextIndexAfter(page, total) };
}
