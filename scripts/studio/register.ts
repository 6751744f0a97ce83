// A new screen from the studio, made reachable as "Add a screen" in the README does by hand: the
// screen file; in its area's manifest (created when the area has none) a route, a menu entry, the
// page right and the help topic; and every translation key it names that en.json lacks (with the
// menu entry's label shell.menu.item.<page key>) written to every locale file. The implementer
// gives the English texts; no translation is invented: the other locales get the English text for
// now and the keys are listed as awaiting translation (../awaiting-translation.ts).
import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_LOCALE_CODES } from '../../domain/locales.ts';
import { markAwaiting } from '../awaiting-translation.ts';
import { withKey } from '../locale-add.ts';
import { formatJson } from './scaffold.ts';

export const MENU_GROUPS = ['access', 'people', 'catalog', 'administration', 'profileMenu'] as const;
export const POWERS = ['domainAdmin', 'roleAdmin', 'resourceAdmin', 'sodAdmin', 'teamManager'] as const;

export interface NewScreen {
  /** screens/<area>/<name>.json */
  path: string;
  /** The screen's JSON. */
  text: string;
  /** The route's path, e.g. '/groups/summary'. */
  route: string;
  /** The menu group of its entry; none: no menu entry. */
  group?: string;
  /** Its place among the group's items. */
  order?: number;
  /** "everyone" or the powers of which a user needs one. */
  rights: 'everyone' | string[];
  /** A section id of the help pages. */
  helpTopic: string;
  /** The English text of each key en.json lacks. */
  texts: Record<string, string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The translation keys a definition names: the values of its properties named `…Key` (titleKey, labelKey ...). */
export function namedKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) namedKeys(item, found);
  else if (isObject(value)) {
    for (const [name, item] of Object.entries(value)) {
      if (/Key$/.test(name) && typeof item === 'string' && /^[A-Za-z0-9_.-]+$/.test(item) && !/^(rowKey|pageKey|parentPageKey)$/.test(name)) found.add(item);
      else namedKeys(item, found);
    }
  }
  return found;
}

/** The page key of screens/<area>/<name>.json: 'groups' + 'summary' → 'groupsSummary'. */
export function pageKeyOf(area: string, name: string): string {
  return area + name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** The help pages' section ids (public/help/en/index.html). */
export function helpTopics(root: string): string[] {
  const page = fs.readFileSync(path.join(root, 'public/help/en/index.html'), 'utf8');
  return [...page.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]!);
}

/** The keys a new screen needs that en.json lacks: the ones it names, and its menu entry's label. */
export function newKeys(root: string, input: Pick<NewScreen, 'path' | 'text' | 'group'>): string[] {
  const english = readJson(path.join(root, 'public/locales/en.json'));
  const [, area, file] = input.path.split('/') as [string, string, string];
  const keys = namedKeys(JSON.parse(input.text));
  if (input.group) keys.add(`shell.menu.item.${pageKeyOf(area, file.replace(/\.json$/, ''))}`);
  return [...keys].filter((key) => !(key in english)).sort();
}

/** Writes the screen, its manifest entries and its new keys; returns the files written and the keys awaiting translation. Throws, writing nothing, on a mistake. */
export function registerScreen(root: string, input: NewScreen): { written: string[]; awaiting: string[] } {
  const match = /^screens\/([a-z][A-Za-z0-9]*)\/([a-z][A-Za-z0-9-]*)\.json$/.exec(input.path);
  if (!match) throw new Error('path: screens/<area>/<name>.json');
  const [, area, name] = match as unknown as [string, string, string];
  const screenFile = path.join(root, input.path);
  if (fs.existsSync(screenFile)) throw new Error(`${input.path} exists already: open it and save`);
  const definition = JSON.parse(input.text) as Record<string, unknown>;
  if (!/^\/[A-Za-z0-9/:_-]+$/.test(input.route)) throw new Error(`route '${input.route}': a path such as /${area}/${name}`);
  if (input.group !== undefined && !(MENU_GROUPS as readonly string[]).includes(input.group)) throw new Error(`menu group '${input.group}': one of ${MENU_GROUPS.join(', ')}`);
  if (input.rights !== 'everyone' && (input.rights.length === 0 || input.rights.some((p) => !(POWERS as readonly string[]).includes(p)))) throw new Error(`rights: "everyone" or some of ${POWERS.join(', ')}`);
  if (!helpTopics(root).includes(input.helpTopic)) throw new Error(`help topic '${input.helpTopic}' has no section in the help pages`);
  const pageKey = pageKeyOf(area, name);
  const manifests = fs.readdirSync(path.join(root, 'screens'), { withFileTypes: true }).filter((d) => d.isDirectory() && fs.existsSync(path.join(root, 'screens', d.name, 'area.json')));
  for (const dir of manifests) {
    const other = readJson(path.join(root, 'screens', dir.name, 'area.json'));
    if (Array.isArray(other.routes) && other.routes.some((r: unknown) => isObject(r) && r.path === input.route)) throw new Error(`route ${input.route} is screens/${dir.name}/area.json's already`);
    for (const section of ['menu', 'pageRights', 'helpTopics']) if (isObject(other[section]) && pageKey in other[section]) throw new Error(`page key '${pageKey}' is screens/${dir.name}/area.json's already`);
  }
  const keys = newKeys(root, input);
  const lacking = keys.filter((key) => !input.texts[key]?.trim());
  if (lacking.length) throw new Error(`give the English text of ${lacking.join(', ')}`);

  const manifestFile = path.join(root, 'screens', area, 'area.json');
  const manifest = fs.existsSync(manifestFile) ? readJson(manifestFile) : { $schema: '../../schemas/area.schema.json' };
  const titleKey = typeof definition.titleKey === 'string' ? definition.titleKey : undefined;
  manifest.routes = [...(Array.isArray(manifest.routes) ? manifest.routes : []), { path: input.route, screen: `${name}.json`, pageKey, ...(titleKey ? { titleKey } : {}) }];
  if (input.group) manifest.menu = { ...(isObject(manifest.menu) ? manifest.menu : {}), [pageKey]: { link: `#${input.route}`, under: input.group, order: input.order ?? 100 } };
  manifest.pageRights = { ...(isObject(manifest.pageRights) ? manifest.pageRights : {}), [pageKey]: input.rights };
  manifest.helpTopics = { ...(isObject(manifest.helpTopics) ? manifest.helpTopics : {}), [pageKey]: input.helpTopic };

  fs.writeFileSync(screenFile, formatJson(definition));
  fs.writeFileSync(manifestFile, formatJson(manifest));
  const written = [input.path, `screens/${area}/area.json`];
  if (keys.length) {
    for (const locale of CONSOLE_LOCALE_CODES) {
      const file = path.join(root, 'public/locales', `${locale}.json`);
      let text = fs.readFileSync(file, 'utf8');
      for (const key of keys) text = withKey(text, key, input.texts[key]!.trim());
      fs.writeFileSync(file, text);
      written.push(`public/locales/${locale}.json`);
    }
    markAwaiting(root, keys, true);
    written.push('i18n/awaiting-translation.json');
  }
  return { written, awaiting: keys };
}
