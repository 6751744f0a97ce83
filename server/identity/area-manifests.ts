/**
 * What the sandbox reads of the console's area manifests (screens/<area>/area.json): the menu
 * entries and the page rights. They are data, read from the files at start as the real server
 * reads its own configuration, so that a new area's menu entry and page right live beside its
 * routes (the server imports no module of the console). The English labels of the menu come from
 * public/locales/en.json (shell.menu.item.<key>), as a real server sends a label of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POWERS, type Power } from '../auth/principal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCREENS_DIR = path.join(ROOT, 'screens');
const ENGLISH = path.join(ROOT, 'public/locales/en.json');

/** Who may open a page: everyone, or anyone with one of the listed powers (teamManager: whoever manages a team now). */
export type Audience = 'everyone' | readonly Power[];

/** One menu entry of a manifest: an item with a link, or a group (no link) of the items whose `under` names it. */
export interface ManifestMenuEntry {
  key: string;
  name: string;
  link?: string;
  under?: string;
  order: number;
}

interface Manifest {
  menu?: Record<string, { link?: string; under?: string; order: number }>;
  pageRights?: Record<string, unknown>;
}

const POWER_SET: ReadonlySet<string> = new Set(POWERS);

function audience(value: unknown, where: string): Audience {
  if (value === 'everyone') return 'everyone';
  if (Array.isArray(value) && value.length > 0 && value.every((power) => POWER_SET.has(power))) return value as Power[];
  throw new Error(`${where}: a page right is "everyone" or a list of powers (${POWERS.join(', ')})`);
}

function readManifests(): Array<[string, Manifest]> {
  return readdirSync(SCREENS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(SCREENS_DIR, entry.name, 'area.json')))
    .map((entry) => entry.name)
    .sort()
    .map((area) => [`screens/${area}/area.json`, JSON.parse(readFileSync(path.join(SCREENS_DIR, area, 'area.json'), 'utf8')) as Manifest]);
}

/** Every manifest's menu entries and page rights, merged (npm run validate keeps each key in one manifest). */
function load(): { menu: ManifestMenuEntry[]; pageRights: Record<string, Audience> } {
  const english = JSON.parse(readFileSync(ENGLISH, 'utf8')) as Record<string, string>;
  const menu: ManifestMenuEntry[] = [];
  const pageRights: Record<string, Audience> = {};
  for (const [file, manifest] of readManifests()) {
    for (const [key, entry] of Object.entries(manifest.menu ?? {})) {
      menu.push({ key, name: english[`shell.menu.item.${key}`] ?? key, link: entry.link, under: entry.under, order: entry.order });
    }
    for (const [key, value] of Object.entries(manifest.pageRights ?? {})) pageRights[key] = audience(value, `${file} pageRights.${key}`);
  }
  return { menu, pageRights };
}

export const AREA_MANIFESTS = load();
