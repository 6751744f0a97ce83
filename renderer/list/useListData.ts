// A list's rows: one load of the data call per change of the parameters, the latest winning (each
// load aborts the one in flight, api/search.ts), and a load again after the page's reload signal
// and after each change reported on the list's live topic.
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { createLatestSearch } from '../../api/index.ts';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { resolveBody } from '../core/bindings.ts';
import { useDynamicCall, useScreenEnvironment } from '../../widgets/environment.tsx';
import { useRegistries } from '../core/registries.ts';
import type { ListRequest } from './listQuery.ts';
import { readPage, type Page } from './listPage.ts';
import { failureText } from '../core/failures.ts';
import { usePageReload } from '../core/pageReload.tsx';
import { holds } from '../core/conditions.ts';
import { useLiveTopic } from '../core/useLiveTopic.ts';

/** A POST data call's body (e.g. a role's child roles): its template, read once per route. */
export function useListBody(block: ListBlock): unknown {
  const routeParams = useParams();
  const { user, settings } = useScreenEnvironment();
  return useMemo(() => (block.dataSource.body === undefined ? undefined : resolveBody(block.dataSource.body, { route: routeParams, user, settings })), [block.dataSource.body, routeParams, user, settings]);
}

/** Loads `request` once `ready` (the saved preferences are read). */
export function useListData(block: ListBlock, request: ListRequest, ready: boolean) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const call = useDynamicCall();
  const { notify, user, settings } = useScreenEnvironment();
  const { transforms } = useRegistries();
  const [page, setPage] = useState<Page>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);

  const body = useListBody(block);

  // Latest wins: each load aborts the one before (api/search.ts). The "term" of a load is its request.
  const loader = useMemo(
    () =>
      createLatestSearch<Page, ListRequest>({
        run: async ({ params }, signal) => readPage(block, await call(block.dataSource.call, params, body, { signal }), transforms),
        onResult: (result, { page: asked }) => {
          performance.mark('renderer:list:data');
          setPage({ ...result, ...(asked ? { index: asked.index, size: asked.size } : {}) });
        },
        onError: (error) => {
          setPage({ rows: [], total: 0 });
          notify({ status: 'error', message: failureText(error, t) });
        },
        onLoading: setLoading,
      }),
    [block, body, call, notify, t, transforms],
  );
  useEffect(() => () => loader.cancel(), [loader]);

  // Every change of the request loads at once (the search text arrives debounced); a newer load
  // aborts the one in flight. The request as JSON says when it changed.
  const key = JSON.stringify(request);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the request changes when its JSON does
  const current = useMemo(() => request, [key]);
  const pageReload = usePageReload();
  const generation = pageReload?.generation ?? 0;
  useEffect(() => {
    if (ready) loader.searchNow(current);
  }, [loader, current, ready, generation]);

  // While a row meets the refresh condition (an operation still running), load again after a while.
  const refresh = block.refresh;
  const refreshing = useMemo(
    () => refresh !== undefined && page.rows.some((row) => holds(refresh.while, { route: routeParams, user, settings, item: row })),
    [refresh, page.rows, routeParams, user, settings],
  );
  useEffect(() => {
    if (!refreshing || !ready) return undefined;
    // Quietly: the rows stay and no loading indicator shows.
    const timer = setTimeout(() => loader.searchNow(current, { quiet: true }), (refresh?.everySeconds ?? 2) * 1000);
    return () => clearTimeout(timer);
  }, [refreshing, page, loader, current, ready, refresh]);

  // A change reported on the list's live topic (a task arrived): load again, quietly.
  useLiveTopic(block.liveTopic, () => {
    if (ready) loader.searchNow(current, { quiet: true });
  });

  useLayoutEffect(() => {
    if (page.rows.length > 0) performance.mark('renderer:list:rows');
  }, [page]);

  const reload = useCallback(() => loader.searchNow(current), [loader, current]);
  return {
    page,
    loading,
    /** After a change, the whole page loads again (a detail page's other lists and object too); a list screen reloads this list. */
    reloadAfterChange: () => (pageReload ? pageReload.reload() : reload()),
  };
}
