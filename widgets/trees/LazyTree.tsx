// A keyboard-navigable tree (WAI-ARIA tree pattern) whose branches load on first expansion.
// Up/Down move, Right expands (or enters the first child), Left collapses (or goes to the parent),
// Home/End jump, Enter/Space choose. Used by the container tree and the driver/entitlement tree.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { PickerItem } from '../picker/types.ts';
import { needsLoad, nodeState, treeReducer, visibleRows, type TreeRow } from './treeState.ts';

export interface LazyTreeProps {
  /** Accessible name of the tree. */
  label: string;
  roots: readonly PickerItem[];
  hasChildren(item: PickerItem): boolean;
  loadChildren(item: PickerItem, signal: AbortSignal): Promise<PickerItem[]>;
  loadingText: string;
  errorText: string;
  isSelected(item: PickerItem): boolean;
  /** Items that cannot be chosen (already selected elsewhere, excluded). */
  isUnavailable?(item: PickerItem): boolean;
  onChoose(item: PickerItem): void;
  disabled?: boolean;
  /** Tree shown for reading: expandable, nothing can be chosen. */
  readOnly?: boolean;
  renderLabel?(item: PickerItem): string;
}

const rowKey = (row: TreeRow) => (row.kind === 'node' ? row.item.id : `${row.kind}:${row.parentId}`);

export function LazyTree({ label, roots, hasChildren, loadChildren, loadingText, errorText, isSelected, isUnavailable, onChoose, disabled, readOnly, renderLabel }: LazyTreeProps) {
  const { t } = useTranslation();
  const [nodes, dispatch] = useReducer(treeReducer, {});
  const [focusedId, setFocusedId] = useState<string | undefined>(undefined);
  const controllers = useRef(new Map<string, AbortController>());
  const itemRefs = useRef(new Map<string, HTMLElement>());
  const rows = useMemo(() => visibleRows(roots, nodes), [roots, nodes]);
  const nodeRows = rows.filter((row): row is Extract<TreeRow, { kind: 'node' }> => row.kind === 'node');
  const activeId = focusedId !== undefined && nodeRows.some((row) => row.item.id === focusedId) ? focusedId : nodeRows[0]?.item.id;

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const expand = useCallback(
    (item: PickerItem) => {
      const load = needsLoad(nodes, item.id);
      dispatch({ type: 'expand', id: item.id });
      if (!load) return;
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      loadChildren(item, controller.signal).then(
        (children) => !controller.signal.aborted && dispatch({ type: 'loaded', id: item.id, children }),
        () => !controller.signal.aborted && dispatch({ type: 'failed', id: item.id }),
      );
    },
    [loadChildren, nodes],
  );

  const toggle = (item: PickerItem) => (nodeState(nodes, item.id).expanded ? dispatch({ type: 'collapse', id: item.id }) : expand(item));

  const focus = (id: string | undefined) => {
    if (id === undefined) return;
    setFocusedId(id);
    itemRefs.current.get(id)?.focus();
  };

  const canChoose = (item: PickerItem) => !disabled && !readOnly && !isSelected(item) && !isUnavailable?.(item);

  const onKeyDown = (event: KeyboardEvent, row: Extract<TreeRow, { kind: 'node' }>) => {
    const index = nodeRows.findIndex((entry) => entry.item.id === row.item.id);
    const state = nodeState(nodes, row.item.id);
    const expandable = hasChildren(row.item);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focus(nodeRows[index + 1]?.item.id);
        break;
      case 'ArrowUp':
        focus(nodeRows[index - 1]?.item.id);
        break;
      case 'Home':
        focus(nodeRows[0]?.item.id);
        break;
      case 'End':
        focus(nodeRows[nodeRows.length - 1]?.item.id);
        break;
      case 'ArrowRight':
        if (expandable && !state.expanded) expand(row.item);
        else if (expandable && state.status === 'loaded') focus(state.children?.[0]?.id);
        break;
      case 'ArrowLeft':
        if (expandable && state.expanded) dispatch({ type: 'collapse', id: row.item.id });
        else focus(row.parentId);
        break;
      case 'Enter':
      case ' ':
        if (canChoose(row.item)) onChoose(row.item);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  return (
    <Box component="ul" role="tree" aria-label={label} aria-disabled={disabled || undefined} sx={{ typography: 'body1', listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const indent = { paddingInlineStart: `${row.depth * 20 + (row.kind === 'node' ? 0 : 28)}px` };
        if (row.kind === 'loading')
          return (
            <Box component="li" role="none" key={rowKey(row)} sx={{ ...indent, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={14} aria-hidden />
              <Typography variant="body2" role="status">{loadingText}</Typography>
            </Box>
          );
        if (row.kind === 'error') {
          const parent = nodeRows.find((entry) => entry.item.id === row.parentId)?.item;
          return (
            <Box component="li" role="none" key={rowKey(row)} sx={{ ...indent, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="error" role="alert">{errorText}</Typography>
              {parent && (
                <Button size="small" onClick={() => expand(parent)}>
                  {t('widgets.tree.retry')}
                </Button>
              )}
            </Box>
          );
        }
        const { item } = row;
        const state = nodeState(nodes, item.id);
        const expandable = hasChildren(item);
        const selected = isSelected(item);
        const choosable = canChoose(item);
        return (
          <Box
            component="li"
            role="treeitem"
            key={rowKey(row)}
            ref={(element: HTMLElement | null) => {
              if (element) itemRefs.current.set(item.id, element);
              else itemRefs.current.delete(item.id);
            }}
            tabIndex={item.id === activeId ? 0 : -1}
            aria-level={row.depth + 1}
            aria-expanded={expandable ? state.expanded : undefined}
            aria-selected={selected}
            aria-disabled={!choosable || undefined}
            data-testid={`tree-node-${item.id}`}
            onKeyDown={(event) => onKeyDown(event, row)}
            onClick={() => choosable && onChoose(item)}
            onFocus={() => setFocusedId(item.id)}
            sx={{ ...indent, display: 'flex', alignItems: 'center', minHeight: 32, outline: 'none', '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` } }}
          >
            {expandable ? (
              <IconButton
                size="small"
                tabIndex={-1}
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(item);
                }}
              >
                {state.expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
              </IconButton>
            ) : (
              <Box sx={{ width: 28, flexShrink: 0 }} />
            )}
            <Box
              component="span"
              sx={{
                flex: 1,
                py: 0.5,
                px: 0.5,
                borderRadius: 1,
                cursor: choosable ? 'pointer' : 'default',
                color: choosable || selected ? 'text.primary' : 'text.disabled',
                fontWeight: selected ? 600 : undefined,
                bgcolor: selected ? 'action.selected' : undefined,
                '&:hover': choosable ? { bgcolor: 'action.hover' } : undefined,
              }}
            >
              {renderLabel ? renderLabel(item) : item.displayName}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
