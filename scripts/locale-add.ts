// Adds one translation key to every locale file of public/locales, each in its sorted place:
//   npm run locale:add -- <key> "<English text>" [<locale>="<text>" ...]
// e.g. npm run locale:add -- groups.list.title "Groups" de="Gruppen" fr="Groupes"
// A locale given no text gets the English one for now: tests/unit/locale-leftovers fails on a text
// equal to the English (naming the key), so an untranslated key cannot go unnoticed; the script
// lists those locales. A key already present is refused unless --replace is given; then a locale
// given no text keeps the one it has.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_LOCALE_CODES } from '../domain/locales.ts';
import { markAwaiting } from './awaiting-translation.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = path.join(ROOT, 'public/locales');

/** A locale file's text with the key set: flat, keys sorted, two-space indent, trailing newline. */
export function withKey(text: string, key: string, value: string): string {
  const texts = JSON.parse(text) as Record<string, string>;
  texts[key] = value;
  const sorted = Object.fromEntries(Object.keys(texts).sort().map((k) => [k, texts[k]]));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export interface Request {
  key: string;
  english: string;
  /** Texts by locale code, for the locales given one. */
  translations: Record<string, string>;
  replace: boolean;
}

/** Parses `<key> "<English>" [<locale>=<text> ...] [--replace]`; throws with the usage on a mistake. */
export function parseArguments(args: readonly string[], locales: readonly string[] = CONSOLE_LOCALE_CODES): Request {
  const replace = args.includes('--replace');
  const [key, english, ...rest] = args.filter((arg) => arg !== '--replace');
  const usage = 'usage: npm run locale:add -- <key> "<English text>" [<locale>="<text>" ...] [--replace]';
  if (!key || english === undefined || english === '') throw new Error(usage);
  if (!/^[A-Za-z0-9_.-]+$/.test(key)) throw new Error(`'${key}' is no translation key (letters, digits, '.', '_', '-')\n${usage}`);
  const translations: Record<string, string> = {};
  for (const arg of rest) {
    const at = arg.indexOf('=');
    const locale = at > 0 ? arg.slice(0, at) : '';
    if (!locales.includes(locale) || locale === 'en') throw new Error(`'${arg}' is not <locale>=<text> with a locale of ${locales.filter((l) => l !== 'en').join(', ')}\n${usage}`);
    translations[locale] = arg.slice(at + 1);
  }
  return { key, english, translations, replace };
}

/** Writes the key to every locale file; returns the locales that got the English text for now. */
export function addKey(request: Request, dir = LOCALES_DIR, locales: readonly string[] = CONSOLE_LOCALE_CODES): string[] {
  const files = locales.map((locale) => ({ locale, file: path.join(dir, `${locale}.json`) }));
  const texts = files.map(({ locale, file }) => {
    const text = readFileSync(file, 'utf8');
    return { locale, file, text, before: (JSON.parse(text) as Record<string, string>)[request.key] };
  });
  const present = texts.filter(({ before }) => before !== undefined).map(({ locale }) => locale);
  if (present.length > 0 && !request.replace) throw new Error(`'${request.key}' is already in ${present.join(', ')}; give --replace to overwrite it`);
  const untranslated: string[] = [];
  for (const { locale, file, text, before } of texts) {
    // A locale given no text keeps its own (with --replace), else gets the English for now.
    const value = locale === 'en' ? request.english : (request.translations[locale] ?? before ?? request.english);
    if (locale !== 'en' && value === request.english) untranslated.push(locale);
    writeFileSync(file, withKey(text, request.key, value));
  }
  return untranslated;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const request = parseArguments(process.argv.slice(2));
    const untranslated = addKey(request);
    // Every locale translated: the key no longer awaits translation (i18n/awaiting-translation.json).
    if (untranslated.length === 0) markAwaiting(ROOT, [request.key], false);
    console.log(`${request.key}: written to ${CONSOLE_LOCALE_CODES.length} files of public/locales`);
    if (untranslated.length > 0) {
      console.log(`untranslated (the English text for now; tests/unit/locale-leftovers fails until each is translated): ${untranslated.join(', ')}`);
      console.log(`translate with: npm run locale:add -- ${request.key} "${request.english}" ${untranslated.map((l) => `${l}="…"`).join(' ')} --replace`);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
