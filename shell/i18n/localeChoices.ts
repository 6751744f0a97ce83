import type { SupportedLocale } from '../bootstrap/types.ts';
import { SHIPPED_LOCALES, uiLanguage } from './i18n.ts';

export interface LocaleChoice {
  locale: string;
  label: string;
  current: boolean;
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
 * The languages the user can switch to, one entry per language: those the server supports (a
 * language without a translation file shows the English texts in its own direction, numbers and
 * plurals) and those the console ships a translation for. A region ("de_DE") is offered as its
 * language; the server's display name is kept for a locale that is exactly the language.
 */
export function localeChoices(supported: SupportedLocale[], currentLanguage: string): LocaleChoice[] {
  const labels = new Map<string, string>();
  for (const entry of supported) {
    const language = uiLanguage(entry.locale);
    const exact = language === entry.locale;
    if (!labels.has(language) || exact) labels.set(language, (exact && entry.localeDisplayName) || displayName(language));
  }
  for (const locale of SHIPPED_LOCALES) if (!labels.has(locale)) labels.set(locale, displayName(locale));
  const current = uiLanguage(currentLanguage);
  return [...labels.entries()].map(([locale, label]) => ({ locale, label, current: locale === current }));
}
