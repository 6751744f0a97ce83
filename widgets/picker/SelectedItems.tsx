// The selected items under the search box: Remove per item, Clear Selection, and for multi
// selection with drag enabled the note 'Drag and drop to reorder selected items' (drag with the
// mouse, or Alt+Up / Alt+Down on an item from the keyboard).
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useFocusAfterRender } from '../a11y/focus.ts';
import { itemName } from './itemName.ts';
import { moveItem } from './selection.ts';
import type { PickerItem } from './types.ts';

interface SelectedItemsProps {
  items: readonly PickerItem[];
  readOnly: boolean;
  disabled: boolean;
  draggable: boolean;
  onRemove(item: PickerItem): void;
  onClear(): void;
  onReorder(items: PickerItem[]): void;
  /** Where focus goes when no item is left to take it (the search box). */
  focusAfterLast(): HTMLElement | null | undefined;
}

export function SelectedItems({ items, readOnly, disabled, draggable, onRemove, onClear, onReorder, focusAfterLast }: SelectedItemsProps) {
  const { t } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const moveFocus = useFocusAfterRender();
  // After a Remove, focus goes to the Remove button now in its place (the next item's, or the last
  // one's), after Clear Selection or the last Remove to the search box.
  const removeAt = (item: PickerItem, index: number) => {
    onRemove(item);
    moveFocus(() => {
      const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
      return buttons[Math.min(index, buttons.length - 1)] ?? focusAfterLast();
    });
  };
  const clear = () => {
    onClear();
    moveFocus(focusAfterLast);
  };

  if (readOnly)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={t('widgets.picker.selected')} role="list">
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t('widgets.picker.noneSelected')}</Typography>
        ) : (
          items.map((item) => <Chip role="listitem" key={`${item.type}:${item.id}:${item.value ?? ''}`} label={itemName(item, t)} size="small" />)
        )}
      </Box>
    );
  if (items.length === 0) return null;

  const canDrag = draggable && !disabled;
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== to) onReorder(moveItem(items, dragFrom, to));
    setDragFrom(null);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!canDrag || !event.altKey) return;
    if (event.key === 'ArrowUp' && index > 0) onReorder(moveItem(items, index, index - 1));
    else if (event.key === 'ArrowDown' && index < items.length - 1) onReorder(moveItem(items, index, index + 1));
    else return;
    event.preventDefault();
  };

  return (
    <Box sx={{ mt: 1 }}>
      {draggable && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('widgets.picker.dragHint')}
        </Typography>
      )}
      <List dense aria-label={t('widgets.picker.selected')} sx={{ py: 0 }} ref={list}>
        {items.map((item, index) => (
          <ListItem
            key={`${item.type}:${item.id}:${item.value ?? ''}`}
            draggable={canDrag}
            tabIndex={canDrag ? 0 : undefined}
            onDragStart={() => setDragFrom(index)}
            onDragOver={(event) => canDrag && event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{ cursor: canDrag ? 'grab' : undefined, borderBottom: 1, borderColor: 'divider' }}
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                data-remove
                aria-label={t('widgets.picker.removeItem', { name: itemName(item, t) })}
                title={t('widgets.picker.remove')}
                disabled={disabled}
                onClick={() => removeAt(item, index)}
              >
                <Close fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={itemName(item, t)}
              secondary={item.isGroupAssignment ? t('widgets.picker.groupAssignment') : (item.detail ?? item.description)}
            />
          </ListItem>
        ))}
      </List>
      <Button size="small" variant="text" onClick={clear} disabled={disabled} sx={{ textTransform: 'none', px: 0 }}>
        {t('widgets.picker.clearSelection')}
      </Button>
    </Box>
  );
}
