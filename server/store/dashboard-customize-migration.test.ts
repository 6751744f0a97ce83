// Migration 038: a client still holding the old editDashboard default (domain administrators
// only) gets the new one (everyone); a value chosen otherwise, and any other setting, stays.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { defaultClientConfig } from '../seed/clients.ts';
import { migrate } from './migrate.ts';
import { SqliteDb } from './sqlite.ts';

const MIGRATION = '038-dashboard-customize.sql';
let dir: string;
let db: SqliteDb;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'idm-migration-038-'));
  db = new SqliteDb(path.join(dir, 'test.sqlite'));
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client configuration whose editDashboard is the given value. */
function configWith(editDashboard: unknown) {
  const config = defaultClientConfig();
  config.dashboardAccess = config.dashboardAccess.map((entry) => (entry.key === 'editDashboard' ? { ...entry, value: editDashboard } : entry));
  return JSON.stringify(config);
}
const config = async (id: string) => JSON.parse((await db.get<{ config: string }>('SELECT config FROM clients WHERE id = ?', [id]))!.config) as unknown;
const editDashboardOf = async (id: string) =>
  (await config(id) as ReturnType<typeof defaultClientConfig>).dashboardAccess.find((entry) => entry.key === 'editDashboard')?.value;

it('gives everyone the dashboard’s Customize where the old default stood, and keeps any other choice', async () => {
  expect(await migrate(db)).toContain(MIGRATION);
  await db.run('INSERT INTO clients (id, name, config) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)', [
    '1', 'Old default', configWith(['domainAdmin']),
    '2', 'Chosen', configWith(['domainAdmin', 'teamManager']),
    'rbpmrest', null, '{}',
  ]);
  // Run the migration again, as on a store made before it.
  await db.run('DELETE FROM schema_migrations WHERE name = ?', [MIGRATION]);
  expect(await migrate(db)).toEqual([MIGRATION]);

  expect(await editDashboardOf('1')).toEqual(['everyone']);
  expect(await editDashboardOf('2')).toEqual(['domainAdmin', 'teamManager']);
  expect(await config('rbpmrest')).toEqual({});
  // Nothing else of the old default's configuration changed.
  expect(await config('1')).toEqual(JSON.parse(configWith(['everyone'])));
});
