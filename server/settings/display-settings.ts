/**
 * The provisioning display settings: how the task list and the request list open (sort, columns,
 * whether users may change them) and the general settings every list follows (defaultRowsPerPage
 * among optionsRowsPerPage, newRequestDefaultSortByOption). One JSON object per section in the
 * display_settings table. A change names only the keys it changes; each is checked against the
 * stored section, and the whole change is refused (400, nothing saved) when one value is wrong.
 */
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

export const DISPLAY_SECTIONS = ['task', 'request', 'general'] as const;
export type DisplaySection = (typeof DISPLAY_SECTIONS)[number];

type Settings = Record<string, unknown>;
interface Column {
  key: string;
  value: string;
}

/** The largest page a list may ask for; the sizes offered stay within it. */
export const MAX_ROWS_PER_PAGE = 300;
export const SORT_BY_OPTIONS = ['closestMatch', 'name'] as const;

/** Keys the server describes and a change may not set: the columns that exist. */
const READ_ONLY: Record<DisplaySection, readonly string[]> = {
  task: ['allColumns', 'columnsForSort'],
  request: ['allColumns'],
  general: [],
};

export async function loadDisplaySettings(db: Db, section: DisplaySection): Promise<Settings> {
  const row = await db.get<{ settings: string }>('SELECT settings FROM display_settings WHERE section = ?', [section]);
  return row ? (JSON.parse(row.settings) as Settings) : {};
}

export async function saveDisplaySettings(db: Db, section: DisplaySection, settings: Settings): Promise<void> {
  await db.run('UPDATE display_settings SET settings = ? WHERE section = ?', [JSON.stringify(settings), section]);
}

/** '5,10,25,50' as numbers; throws when it is not a list of distinct whole numbers 1..300. */
export function rowsPerPageOptions(text: unknown): number[] {
  const wrong = () => badRequest(`optionsRowsPerPage: "${String(text)}" is not a comma list of distinct page sizes between 1 and ${MAX_ROWS_PER_PAGE}, e.g. "5,10,25,50"`);
  if (typeof text !== 'string' || !text.trim()) throw wrong();
  const sizes = text.split(',').map((part) => Number(part.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ROWS_PER_PAGE) || new Set(sizes).size !== sizes.length) throw wrong();
  return sizes;
}

const kindOf = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function columnKeys(value: unknown, name: string, known: readonly Column[]): Column[] {
  if (!Array.isArray(value)) throw badRequest(`${name}: a list of columns [{"key": ...}]`);
  const knownKeys = new Map(known.map((c) => [c.key, c]));
  return value.map((entry: unknown) => {
    const key = (entry as { key?: unknown } | null)?.key;
    const column = typeof key === 'string' ? knownKeys.get(key) : undefined;
    if (!column) throw badRequest(`${name}: "${String(key)}" is not a column; known: ${[...knownKeys.keys()].join(', ')}`);
    return column;
  });
}

/** The section after the change; throws 400 (the stored section untouched) on a wrong value. */
export function applyDisplayChange(section: DisplaySection, stored: Settings, change: unknown): Settings {
  if (!change || typeof change !== 'object' || Array.isArray(change)) throw badRequest(`Send the changed ${section} display settings as a JSON object`);
  const next: Settings = { ...stored };
  for (const [key, value] of Object.entries(change as Settings)) {
    if (READ_ONLY[section].includes(key)) continue; // sent back as read; the server owns them
    if (!(key in stored)) throw badRequest(`${key} is not a ${section} display setting; known: ${Object.keys(stored).join(', ')}`);
    if (kindOf(value) !== kindOf(stored[key])) throw badRequest(`${key}: expected a ${kindOf(stored[key])}, got a ${kindOf(value)}`);
    next[key] = value;
  }
  checkSection(section, next);
  return next;
}

function checkSection(section: DisplaySection, settings: Settings): void {
  if (section === 'general') {
    const options = rowsPerPageOptions(settings.optionsRowsPerPage);
    settings.optionsRowsPerPage = options.join(',');
    if (!options.includes(settings.defaultRowsPerPage as number)) {
      throw badRequest(`defaultRowsPerPage: ${String(settings.defaultRowsPerPage)} is not one of the page sizes offered (${options.join(', ')})`);
    }
    if (!(SORT_BY_OPTIONS as readonly unknown[]).includes(settings.newRequestDefaultSortByOption)) {
      throw badRequest(`newRequestDefaultSortByOption: use one of ${SORT_BY_OPTIONS.join(', ')}`);
    }
    return;
  }
  const all = settings.allColumns as Column[];
  const sortKey = section === 'task' ? 'taskListSort' : 'requestListSort';
  const sortable = section === 'task' ? (settings.columnsForSort as Column[]) : all;
  if (!sortable.some((c) => c.key === settings[sortKey])) {
    throw badRequest(`${sortKey}: "${String(settings[sortKey])}" is not a sortable column; use one of ${sortable.map((c) => c.key).join(', ')}`);
  }
  settings.defaultColumns = columnKeys(settings.defaultColumns, 'defaultColumns', all);
  if ((settings.defaultColumns as Column[]).length === 0) throw badRequest('defaultColumns: a list shows at least one column');
  settings.columnsForUserOverride = columnKeys(settings.columnsForUserOverride, 'columnsForUserOverride', all);
}
