// A paged, searchable, sortable list: the body of a list screen, or a list inside a detail page.
// Its state is one hook, useListController.ts (page sizes, preferences, the query, saved views, the
// data, the selection); this draws it: the toolbar (ListToolbar.tsx), the summary, the table and the
// pagination, and runs the actions. The table and the pagination bar are the
// registered dataTable and pagination widgets; a row detail opens beside the list (RowDetailPanel.tsx).
// A list with defaultsFrom opens once those defaults are read (listDefaults.ts).
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import type { ListBlock } from '../../schemas/types/screen.ts';
import { fillRoute } from '../../api/normalize/paths.ts';
import { useRegistries, widgetOf } from '../core/registries.ts';
import { useActionRunner } from '../core/useActionRunner.tsx';
import { usePublishActions } from '../core/publishActions.ts';
import { columnChoices } from './listColumns.ts';
import { ListSummary } from './ListSummary.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { RowDetailPanel } from './RowDetailPanel.tsx';
import { useListDefaults } from './listDefaults.ts';
import { useListController } from './useListController.ts';
import { ComponentLoader } from '../../widgets/loaders/Loaders.tsx';
import { useServerColumns } from './useServerColumns.ts';

/** viewsId: the list's id for saved views (its data call, on a list screen or a detail page); without it the list has no Views menu. */
export function ListView({ block: asDeclared, viewsId }: { block: ListBlock; viewsId?: string }) {
  const block = useListDefaults(asDeclared);
  return block ? <OpenedList block={block} viewsId={viewsId} /> : <ComponentLoader />;
}

function OpenedList({ block, viewsId }: { block: ListBlock; viewsId?: string }) {
  const { t } = useTranslation();
  const routeParams = useParams();
  const registries = useRegistries();
  const { dataTable: DataTable, pagination: Pagination } = useMemo(
    () => ({ dataTable: widgetOf(registries.widgets, 'dataTable', 'table'), pagination: widgetOf(registries.widgets, 'pagination', 'pagination') }),
    [registries.widgets],
  );
  const { pageSizeOptions, preferences, query, declaredColumns: declared, views, page, loading, reloadAfterChange, selection } = useListController(block, viewsId);
  // After an action on the selected rows (a delete), focus goes to the list's table.
  const listRef = useRef<HTMLDivElement>(null);
  const runner = useActionRunner(
    () => ({ rows: selection.selectedRows() }),
    (result) => {
      selection.keepFailed(result.failedIds);
      reloadAfterChange();
    },
    () => listRef.current?.querySelector('table'),
    page.answer,
  );

  const described = useServerColumns(block.columnsFrom, routeParams);
  const columns = useMemo(() => [...declared, ...described], [declared, described]);
  const allColumns = useMemo(() => columnChoices(block, t), [block, t]);
  const rowHref = useMemo(
    () => (block.rowLink ? (row: Record<string, unknown>) => `#${fillRoute(block.rowLink!.route, block.rowLink!.params, row, routeParams)}` : undefined),
    [block.rowLink, routeParams],
  );
  // A row action whose visibleWhen fails (read without a row: route, user, settings, page) or whose
  // administrator right the user lacks is not drawn; with none left the rows are not selectable.
  const rowActions = selection.rowActions.filter((action) => runner.state(action).visible);
  const selectable = block.selectable ?? rowActions.length > 0;
  // The row shown in the row detail, if the list has one and a row is open.
  const [openRow, setOpenRow] = useState<Record<string, unknown> | undefined>();
  // A row action whose enabledWhen fails for any selected row (its item) is disabled.
  const appliesToSelection = (action: (typeof rowActions)[number]) => selection.selectedRows().every((row) => runner.state(action, row).enabled);
  // What the page offers now, for the application to offer too: the actions needing no selection,
  // and those the selected rows allow (one that takes a single row only while one is selected).
  const selectedCount = selection.selectedRows().length;
  const toolbar = (block.actions ?? []).filter((a) => (a.selection ?? 'none') === 'none' && runner.state(a).visible && runner.state(a).enabled);
  const onSelection = selectedCount === 0 ? [] : rowActions.filter((a) => appliesToSelection(a) && (selectedCount === 1 || !(a.disableMultiAction || a.selection === 'single')));
  const context = block.tableNameKey ? t(block.tableNameKey) : undefined;
  usePublishActions(runner.busy ? [] : [...toolbar, ...onSelection].map((action) => ({ id: action.id, label: t(action.labelKey), context, run: () => runner.start(action) })));

  return (
    <Stack spacing={2} ref={listRef}>
      <ListToolbar block={block} query={query} columns={columns} onAction={runner.start} actionState={runner.state} views={viewsId ? views : undefined} />
      {block.summary && <ListSummary summary={block.summary} answer={page.answer} />}
      <DataTable
        columns={columns}
        rows={page.rows}
        rowKey={selection.rowKey}
        tableName={block.tableNameKey ? t(block.tableNameKey) : t('renderer.list.rows')}
        loading={loading || runner.busy}
        selectable={selectable}
        selected={selection.selected}
        onSelectionChange={selection.setSelected}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onSort={query.sort}
        rowHref={rowHref}
        onRowOpen={block.rowDetail ? setOpenRow : undefined}
        multiSelectButtons={rowActions.map((a) => ({ btnId: a.id, btnName: t(a.labelKey), disableMultiAction: a.disableMultiAction || a.selection === 'single', disabled: !appliesToSelection(a) }))}
        onMultiSelectAction={(id) => {
          const action = rowActions.find((a) => a.id === id);
          if (action) runner.start(action);
        }}
        customization={block.preferences?.columns || viewsId ? { allColumns, onChange: preferences.saveColumns, onReset: block.preferences?.columns ? preferences.resetColumns : undefined } : undefined}
      />
      {block.dataSource.paging !== 'none' && (
        <Pagination
          page={page.index ?? query.page}
          pageSize={page.size ?? preferences.pageSize}
          total={page.total}
          nextIndex={page.nextIndex}
          rowCount={page.rows.length}
          pageSizeOptions={pageSizeOptions}
          onPageChange={query.goToPage}
          onPageSizeChange={(size) => {
            preferences.savePageSize(size);
            query.firstPage();
          }}
        />
      )}
      {runner.dialogs}
      {block.rowDetail && openRow && <RowDetailPanel detail={block.rowDetail} row={openRow} liveTopic={block.liveTopic} onClose={() => setOpenRow(undefined)} onChanged={reloadAfterChange} />}
    </Stack>
  );
}
