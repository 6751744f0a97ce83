// Between a list's state and a saved view (pure): what a view records of the list, and what the
// list becomes when a view is applied. A view is applied only as far as it still fits the list's
// definition: unknown filters and columns are left out, a page size the list does not offer and
// a sort on a column that is no longer sortable are ignored.
import { defaultView, type FilterValue, type SavedView } from '../../../domain/savedViews.ts';
import type { ListBlock } from '../../../schemas/types/screen.ts';
import { defaultFilterValues, savedFilterValues } from '../filters.ts';

/** What of a list a view records. */
export interface ListViewState {
  search: string;
  sortBy?: string;
  sortOrder: 'ASC' | 'DESC';
  filters: Record<string, unknown>;
  columns: readonly string[];
  pageSize: number;
}

/** The list's state as a view of that name. */
export function captureView(block: ListBlock, name: string, state: ListViewState): SavedView {
  const filters = savedFilterValues(block.filters ?? [], state.filters) as Record<string, FilterValue>;
  return {
    name: name.trim(),
    ...(state.search.trim() !== '' ? { search: state.search.trim() } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(state.sortBy ? { sort: { by: state.sortBy, order: state.sortOrder } } : {}),
    ...(state.columns.length > 0 ? { columns: [...state.columns] } : {}),
    pageSize: state.pageSize,
  };
}

/** The list's state when a view is applied; what the view does not say is the list's default. */
export function appliedView(block: ListBlock, view: SavedView, pageSizeOptions: readonly number[]): Partial<ListViewState> & Pick<ListViewState, 'search' | 'sortOrder' | 'filters'> {
  const filterDefs = block.filters ?? [];
  const known = new Set(filterDefs.map((f) => f.param));
  const sortable = new Set([...block.columns.filter((c) => c.sortable).map((c) => c.sortKey ?? c.attribute), ...(block.sort?.by ? [block.sort.by] : [])]);
  const sort = view.sort && sortable.has(view.sort.by) ? view.sort : undefined;
  const columnIds = new Set(block.columns.map((c) => c.attribute));
  const columns = (view.columns ?? []).filter((c) => columnIds.has(c));
  return {
    search: view.search ?? '',
    sortBy: sort?.by ?? block.sort?.by,
    sortOrder: sort?.order ?? block.sort?.order ?? 'ASC',
    filters: { ...defaultFilterValues(filterDefs), ...Object.fromEntries(Object.entries(view.filters ?? {}).filter(([param]) => known.has(param))) },
    columns: columns.length > 0 ? columns : undefined,
    pageSize: view.pageSize !== undefined && pageSizeOptions.includes(view.pageSize) ? view.pageSize : undefined,
  };
}

/** The view a list opens with: the default one, unless its URL asks for something (a link's query). */
export function openingView(views: readonly SavedView[], query: URLSearchParams): SavedView | undefined {
  return [...query.keys()].length > 0 ? undefined : defaultView(views);
}
