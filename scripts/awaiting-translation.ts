// Translation keys awaiting translation: keys whose English text has been written to every locale
// file for now (the studio's new screens, `npm run locale:add` with some locales not given), listed
// in i18n/awaiting-translation.json until a translator gives each locale its text. The list is what
// tests/unit/locale-leftovers reports as "awaiting translation" instead of failing on the English
// text, and what `npm run validate` counts (and checks: every listed key is in en.json). A key
// leaves the list when no locale has the English text any more (locale:add does that, the leftovers
// test fails on a key left behind).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const AWAITING_FILE = 'i18n/awaiting-translation.json';

interface AwaitingList {
  description: string;
  keys: string[];
}

const DESCRIPTION = 'Translation keys whose text is still the English one in some locale files: each is reported as awaiting translation until every locale has its own text (see README, "The screen studio").';

/** The keys awaiting translation, sorted; none when the file is absent. */
export function readAwaiting(root: string): string[] {
  const file = path.join(root, AWAITING_FILE);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as AwaitingList).keys;
}

/** Writes the list (sorted, without repeats), as the repository writes JSON. */
export function writeAwaiting(root: string, keys: Iterable<string>): void {
  const file = path.join(root, AWAITING_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const list: AwaitingList = { description: DESCRIPTION, keys: [...new Set(keys)].sort() };
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
}

/** Adds keys to the list, or takes them off it. */
export function markAwaiting(root: string, keys: readonly string[], awaiting: boolean): void {
  const before = readAwaiting(root);
  const after = awaiting ? [...before, ...keys] : before.filter((key) => !keys.includes(key));
  if (after.length !== before.length || awaiting) writeAwaiting(root, after);
}
