// A dialog's member list, paged from the server: a debounced search (latest wins, superseded
// requests aborted), Prev/Next, loading and failure.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createLatestSearch, pageToNextIndex } from '../../api/index.ts';
import { wireQuery } from '../picker/pickerState.ts';
import type { PickerItem, PickerPage } from '../picker/types.ts';

export type MemberLoader = (request: { q: string; nextIndex: number; size: number }, signal: AbortSignal) => Promise<PickerPage>;

export interface MemberPages {
  query: string;
  setQuery(query: string): void;
  page: number;
  items: PickerItem[];
  status: 'loading' | 'loaded' | 'error';
  hasNext: boolean;
  next(): void;
  prev(): void;
}

export function useMemberPages(load: MemberLoader | undefined, pageSize: number): MemberPages {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<{ status: MemberPages['status']; items: PickerItem[]; nextIndex: number }>({ status: 'loading', items: [], nextIndex: 0 });

  const search = useMemo(
    () =>
      load &&
      createLatestSearch<PickerPage>({
        run: (term, signal) => {
          const request = JSON.parse(term) as { q: string; page: number };
          return load({ q: wireQuery(request.q), nextIndex: pageToNextIndex(request.page, pageSize), size: pageSize }, signal);
        },
        onResult: (answer) => setResult({ status: 'loaded', items: answer.items, nextIndex: answer.nextIndex }),
        onError: () => setResult({ status: 'error', items: [], nextIndex: 0 }),
        onLoading: (loading) => loading && setResult((current) => ({ ...current, status: 'loading' })),
      }),
    [load, pageSize],
  );

  useEffect(() => {
    if (!search) return undefined;
    search.searchNow(JSON.stringify({ q: '', page: 0 }));
    return () => search.cancel();
  }, [search]);

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      setPage(0);
      search?.search(JSON.stringify({ q: next, page: 0 }));
    },
    [search],
  );
  const goTo = (target: number) => {
    setPage(target);
    search?.searchNow(JSON.stringify({ q: query, page: target }));
  };

  return {
    query,
    setQuery,
    page,
    items: result.items,
    status: result.status,
    hasNext: result.nextIndex > 0,
    next: () => result.nextIndex > 0 && goTo(page + 1),
    prev: () => page > 0 && goTo(page - 1),
  };
}
