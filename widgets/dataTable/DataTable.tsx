// The data table: sortable headers, row and header checkboxes, the multi-select action bar
// (shown while rows are selected; disableMultiAction buttons disabled above one row), clickable
// cells, 'No {tableName} found', a spinner while data loads and column customization.
// Rows are memoised: a selection change re-renders the changed rows only, so 300 rows stay fast.
// A page of more than VIRTUAL_THRESHOLD rows is virtualised (widgets/virtual/useVirtualRows.ts):
// only the rows near the visible part are drawn, the table says its row count (aria-rowcount) and
// each row its place (aria-rowindex), and the arrow keys move between rows, drawing and scrolling
// to the next one. Selection and export work on the rows' data, drawn or not.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { getPath } from '../../api/normalize/paths.ts';
import { announce } from '../a11y/announce.ts';
import { TableSpinner } from '../loaders/Loaders.tsx';
import { useVirtualRows } from '../virtual/useVirtualRows.ts';
import { rowKeyTarget } from '../virtual/rowKeys.ts';
import type { CellProps } from './cells.tsx';
import { ColumnChooser, type ColumnCustomization } from './ColumnChooser.tsx';

/** One column (the spec's columnCustomData entry: column, displayLabel, isSortable, isclickable). */
export interface TableColumn {
  /** Dot path of the cell value in the row; also the column's id. */
  column: string;
  displayLabel: string;
  isSortable?: boolean;
  /** Value sent as sortBy. */
  sortKey?: string;
  isclickable?: boolean;
  /** Relative width, default 0.5. */
  width?: number;
  cell: ComponentType<CellProps>;
  cellOptions?: Record<string, unknown>;
  /** The name the cell renderer is registered by: an export writes the cell's text by it (cellText.ts). */
  renderer?: string;
}

/** A button of the multi-select action bar (the spec's multiSelectButtons). */
export interface MultiSelectButton {
  btnId: string;
  btnName: string;
  disableMultiAction?: boolean;
  /** Disabled whatever the selection (e.g. a selected row the action does not apply to). */
  disabled?: boolean;
}

export interface DataTableProps {
  columns: readonly TableColumn[];
  rows: readonly Record<string, unknown>[];
  rowKey: string;
  tableName: string;
  loading?: boolean;
  selectable?: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange(selected: Set<string>): void;
  sortBy?: string;
  sortOrder?: 'ASC' | 'DESC';
  onSort?(sortKey: string): void;
  /** Where a clickable cell of a row leads (a console URL). */
  rowHref?(row: Record<string, unknown>): string | undefined;
  /** Instead of a link: a clickable cell is a button that opens the row in place (a row detail). */
  onRowOpen?(row: Record<string, unknown>): void;
  multiSelectButtons?: readonly MultiSelectButton[];
  onMultiSelectAction?(btnId: string): void;
  /** Column customization: every column that may be shown, and a change of the shown ones. */
  customization?: ColumnCustomization;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const keyOf = (row: Record<string, unknown>, rowKey: string) => String(getPath(row, rowKey) ?? '');

interface RowProps {
  row: Record<string, unknown>;
  rowId: string;
  /** The row's index among all the page's rows. */
  index: number;
  columns: readonly TableColumn[];
  selectable: boolean;
  selected: boolean;
  href?: string;
  onOpen?(row: Record<string, unknown>): void;
  onToggle(rowId: string): void;
  selectLabel: string;
}

// Rows are plain <tr>/<td> with a native checkbox, styled once by the table (bodyStyles): 300 rows
// of MUI TableCell, Checkbox and Link took about half again as long to draw.
const DataRow = memo(function DataRow({ row, rowId, index, columns, selectable, selected, href, onOpen, onToggle, selectLabel }: RowProps) {
  return (
    <tr data-rowid={rowId} data-vindex={index} aria-rowindex={index + 2} aria-selected={selectable ? selected : undefined}>
      {selectable && (
        <td className="checkbox">
          <input type="checkbox" checked={selected} onChange={() => onToggle(rowId)} aria-label={selectLabel} />
        </td>
      )}
      {columns.map((column) => {
        const Cell = column.cell;
        const value = getPath(row, column.column);
        const content = <Cell value={value} row={row} options={column.cellOptions} label={column.displayLabel} />;
        let cell = content;
        // An empty cell is no link: a link without text has no name to be read by.
        const clickable = column.isclickable === true && !isBlank(value);
        if (clickable && href) cell = <a href={href}>{content}</a>;
        else if (clickable && onOpen) cell = <button type="button" className="open" onClick={() => onOpen(row)}>{content}</button>;
        return <td key={column.column}>{cell}</td>;
      })}
    </tr>
  );
});

const bodyStyles = {
  '& tbody td': { px: 2, py: 0.75, borderBottom: 1, borderColor: 'divider', typography: 'body2', verticalAlign: 'middle' },
  '& tbody td.checkbox': { width: 48, px: 1.5 },
  '& tbody td.checkbox input': { width: 18, height: 18, m: 0, accentColor: (theme: { palette: { primary: { main: string } } }) => theme.palette.primary.main, cursor: 'pointer' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& tbody tr[aria-selected=true]': { bgcolor: 'action.selected' },
  '& tbody td a': { color: 'primary.main' },
  '& tbody tr.spacer td': { p: 0, border: 0 },
  '& tbody td button.open': { all: 'unset', color: 'primary.main', cursor: 'pointer', textDecoration: 'underline', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } },
} as const;

// The sort header shows where the keyboard is (MUI's own focus style only recolours the label).
const sortLabelFocus = { '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 } } as const;

export function DataTable(props: DataTableProps) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, selected, onSelectionChange, selectable = true, multiSelectButtons = [] } = props;
  const pageKeys = rows.map((row) => keyOf(row, rowKey));
  const selectedOnPage = pageKeys.filter((k) => selected.has(k)).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;
  // Relative widths (default 0.5 each) share the table's width among the shown columns.
  const widthSum = columns.reduce((sum, c) => sum + (c.width ?? 0.5), 0) || 1;

  const toggle = useCallback(
    (rowId: string) => {
      const next = new Set(selected);
      if (next.has(rowId)) next.delete(rowId);
      else next.add(rowId);
      onSelectionChange(next);
    },
    [selected, onSelectionChange],
  );
  // A stable toggle for the memoised rows: reads the latest selection through the closure above.
  const toggleRef = useRef(toggle);
  useLayoutEffect(() => {
    toggleRef.current = toggle;
  });
  const stableToggle = useCallback((rowId: string) => toggleRef.current(rowId), []);
  const { setBody, onFocus: onBodyFocus, onBlur: onBodyBlur, ...virtualRows } = useVirtualRows(rows.length);
  const columnCount = columns.length + (selectable ? 1 : 0);
  // Up and down move to the same cell of the row above or below (Ctrl+Home, Ctrl+End: the first,
  // the last row), drawing it if it is not yet and scrolling it into view.
  const onBodyKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = rowKeyTarget(event, rows.length);
    if (!target) return;
    event.preventDefault();
    const cellIndex = (event.target as HTMLElement).closest('td')?.cellIndex ?? 0;
    virtualRows.goTo(target, (row) => {
      const cell = (row as HTMLTableRowElement).cells[cellIndex] ?? row;
      (cell.querySelector<HTMLElement>('input, a, button') ?? row.querySelector<HTMLElement>('input, a, button'))?.focus();
      row.scrollIntoView?.({ block: 'nearest' });
    });
  };

  const toggleAll = () => onSelectionChange(allSelected ? new Set([...selected].filter((k) => !pageKeys.includes(k))) : new Set([...selected, ...pageKeys]));
  const selectLabel = t('widgets.dataTable.selectRow');
  // 'n selected' is said as the selection changes (a checkbox's own state says only its row's).
  const selectedText = selected.size > 0 ? t('widgets.dataTable.selected', { count: selected.size }) : undefined;
  useEffect(() => {
    if (selectedText) announce(selectedText);
  }, [selectedText]);

  return (
    <Paper variant="outlined">
      {(selectable && multiSelectButtons.length > 0) || props.customization ? (
        <Toolbar variant="dense" role="toolbar" sx={{ gap: 1, bgcolor: selected.size > 0 ? 'action.selected' : undefined }} aria-label={t('widgets.dataTable.actionBar')}>
          {/* The actions on selected rows are always there: disabled, with a hint, until a row is selected. */}
          {selectable && multiSelectButtons.length > 0 && (
            <>
              <Typography variant="body2" color={selected.size > 0 ? undefined : 'text.secondary'} sx={{ mr: 1 }} data-testid="selection-hint">
                {selectedText ?? t('widgets.dataTable.selectFirst')}
              </Typography>
              {multiSelectButtons.map((button) => (
                <Button
                  key={button.btnId}
                  size="small"
                  variant="outlined"
                  disabled={selected.size === 0 || button.disabled === true || (button.disableMultiAction === true && selected.size > 1)}
                  onClick={() => props.onMultiSelectAction?.(button.btnId)}
                >
                  {button.btnName}
                </Button>
              ))}
            </>
          )}
          <Box sx={{ flex: 1 }} />
          {props.customization && <ColumnChooser customization={props.customization} shown={columns.map((c) => c.column)} />}
        </Toolbar>
      ) : null}
      <TableContainer sx={{ position: 'relative', minHeight: 80 }}>
        <TableSpinner loading={props.loading === true} />
        <Table size="small" stickyHeader sx={bodyStyles} aria-label={props.tableName} aria-rowcount={rows.length > 0 ? rows.length + 1 : undefined}>
          <TableHead>
            <TableRow aria-rowindex={rows.length > 0 ? 1 : undefined}>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selectedOnPage > 0 && !allSelected}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': t('widgets.dataTable.selectAll') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => {
                const sortKey = column.sortKey ?? column.column;
                const active = props.sortBy === sortKey;
                return (
                  <TableCell key={column.column} sx={{ width: `${((column.width ?? 0.5) / widthSum) * 100}%` }} sortDirection={active ? (props.sortOrder === 'DESC' ? 'desc' : 'asc') : false}>
                    {column.isSortable && props.onSort ? (
                      <TableSortLabel active={active} direction={active && props.sortOrder === 'DESC' ? 'desc' : 'asc'} onClick={() => props.onSort?.(sortKey)} sx={sortLabelFocus}>
                        {column.displayLabel}
                      </TableSortLabel>
                    ) : (
                      column.displayLabel
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody ref={setBody} onFocus={onBodyFocus} onBlur={onBodyBlur} onKeyDown={onBodyKeyDown}>
            {virtualRows.before > 0 && <Spacer height={virtualRows.before} columns={columnCount} />}
            {rows.slice(virtualRows.start, virtualRows.end).map((row, offset) => {
              const index = virtualRows.start + offset;
              const rowId = pageKeys[index] ?? String(index);
              return (
                <DataRow
                  key={rowId}
                  row={row}
                  rowId={rowId}
                  index={index}
                  columns={columns}
                  selectable={selectable}
                  selected={selected.has(rowId)}
                  href={props.rowHref?.(row)}
                  onOpen={props.onRowOpen}
                  onToggle={stableToggle}
                  selectLabel={selectLabel}
                />
              );
            })}
            {virtualRows.after > 0 && <Spacer height={virtualRows.after} columns={columnCount} />}
            {rows.length === 0 && !props.loading && (
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  {t('widgets.dataTable.empty', { tableName: props.tableName })}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** Stands for the rows not drawn: their height, hidden from screen readers (aria-rowcount counts them). */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
