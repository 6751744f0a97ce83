// Saved views of a list: a name for the list's search, filters, sort, shown columns (in order) and
// page size. A list's views are one user preference (GET/POST /access/preference?attribute=...),
// whose `columns` hold one JSON text per view. The sandbox refuses a list that breaks these rules
// (checkViews); the console reads whatever is stored and keeps only the views that keep them
// (readViews), so a bad stored entry costs that entry, never the list.

export interface SavedView {
  name: string;
  /** Applied when the list opens without a query in its URL; at most one view is the default. */
  isDefault?: boolean;
  search?: string;
  /** Filter values by filter id. */
  filters?: Record<string, FilterValue>;
  sort?: { by: string; order: 'ASC' | 'DESC' };
  /** The shown columns in their order (the others are hidden). */
  columns?: string[];
  pageSize?: number;
}

/** A filter's value: a text, number or flag, or a list of texts or of chosen items (flat records). */
export type FilterValue = string | number | boolean | (string | Record<string, string | number | boolean>)[];

export const VIEWS_ATTRIBUTE_PREFIX = 'console.views.';
export const MAX_VIEWS = 20;
export const MAX_VIEW_NAME = 60;
const MAX_TEXT = 200;
const MAX_ITEMS = 100;
const MAX_PAGE_SIZE = 300;
const KEYS = new Set(['name', 'isDefault', 'search', 'filters', 'sort', 'columns', 'pageSize']);

/** The preference attribute that holds a list's views ('console.views.' + the list's id). */
export function viewsAttribute(listId: string): string {
  return `${VIEWS_ATTRIBUTE_PREFIX}${listId.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
}

const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= MAX_ITEMS && value.every((item) => isText(item));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => isText(value) || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const isItem = (value: unknown) => isText(value) || (isRecord(value) && Object.keys(value).length <= 20 && Object.values(value).every(isScalar));
const isFilterValue = (value: unknown): value is FilterValue => isScalar(value) || (Array.isArray(value) && value.length <= MAX_ITEMS && value.every(isItem));

/** What is wrong with one view (a parsed JSON value), or undefined when it is a view. */
export function viewProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'a view is a JSON object';
  const unknown = Object.keys(value).filter((key) => !KEYS.has(key));
  if (unknown.length > 0) return `unknown view field ${unknown.join(', ')}: a view has ${[...KEYS].join(', ')}`;
  const { name, isDefault, search, filters, sort, columns, pageSize } = value;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_VIEW_NAME) return `a view's name is 1 to ${MAX_VIEW_NAME} characters`;
  if (isDefault !== undefined && typeof isDefault !== 'boolean') return 'isDefault is true or false';
  if (search !== undefined && !isText(search)) return `search is a text of at most ${MAX_TEXT} characters`;
  if (filters !== undefined && !(isRecord(filters) && Object.keys(filters).length <= MAX_ITEMS && Object.values(filters).every(isFilterValue))) return 'filters map a filter id to a text, number, true/false or a list of texts or items';
  if (sort !== undefined && !(isRecord(sort) && isText(sort.by) && (sort.order === 'ASC' || sort.order === 'DESC') && Object.keys(sort).length === 2)) return 'sort is { by, order: ASC or DESC }';
  if (columns !== undefined && !(isTextList(columns) && columns.length > 0)) return `columns is a list of 1 to ${MAX_ITEMS} column ids`;
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && (pageSize as number) >= 1 && (pageSize as number) <= MAX_PAGE_SIZE)) return `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}`;
  return undefined;
}

const parse = (text: unknown): unknown => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** What is wrong with a list's stored views (the preference's texts), or undefined when nothing is. */
export function checkViews(texts: readonly unknown[]): string | undefined {
  if (texts.length > MAX_VIEWS) return `at most ${MAX_VIEWS} views per list`;
  const names = new Set<string>();
  let defaults = 0;
  for (const [index, text] of texts.entries()) {
    const view = parse(text);
    const problem = view === undefined ? 'a view is a JSON object' : viewProblem(view);
    if (problem) return `view ${index + 1}: ${problem}`;
    const { name, isDefault } = view as SavedView;
    const key = name.trim().toLocaleLowerCase();
    if (names.has(key)) return `view ${index + 1}: the name "${name}" is taken by another view of this list`;
    names.add(key);
    if (isDefault) defaults += 1;
  }
  return defaults > 1 ? 'at most one view is the default' : undefined;
}

/** The good views of a stored preference, whatever else it holds (the first default wins). */
export function readViews(texts: unknown): SavedView[] {
  if (!Array.isArray(texts)) return [];
  const views: SavedView[] = [];
  for (const text of texts) {
    const view = parse(text);
    if (viewProblem(view) !== undefined) continue;
    const good = view as SavedView;
    if (views.some((v) => sameName(v.name, good.name))) continue;
    views.push(good.isDefault && views.some((v) => v.isDefault) ? { ...good, isDefault: false } : good);
    if (views.length === MAX_VIEWS) break;
  }
  return views;
}

/** The preference's texts of a list of views. */
export function writeViews(views: readonly SavedView[]): string[] {
  return views.map((view) => JSON.stringify(view));
}

export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a name may name a view (the console says why not in the user's language). */
export const nameFits = (name: string) => name.trim() !== '' && name.trim().length <= MAX_VIEW_NAME;

/**
 * The views with one saved under its name (replacing the view of that name, whose default mark it
 * keeps unless the new one says); undefined when the view breaks a rule or the list is full.
 */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] | undefined {
  const named = { ...view, name: view.name.trim() };
  if (viewProblem(named) !== undefined) return undefined;
  const at = views.findIndex((v) => sameName(v.name, named.name));
  if (at < 0 && views.length >= MAX_VIEWS) return undefined;
  const kept = named.isDefault ? views.map((v) => ({ ...v, isDefault: false })) : [...views];
  if (at >= 0) kept[at] = { ...named, isDefault: named.isDefault ?? views[at]!.isDefault };
  else kept.push(named);
  return kept;
}

/** The views with one renamed; undefined when the new name does not fit or names another view. */
export function renamedView(views: readonly SavedView[], from: string, to: string): SavedView[] | undefined {
  const name = to.trim();
  if (!nameFits(name) || views.some((v) => sameName(v.name, name) && !sameName(v.name, from))) return undefined;
  return views.map((v) => (sameName(v.name, from) ? { ...v, name } : v));
}

/** The views with one made the default (undefined: none is). */
export function withDefault(views: readonly SavedView[], name: string | undefined): SavedView[] {
  return views.map((v) => ({ ...v, isDefault: name !== undefined && sameName(v.name, name) }));
}

export const withoutView = (views: readonly SavedView[], name: string): SavedView[] => views.filter((v) => !sameName(v.name, name));

export const defaultView = (views: readonly SavedView[]): SavedView | undefined => views.find((v) => v.isDefault);
