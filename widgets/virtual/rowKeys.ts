// The keys that move between the rows of a virtualised list: up and down one row, Ctrl+Home and
// Ctrl+End to the first and the last. Text fields keep their own keys.
import type { KeyboardEvent } from 'react';
import { indexOfRow } from './useVirtualRows.ts';

/** The index of the row the key goes to, or undefined when the key is not a row move. */
export function rowKeyTarget(event: KeyboardEvent<HTMLElement>, count: number): number | undefined {
  const element = event.target as HTMLElement;
  if (element.isContentEditable || element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes((element as HTMLInputElement).type))) return undefined;
  const index = indexOfRow(element);
  if (index === undefined || event.altKey || event.shiftKey || event.metaKey) return undefined;
  let target: number | undefined;
  if (event.key === 'ArrowDown' && !event.ctrlKey) target = index + 1;
  else if (event.key === 'ArrowUp' && !event.ctrlKey) target = index - 1;
  else if (event.key === 'Home' && event.ctrlKey) target = 0;
  else if (event.key === 'End' && event.ctrlKey) target = count - 1;
  return target !== undefined && target >= 0 && target < count ? target : undefined;
}
