// Migration 045: the task and request display settings still holding their first default columns
// get the columns the console showed before it followed them; columns an administrator chose stay.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { SqliteDb } from './sqlite.ts';

const MIGRATION = '045-display-default-columns.sql';
let dir: string;
let db: SqliteDb;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'idm-migration-045-'));
  db = new SqliteDb(path.join(dir, 'test.sqlite'));
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const settings = async (section: string) => JSON.parse((await db.get<{ settings: string }>('SELECT settings FROM display_settings WHERE section = ?', [section]))!.settings) as Record<string, unknown>;
const keys = (columns: unknown) => (columns as { key: string }[]).map((c) => c.key);

it('shows the columns the console showed where the first defaults stood, and keeps a chosen set', async () => {
  await migrate(db);
  expect(keys((await settings('task')).defaultColumns)).toEqual(['processName', 'activityName', 'recipientName', 'initiatorName', 'createTime', 'expirationTime', 'assignStatus']);
  const request = await settings('request');
  expect(request.defaultColumns).toEqual(request.allColumns);
  expect(request.requestListSort).toBe('requestDate');

  // A store where the administrator chose the task columns before the migration ran.
  const chosen = { ...(await settings('task')), defaultColumns: [{ key: 'priority', value: 'Priority' }] };
  await db.run('UPDATE display_settings SET settings = ? WHERE section = ?', [JSON.stringify(chosen), 'task']);
  await db.run('DELETE FROM schema_migrations WHERE name = ?', [MIGRATION]);
  expect(await migrate(db)).toEqual([MIGRATION]);
  expect(await settings('task')).toEqual(chosen);
});
