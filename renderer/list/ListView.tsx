// A paged, searchable, sortable list: the body of a list screen, or a list inside a detail page.
// Rows come from one named call; stale loads are aborted (api/search.ts); the table and the
// pagination bar are the registered dataTable and pagination widgets.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import TuneIcon from '@mui/icons-material/Tune';
import { createLatestSearch, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../api/index.ts';
// The whole catalogue (not in the shell's first load: screens are lazy chunks), for the declared
// types of filter parameters.
import { catalogue, type CallName } from '../../api/calls/index.ts';
import { transforms } from '../../api/transforms/index.ts';
import { cellRenderers } from '../../widgets/dataTable/cells.tsx';
import type { TableColumn } from '../../widgets/dataTable/DataTable.tsx';
import { widgetRegistry } from '../../widgets/registry.tsx';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { resolveBody, resolveParams } from '../core/bindings.ts';
import { useDynamicCall, useRenderer } from '../core/environment.tsx';
import { failureText } from '../core/failures.ts';
import { fillRoute, getPath } from '../../api/normalize/paths.ts';
import { usePageReload } from '../core/pageReload.tsx';
import type { ActionResult } from '../core/runAction.ts';
import { useActionRunner } from '../core/useActionRunner.tsx';
import { activeFilterCount, defaultFilterValues, filterParams, filterPreferenceBody, filtersFromPreference } from './filters.ts';
import { DEFAULT_ADVANCED_ATTRIBUTES, listQueryParams, nextSort, type ListQueryState } from './listQuery.ts';
import { useListPreferences } from './useListPreferences.ts';

interface Page {
  rows: Record<string, unknown>[];
  total: number;
  nextIndex?: number;
  /** The page (zero-based) and size these rows were loaded for: the pagination bar describes the rows shown. */
  index?: number;
  size?: number;
}

/** The page and size a load asked for, from its parameters. */
function requestedPage(request: string): { index?: number; size?: number } {
  const params = JSON.parse(request) as { nextIndex?: number; fromIndex?: number; size?: number };
  if (!params.size) return {};
  const offset = params.nextIndex !== undefined ? params.nextIndex - 1 : (params.fromIndex ?? 0);
  return { index: Math.floor(offset / params.size), size: params.size };
}

// The filter form needs the form engine: it loads when the filter bar first opens.
const FilterBar = lazy(() => import('./FilterBar.tsx'));

const DataTable = widgetRegistry.dataTable.component;
const Pagination = widgetRegistry.pagination.component;

function readPage(block: ListBlock, answer: unknown): Page {
  const raw = getPath(answer, block.dataSource.itemsPath);
  const items = block.dataSource.transform ? transforms[block.dataSource.transform](raw) : raw;
  const rows = Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
  const total = Number(getPath(answer, block.dataSource.totalPath ?? 'totalSize') ?? rows.length);
  const next = getPath(answer, block.dataSource.nextIndexPath ?? 'nextIndex');
  return { rows, total: Number.isFinite(total) ? total : rows.length, nextIndex: typeof next === 'number' ? next : next !== undefined ? Number(next) : undefined };
}

/** The selected keys of the rows a feedback answer lists as failed (by the row key, id or dn). */
function failedSelection(rows: Record<string, unknown>[], rowKey: string, selected: Set<string>, failedIds: string[]): Set<string> {
  const failed = new Set(failedIds);
  const isFailed = (row: Record<string, unknown>) => [getPath(row, rowKey), row.id, row.dn].some((v) => v !== undefined && failed.has(String(v)));
  return new Set(rows.filter((row) => selected.has(String(getPath(row, rowKey))) && isFailed(row)).map((row) => String(getPath(row, rowKey))));
}

export function ListView({ block }: { block: ListBlock }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const call = useDynamicCall();
  const { notify, user, settings } = useRenderer();
  const pageSizeOptions = block.paging?.pageSizeOptions ?? settings.optionsRowsPerPage ?? PAGE_SIZE_OPTIONS;
  const fallbackSize = block.paging?.defaultPageSize ?? settings.defaultRowsPerPage ?? DEFAULT_PAGE_SIZE;
  const preferences = useListPreferences(block.preferences, pageSizeOptions, fallbackSize);

  const [query, setQuery] = useState<Omit<ListQueryState, 'pageSize'>>({ page: 0, q: '', sortBy: block.sort?.by, sortOrder: block.sort?.order ?? 'ASC', advanced: {} });
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [page, setPage] = useState<Page>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  const fixed = useMemo(() => resolveParams(block.dataSource.params, { route: routeParams, user, settings }), [block.dataSource.params, routeParams, user, settings]);
  // A POST data call (e.g. a role's child roles) sends its body template, read once per route.
  const body = useMemo(() => (block.dataSource.body === undefined ? undefined : resolveBody(block.dataSource.body, { route: routeParams, user, settings })), [block.dataSource.body, routeParams, user, settings]);
  // Filters: the user's applied values, else the saved preference (read before the first load), else the defaults.
  const filters = useMemo(() => block.filters ?? [], [block.filters]);
  const [showFilters, setShowFilters] = useState(false);
  const [userFilters, setUserFilters] = useState<Record<string, unknown> | undefined>();
  const appliedFilters = useMemo(
    () => userFilters ?? filtersFromPreference(filters, preferences.savedFilters) ?? defaultFilterValues(filters),
    [userFilters, filters, preferences.savedFilters],
  );
  const applyFilters = (values: Record<string, unknown>) => {
    setUserFilters(values);
    setQuery((q) => ({ ...q, page: 0 }));
    preferences.saveFilters(filterPreferenceBody(filters, values));
  };
  const activeFilters = activeFilterCount(filters, appliedFilters);
  const params = useMemo(() => {
    // The call's catalogue entry says whether a filter's parameter takes a list or one value (the
    // browser build keeps only the type 'array': a declared parameter without one takes one value).
    const declared = catalogue[block.dataSource.call as CallName]?.query;
    const filterValues = filterParams(filters, appliedFilters, (param) => (declared && param in declared ? (declared[param]?.type ?? 'string') : undefined));
    return listQueryParams(block, { ...fixed, ...filterValues }, { ...query, pageSize: preferences.pageSize });
  }, [block, fixed, filters, appliedFilters, query, preferences.pageSize]);

  // Latest wins: each load aborts the one before (api/search.ts). The "term" of a load is its
  // parameters as JSON.
  const loader = useMemo(
    () =>
      createLatestSearch<Page>({
        run: async (request, signal) => readPage(block, await call(block.dataSource.call, JSON.parse(request) as Record<string, unknown>, body, { signal })),
        onResult: (result, request) => {
          performance.mark('renderer:list:data');
          setPage({ ...result, ...requestedPage(request) });
        },
        onError: (error) => {
          setPage({ rows: [], total: 0 });
          notify({ status: 'error', message: failureText(error, t) });
        },
        onLoading: setLoading,
      }),
    [block, body, call, notify, t],
  );
  useEffect(() => () => loader.cancel(), [loader]);

  // Every change of the parameters loads at once (the search text arrives debounced, below);
  // a newer load aborts the one in flight.
  const request = JSON.stringify(params);
  const pageReload = usePageReload();
  const generation = pageReload?.generation ?? 0;
  useEffect(() => {
    if (preferences.ready) loader.searchNow(request);
  }, [loader, request, preferences.ready, generation]);

  // The search box: its text becomes the query after the debounce (Enter searches at once).
  const [searchText, setSearchText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.q === searchText ? q : { ...q, q: searchText, page: 0 })), block.search?.debounceMs ?? SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, block.search?.debounceMs]);

  useLayoutEffect(() => {
    if (page.rows.length > 0) performance.mark('renderer:list:rows');
  }, [page]);

  const reload = useCallback(() => loader.searchNow(request), [loader, request]);

  const columns: TableColumn[] = useMemo(() => {
    const all = block.columns.map((c): TableColumn => ({
      column: c.attribute,
      displayLabel: t(c.labelKey),
      isSortable: c.sortable,
      sortKey: c.sortKey,
      isclickable: c.clickable,
      width: c.width,
      cell: cellRenderers[c.renderer ?? 'text'],
      cellOptions: c.rendererOptions as Record<string, unknown> | undefined,
    }));
    const shown = preferences.columns ?? block.defaultColumns ?? block.columns.filter((c) => !c.hidden).map((c) => c.attribute);
    const ordered = shown.map((id) => all.find((c) => c.column === id)).filter((c): c is TableColumn => c !== undefined);
    return ordered.length > 0 ? ordered : all;
  }, [block.columns, block.defaultColumns, preferences.columns, t]);
  const allColumns = useMemo(() => block.columns.map((c) => ({ column: c.attribute, displayLabel: t(c.labelKey) })), [block.columns, t]);

  const rowKey = block.rowKey ?? 'dn';
  const rowHref = useMemo(() => (block.rowLink ? (row: Record<string, unknown>) => `#${fillRoute(block.rowLink!.route, block.rowLink!.params, row)}` : undefined), [block.rowLink]);
  const actions = block.actions ?? [];
  const rowActions = actions.filter((a) => a.selection === 'single' || a.selection === 'multi');
  const selectable = block.selectable ?? rowActions.length > 0;
  const selectedRows = () => page.rows.filter((row) => selected.has(String(getPath(row, rowKey))));
  // After a change, the whole page loads again (a detail page's other lists and object too).
  const afterAction = (result: ActionResult) => {
    // Rows the server says failed stay selected, so that the user may see them and try again.
    setSelected((current) => failedSelection(page.rows, rowKey, current, result.failedIds));
    if (pageReload) pageReload.reload();
    else reload();
  };
  const runner = useActionRunner(() => ({ rows: selectedRows() }), afterAction);

  const advancedAttributes = block.search?.advanced ? (block.search.advanced.attributes ?? [...DEFAULT_ADVANCED_ATTRIBUTES]) : [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {block.search && (
          <TextField
            size="small"
            type="search"
            value={searchText}
            placeholder={block.search.placeholderKey ? t(block.search.placeholderKey) : t('renderer.list.search')}
            onChange={(event) => setSearchText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && setQuery((q) => ({ ...q, q: searchText, page: 0 }))}
            slotProps={{ htmlInput: { 'aria-label': t('renderer.list.search') } }}
            sx={{ minWidth: 260 }}
          />
        )}
        {advancedAttributes.length > 0 && (
          <Tooltip title={t('renderer.list.advancedSearch')}>
            <IconButton aria-label={t('renderer.list.advancedSearch')} aria-expanded={showAdvanced} onClick={() => setShowAdvanced((s) => !s)}>
              <TuneIcon />
            </IconButton>
          </Tooltip>
        )}
        {filters.length > 0 && (
          <Button
            variant={showFilters ? 'contained' : 'outlined'}
            aria-expanded={showFilters}
            aria-label={activeFilters > 0 ? t('renderer.filters.toggleActive', { count: activeFilters }) : t('renderer.filters.toggle')}
            startIcon={
              <Badge badgeContent={activeFilters} color="secondary">
                <FilterListIcon />
              </Badge>
            }
            onClick={() => setShowFilters((s) => !s)}
          >
            {t('renderer.filters.toggle')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {actions
          .filter((a) => (a.selection ?? 'none') === 'none' && runner.state(a).visible)
          .map((action) => (
            <Button key={action.id} variant="contained" disabled={!runner.state(action).enabled} startIcon={action.icon === 'PersonAdd' || action.icon === 'Add' ? <AddIcon /> : undefined} onClick={() => runner.start(action)}>
              {t(action.labelKey)}
            </Button>
          ))}
      </Stack>
      {advancedAttributes.length > 0 && (
        <Collapse in={showAdvanced}>
          <AdvancedSearch attributes={advancedAttributes} onSearch={(advanced) => setQuery((q) => ({ ...q, advanced, page: 0 }))} />
        </Collapse>
      )}
      {filters.length > 0 && (
        <Collapse in={showFilters} unmountOnExit>
          <Suspense fallback={null}>
            <FilterBar key={JSON.stringify(appliedFilters)} filters={filters} applied={appliedFilters} onApply={applyFilters} />
          </Suspense>
        </Collapse>
      )}
      <DataTable
        columns={columns}
        rows={page.rows}
        rowKey={rowKey}
        tableName={block.tableNameKey ? t(block.tableNameKey) : t('renderer.list.rows')}
        loading={loading || runner.busy}
        selectable={selectable}
        selected={selected}
        onSelectionChange={setSelected}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onSort={(sortKey) => setQuery((q) => ({ ...q, ...nextSort(q, sortKey), page: 0 }))}
        rowHref={rowHref}
        multiSelectButtons={rowActions.map((a) => ({ btnId: a.id, btnName: t(a.labelKey), disableMultiAction: a.disableMultiAction || a.selection === 'single' }))}
        onMultiSelectAction={(id) => {
          const action = rowActions.find((a) => a.id === id);
          if (action) runner.start(action);
        }}
        customization={block.preferences?.columns ? { allColumns, onChange: preferences.saveColumns } : undefined}
      />
      {block.dataSource.paging !== 'none' && (
        <Pagination
          page={page.index ?? query.page}
          pageSize={page.size ?? preferences.pageSize}
          total={page.total}
          nextIndex={page.nextIndex}
          rowCount={page.rows.length}
          pageSizeOptions={pageSizeOptions}
          onPageChange={(p) => setQuery((q) => ({ ...q, page: p }))}
          onPageSizeChange={(size) => {
            preferences.savePageSize(size);
            setQuery((q) => ({ ...q, page: 0 }));
          }}
        />
      )}
      {runner.dialogs}
    </Stack>
  );
}

function AdvancedSearch({ attributes, onSearch }: { attributes: readonly string[]; onSearch(values: Record<string, string>): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('renderer.list.advancedSearch')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {attributes.map((attribute) => (
        <TextField
          key={attribute}
          size="small"
          label={t(`renderer.attribute.${attribute}`, { defaultValue: attribute })}
          value={values[attribute] ?? ''}
          onChange={(event) => setValues((v) => ({ ...v, [attribute]: event.target.value }))}
        />
      ))}
      <Button type="submit" variant="outlined">
        {t('renderer.list.searchButton')}
      </Button>
      <Button
        onClick={() => {
          setValues({});
          onSearch({});
        }}
      >
        {t('renderer.list.clear')}
      </Button>
    </Box>
  );
}
