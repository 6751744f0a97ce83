import type { SupportedLocale } from '../bootstrap/types.ts';
import { SHIPPED_LOCALES, translationFileLocale } from './i18n.ts';

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
 * The languages the user can switch to: those the server supports for which the console ships a
 * translation, plus the shipped ones, one entry per translation file.
 */
export function localeChoices(supported: SupportedLocale[], currentLanguage: string): LocaleChoice[] {
  const byFile = new Map<string, string>();
  for (const entry of supported) {
    const file = translationFileLocale(entry.locale);
    if (file === entry.locale.split(/[-_]/)[0] && !byFile.has(file)) byFile.set(file, entry.localeDisplayName || displayName(file));
  }
  for (const locale of SHIPPED_LOCALES) if (!byFile.has(locale)) byFile.set(locale, displayName(locale));
  return [...byFile.entries()].map(([locale, label]) => ({ locale, label, current: locale === translationFileLocale(currentLanguage) }));
}
