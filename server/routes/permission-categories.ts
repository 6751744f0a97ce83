// The categories of requestable permissions (roles and resources by their link tables, a PRD by
// its one category key), shared by the permission index and a permission's detail.
import type { Db } from '../store/db.ts';

/** Every permission's categories as rows (owner DN, category key and name). */
export const CATEGORY_LINKS = [
  "SELECT l.role_dn AS owner, c.key, c.name FROM role_categories l JOIN categories c ON c.key = l.category_key AND c.kind = 'role'",
  "SELECT l.resource_dn AS owner, c.key, c.name FROM resource_categories l JOIN categories c ON c.key = l.category_key AND c.kind = 'resource'",
  "SELECT d.dn AS owner, c.key, c.name FROM request_definitions d JOIN categories c ON c.key = d.category_key AND c.kind = 'prd'",
].join(' UNION ALL ');

/** The categories of each of the permissions given by DN, in one query, sorted by name. */
export async function permissionCategories(db: Db, dns: readonly string[]): Promise<Map<string, { key: string; name: string }[]>> {
  const byOwner = new Map<string, { key: string; name: string }[]>();
  if (dns.length === 0) return byOwner;
  const rows = await db.all<{ owner: string; key: string; name: string }>(
    `SELECT owner, key, name FROM (${CATEGORY_LINKS}) WHERE owner IN (${dns.map(() => '?').join(', ')}) ORDER BY name COLLATE NOCASE`,
    [...dns],
  );
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), { key: row.key, name: row.name }]);
  return byOwner;
}
