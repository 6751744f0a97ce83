import type { CallFunction } from '../../api/index.ts';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';

interface LocaleEntry { localeKey?: string; modifiedLocale?: string }

/**
 * The texts an administrator uploaded for a locale (the locale kit), to lay over the console's
 * translation file. The locale list says whether a locale has any (`modifiedLocale` is the time of
 * the last upload), so an unchanged locale costs one small call and no file; the file's reader
 * loads only then, outside the shell's start-up chunk. Any failure gives no texts: the console's
 * own are always there.
 */
export async function serverTexts(call: CallFunction, locale: string): Promise<Record<string, string>> {
  try {
    const answer = (await call(SHELL_CALLS.localeList)) as { locales?: LocaleEntry[] } | undefined;
    if (!answer?.locales?.some((entry) => entry.localeKey === locale && entry.modifiedLocale)) return {};
    const [text, { parseProperties }] = await Promise.all([
      call(SHELL_CALLS.localeFile, { locale }, undefined, { responseType: 'text' }),
      import('../../domain/properties.ts'),
    ]);
    const parsed = parseProperties(String(text));
    return parsed.ok ? parsed.texts : {};
  } catch {
    return {};
  }
}
