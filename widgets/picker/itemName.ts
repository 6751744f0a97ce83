// An item's name as the picker shows it: a catalogue category the sandbox named with a text the
// console knows is shown in the user's language (domain/categoryNames.ts); anything else by the
// server's display name.
import { categoryName } from '../../domain/categoryNames.ts';
import type { PickerItem } from './types.ts';

export function itemName(item: PickerItem, t: (key: string) => string): string {
  return item.type === 'category' ? categoryName(item.displayName, t) : item.displayName;
}
