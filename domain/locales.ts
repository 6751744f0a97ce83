// The console's languages: one list, read by the shell (which translation file to load, the
// language menu), the sandbox (its supported locales, the locale kit, the sign-in page) and the
// tests (every listed locale has a complete file, plurals and glossary). Pure: no React, no i18next.
import { languageOf } from './textDirection.ts';

export interface ConsoleLocale {
  /** BCP 47 code, also the name of public/locales/<code>.json and public/help/<code>/. */
  readonly code: string;
  /** The language named in itself, as language menus show it. */
  readonly name: string;
}

/** Every locale the console offers, each with a complete translation file. */
export const CONSOLE_LOCALES: readonly ConsoleLocale[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'ja', name: '日本語' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'ar', name: 'العربية' },
  { code: 'he', name: 'עברית' },
  { code: 'fa', name: 'فارسی' },
];

/**
 * Locales of CONSOLE_LOCALES whose translation file is written on another branch and arrives when
 * that branch is merged. Until then the console offers them with the English texts (in their own
 * direction, numbers and plurals), marked partial in the language menu, and the tests leave their
 * files out. Empty at the merge: then every locale of CONSOLE_LOCALES must be complete.
 */
export const LOCALES_AWAITING_FILES: readonly string[] = [];

export const CONSOLE_LOCALE_CODES: readonly string[] = CONSOLE_LOCALES.map((l) => l.code);

/** The locales with a complete translation file of their own (public/locales/<code>.json). */
export const TRANSLATED_LOCALES: readonly string[] = CONSOLE_LOCALE_CODES.filter((code) => !LOCALES_AWAITING_FILES.includes(code));

/** Old language codes the directory still uses, and the code the console knows them by. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { iw: 'he', ji: 'yi', in: 'id' };

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macau, or the Hant script. */
const TRADITIONAL_CHINESE = /^zh[-_](tw|hk|mo|hant)\b/i;

/**
 * The console locale a server or browser locale stands for, or undefined when the console has
 * none: exact codes in any case and separator ("pt_BR", "zh-tw"), old codes ("iw" is Hebrew), and
 * otherwise the language ("de_CH" is German, "pt" is Brazilian Portuguese, "zh-Hant-HK" and
 * "zh_HK" are Traditional Chinese, any other Chinese is Simplified).
 */
export function consoleLocaleOf(locale: string): string | undefined {
  const dashed = locale.trim().replace(/_/g, '-').toLowerCase();
  const exact = CONSOLE_LOCALE_CODES.find((code) => code.toLowerCase() === dashed);
  if (exact) return exact;
  const language = LANGUAGE_ALIASES[languageOf(dashed)] ?? languageOf(dashed);
  if (language === 'zh') return TRADITIONAL_CHINESE.test(dashed) ? 'zh-TW' : 'zh-CN';
  return CONSOLE_LOCALE_CODES.find((code) => languageOf(code) === language);
}

/**
 * The language the console shows for a locale: its console locale, else its language part with old
 * codes renamed ("ru_RU" → "ru"). A language without a file of its own reads the English texts in
 * its own direction, numbers and plurals.
 */
export function uiLanguageOf(locale: string): string {
  const language = languageOf(locale);
  return consoleLocaleOf(locale) ?? LANGUAGE_ALIASES[language] ?? language;
}

/** The console's own name of a locale ("Deutsch"), or undefined for a locale it does not offer. */
export function localeName(code: string): string | undefined {
  return CONSOLE_LOCALES.find((l) => l.code === code)?.name;
}
