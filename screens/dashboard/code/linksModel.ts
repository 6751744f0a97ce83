// The pure rules of a links card: the groups of links a transform gives, where a link may lead, and
// the changes an editor sends (each turned into a call's body by the screen's encoder).

export interface LinkItem {
  id: string;
  title: string;
  description?: string;
  href: string;
  featured?: boolean;
}

export interface LinkGroup {
  /** Absent for the group that holds what is in no group: it cannot be renamed, moved or deleted. */
  id?: string;
  title: string;
  /** A translated title instead (e.g. the group of what is in no group). */
  titleKey?: string;
  items: LinkItem[];
}

/** What a new item may be: a link to a page, or a permission picked with the picker's tab. */
export type NewItemKind = 'link' | 'role' | 'resource';

/** What changes of an item; `groupId` moves it into that group (null: into no group). */
export interface ItemUpdate {
  id: string;
  title?: string;
  description?: string;
  groupId?: string | null;
  order?: number;
  featured?: boolean;
}

/** One change of an editable links card; the screen's encoder turns it into its call's body. */
export type LinksChange =
  | { op: 'createGroup'; title: string }
  | { op: 'updateGroups'; groups: { id: string; title?: string; order?: number }[] }
  | { op: 'deleteGroup'; id: string }
  | { op: 'createItem'; groupId?: string; title: string; description: string; kind: NewItemKind; target: string }
  | { op: 'updateItems'; items: ItemUpdate[] }
  | { op: 'deleteItem'; id: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The groups of a transformed answer ({ groups: [...] }); anything malformed is left out. */
export function linkGroupsOf(value: unknown): LinkGroup[] {
  const groups = (value as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((group: { id?: unknown; title?: unknown; titleKey?: unknown; items?: unknown } | null) => {
    if (typeof group !== 'object' || group === null || !Array.isArray(group.items)) return [];
    const items = group.items.flatMap((item: Record<string, unknown> | null) =>
      item && text(item.id) !== '' ? [{ id: text(item.id), title: text(item.title), description: text(item.description), href: text(item.href), featured: item.featured === true }] : []);
    const id = text(group.id);
    const titleKey = text(group.titleKey);
    return [{ ...(id === '' ? {} : { id }), title: text(group.title), ...(titleKey === '' ? {} : { titleKey }), items }];
  });
}

/** The featured items of all groups, in order, each once. */
export function featuredLinks(groups: readonly LinkGroup[]): LinkItem[] {
  const seen = new Set<string>();
  return groups.flatMap((group) => group.items).filter((item) => item.featured && !seen.has(item.id) && seen.add(item.id));
}

/** How a link opens: a console route ('#/...'), a web page in a new tab (http, https), or not at all. */
export function linkTarget(href: string): { kind: 'route'; path: string } | { kind: 'page'; url: string } | undefined {
  if (href.startsWith('#/')) return { kind: 'route', path: href.slice(1) };
  if (/^https?:\/\//i.test(href)) return { kind: 'page', url: href };
  return undefined;
}

/** The order changes that put `ids` in the given order (each id gets its index). */
export function orderChanges(ids: readonly string[]): { id: string; order: number }[] {
  return ids.map((id, order) => ({ id, order }));
}

/**
 * The texts the sandbox's demo landing page starts with (server/seed/landing.ts), each the English
 * text of a console key: shown in the user's language while an administrator has not renamed them.
 * Any other title or description is data, shown as it is.
 */
const BUILT_IN_TEXTS: Readonly<Record<string, string>> = {
  'Self-service': 'renderer.landing.builtIn.selfService',
  'Popular access': 'renderer.landing.builtIn.popularAccess',
  Applications: 'renderer.landing.builtIn.applications',
  'My tasks': 'renderer.landing.builtIn.myTasks',
  'Approve or deny what waits for you': 'renderer.landing.builtIn.myTasksDescription',
  'My requests': 'renderer.landing.builtIn.myRequests',
  'Follow what you have asked for': 'renderer.landing.builtIn.myRequestsDescription',
  'My profile': 'renderer.landing.builtIn.myProfile',
  'Your details and your access': 'renderer.landing.builtIn.myProfileDescription',
  'Organisation chart': 'renderer.landing.builtIn.orgChart',
  'Who works with whom': 'renderer.landing.builtIn.orgChartDescription',
};

/** A link's or group's text as shown: a built-in text in the user's language, any other as it is. */
export function shownText(text: string, t: (key: string) => string): string {
  const key = BUILT_IN_TEXTS[text];
  return key ? t(key) : text;
}

/** A group's title as shown: its translated titleKey, else its title (a built-in one translated). */
export function groupTitle(group: LinkGroup, t: (key: string) => string): string {
  return group.titleKey ? t(group.titleKey) : shownText(group.title, t);
}

/**
 * Moves an item into another group at an index (its end without one): the target group's new
 * order, the moved item also naming its new group (null for the group of what is in no group).
 */
export function moveToGroupChange(item: LinkItem, target: LinkGroup, index = target.items.length): LinksChange {
  const ids = target.items.map((entry) => entry.id).filter((id) => id !== item.id);
  ids.splice(Math.max(0, Math.min(index, ids.length)), 0, item.id);
  return { op: 'updateItems', items: orderChanges(ids).map((change) => (change.id === item.id ? { ...change, groupId: target.id ?? null } : change)) };
}
