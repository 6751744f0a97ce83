import { directionOf, type Direction } from '../../domain/textDirection.ts';

export { directionOf, languageOf, RTL_LANGUAGES, type Direction } from '../../domain/textDirection.ts';

/** Sets the document's lang and dir, so that the browser, screen readers and CSS agree. */
export function applyDocumentLocale(locale: string, doc: Document = document): Direction {
  const dir = directionOf(locale);
  doc.documentElement.lang = locale.replace('_', '-');
  doc.documentElement.dir = dir;
  return dir;
}
