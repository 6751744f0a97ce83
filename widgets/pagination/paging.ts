// Pagination rules: the 'Showing {first} to {last} of {totalRecords} entries' figures, Previous
// hidden on the first page and Next when nextIndex is 0 or -1, and the go-to-page box (below 1 or
// empty becomes 1, above the last page becomes the last page).

export interface PageState {
  /** Zero-based page. */
  page: number;
  pageSize: number;
  total: number;
  /** The server's next index: 0 or -1 means there is no next page. */
  nextIndex?: number;
  /** Rows on this page (when the total is unknown). */
  rowCount?: number;
}

export function lastPage(state: Pick<PageState, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(state.total / Math.max(1, state.pageSize)));
}

export function showingRange(state: PageState): { first: number; last: number; totalRecords: number } {
  if (state.total <= 0) return { first: 0, last: 0, totalRecords: 0 };
  const first = state.page * state.pageSize + 1;
  const last = Math.min(state.total, state.page * state.pageSize + (state.rowCount ?? state.pageSize));
  return { first, last, totalRecords: state.total };
}

export const hasPrevious = (state: PageState): boolean => state.page > 0;

export function hasNext(state: PageState): boolean {
  if (state.nextIndex !== undefined) return state.nextIndex !== 0 && state.nextIndex !== -1;
  return state.page + 1 < lastPage(state);
}

/** The 1-based page the go-to box jumps to: empty or below 1 is 1, above the last page is the last. */
export function goToPageNumber(input: string | number, last: number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, last));
}
