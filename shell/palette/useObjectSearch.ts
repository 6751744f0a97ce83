// The palette's search of objects by name: after the pickers' debounce, the superseded search
// aborted and a late answer dropped (api/search.ts); nothing searched below MIN_OBJECT_QUERY letters.
import { useEffect, useRef, useState } from 'react';
import { createLatestSearch, SEARCH_DEBOUNCE_MS, type LatestSearch } from '../../api/index.ts';
import type { ObjectKind } from '../../schemas/types/area.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { MIN_OBJECT_QUERY, searchObjects, type FoundObject } from './objects.ts';

/** idle: nothing to search; waiting: the answer for the query typed is not in yet (debounce or call). */
export type ObjectSearchStatus = 'idle' | 'waiting' | 'done' | 'failed';

export interface ObjectSearch {
  status: ObjectSearchStatus;
  /** The objects found; while waiting, those of the previous query, so that the list does not jump. */
  found: FoundObject[];
}

interface Answered {
  term: string;
  found: FoundObject[];
  failed: boolean;
}

export function useObjectSearch(call: CallFn, kinds: readonly ObjectKind[], query: string, delayMs = SEARCH_DEBOUNCE_MS): ObjectSearch {
  const [answered, setAnswered] = useState<Answered>({ term: '', found: [], failed: false });
  const search = useRef<LatestSearch | null>(null);

  useEffect(() => {
    const latest = createLatestSearch<FoundObject[]>({
      run: (term, signal) => searchObjects(call, kinds, term, signal),
      onResult: (found, term) => setAnswered({ term, found, failed: false }),
      onError: (_error, term) => setAnswered({ term, found: [], failed: true }),
      delayMs,
    });
    search.current = latest;
    return () => latest.cancel();
  }, [call, kinds, delayMs]);

  const term = query.trim();
  const searchable = kinds.length > 0 && term.length >= MIN_OBJECT_QUERY;
  useEffect(() => {
    if (searchable) search.current?.search(term);
    else search.current?.cancel();
  }, [term, searchable, kinds]);

  if (!searchable) return { status: 'idle', found: [] };
  if (answered.term !== term) return { status: 'waiting', found: answered.found };
  return { status: answered.failed ? 'failed' : 'done', found: answered.found };
}
