// The wire rules of list endpoints, in one place:
// - `nextIndex` is 1-based (the zero-based offset + 1); missing, invalid or below 1 means 1;
// - a page size outside 1..300 (or not a number) becomes 10;
// - an empty (or missing) query becomes `*`.

export const MAX_PAGE_SIZE = 300;
export const DEFAULT_PAGE_SIZE = 10;

export interface PageRequest {
  /** Zero-based offset of the first row (SQL OFFSET). */
  offset: number;
  /** Rows per page (SQL LIMIT). */
  size: number;
  /** The search text; `*` when the client sent none. */
  q: string;
}

/** A whole number in the safe range (beyond it, as "99999999999999999999", is no index: undefined). */
function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
  return number !== undefined && Number.isSafeInteger(number) ? number : undefined;
}

export function pageSize(value: unknown): number {
  const size = toInteger(value);
  return size !== undefined && size >= 1 && size <= MAX_PAGE_SIZE ? size : DEFAULT_PAGE_SIZE;
}

export function searchText(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : '*';
}

/** Reads the paging of a request's query (or body): `{ nextIndex, size, q }`. */
export function pageRequest(input: { nextIndex?: unknown; size?: unknown; q?: unknown }): PageRequest {
  const nextIndex = toInteger(input.nextIndex);
  return {
    offset: nextIndex !== undefined && nextIndex >= 1 ? nextIndex - 1 : 0,
    size: pageSize(input.size),
    q: searchText(input.q),
  };
}

/**
 * The `nextIndex` to answer: the 1-based index of the next page's first row, or 0 when this page
 * is the last (the console hides "Next" for 0 or -1).
 */
export function nextIndexAfter(page: PageRequest, total: number): number {
  const next = page.offset + page.size;
  return next < total ? next + 1 : 0;
}

/**
 * The SQL LIKE pattern for a search text: `*` is the wildcard, a text without one matches as a
 * prefix ("smi" finds "Smith"). Use with `LIKE ? ESCAPE '\'`.
 */
export function likePattern(q: string): string {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '%');
  return escaped.endsWith('%') ? escaped : `${escaped}%`;
}
