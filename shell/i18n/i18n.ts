import i18next, { type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TRANSLATED_LOCALES, uiLanguageOf } from '../../domain/locales.ts';
import { directionOf } from './rtl.ts';

// The console's translations: flat JSON files public/locales/<locale>.json with dot-namespaced
// keys, so keySeparator and nsSeparator are off. Files are fetched on demand; only the locale in
// use (and English, the fallback for a key a translation lacks) is loaded.

export const FALLBACK_LOCALE = 'en';

/** Locales that ship a translation file (public/locales): the one list in domain/locales.ts. */
export const SHIPPED_LOCALES: readonly string[] = TRANSLATED_LOCALES;

/**
 * The language the console shows for a locale: the console locale it stands for ("de_CH" → "de",
 * "iw" → "he", "pt_BR" → "pt-BR", "zh_HK" → "zh-TW"), else its language part. The UI's language is
 * this even when no file ships for it: a language without one reads the English texts, but
 * numbers, plurals and the direction are its own.
 */
export function uiLanguage(locale: string): string {
  return uiLanguageOf(locale);
}

/** Whether the console ships a translation of its own for a locale's language. */
export function isTranslated(locale: string): boolean {
  return SHIPPED_LOCALES.includes(uiLanguage(locale));
}

/** The shipped file for a server locale ("de_DE" → "de", "iw" → "he"); English when none ships. */
export function translationFileLocale(locale: string): string {
  const language = uiLanguage(locale);
  return isTranslated(language) ? language : FALLBACK_LOCALE;
}

export function translationFileUrl(locale: string, base: string = import.meta.env.BASE_URL): string {
  return `${base}locales/${translationFileLocale(locale)}.json`;
}

export async function fetchTranslations(locale: string, fetcher: typeof fetch = fetch): Promise<Record<string, string>> {
  const response = await fetcher(translationFileUrl(locale));
  if (!response.ok) throw new Error(`${translationFileUrl(locale)}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

/** Unicode's first-strong isolate and pop directional isolate: the text between keeps its own direction. */
const ISOLATE = (text: string) => `\u2068${text}\u2069`;

/** One number format per language: building an Intl.NumberFormat costs far more than using one, and a list's texts ask for it once per row. */
const numberFormats = new Map<string | undefined, Intl.NumberFormat>();
function numberFormat(lng: string | undefined): Intl.NumberFormat {
  let format = numberFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(lng);
    numberFormats.set(lng, format);
  }
  return format;
}

/**
 * Formats an interpolated value: {{n, number}} by the language's rules, and in a right-to-left
 * language every value isolated, so that a Latin name or a number inside a sentence ("2 selected",
 * "acting for Ada Admin") keeps its own direction and does not reorder the words around it.
 */
export function formatValue(value: unknown, format: string | undefined, lng: string | undefined): unknown {
  const shown = format === 'number' && typeof value === 'number' ? numberFormat(lng).format(value) : value;
  if (!lng || directionOf(lng) !== 'rtl' || (typeof shown !== 'string' && typeof shown !== 'number')) return shown;
  return ISOLATE(String(shown));
}

/** i18next's formatter, replaced by formatValue: the console formats no value but numbers. */
const formatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, format, lng) => formatValue(value, format, lng) as string,
};

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).use(formatter).init({
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    keySeparator: false,
    nsSeparator: false,
    // React escapes; we never inject HTML. Every value goes through formatValue (numbers, isolation).
    interpolation: { escapeValue: false, alwaysFormat: true },
    resources: {},
    initAsync: false,
  });
  return instance;
}

/** Texts to lay over a locale's translation file (the server's uploaded texts), or none. */
export type TextOverrides = (fileLocale: string) => Promise<Record<string, string>>;

/**
 * Loads the translation file of a locale (once) and switches to the locale's language. The
 * overrides of the locale switched to are laid over its file as it loads (the fallback's file stays
 * as shipped). A language without a file of its own reads its texts from the fallback's.
 */
export async function switchLocale(instance: I18n, locale: string, fetcher: typeof fetch = fetch, overrides?: TextOverrides): Promise<void> {
  const fileLocale = translationFileLocale(locale);
  const toLoad = [fileLocale, FALLBACK_LOCALE].filter((lng, i, all) => all.indexOf(lng) === i);
  await Promise.all(
    toLoad
      .filter((lng) => !instance.hasResourceBundle(lng, 'translation'))
      .map(async (lng) => {
        const [texts, over] = await Promise.all([fetchTranslations(lng, fetcher), lng === fileLocale && overrides ? overrides(lng) : {}]);
        instance.addResourceBundle(lng, 'translation', { ...texts, ...over });
      }),
  );
  await instance.changeLanguage(uiLanguage(locale));
}
