/**
 * Client settings (clients table rows whose config holds the sections access, branding,
 * customization, helpdesk and dashboardAccess). The OAuth clients share the table; their config
 * has no sections and they are never listed here.
 */
import { POWERS } from '../auth/principal.ts';
import { badRequest, notFound } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { defaultClientConfig, type ClientConfig, type SettingEntry } from '../seed/clients.ts';
import { isStoredAudience } from './navigation.ts';

export type SectionName = keyof ClientConfig;
export const SECTION_NAMES: readonly SectionName[] = ['access', 'branding', 'customization', 'helpdesk', 'dashboardAccess'];

export interface SettingsClient {
  id: string;
  name: string;
  /** Which requests the client serves (free text, unique among clients when given). */
  matchCondition: string;
  config: ClientConfig;
}

/** The client whose settings the console uses when a user has no other, and new clients copy. */
export const DEFAULT_SETTINGS_CLIENT_ID = '1';

function isClientConfig(value: unknown): value is ClientConfig {
  return typeof value === 'object' && value !== null && SECTION_NAMES.every((name) => Array.isArray((value as Record<string, unknown>)[name]));
}

export async function listSettingsClients(db: Db): Promise<SettingsClient[]> {
  const rows = await db.all<{ id: string; name: string | null; match_condition: string; config: string }>(
    'SELECT id, name, match_condition, config FROM clients ORDER BY CAST(id AS INTEGER), id',
  );
  return rows.flatMap((row) => {
    const config = JSON.parse(row.config) as unknown;
    return isClientConfig(config) ? [{ id: row.id, name: row.name ?? row.id, matchCondition: row.match_condition, config }] : [];
  });
}

export async function loadSettingsClient(db: Db, id: string | undefined): Promise<SettingsClient> {
  const clientId = (id ?? '').trim() || DEFAULT_SETTINGS_CLIENT_ID;
  const client = (await listSettingsClients(db)).find((c) => c.id === clientId);
  if (!client) throw notFound(`No client settings have the id "${clientId}"`);
  return client;
}

export async function saveSettingsClient(db: Db, client: SettingsClient): Promise<void> {
  await db.run('UPDATE clients SET name = ?, match_condition = ?, config = ? WHERE id = ?', [client.name, client.matchCondition, JSON.stringify(client.config), client.id]);
}

/** Limits of single settings beyond their kind: a 400 names the setting and what it takes. */
const VALUE_RULES: Readonly<Record<string, { test: (value: unknown) => boolean; takes: string }>> = {
  messageTime: { test: (v) => Number.isInteger(v) && (v as number) >= 1000 && (v as number) <= 60000, takes: 'milliseconds between 1000 and 60000' },
  maxLimitUserSearch: { test: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 300, takes: 'a whole number of users between 1 and 300' },
  searchLookup: { test: (v) => typeof v === 'string' && v.split(',').every((key) => /^[A-Za-z][A-Za-z0-9_]*$/.test(key.trim())), takes: 'attribute keys separated by commas, e.g. FirstName,LastName' },
  viewPermission: {
    test: (v) => Array.isArray(v) && v.every((p) => ['role', 'resource', 'prd'].includes((p as { key?: unknown })?.key as string) && typeof (p as { value?: unknown }).value === 'boolean')
      && v.some((p) => (p as { value: boolean }).value),
    takes: 'a list of the permission types role, resource and prd, each true or false, at least one true',
  },
  helpdeskName: { test: (v) => typeof v === 'string' && v.trim() !== '', takes: 'the name of the help desk is required' },
  emailAddress: { test: (v) => typeof v === 'string' && (v.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())), takes: 'an email address such as servicedesk@example.com, or empty' },
};

function checkValue(sectionName: SectionName, key: string, value: unknown): void {
  // A Page access area opens to a list of "everyone" and powers (empty: to no one).
  if (sectionName === 'access' && !isStoredAudience(value)) throw badRequest(`access.${key}: a list of everyone, ${POWERS.join(', ')}`);
  const rule = VALUE_RULES[key];
  if (rule && !rule.test(value)) throw badRequest(`${sectionName}.${key}: ${rule.takes}`);
}

const kindOf = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/**
 * Applies changed entries to a section: only keys the section has, and each value of the kind it
 * had (a number stays a number ...). Returns the new section; throws 400 before changing anything.
 */
export function mergeSection(section: readonly SettingEntry[], sectionName: SectionName, changes: unknown): SettingEntry[] {
  const list = Array.isArray(changes) ? changes : (changes as Record<string, unknown> | null)?.[sectionName];
  if (!Array.isArray(list) || list.length === 0) {
    throw badRequest(`Send the changed ${sectionName} entries: [{"key": ..., "value": ...}] or {"${sectionName}": [...]}`);
  }
  const result = section.map((entry) => ({ ...entry }));
  for (const change of list as { key?: unknown; value?: unknown }[]) {
    const entry = result.find((e) => e.key === change?.key);
    if (!entry) throw badRequest(`${sectionName}: "${String(change?.key)}" is not a setting; known: ${section.map((e) => e.key).join(', ')}`);
    if (!('value' in change)) throw badRequest(`${sectionName}.${entry.key}: a value is required`);
    if (kindOf(change.value) !== kindOf(entry.value)) {
      throw badRequest(`${sectionName}.${entry.key}: expected a ${kindOf(entry.value)}, got a ${kindOf(change.value)}`);
    }
    checkValue(sectionName, entry.key, change.value);
    entry.value = change.value;
  }
  return result;
}

/**
 * What "restore defaults" gives a section: the default client's section, or for the default
 * client itself the settings it was seeded with.
 */
export async function defaultSection(db: Db, clientId: string, name: SectionName): Promise<SettingEntry[]> {
  if (clientId === DEFAULT_SETTINGS_CLIENT_ID) return defaultClientConfig()[name];
  return (await loadSettingsClient(db, DEFAULT_SETTINGS_CLIENT_ID)).config[name];
}

/**
 * The most users one user search answers: the client's customization setting maxLimitUserSearch
 * (spec: "The maximum user search size comes from the customized setting key maxLimitUserSearch").
 * An unknown client or a missing setting leaves the page size as it is (at most 300).
 */
export async function maxUserSearch(db: Db, clientId: string | undefined): Promise<number> {
  const client = (await listSettingsClients(db)).find((c) => c.id === ((clientId ?? '').trim() || DEFAULT_SETTINGS_CLIENT_ID));
  const value = client?.config.customization.find((entry) => entry.key === 'maxLimitUserSearch')?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 300;
}
