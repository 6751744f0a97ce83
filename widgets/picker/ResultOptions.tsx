// The options of a result page. Plain list items styled once on the list (not one MUI component
// per row): a page of 300 results paints well within 50 ms of its arrival (npm run bench:picker).
import { memo, useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { isUnavailable, sameItem } from './selection.ts';
import type { PickerItem } from './types.ts';

interface ResultOptionsProps {
  label: string;
  items: readonly PickerItem[];
  selected: readonly PickerItem[];
  excluded: readonly PickerItem[];
  secondaryText(item: PickerItem): string | undefined;
  /** The item's name as shown (itemName.ts). */
  name(item: PickerItem): string;
  onChoose(item: PickerItem): void;
}

export const ResultOptions = memo(function ResultOptions({ label, items, selected, excluded, secondaryText, name, onChoose }: ResultOptionsProps) {
  const idPrefix = useId();
  const onKeyDown = (event: KeyboardEvent, item: PickerItem) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(item);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
      (next as HTMLElement | null)?.focus();
    }
  };
  return (
    <Box
      component="ul"
      role="listbox"
      aria-label={label}
      sx={{
        typography: 'body1',
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': { px: 2, py: 0.75, cursor: 'pointer', outline: 'none', lineHeight: 1.4 },
        '& > li:hover, & > li:focus-visible': { bgcolor: 'action.hover' },
        '& > li:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '& > li[aria-disabled=true]': { cursor: 'default', color: 'text.disabled', bgcolor: 'transparent' },
        '& .secondary': { display: 'block', fontSize: '0.8125rem', color: 'text.secondary' },
        '& > li[aria-disabled=true] .secondary': { color: 'text.disabled' },
      }}
    >
      {items.map((item, index) => {
        const unavailable = isUnavailable(item, selected, excluded);
        const secondary = secondaryText(item);
        // The option is named by its display name; the secondary line describes it.
        const nameId = `${idPrefix}-${index}`;
        return (
          <li
            key={`${item.id}:${item.value ?? ''}`}
            role="option"
            aria-labelledby={nameId}
            aria-describedby={secondary ? `${nameId}-detail` : undefined}
            tabIndex={unavailable ? -1 : 0}
            aria-selected={selected.some((entry) => sameItem(item, entry))}
            aria-disabled={unavailable || undefined}
            onClick={unavailable ? undefined : () => onChoose(item)}
            onKeyDown={unavailable ? undefined : (event) => onKeyDown(event, item)}
          >
            <span id={nameId}>{name(item)}</span>
            {secondary && (
              <span className="secondary" id={`${nameId}-detail`}>
                {secondary}
              </span>
            )}
          </li>
        );
      })}
    </Box>
  );
});
