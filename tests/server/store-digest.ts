// A digest of everything the sandbox stores (sha256 over every table's rows, in rowid order), to
// prove that a refused request changed nothing. Sign-in bookkeeping (sessions, codes, tokens, token
// families, failed sign-ins) is left out: the requests of a test sign in. So is the audit trail,
// which records every attempted write, refused ones included, by design.
import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../server/app.ts';

const SIGN_IN_TABLES = new Set(['sso_sessions', 'authorization_codes', 'refresh_tokens', 'revoked_access_tokens', 'user_token_ids', 'token_families', 'sign_in_failures', 'audit_events']);

/** Per table, the sha256 of its rows (read through a second, read-only connection). */
export function storeDigest(dataDir: string): Record<string, string> {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    const digest: Record<string, string> = {};
    for (const { name } of tables) {
      if (SIGN_IN_TABLES.has(name)) continue;
      const hash = createHash('sha256');
      for (const row of db.prepare(`SELECT * FROM "${name}"`).iterate()) {
        hash.update(JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : typeof value === 'bigint' ? String(value) : value)));
        hash.update('\n');
      }
      digest[name] = hash.digest('hex');
    }
    return digest;
  } finally {
    db.close();
  }
}
