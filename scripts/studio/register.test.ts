// A new screen from the studio: its file, its area's manifest entries and its new translation keys
// (English everywhere for now, listed as awaiting translation), in a copy of the project's parts.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAwaiting } from '../awaiting-translation.ts';
import { registerScreen } from './register.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
const json = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
const screen = { kind: 'list', titleKey: 'groups.summary.title', dataSource: { call: 'groups.list', itemsPath: 'groups' }, rowKey: 'dn', columns: [{ attribute: 'name', labelKey: 'groups.column.name' }] };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'studio-register-'));
  for (const sub of ['public/locales', 'public/help/en', 'screens/groups', 'screens/users']) cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('registerScreen', () => {
  it('adds the route, menu entry, page right and help topic, and the new keys to every locale as awaiting translation', () => {
    const input = { path: 'screens/groups/summary.json', text: JSON.stringify(screen), route: '/groups/summary', group: 'people', order: 45, rights: ['domainAdmin'], helpTopic: 'groups', texts: { 'groups.summary.title': 'Group summary', 'shell.menu.item.groupsSummary': 'Group Summary' } };
    const { awaiting } = registerScreen(dir, input);
    expect(awaiting).toEqual(['groups.summary.title', 'shell.menu.item.groupsSummary']);
    const manifest = json('screens/groups/area.json');
    expect(manifest.routes).toContainEqual({ path: '/groups/summary', screen: 'summary.json', pageKey: 'groupsSummary', titleKey: 'groups.summary.title' });
    expect(manifest).toMatchObject({ menu: { groupsSummary: { link: '#/groups/summary', under: 'people', order: 45 } }, pageRights: { groupsSummary: ['domainAdmin'] }, helpTopics: { groupsSummary: 'groups' } });
    for (const locale of ['en', 'de', 'ar']) expect(json(`public/locales/${locale}.json`)['groups.summary.title']).toBe('Group summary');
    // Sorted as locale:add writes: the file is its own sorted form.
    const de = readFileSync(path.join(dir, 'public/locales/de.json'), 'utf8');
    expect(de).toBe(`${JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(de) as object).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2)}\n`);
    expect(readAwaiting(dir)).toEqual(['groups.summary.title', 'shell.menu.item.groupsSummary']);
    expect(json('screens/groups/summary.json')).toEqual(screen);
  });

  it('writes nothing when a text, the route or the help topic is wrong', () => {
    const base = { path: 'screens/groups/summary.json', text: JSON.stringify(screen), route: '/groups/summary', rights: 'everyone' as const, helpTopic: 'groups', texts: {} };
    expect(() => registerScreen(dir, base)).toThrow('give the English text of groups.summary.title');
    expect(() => registerScreen(dir, { ...base, route: '/groups' })).toThrow('route /groups is screens/groups/area.json');
    expect(() => registerScreen(dir, { ...base, helpTopic: 'nosuch' })).toThrow("help topic 'nosuch'");
    expect(() => registerScreen(dir, { ...base, path: 'screens/groups/list.json' })).toThrow('exists already');
    expect(readAwaiting(dir)).toEqual([]);
    expect(json('screens/groups/area.json').menu).not.toHaveProperty('groupsSummary');
  });
});
