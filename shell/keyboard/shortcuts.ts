// The console's keyboard shortcuts: which keys do what, and which of them this user is offered. A
// shortcut to a page is offered only when the user's menu leads there (the server's menu is what
// the user may open); the others work everywhere.
import type { MenuItem } from '../bootstrap/types.ts';
import { menuLink } from '../menu/menuModel.ts';

export type ShortcutCommand = { kind: 'go'; path: string } | { kind: 'search' } | { kind: 'help' };

export interface Shortcut {
  /** The keys in order, as typed (event.key), separated by spaces: "g u". */
  keys: string;
  command: ShortcutCommand;
}

/** "g" followed by a letter goes to a frequent page. */
const GO_TO: ReadonlyArray<readonly [letter: string, path: string]> = [
  ['d', '/dashboard'],
  ['t', '/tasks'],
  ['l', '/landing'],
  ['q', '/requests'],
  ['h', '/history'],
  ['u', '/users'],
  ['g', '/groups'],
  ['r', '/role'],
  ['s', '/resource'],
];

export const SHORTCUTS: readonly Shortcut[] = [
  ...GO_TO.map(([letter, path]): Shortcut => ({ keys: `g ${letter}`, command: { kind: 'go', path } })),
  { keys: '/', command: { kind: 'search' } },
  { keys: '?', command: { kind: 'help' } },
];

/** The route paths the menu (and its sub-menus) lead to. */
export function menuPaths(items: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const visit = (item: MenuItem) => {
    const link = menuLink(item);
    if (link.kind === 'route') paths.add(link.path.split('?')[0]!);
    item.subMenuList?.forEach(visit);
  };
  items.forEach(visit);
  return paths;
}

/** The shortcuts offered to a user whose menu leads to `paths`. */
export function offeredShortcuts(paths: ReadonlySet<string>, shortcuts: readonly Shortcut[] = SHORTCUTS): Shortcut[] {
  return shortcuts.filter(({ command }) => command.kind !== 'go' || paths.has(command.path));
}

/** Whether a key typed at `target` is text being typed (a field, an editable element), not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
  return target.closest('[contenteditable=""], [contenteditable="true"]') !== null;
}

/** The page's search box: the first search field of the main region. */
export function pageSearchBox(main: ParentNode | null): HTMLInputElement | null {
  return main?.querySelector<HTMLInputElement>('input[type="search"]:not([disabled])') ?? null;
}

/** Whether the platform names the command key ⌘ (Apple) rather than Ctrl. */
export function usesCommandKey(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
