import { uiLanguage } from './i18n.ts';

// Which locale the console starts in. The user's explicit choice wins: the one saved on the server
// (it follows the user to another browser), then one made in this browser that could not be saved.
// Without a choice, the browser's languages (navigator.languages, in order) pick the first language
// the console has ("de-CH" is German). Without either, the caller asks the server for the user's
// locale, then its default (the sandbox answers those from Accept-Language too), then English.

export interface LocaleSources {
  /** The choice saved on the server (the user's preferred locale), if the user made one. */
  saved?: string;
  /** The choice made in this browser (kept locally in case saving it failed). */
  stored?: string;
  /** The browser's languages, most wanted first. */
  browser: readonly string[];
  /** The languages the console has: those it ships a translation for and those the server supports. */
  available: readonly string[];
}

/** The locale the user chose or their browser asks for (see the order above); undefined when neither says. */
export function chosenLocale({ saved, stored, browser, available }: LocaleSources): string | undefined {
  const explicit = saved || stored;
  if (explicit) return explicit;
  const languages = new Set(available.map(uiLanguage));
  const wanted = browser.find((locale) => languages.has(uiLanguage(locale)));
  return wanted === undefined ? undefined : uiLanguage(wanted);
}
