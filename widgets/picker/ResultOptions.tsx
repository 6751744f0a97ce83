// The options of a result page. Plain list items styled once on the list (not one MUI component
// per row); a page of more than VIRTUAL_THRESHOLD results draws only the options near the visible
// part of the dropdown (widgets/virtual/useVirtualRows.ts), each saying its place among all
// (aria-posinset, aria-setsize), and the arrow keys draw and scroll to the next one
// (npm run bench:picker compares a page of 300 with a plain MUI list).
import { memo, useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { rowKeyTarget } from '../virtual/rowKeys.ts';
import { useVirtualRows } from '../virtual/useVirtualRows.ts';
import { isUnavailable, sameItem } from './selection.ts';
import { imageSource } from './itemName.ts';
import type { PickerItem } from './types.ts';

interface ResultOptionsProps {
  label: string;
  items: readonly PickerItem[];
  selected: readonly PickerItem[];
  excluded: readonly PickerItem[];
  secondaryText(item: PickerItem): string | undefined;
  /** Further lines under the secondary one (the item's categories, a one-recipient-only note). */
  notes(item: PickerItem): string[];
  /** The item's name as shown (itemName.ts). */
  name(item: PickerItem): string;
  onChoose(item: PickerItem): void;
}

export const ResultOptions = memo(function ResultOptions({ label, items, selected, excluded, secondaryText, notes, name, onChoose }: ResultOptionsProps) {
  const idPrefix = useId();
  const { setBody, onFocus: onBodyFocus, onBlur: onBodyBlur, ...virtualRows } = useVirtualRows(items.length);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, item: PickerItem) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(item);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = rowKeyTarget(event, items.length);
      if (target === undefined) return;
      virtualRows.goTo(target, (option) => {
        option.focus();
        option.scrollIntoView?.({ block: 'nearest' });
      });
    }
  };
  return (
    <Box
      component="ul"
      role="listbox"
      aria-label={label}
      ref={setBody}
      onFocus={onBodyFocus}
      onBlur={onBodyBlur}
      sx={{
        typography: 'body1',
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': { px: 2, py: 0.75, cursor: 'pointer', outline: 'none', lineHeight: 1.4 },
        '& > li:hover, & > li:focus-visible': { bgcolor: 'action.hover' },
        '& > li:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '& > li[aria-disabled=true]': { cursor: 'default', color: 'text.disabled', bgcolor: 'transparent' },
        '& img': { width: 24, height: 24, borderRadius: '50%', objectFit: 'cover', verticalAlign: 'middle', mr: 1 },
        '& .secondary': { display: 'block', fontSize: '0.8125rem', color: 'text.secondary' },
        '& > li[aria-disabled=true] .secondary': { color: 'text.disabled' },
        '& > li.spacer': { p: 0, cursor: 'default', bgcolor: 'transparent' },
      }}
    >
      {virtualRows.before > 0 && <li className="spacer" role="presentation" aria-hidden="true" style={{ height: virtualRows.before }} />}
      {items.slice(virtualRows.start, virtualRows.end).map((item, offset) => {
        const index = virtualRows.start + offset;
        const unavailable = isUnavailable(item, selected, excluded);
        const picture = imageSource(item.image);
        const lines = [secondaryText(item), ...notes(item)].filter((line): line is string => Boolean(line));
        // The option is named by its display name; the secondary line describes it.
        const nameId = `${idPrefix}-${index}`;
        return (
          <li
            key={`${item.id}:${item.value ?? ''}`}
            role="option"
            data-vindex={index}
            aria-posinset={index + 1}
            aria-setsize={items.length}
            aria-labelledby={nameId}
            aria-describedby={lines.length > 0 ? lines.map((_, line) => `${nameId}-detail-${line}`).join(' ') : undefined}
            tabIndex={unavailable ? -1 : 0}
            aria-selected={selected.some((entry) => sameItem(item, entry))}
            aria-disabled={unavailable || undefined}
            onClick={unavailable ? undefined : () => onChoose(item)}
            onKeyDown={unavailable ? undefined : (event) => onKeyDown(event, item)}
          >
            {/* The picture is decoration: the name beside it says what the row is. */}
            {picture && <img src={picture} alt="" />}
            <span id={nameId}>{name(item)}</span>
            {lines.map((line, lineIndex) => (
              <span key={lineIndex} className="secondary" id={`${nameId}-detail-${lineIndex}`}>
                {line}
              </span>
            ))}
          </li>
        );
      })}
      {virtualRows.after > 0 && <li className="spacer" role="presentation" aria-hidden="true" style={{ height: virtualRows.after }} />}
    </Box>
  );
});
