import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { SqliteDb } from './sqlite.ts';

let dir: string;
let db: SqliteDb;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'idm-db-test-'));
  db = new SqliteDb(path.join(dir, 'test.sqlite'));
  await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('SqliteDb', () => {
  it('uses WAL, full synchronous writes and foreign keys', async () => {
    expect(await db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await db.get('PRAGMA synchronous')).toEqual({ synchronous: 2 });
    expect(await db.get('PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t (v) VALUES (?)', ['dropped']);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 'kept' }]);
  });

  it('keeps other callers out of a running transaction until it ends', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['inside']);
      await gate;
      throw new Error('rolled back');
    });
    // Issued while the transaction waits: must not see (or join) its uncommitted row.
    const outside = db.all('SELECT v FROM t');
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toEqual([]);
  });

  it('rolls back a nested transaction alone (savepoint)', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['outer']);
      await tx.transaction(async (inner) => {
        await inner.run('INSERT INTO t (v) VALUES (?)', ['inner']);
        throw new Error('inner fails');
      }).catch(() => undefined);
    });
    expect(await db.all('SELECT v FROM t')).toEqual([{ v: 'outer' }]);
  });
});

describe('migrate', () => {
  it('applies the migrations once, in order, and records them', async () => {
    const fresh = new SqliteDb(path.join(dir, 'fresh.sqlite'));
    try {
      const applied = await migrate(fresh);
      expect(applied[0]).toBe('001-identity-core.sql');
      expect(applied).toEqual([...applied].sort());
      expect(await migrate(fresh)).toEqual([]);
      const tables = (await fresh.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'containers', 'groups', 'group_members', 'user_powers', 'preferences', 'clients', 'refresh_tokens']));
    } finally {
      await fresh.close();
    }
  });

  it('leaves nothing behind of a migration that fails', async () => {
    const migrations = path.join(dir, 'migrations');
    await mkdir(migrations);
    await writeFile(path.join(migrations, '001-good.sql'), 'CREATE TABLE a (x INTEGER);');
    await writeFile(path.join(migrations, '002-bad.sql'), 'CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1);');
    await expect(migrate(db, migrations)).rejects.toThrow(/nowhere/);
    expect((await db.all('SELECT name FROM schema_migrations')).map((r) => (r as { name: string }).name)).toEqual(['001-good.sql']);
    expect(await db.get("SELECT name FROM sqlite_master WHERE name = 'b'")).toBeUndefined();
  });
});
