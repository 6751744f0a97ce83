// The languages written right to left: the console lays out right to left for each of them,
// whichever translation file it loads for the language (a language without a file of its own
// reads English texts, still right to left). The one list of the console: the shell's direction,
// the localized-name inputs and the org chart's arrow keys all ask here.

export const RTL_LANGUAGES: readonly string[] = [
  'ar', 'arc', 'dv', 'fa', 'ha', 'he', 'iw', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi',
];

export type Direction = 'ltr' | 'rtl';

/** The language part of a locale, lower case: "de_DE", "de-DE" and "DE" give "de". */
export function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}

/** 'rtl' when the locale's language is one of RTL_LANGUAGES ("ar_SA", "he-IL", "iw"), else 'ltr'. */
export function directionOf(locale: string): Direction {
  return RTL_LANGUAGES.includes(languageOf(locale)) ? 'rtl' : 'ltr';
}
