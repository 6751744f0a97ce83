// A list's state in one hook, in the spirit of react-admin's useListController: its page sizes,
// the user's saved preferences (columns, page size), the query (search, sort, paging, filters →
// the call's parameters), the saved views, the page of rows loaded for the query, and the
// selection. ListView draws what it answers; a list drawn otherwise would use it the same way.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { useRegistries } from '../core/registries.ts';
import { shownColumns } from './listColumns.ts';
import { pageSizing } from './pageSizing.ts';
import { useListData } from './useListData.ts';
import { useListPreferences } from './useListPreferences.ts';
import { useListQuery } from './useListQuery.ts';
import { useListSelection } from './useListSelection.ts';
import { useSavedViews } from './views/useSavedViews.ts';
import { appliedView, captureView } from './views/viewState.ts';

/** viewsId: the list's id for saved views (its data call); without it the list has no views. */
export function useListController(block: ListBlock, viewsId: string | undefined) {
  const { t } = useTranslation();
  const { settings } = useScreenEnvironment();
  const registries = useRegistries();
  const { options: pageSizeOptions, defaultSize } = useMemo(
    () => pageSizing(block.paging, { defaultRowsPerPage: settings.defaultRowsPerPage, optionsRowsPerPage: settings.optionsRowsPerPage }),
    [block.paging, settings.defaultRowsPerPage, settings.optionsRowsPerPage],
  );
  const preferences = useListPreferences(block.preferences, pageSizeOptions, defaultSize);
  const query = useListQuery(block, preferences);
  // The declared columns the user's preference shows, in its order.
  const declaredColumns = useMemo(() => shownColumns(block, preferences.columns, t, registries.cellRenderers), [block, preferences.columns, t, registries.cellRenderers]);
  const views = useSavedViews(viewsId, preferences.ready, {
    capture: (name) =>
      captureView(block, name, { search: query.searched, sortBy: query.sortBy, sortOrder: query.sortOrder, filters: query.filters.applied, columns: declaredColumns.map((c) => c.column), pageSize: preferences.pageSize }),
    apply: (view) => {
      const state = appliedView(block, view, pageSizeOptions);
      query.applyView(state);
      preferences.applyView(state);
    },
  });
  // The rows load once the saved preferences and views are read (no load with defaults first).
  const { page, loading, reloadAfterChange } = useListData(block, query.request, preferences.ready && views.ready);
  const selection = useListSelection(block, page.rows);
  return { pageSizeOptions, preferences, query, declaredColumns, views, page, loading, reloadAfterChange, selection };
}

export type ListController = ReturnType<typeof useListController>;
