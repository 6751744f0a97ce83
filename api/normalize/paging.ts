// Paging on the wire, for lists and the driver-resource list alike: the start index is 1-based
// (nextIndex = offset + 1, below 1 becomes 1), a size outside 1..300 becomes 10, an empty query is *.

export const MAX_PAGE_SIZE = 300;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export const WILDCARD_QUERY = '*';

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A size at or below 0, above 300 or not a whole number becomes 10. */
export function normalizePageSize(size: unknown): number {
  const n = toNumber(size);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE ? n : DEFAULT_PAGE_SIZE;
}

/** A start index (nextIndex, fromIndex) below 1, or not a number, becomes 1. */
export function normalizeStartIndex(index: unknown): number {
  const n = Math.floor(toNumber(index));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** A 0-based offset (startIndex) below 0, or not a number, becomes 0. */
export function normalizeOffset(index: unknown): number {
  const n = Math.floor(toNumber(index));
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** An empty (or blank) query becomes *. */
export function normalizeQuery(q: unknown): string {
  if (q === undefined || q === null) return WILDCARD_QUERY;
  const text = String(q);
  return text.trim() === '' ? WILDCARD_QUERY : text;
}

/** The wire's nextIndex for a zero-based offset: offset + 1. */
export function offsetToNextIndex(offset: number): number {
  return normalizeStartIndex(Math.floor(offset) + 1);
}

/** The wire's nextIndex of a zero-based page number with a page size. */
export function pageToNextIndex(page: number, size: number): number {
  return offsetToNextIndex(Math.max(0, Math.floor(page)) * normalizePageSize(size));
}

export type PagingStyle = 'nextIndex' | 'fromIndex' | 'startIndex' | 'none';

/**
 * Applies the paging rules to the paging fields present in `values` (query parameters or a request
 * body such as the driver-resource list's {q, size, nextIndex}): the start index of the style, size
 * (or pageSize) and q.
 */
export function normalizePagingFields<T extends Record<string, unknown>>(values: T, style: PagingStyle): T {
  if (style === 'none') return values;
  const out: Record<string, unknown> = { ...values };
  if (style in out && out[style] !== undefined) out[style] = style === 'startIndex' ? normalizeOffset(out[style]) : normalizeStartIndex(out[style]);
  // Most lists call the page size `size`; logging and entitlement-value lists call it `pageSize`.
  for (const key of ['size', 'pageSize']) if (out[key] !== undefined) out[key] = normalizePageSize(out[key]);
  if ('q' in out) out.q = normalizeQuery(out.q);
  return out as T;
}

/**
 * The user's saved page size, accepted only if it is among the options; otherwise the fallback
 * (the global defaultRowsPerPage).
 */
export function pageSizeFromPreference(
  saved: unknown,
  options: readonly number[] = PAGE_SIZE_OPTIONS,
  fallback: number = DEFAULT_PAGE_SIZE,
): number {
  const n = toNumber(saved);
  return options.includes(n) ? n : fallback;
}
