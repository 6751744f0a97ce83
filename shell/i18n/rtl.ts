// Languages written right to left. A locale such as "ar_SA" or "he-IL" is right to left when its
// language part is in this list.
export const RTL_LANGUAGES: readonly string[] = [
  'ar', 'arc', 'dv', 'fa', 'ha', 'he', 'iw', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi',
];

export type Direction = 'ltr' | 'rtl';

/** The language part of a locale: "de_DE" and "de-DE" give "de". */
export function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}

export function directionOf(locale: string): Direction {
  return RTL_LANGUAGES.includes(languageOf(locale)) ? 'rtl' : 'ltr';
}

/** Sets the document's lang and dir, so that the browser, screen readers and CSS agree. */
export function applyDocumentLocale(locale: string, doc: Document = document): Direction {
  const dir = directionOf(locale);
  doc.documentElement.lang = locale.replace('_', '-');
  doc.documentElement.dir = dir;
  return dir;
}
