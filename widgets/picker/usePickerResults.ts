// Runs the picker's searches: a typed query waits for the debounce (1000 ms), a tab change or a
// page change searches at once; the superseded request is aborted and a late answer dropped
// (api/search.ts). Marks answer arrival and paint for the benchmark (scripts/bench-picker.ts).
import { useEffect, useReducer, useRef } from 'react';
import { createLatestSearch, type LatestSearch } from '../../api/index.ts';
import { initialViewState, LOAD_AT_ONCE, pickerReducer, startIndex, wireQuery, type PickerAction, type PickerViewState } from './pickerState.ts';
import { usePickerSources, type PickerSources, type SourceContext } from './sources/index.ts';
import type { PickerPage, PickerTab } from './types.ts';

/** Performance marks: the answer arrived, and the frame after it was committed. */
export const ANSWER_MARK = 'picker:answer';
export const PAINT_MARK = 'picker:painted';

interface SearchKey {
  tab: PickerTab;
  q: string;
  page: number;
}

export interface PickerResults {
  state: PickerViewState;
  dispatch(action: PickerAction): void;
  /** Typing: the query is searched after the debounce. */
  typeQuery(query: string): void;
  chooseTab(tab: PickerTab): void;
  next(): void;
  prev(): void;
  /** Searches the current tab, query and page at once (dropdown opened, context changed). */
  reload(): void;
}

export function usePickerResults(initialTab: PickerTab, pageSize: number, context: SourceContext): PickerResults {
  const [state, dispatch] = useReducer(pickerReducer, undefined, () => initialViewState(initialTab, pageSize));
  const sources = usePickerSources();
  const contextRef = useRef<{ context: SourceContext; sources: PickerSources }>({ context, sources });
  useEffect(() => {
    contextRef.current = { context, sources };
  });

  // The search runs outside React; its callbacks read the latest context when they run.
  const searchRef = useRef<LatestSearch | null>(null);
  useEffect(() => {
    const search = createLatestSearch<PickerPage>({
      run: (term, signal) => {
        const key = JSON.parse(term) as SearchKey;
        const source = contextRef.current.sources.source(key.tab);
        if (!source) return Promise.reject(new Error(`no data source declared for the picker tab '${key.tab}'`));
        return source({ q: wireQuery(key.q), nextIndex: startIndex({ page: key.page, pageSize }), size: pageSize, signal }, contextRef.current.context);
      },
      onResult: (page) => {
        performance.mark(ANSWER_MARK);
        dispatch({ type: 'loaded', page });
      },
      onError: () => dispatch({ type: 'failed' }),
      onLoading: (loading) => loading && dispatch({ type: 'loading' }),
    });
    searchRef.current = search;
    // Trees and drop-downs load at once, so that auto-select-first works before the dropdown opens.
    if (LOAD_AT_ONCE.has(initialTab)) search.searchNow(JSON.stringify({ tab: initialTab, q: '', page: 0 } satisfies SearchKey));
    return () => {
      search.cancel();
      searchRef.current = null;
    };
  }, [pageSize, initialTab]);

  // The frame after the answer's commit: the results are painted.
  useEffect(() => {
    if (state.status !== 'loaded') return undefined;
    const frame = requestAnimationFrame(() => performance.mark(PAINT_MARK));
    return () => cancelAnimationFrame(frame);
  }, [state.items, state.status]);

  const key = (tab: PickerTab, q: string, page: number) => JSON.stringify({ tab, q, page } satisfies SearchKey);
  return {
    state,
    dispatch,
    typeQuery(query) {
      dispatch({ type: 'query', query });
      searchRef.current?.search(key(state.tab, query, query.trim() !== '' ? 0 : state.page));
    },
    chooseTab(tab) {
      dispatch({ type: 'tab', tab });
      searchRef.current?.searchNow(key(tab, LOAD_AT_ONCE.has(tab) ? state.query : '', 0));
    },
    next() {
      if (state.nextIndex <= 0) return;
      dispatch({ type: 'next' });
      searchRef.current?.searchNow(key(state.tab, state.query, state.page + 1));
    },
    prev() {
      if (state.page <= 0) return;
      dispatch({ type: 'prev' });
      searchRef.current?.searchNow(key(state.tab, state.query, state.page - 1));
    },
    reload() {
      searchRef.current?.searchNow(key(state.tab, state.query, state.page));
    },
  };
}
