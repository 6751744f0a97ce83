// What the command palette lists for a query: its groups (pages, objects, actions) with their
// options, each option with an id for aria-activedescendant. Pure, so that the matching and the
// order are tested without a browser.
import type { PageAction } from '../../widgets/environment.tsx';
import { rankMatches } from './matching.ts';
import type { FoundObject } from './objects.ts';

/** Pages shown for a query: the best matches. */
export const MAX_PAGES = 8;

export type PaletteTarget = { kind: 'route'; path: string } | { kind: 'run'; run(): void };

export interface PaletteOption {
  id: string;
  title: string;
  detail?: string;
  target: PaletteTarget;
}

export type GroupId = 'pages' | 'objects' | 'actions';

export interface PaletteGroup {
  id: GroupId;
  options: PaletteOption[];
}

/** A page as the palette shows it: its title in the user's language, the texts it is found by. */
export interface ShownPage {
  path: string;
  title: string;
  detail?: string;
  /** The title first, then other names (the menu's label, the page a tab belongs to). */
  texts: readonly string[];
}

export interface PaletteContent {
  query: string;
  pages: readonly ShownPage[];
  objects: readonly FoundObject[];
  /** Each object kind's name in the user's language. */
  kindLabel(object: FoundObject): string;
  actions: readonly PageAction[];
  locale?: string;
}

const optionId = (group: GroupId, key: string) => `palette-${group}-${key.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;

/**
 * The groups to show, empty ones left out. Pages match on their texts and are ranked (with no query,
 * in the order given: the menu's first); objects come as the server found them; actions match on
 * their label and what they apply to.
 */
export function paletteGroups({ query, pages, objects, kindLabel, actions, locale }: PaletteContent): PaletteGroup[] {
  const searching = query.trim() !== '';
  const matchingPages = rankMatches(pages, query, (page) => page.texts, locale);
  const matchingActions = rankMatches(actions, query, (action) => [action.label, ...(action.context ? [`${action.label} ${action.context}`] : [])], locale);
  const groups: PaletteGroup[] = [
    {
      id: 'pages',
      options: matchingPages.slice(0, searching ? MAX_PAGES : undefined).map((page) => ({ id: optionId('pages', page.path), title: page.title, detail: page.detail, target: { kind: 'route', path: page.path } })),
    },
    {
      id: 'objects',
      options: objects.map((object) => ({ id: optionId('objects', object.id), title: object.name, detail: [kindLabel(object), object.detail].filter(Boolean).join(' · '), target: { kind: 'route', path: object.path } })),
    },
    {
      id: 'actions',
      options: matchingActions.map((action, i) => ({ id: optionId('actions', `${i}-${action.id}`), title: action.label, detail: action.context, target: { kind: 'run', run: action.run } })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
