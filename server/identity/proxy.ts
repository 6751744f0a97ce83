import type { Db } from '../store/db.ts';

/**
 * Users the given user may currently proxy for: every user named by a proxy definition of theirs
 * that has started and not expired, directly, as a member of a named group, or as a user of a
 * named container (never the proxy themselves).
 */
export async function proxyForDns(db: Db, proxyDn: string, now = new Date().toISOString()): Promise<string[]> {
  const rows = await db.all<{ dn: string }>(
    `SELECT DISTINCT u.dn FROM proxy_definitions d JOIN proxy_targets pt ON pt.definition_id = d.id
       JOIN users u ON (pt.type = 'user' AND u.dn = pt.dn)
         OR (pt.type = 'group' AND u.dn IN (SELECT gm.user_dn FROM group_members gm WHERE gm.group_dn = pt.dn COLLATE NOCASE))
         OR (pt.type = 'container' AND u.container_dn = pt.dn COLLATE NOCASE)
     WHERE d.proxy_dn = ? COLLATE NOCASE AND (d.start_time IS NULL OR d.start_time <= ?) AND (d.expiry IS NULL OR d.expiry > ?)
       AND u.dn <> ? COLLATE NOCASE
     ORDER BY u.dn`,
    [proxyDn, now, now, proxyDn],
  );
  return rows.map((row) => row.dn);
}
