import type { SupportedLocale } from '../bootstrap/types.ts';
import { CONSOLE_LOCALE_CODES, localeName } from '../../domain/locales.ts';
import { isTranslated, uiLanguage } from './i18n.ts';

export interface LocaleChoice {
  locale: string;
  label: string;
  current: boolean;
  /** No translation of its own: the console shows this language's direction, numbers and plurals with English texts. */
  partial: boolean;
}

function displayName(locale: string): string {
  try {
    // Each language named in itself ("Deutsch", "العربية"), as language pickers do.
    return new Intl.DisplayNames([locale.replace('_', '-')], { type: 'language' }).of(locale.replace('_', '-')) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The languages the user can switch to, one entry per language: every locale the console offers
 * (domain/locales.ts, in its order, each named in itself), then those only the server supports. A
 * language without a translation of its own is marked partial: the menu says so instead of
 * pretending (its texts are English). A region ("de_DE") is offered as its console locale; for a
 * language the console does not know, the server's display name is kept when the locale is exactly
 * the language.
 */
export function localeChoices(supported: SupportedLocale[], currentLanguage: string): LocaleChoice[] {
  const labels = new Map<string, string>();
  for (const code of CONSOLE_LOCALE_CODES) labels.set(code, localeName(code) ?? displayName(code));
  for (const entry of supported) {
    const language = uiLanguage(entry.locale);
    if (CONSOLE_LOCALE_CODES.includes(language)) continue;
    const exact = language === entry.locale;
    if (!labels.has(language) || exact) labels.set(language, (exact && entry.localeDisplayName) || displayName(language));
  }
  const current = uiLanguage(currentLanguage);
  return [...labels.entries()].map(([locale, label]) => ({ locale, label, current: locale === current, partial: !isTranslated(locale) }));
}
