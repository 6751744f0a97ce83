// The picker's view state (tab, query, paging, dropdown, results) as a pure reducer. The selection
// itself is the widget's value and follows selection.ts.
import { normalizeQuery, pageToNextIndex } from '../../api/index.ts';
import { MAX_RESULTS, type PickerItem, type PickerPage, type PickerTab } from './types.ts';

export type ResultStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface PickerViewState {
  tab: PickerTab;
  query: string;
  /** Zero-based page. */
  page: number;
  pageSize: number;
  open: boolean;
  status: ResultStatus;
  items: PickerItem[];
  /** 1-based index of the next page's first row, 0 on the last page. */
  nextIndex: number;
  /** The answer held more than MAX_RESULTS items: none are shown. */
  tooMany: boolean;
}

export type PickerAction =
  | { type: 'open' }
  /** Escape: closes the dropdown, keeps the query. */
  | { type: 'close' }
  /** A click outside: closes the dropdown and clears the query. */
  | { type: 'clickOutside' }
  | { type: 'query'; query: string }
  | { type: 'tab'; tab: PickerTab }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'loading' }
  | { type: 'loaded'; page: PickerPage }
  | { type: 'failed' };

/** Tabs that load at once when chosen, without a search (their lists are trees or short lists). */
export const LOAD_AT_ONCE: ReadonlySet<PickerTab> = new Set<PickerTab>(['container', 'driverOrEntitlement', 'dropdown']);

export function initialViewState(tab: PickerTab, pageSize: number): PickerViewState {
  return { tab, query: '', page: 0, pageSize, open: false, status: 'idle', items: [], nextIndex: 0, tooMany: false };
}

/** The 1-based start index of a page: page size × page + 1. */
export function startIndex(state: Pick<PickerViewState, 'page' | 'pageSize'>): number {
  return pageToNextIndex(state.page, state.pageSize);
}

/** The query as sent: an empty search queries with '*'. */
export function wireQuery(query: string): string {
  return normalizeQuery(query.trim());
}

export function pickerReducer(state: PickerViewState, action: PickerAction): PickerViewState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'clickOutside':
      return state.open || state.query !== '' ? { ...state, open: false, query: '', page: state.query !== '' ? 0 : state.page } : state;
    case 'query':
      // A non-empty query resets paging (and fetches, after the debounce).
      return { ...state, query: action.query, page: action.query.trim() !== '' ? 0 : state.page, open: true };
    case 'tab':
      // Trees and drop-downs load at once and ignore the query; other tabs clear it.
      return {
        ...state,
        tab: action.tab,
        page: 0,
        query: LOAD_AT_ONCE.has(action.tab) ? state.query : '',
        status: 'idle',
        items: [],
        nextIndex: 0,
        tooMany: false,
      };
    case 'next':
      return state.nextIndex > 0 ? { ...state, page: state.page + 1 } : state;
    case 'prev':
      return state.page > 0 ? { ...state, page: state.page - 1 } : state;
    case 'loading':
      return { ...state, status: 'loading' };
    case 'loaded': {
      // Longer than 300: the answer's list, or the whole result when the server counts it.
      const tooMany = action.page.items.length > MAX_RESULTS || (action.page.total ?? 0) > MAX_RESULTS;
      return { ...state, status: 'loaded', items: tooMany ? [] : action.page.items, nextIndex: action.page.nextIndex, tooMany };
    }
    case 'failed':
      return { ...state, status: 'error', items: [], nextIndex: 0, tooMany: false };
  }
}
