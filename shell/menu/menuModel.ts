import type { MenuEntry } from '../../schemas/types/area.ts';
import type { MenuItem } from '../bootstrap/types.ts';
import { pathSegments } from '../routing/guard.ts';
import { AREA_MANIFESTS, mergedEntries } from '../routing/routeTable.ts';

// The navigation menu as the server delivers it per user, turned into what the header draws. What
// the console adds per menu key (which items proxy mode keeps) is data of the area manifests.

export const PROFILE_MENU_NAME = 'profileMenu';

export type MenuEntries = Readonly<Partial<Record<string, MenuEntry>>>;

/** The menu entries of every manifest, by menu key. */
export const MENU_ENTRIES: MenuEntries = mergedEntries(AREA_MANIFESTS.values(), 'menu');

export type MenuLink = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/** The text of a menu item. */
export function label(item: MenuItem): string {
  return item.menuName ?? item.mapName ?? '';
}

/** Where a menu item leads: a console route (written "#/tasks", "/idmdash/#/tasks" or "tasks") or an external http(s) page. */
export function menuLink(item: MenuItem): MenuLink {
  const target = (item.context ?? '').trim();
  if (target === '') return { kind: 'none' };
  if (target.includes('#')) {
    const path = target.slice(target.indexOf('#') + 1);
    return { kind: 'route', path: path.startsWith('/') ? path : `/${path}` };
  }
  if (/^https?:\/\//i.test(target)) return { kind: 'external', url: target };
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return { kind: 'none' };
  return { kind: 'route', path: target.startsWith('/') ? target : `/${target}` };
}

/** The first path segment a menu item leads to, or its map name. */
export function menuKey(item: MenuItem): string {
  const link = menuLink(item);
  return (link.kind === 'route' ? pathSegments(link.path)[0] : undefined) ?? item.mapName ?? '';
}

/** The profileMenu item moves from the main menu to the profile dropdown. */
export function splitProfileMenu(items: MenuItem[]): { main: MenuItem[]; profile: MenuItem[] } {
  const profileItem = items.find((item) => item.mapName === PROFILE_MENU_NAME);
  return {
    main: items.filter((item) => item !== profileItem),
    profile: profileItem ? (profileItem.subMenuList?.length ? profileItem.subMenuList : [profileItem]) : [],
  };
}

/**
 * The menu in proxy mode: the items whose manifest entry says proxyMode "shown" (tasks), and
 * sub-menus cut down to their items shown or "shownInSubMenu" (the access menu's requests and
 * history).
 */
export function proxyModeMenu(items: MenuItem[], entries: MenuEntries = MENU_ENTRIES): MenuItem[] {
  const proxyMode = (item: MenuItem) => entries[menuKey(item)]?.proxyMode;
  const result: MenuItem[] = [];
  for (const item of items) {
    if (proxyMode(item) === 'shown' && !item.subMenuList?.length) {
      result.push(item);
      continue;
    }
    const kept = (item.subMenuList ?? []).filter((sub) => proxyMode(sub) !== undefined);
    if (kept.length > 0) result.push({ ...item, subMenuList: kept });
  }
  return result;
}

/** Whether a menu item (or one of its sub-items) leads to the current route. */
export function isActive(item: MenuItem, pathname: string): boolean {
  const link = menuLink(item);
  if (link.kind === 'route') {
    const [current] = pathSegments(pathname);
    const [target] = pathSegments(link.path);
    if (current !== undefined && current === target) return true;
  }
  return (item.subMenuList ?? []).some((sub) => isActive(sub, pathname));
}
