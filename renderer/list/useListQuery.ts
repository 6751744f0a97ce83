// What a list asks its data call for: the page, the search text (debounced), the sort, the advanced
// search and the filters, turned into the call's parameters. The pure part is in listQuery.ts and
// filters.ts; this hook holds the state and the debounce.
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../api/index.ts';
// The whole catalogue (not in the shell's first load: screens are lazy chunks), for the declared
// types of filter parameters.
import { catalogue, type CallName } from '../../api/calls/index.ts';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { resolveParams } from '../core/bindings.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { activeFilterCount, defaultFilterValues, filterParams, filterPreferenceBody, filtersFromPreference, filtersFromQuery } from './filters.ts';
import { listQueryParams, nextSort, type ListQueryState, type ListRequest } from './listQuery.ts';
import type { ListPreferences } from './useListPreferences.ts';

export function useListQuery(block: ListBlock, preferences: ListPreferences) {
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  const [query, setQuery] = useState<Omit<ListQueryState, 'pageSize'>>({ page: 0, q: '', sortBy: block.sort?.by, sortOrder: block.sort?.order ?? 'ASC', advanced: {} });

  const fixed = useMemo(() => resolveParams(block.dataSource.params, { route: routeParams, user, settings }), [block.dataSource.params, routeParams, user, settings]);
  // Filters: the user's applied values, else those a link asks for in the URL query (a dashboard
  // count opens /history?status=pending), else the saved preference (read before the first load),
  // else the defaults.
  const filters = useMemo(() => block.filters ?? [], [block.filters]);
  const [searchParams] = useSearchParams();
  const [userFilters, setUserFilters] = useState<Record<string, unknown> | undefined>();
  const linkedFilters = useMemo(() => filtersFromQuery(filters, searchParams), [filters, searchParams]);
  const appliedFilters = useMemo(
    () => userFilters ?? linkedFilters ?? filtersFromPreference(filters, preferences.savedFilters) ?? defaultFilterValues(filters),
    [userFilters, linkedFilters, filters, preferences.savedFilters],
  );
  const applyFilters = (values: Record<string, unknown>) => {
    setUserFilters(values);
    setQuery((q) => ({ ...q, page: 0 }));
    preferences.saveFilters(filterPreferenceBody(filters, values));
  };
  const params = useMemo(() => {
    // The call's catalogue entry says whether a filter's parameter takes a list or one value (the
    // browser build keeps only the type 'array': a declared parameter without one takes one value).
    const declared = catalogue[block.dataSource.call as CallName]?.query;
    const filterValues = filterParams(filters, appliedFilters, (param) => (declared && param in declared ? (declared[param]?.type ?? 'string') : undefined));
    return listQueryParams(block, { ...fixed, ...filterValues }, { ...query, pageSize: preferences.pageSize }, settings.searchLookup);
  }, [block, fixed, filters, appliedFilters, query, preferences.pageSize, settings.searchLookup]);

  // One load's request: the parameters and the page they ask for (none when the call does not page).
  const paged = (block.dataSource.paging ?? 'nextIndex') !== 'none';
  const request = useMemo<ListRequest>(
    () => ({ params, ...(paged ? { page: { index: query.page, size: preferences.pageSize } } : {}) }),
    [params, paged, query.page, preferences.pageSize],
  );

  // The search box: its text becomes the query after the debounce (Enter searches at once).
  const [searchText, setSearchText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.q === searchText ? q : { ...q, q: searchText, page: 0 })), block.search?.debounceMs ?? SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, block.search?.debounceMs]);

  // A saved view: its search, sort and filters at once, from the first page (the filters are not
  // saved as the filter preference: the view keeps them).
  const applyView = (view: { search: string; sortBy?: string; sortOrder: 'ASC' | 'DESC'; filters: Record<string, unknown> }) => {
    setSearchText(view.search);
    setQuery({ page: 0, q: view.search, sortBy: view.sortBy, sortOrder: view.sortOrder, advanced: {} });
    setUserFilters(view.filters);
  };

  return {
    /** The page (zero-based) and sort asked for; the page size is the preferences'. */
    page: query.page,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    /** The data call's parameters. */
    params,
    /** What one load asks: the parameters and the page (useListData). */
    request,
    search: { text: searchText, setText: setSearchText, now: () => setQuery((q) => ({ ...q, q: searchText, page: 0 })) },
    searchAdvanced: (advanced: Record<string, string>) => setQuery((q) => ({ ...q, advanced, page: 0 })),
    sort: (sortKey: string) => setQuery((q) => ({ ...q, ...nextSort(q, sortKey), page: 0 })),
    goToPage: (page: number) => setQuery((q) => ({ ...q, page })),
    firstPage: () => setQuery((q) => ({ ...q, page: 0 })),
    filters: { list: filters, applied: appliedFilters, active: activeFilterCount(filters, appliedFilters), apply: applyFilters },
    /** The search as applied (not the text still being typed). */
    searched: query.q,
    applyView,
  };
}

export type ListQuery = ReturnType<typeof useListQuery>;
