// One page of a searchable list: the rows of `from` matching the filters and, unless the search
// is `*`, whose search columns match the query (prefix, `*` as wildcard), plus the total count.
import type { Db, SqlValue } from '../store/db.ts';
import { likePattern, type PageRequest } from './paging.ts';

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
