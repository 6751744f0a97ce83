/**
 * Page rights and the navigation menu, both derived from the signed-in user's powers and the Page
 * access settings of the user's client. The settings say who opens each area's pages; the area
 * manifests' page rights say it for the page keys they do not cover. The menu is the manifests' menu
 * entries, and shows an entry only when its page is open to the user. Page access governs pages and the menu only: the
 * REST routes authorize by the powers alone (server/auth/principal.ts).
 */
import { POWERS, type Power } from '../auth/principal.ts';
import { AREA_MANIFESTS, type Audience } from './area-manifests.ts';

/** Page keys and who may open them: the pageRights of the area manifests. */
export const PAGE_RIGHTS: Readonly<Record<string, Audience>> = AREA_MANIFESTS.pageRights;

/**
 * The areas of a client's Page access settings (screens/settings/access.json) and the page keys each
 * decides: the area's list, its create and detail pages, and the route guard's keys of its sub-pages.
 */
export const ACCESS_AREA_PAGES: Readonly<Record<string, readonly string[]>> = {
  users: ['users', 'createUser', 'manageusers'],
  groups: ['groups'],
  entities: ['entities'],
  roles: ['role', 'createRole', 'mapresources'],
  resources: ['resource', 'createResource'],
  sod: ['sod', 'createSod'],
  teams: ['teams'],
  configuration: ['configuration'],
  orgchart: ['orgchart', 'orgChart', 'entityOrgChart'],
};

/** The stored Page access section: per area, who opens it ("everyone" or powers). */
export type PageAccess = ReadonlyArray<{ key: string; value: unknown }>;

/** Keys compare without case and spaces ("create Role" is createRole). */
const normalise = (key: string): string => key.replace(/\s+/g, '').toLowerCase();
const RIGHTS_BY_KEY = new Map(Object.entries(PAGE_RIGHTS).map(([key, audience]) => [normalise(key), audience]));
const AREA_BY_KEY = new Map(Object.entries(ACCESS_AREA_PAGES).flatMap(([area, keys]) => keys.map((key) => [normalise(key), area] as const)));
const AUDIENCE_VALUES: ReadonlySet<unknown> = new Set(['everyone', ...POWERS]);

/** Whether a stored value is an audience: a list of "everyone" and powers (empty: no one). */
export const isStoredAudience = (value: unknown): value is ReadonlyArray<'everyone' | Power> =>
  Array.isArray(value) && value.every((who) => AUDIENCE_VALUES.has(who));

/** Who may open the page: the client's setting for the key's area, else the fixed table. */
function audienceOf(key: string, access: PageAccess): Audience | undefined {
  const normalised = normalise(key);
  const area = AREA_BY_KEY.get(normalised);
  const stored = area === undefined ? undefined : access.find((entry) => entry.key === area)?.value;
  if (isStoredAudience(stored)) return stored.includes('everyone') ? 'everyone' : stored.filter((who) => who !== 'everyone');
  return RIGHTS_BY_KEY.get(normalised);
}

/**
 * Whether the powers open the page under the client's Page access settings (an area missing from
 * them, or stored as something other than a list of powers, keeps the fixed table). A key in neither
 * (an entity page's key such as "group", a page added later) is open to domain administrators only.
 */
export function pageAllowed(key: string, powers: ReadonlySet<Power>, access: PageAccess): boolean {
  const audience = audienceOf(key, access);
  if (audience === undefined) return powers.has('domainAdmin');
  return audience === 'everyone' || audience.some((power) => powers.has(power));
}

export interface MenuItem {
  mapName: string;
  menuName: string;
  menuOrder: number;
  context: string;
  subMenuList: MenuItem[];
}

interface MenuEntry {
  key: string;
  name: string;
  context: string;
  children?: MenuEntry[];
}

/** The manifests' entries under one group (or at the top level), by order, as a tree. */
function tree(under: string | undefined): MenuEntry[] {
  return AREA_MANIFESTS.menu
    .filter((entry) => entry.under === under)
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
    .map((entry) => ({ key: entry.key, name: entry.name, context: entry.link ?? '', ...(entry.link === undefined ? { children: tree(entry.key) } : {}) }));
}

/** The whole menu; entries whose page the user may not open are left out (and empty groups too). */
const MENU: readonly MenuEntry[] = tree(undefined);

function visible(entries: readonly MenuEntry[], powers: ReadonlySet<Power>, access: PageAccess): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    const subMenuList = entry.children ? visible(entry.children, powers, access) : [];
    if (entry.children ? subMenuList.length === 0 : !pageAllowed(entry.key, powers, access)) continue;
    items.push({ mapName: entry.key, menuName: entry.name, menuOrder: items.length + 1, context: entry.context, subMenuList });
  }
  return items;
}

export function navigationMenu(powers: ReadonlySet<Power>, access: PageAccess): MenuItem[] {
  return visible(MENU, powers, access);
}
