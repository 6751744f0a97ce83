/** Reads groups for the groups and entities endpoints (SQL over the platform's Db). */
import { likePattern, type PageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';

export interface GroupRow {
  dn: string;
  name: string;
  description: string | null;
  container_dn: string;
}

/**
 * One page of groups whose name contains q (or all for *), sorted by name: what is typed so far
 * finds a group by any word of its name ('club' finds 'Book Club'), as the catalogue lists do.
 */
export async function searchGroups(db: Db, page: PageRequest, direction: 'ASC' | 'DESC' = 'ASC'): Promise<{ rows: GroupRow[]; total: number }> {
  const where = page.q === '*' ? '' : "WHERE name LIKE ? ESCAPE '\\'";
  const params = page.q === '*' ? [] : [`%${likePattern(page.q)}`];
  const rows = await db.all<GroupRow>(
    `SELECT dn, name, description, container_dn FROM groups ${where} ORDER BY name COLLATE NOCASE ${direction} LIMIT ? OFFSET ?`,
    [...params, page.size, page.offset],
  );
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM groups ${where}`, params))?.n ?? 0;
  return { rows, total };
}

export function findGroup(db: Db, dn: string): Promise<GroupRow | undefined> {
  return db.get<GroupRow>('SELECT dn, name, description, container_dn FROM groups WHERE dn = ? COLLATE NOCASE', [dn.trim()]);
}
