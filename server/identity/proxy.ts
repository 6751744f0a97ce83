import type { Db } from '../store/db.ts';

/** Users the given user may currently proxy for (a started, not yet ended proxy assignment). */
export async function proxyForDns(db: Db, proxyDn: string, now = new Date().toISOString()): Promise<string[]> {
  const rows = await db.all<{ for_dn: string }>(
    `SELECT for_dn FROM proxy_assignments WHERE proxy_dn = ?
       AND (start_time IS NULL OR start_time <= ?) AND (end_time IS NULL OR end_time > ?) ORDER BY for_dn`,
    [proxyDn, now, now],
  );
  return rows.map((row) => row.for_dn);
}
