/**
 * The stored settings of the configuration pages: one JSON object per page (configuration_settings).
 */
import type { Db } from '../store/db.ts';
import type { Settings } from './fields.ts';

export type ConfigurationPage = 'delegation' | 'proxy' | 'proxyService' | 'roleResource' | 'cprs' | 'ig' | 'engineConfiguration' | 'driverStatus';

export async function readPage(db: Db, page: ConfigurationPage): Promise<Settings> {
  const row = await db.get<{ config: string }>('SELECT config FROM configuration_settings WHERE page = ?', [page]);
  return row ? (JSON.parse(row.config) as Settings) : {};
}

/** Stores the page's settings merged with the changes, and returns them. */
export async function savePage(db: Db, page: ConfigurationPage, changes: Settings): Promise<Settings> {
  const next = { ...(await readPage(db, page)), ...changes };
  await db.run('INSERT INTO configuration_settings (page, config) VALUES (?, ?) ON CONFLICT (page) DO UPDATE SET config = excluded.config', [page, JSON.stringify(next)]);
  return next;
}
