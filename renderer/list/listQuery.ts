// The parameters of one list load (pure): the definition's params, the page as nextIndex (1-based
// offset + 1) or as the offset (fromIndex, startIndex), size, search, sort and advanced search.
import type { ListBlock } from '../../schemas/types/screen.ts';
import { pageToNextIndex } from '../../api/index.ts';

export interface ListQueryState {
  page: number;
  pageSize: number;
  q: string;
  sortBy?: string;
  sortOrder: 'ASC' | 'DESC';
  /** Advanced search values by attribute (empty ones are left out). */
  advanced: Record<string, string>;
}

/**
 * One load of a list: the data call's parameters (the page in the call's own paging style, built
 * by listQueryParams) and the page they ask for, zero-based with its size (none when the call does
 * not page), which the rows loaded are shown as. The one representation of the page the list keeps.
 */
export interface ListRequest {
  params: Record<string, unknown>;
  page?: { index: number; size: number };
}

export const DEFAULT_ADVANCED_ATTRIBUTES = ['FirstName', 'LastName', 'Email', 'TelephoneNumber'] as const;

/** 'FirstName:Jo,Email:j@x' from the filled advanced-search values. */
export function advSearchOf(advanced: Record<string, string>): string | undefined {
  const terms = Object.entries(advanced)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}:${value}`);
  return terms.length > 0 ? terms.join(',') : undefined;
}

/**
 * The attributes a list's advanced search offers: the list's own, else the client's setting
 * searchLookup (the global settings), else FirstName, LastName, Email, TelephoneNumber.
 */
export function advancedAttributes(block: ListBlock, searchLookup?: readonly string[]): string[] {
  if (!block.search?.advanced) return [];
  return [...(block.search.advanced.attributes ?? (searchLookup && searchLookup.length > 0 ? searchLookup : DEFAULT_ADVANCED_ATTRIBUTES))];
}

export function listQueryParams(block: ListBlock, fixed: Record<string, unknown>, state: ListQueryState, searchLookup?: readonly string[]): Record<string, unknown> {
  const paging = block.dataSource.paging ?? 'nextIndex';
  const params: Record<string, unknown> = { ...fixed };
  if (paging === 'nextIndex') {
    params.nextIndex = pageToNextIndex(state.page, state.pageSize);
    params.size = state.pageSize;
  } else if (paging === 'fromIndex' || paging === 'startIndex') {
    params[paging] = state.page * state.pageSize;
    params.size = state.pageSize;
  }
  if (block.search) {
    params[block.search.param ?? 'q'] = state.q.trim() === '' ? '*' : state.q.trim();
    if (block.search.advanced) {
      params.searchAttr = advancedAttributes(block, searchLookup).join(',');
      const adv = advSearchOf(state.advanced);
      if (adv) params.advSearch = adv;
    }
  }
  if (state.sortBy) {
    params[block.sort?.param ?? 'sortBy'] = state.sortBy;
    params.sortOrder = state.sortOrder;
  }
  return params;
}

/** Next sort after a header click: the same column flips the order, another starts ascending. */
export function nextSort(current: { sortBy?: string; sortOrder: 'ASC' | 'DESC' }, clicked: string): { sortBy: string; sortOrder: 'ASC' | 'DESC' } {
  if (current.sortBy === clicked) return { sortBy: clicked, sortOrder: current.sortOrder === 'ASC' ? 'DESC' : 'ASC' };
  return { sortBy: clicked, sortOrder: 'ASC' };
}
