// The column chooser: a menu of every column as a checkbox item (shown or hidden), the shown ones
// first in their order. A shown column moves by Alt+ArrowUp / Alt+ArrowDown on its item (the new
// place is announced and the item keeps the focus) or by dragging it onto another shown column.
// Reset columns (when the list keeps a preference) goes back to the list's default columns.
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { announce } from '../a11y/announce.ts';
import { chooserOrder, droppedColumns, movedColumns, toggledColumns } from './columnOrder.ts';

export interface ColumnCustomization {
  /** Every column that may be shown, in the definition's order. */
  allColumns: readonly { column: string; displayLabel: string }[];
  /** The shown columns changed (which and their order). */
  onChange(columns: string[]): void;
  /** Back to the list's default columns (the stored preference is deleted); no Reset item without it. */
  onReset?(): void;
}

export function ColumnChooser({ customization, shown }: { customization: ColumnCustomization; shown: readonly string[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragged, setDragged] = useState<string | undefined>();
  const items = useRef(new Map<string, HTMLElement>());
  // The column just moved by keyboard: it keeps the focus when the list is drawn in its new order.
  const moved = useRef<string | undefined>(undefined);
  const visible = new Set(shown);
  const labels = new Map(customization.allColumns.map((c) => [c.column, c.displayLabel]));
  const order = chooserOrder(customization.allColumns.map((c) => c.column), shown);
  const shownOrder = order.filter((c) => visible.has(c));

  useEffect(() => {
    if (moved.current) items.current.get(moved.current)?.focus();
    moved.current = undefined;
  }, [shown]);

  const change = (next: string[] | undefined, column: string) => {
    if (!next) return;
    customization.onChange(next);
    announce(t('widgets.dataTable.columnMoved', { column: labels.get(column) ?? column, position: next.indexOf(column) + 1, count: next.length }));
  };
  const onKeyDown = (event: KeyboardEvent, column: string) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // Not the menu's own arrow keys (which move the focus).
    event.preventDefault();
    event.stopPropagation();
    moved.current = column;
    change(movedColumns(shownOrder, column, event.key === 'ArrowUp' ? -1 : 1), column);
  };
  const onDrop = (event: DragEvent, target: string) => {
    event.preventDefault();
    if (dragged) change(droppedColumns(shownOrder, dragged, target), dragged);
    setDragged(undefined);
  };

  const hintId = useId();
  return (
    <>
      <Button size="small" startIcon={<ViewColumnIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {t('widgets.dataTable.columns')}
      </Button>
      {/* The hint is the menu's description; in the list it is no item (role none), so the menu
          holds only its checkable items. */}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-describedby': hintId } }}>
        <ListSubheader id={hintId} role="none" sx={{ lineHeight: 2, typography: 'caption', color: 'text.secondary' }}>{t('widgets.dataTable.reorderHint')}</ListSubheader>
        {order.map((column) => {
          const isShown = visible.has(column);
          return (
            <MenuItem
              key={column}
              dense
              role="menuitemcheckbox"
              aria-checked={isShown}
              aria-keyshortcuts={isShown ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
              ref={(element: HTMLElement | null) => {
                if (element) items.current.set(column, element);
                else items.current.delete(column);
              }}
              draggable={isShown}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', column);
                setDragged(column);
              }}
              onDragOver={(event) => {
                if (dragged && isShown) event.preventDefault();
              }}
              onDrop={(event) => onDrop(event, column)}
              onDragEnd={() => setDragged(undefined)}
              onKeyDown={(event) => onKeyDown(event, column)}
              onClick={() => {
                const next = toggledColumns(order, visible, column);
                if (next) customization.onChange(next);
              }}
              sx={{ opacity: dragged === column ? 0.5 : 1, cursor: isShown ? 'grab' : undefined }}
            >
              {/* A picture of a checkbox, not a control: the item itself is the menuitemcheckbox. */}
              <ListItemIcon>{isShown ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={labels.get(column)} />
            </MenuItem>
          );
        })}
        {customization.onReset && <Divider component="li" role="none" />}
        {customization.onReset && (
          <MenuItem
            dense
            onClick={() => {
              setAnchor(null);
              customization.onReset?.();
            }}
          >
            <ListItemIcon>
              <RestartAltIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('widgets.dataTable.resetColumns')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
