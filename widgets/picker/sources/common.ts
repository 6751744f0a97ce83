// What every tab's data source shares: the request it gets, the context it may read, and helpers
// that read loosely typed answers. One file per tab maps the tab to its catalogue call.
import type { CallFunction } from '../../../api/index.ts';
import type { PickerOptions } from '../../../schemas/types/widgets/picker.ts';
import type { PickerItem, PickerPage } from '../types.ts';

export interface SourceRequest {
  /** The query as sent ('*' for an empty search). */
  q: string;
  /** 1-based start index: page size × page + 1. */
  nextIndex: number;
  size: number;
  signal?: AbortSignal;
}

/** The entitlement a picker works for (entitlement values, resources of an entitlement). */
export interface EntitlementRef {
  id: string;
  dn?: string;
  name?: string;
  driverDn?: string;
}

export interface SourceContext {
  call: CallFunction;
  options: PickerOptions;
  /** The user being edited, left out of the user tab when options.excludeSelf. */
  selfDn?: string;
  entitlement?: EntitlementRef;
  /** Entity definition key of the entity tab. */
  entityKey?: string;
  /** The items of the dropdown tab. */
  dropdownItems?: readonly PickerItem[];
  /** Team whose members the on-behalf user source lists. */
  teamDn?: string;
}

export type PickerSource = (request: SourceRequest, context: SourceContext) => Promise<PickerPage>;

export type Answer = Record<string, unknown>;

export function asAnswer(value: unknown): Answer {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Answer) : {};
}

export function listOf(answer: Answer, key: string): Answer[] {
  const list = answer[key];
  return Array.isArray(list) ? list.map(asAnswer) : [];
}

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function num(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The first non-empty text of the given keys. */
export function firstText(entry: Answer, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = text(entry[key]);
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** The common name of a DN ("cn=Sales,ou=groups,o=data" → "Sales"). */
export function nameOfDn(dn: string | undefined): string {
  if (!dn) return '';
  const first = dn.split(',')[0] ?? dn;
  const equals = first.indexOf('=');
  return equals >= 0 ? first.slice(equals + 1) : first;
}

/** A server-paged answer: items plus the 1-based index of the next page (0 on the last). */
export function serverPage(items: PickerItem[], answer: Answer, nextKey = 'nextIndex', totalKeys: string[] = ['total', 'totalCount', 'totalSize']): PickerPage {
  const nextIndex = num(answer[nextKey]) ?? 0;
  const total = totalKeys.map((key) => num(answer[key])).find((value) => value !== undefined);
  return { items, nextIndex: nextIndex > 0 ? nextIndex : 0, total };
}

/**
 * Paging done here for the lists a server answers whole (directory drivers, root containers, the
 * dropdown's items): the query filters by name, the page is cut from the filtered list. A list
 * longer than the limit is passed whole so that the picker says 'Too many ...'.
 */
export function clientPage(all: readonly PickerItem[], request: SourceRequest, limit: number): PickerPage {
  const needle = request.q === '*' ? '' : request.q.replace(/\*/g, '').toLowerCase();
  const matching = needle ? all.filter((item) => item.displayName.toLowerCase().includes(needle)) : [...all];
  if (matching.length > limit) return { items: matching, nextIndex: 0, total: matching.length };
  const start = request.nextIndex - 1;
  const end = start + request.size;
  return { items: matching.slice(start, end), nextIndex: end < matching.length ? end + 1 : 0, total: matching.length };
}
