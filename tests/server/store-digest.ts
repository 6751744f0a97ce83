// A digest of everything the sandbox stores (sha256 over every table's rows, in rowid order), to
// prove that a refused request changed nothing. Sign-in bookkeeping (sessions, codes, tokens, token
// families, failed sign-ins) is left out: the requests of a test sign in. So is the audit trail,
// which records every attempted write, refused ones included, by design.
import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../server/app.ts';

const SIGN_IN_TABLES = new Set(['sso_sessions', 'authorization_codes', 'refresh_tokens', 'revoked_access_tokens', 'user_token_ids', 'token_families', 'sign_in_failures', 'audit_events']);

/**
 * Records every row change the server makes from now on (triggers on every table but the sign-in
 * bookkeeping and the audit trail, into a table of their own): `take()` answers the changes since
 * the last take as `table: {row}` texts, old and new values both. Cheap enough to ask after every
 * request, unlike a digest of the whole store.
 */
export function watchChanges(dataDir: string): { take(): string[]; close(): void } {
  const db = new Database(path.join(dataDir, DB_FILE), { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[])
    .map(({ name }) => name)
    .filter((name) => !SIGN_IN_TABLES.has(name));
  db.exec('CREATE TABLE IF NOT EXISTS test_row_changes (id INTEGER PRIMARY KEY, change TEXT NOT NULL)');
  for (const table of tables) {
    const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map(({ name }) => name);
    const row = (alias: string) => `json_object(${columns.map((column) => `'${column}', ${alias}."${column}"`).join(', ')})`;
    for (const [event, values] of [['INSERT', [row('NEW')]], ['UPDATE', [row('OLD'), row('NEW')]], ['DELETE', [row('OLD')]]] as const) {
      const inserts = values.map((value) => `INSERT INTO test_row_changes (change) VALUES ('${table}: ' || ${value});`).join(' ');
      db.exec(`CREATE TRIGGER IF NOT EXISTS "test_watch_${table}_${event}" AFTER ${event} ON "${table}" BEGIN ${inserts} END`);
    }
  }
  return {
    take() {
      const changes = (db.prepare('SELECT change FROM test_row_changes ORDER BY id').all() as { change: string }[]).map(({ change }) => change);
      db.prepare('DELETE FROM test_row_changes').run();
      return changes;
    },
    close: () => db.close(),
  };
}

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
