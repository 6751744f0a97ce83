// An item's name as the picker shows it: a catalogue category the sandbox named with a text the
// console knows is shown in the user's language (domain/categoryNames.ts); anything else by the
// server's display name.
import { categoryName } from '../../domain/categoryNames.ts';
import type { PickerItem } from './types.ts';

export function itemName(item: PickerItem, t: (key: string) => string): string {
  return item.type === 'category' ? categoryName(item.displayName, t) : item.displayName;
}

/**
 * Where an item's picture is read from: an address (http(s), a path, a data:image URL) as it is; bare
 * base64 (the server's photos) as a data URL; anything else draws no picture.
 */
export function imageSource(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^(https?:\/\/|\/|data:image\/)/i.test(image)) return image;
  return /^[A-Za-z0-9+/]+=*$/.test(image) ? `data:image/png;base64,${image}` : undefined;
}
