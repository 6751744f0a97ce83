// What a screen says and which way it runs, read in one DOM evaluation (cheap enough for every screen
// of a route walk): the English left on screen in another language, and the right-to-left layout.
//
// English left on screen: every text a user sees or hears (text nodes, aria-label, placeholder,
// title, alt, the document title). Outside data (table cells, field values, options, chips), a word
// of the English texts that no text of the locale's own file has is a leftover, unless the
// sandbox's data has it as it is written (names of roles, people, descriptions: "Megan Manager",
// "AD Group: Finance" stay as the directory has them). Anywhere, data or not, a system text the
// sandbox writes in English and the console translates by its key (a step name, a system comment,
// a request status, a category) is a leftover when it shows in English.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { CONSOLE_LOCALES, consoleLocaleOf, localeName } from '../../domain/locales.ts';
import { directionOf } from '../../domain/textDirection.ts';
import { ROUTES, type RouteDefinition } from '../../shell/routing/routeTable.ts';
import { WAIT_POLLING_MS } from './harness.ts';
import { quiet, walkRoutes, type Samples } from './routeWalk.ts';

const WORD = /[A-Za-z][A-Za-z'-]{2,}/g;

const textsOf = (locale: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');

function wordsOf(texts: Record<string, string>): Set<string> {
  const words = new Set<string>();
  for (const text of Object.values(texts)) for (const word of withoutPlaceholders(text).match(WORD) ?? []) words.add(word.toLowerCase());
  return words;
}

/** What counts as English left on screen in a locale. */
export interface LeftoverRule {
  locale: string;
  /** Words of the English texts that no text of the locale has (lower case). */
  words: ReadonlySet<string>;
  /** The sandbox's English system texts (no placeholder) that the locale translates otherwise. */
  texts: ReadonlySet<string>;
  /** The same, but for category names: within data, "Sales" is as likely a department as a category. */
  dataTexts: ReadonlySet<string>;
  /** The words of the seeded data, as written. */
  data: ReadonlySet<string>;
}

let seededWords: Set<string> | undefined;
/** Every word of the seeded store's files and of the seed's sources (the data the sandbox starts with and derives), case kept. */
function dataWords(): Set<string> {
  if (seededWords) return seededWords;
  seededWords = new Set();
  for (const folder of [inject('seededDataDir'), fileURLToPath(new URL('../../server/seed', import.meta.url))]) {
    for (const file of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (file.isFile()) for (const word of readFileSync(path.join(file.parentPath, file.name), 'utf8').match(WORD) ?? []) seededWords.add(word);
    }
  }
  return seededWords;
}

/** The keys of the sandbox's English system texts that the console shows by key (docs/i18n.md, Texts the sandbox writes). */
const SYSTEM_TEXT_KEYS = ['workflow.systemText.', 'widgets.requestState.', 'catalog.category.', 'renderer.landing.builtIn.'];

/** Words shown as they are on purpose, whatever the language: the names of the languages in themselves (the localized-name fields, the language menu). */
const KEPT = new Set(CONSOLE_LOCALES.map((locale) => locale.name.toLowerCase()));

export function leftoverRule(locale: string): LeftoverRule {
  const english = textsOf('en');
  const own = textsOf(locale);
  const ownWords = wordsOf(own);
  const words = new Set([...wordsOf(english)].filter((word) => !ownWords.has(word) && !KEPT.has(word)));
  const system = Object.entries(english).filter(([key, text]) => SYSTEM_TEXT_KEYS.some((prefix) => key.startsWith(prefix)) && own[key] !== text && !text.includes('{{'));
  const texts = new Set(system.map(([, text]) => text.trim()));
  const dataTexts = new Set(system.filter(([key]) => !key.startsWith('catalog.category.')).map(([, text]) => text.trim()));
  return { locale, words, texts, dataTexts, data: dataWords() };
}

interface ShownText {
  text: string;
  /** Where: the element's tag and its nearest landmark or labelled ancestor, or the attribute. */
  where: string;
  /** Inside data: a table's body, a field's value, an object's name. */
  data: boolean;
}

/** Every text the page shows or reads out (see the file's comment), with where it is. */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const DATA = 'tbody td, input, textarea, [role=option], [data-value], dd, [role=treeitem], .MuiChip-label';
    const shown: { text: string; where: string; data: boolean }[] = [];
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const where = (element: Element) => {
      const landmark = element.closest('main, header, nav, footer, [role=dialog], [role=menu], [role=listbox], [role=tooltip]');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} in ${landmark ? (landmark.getAttribute('role') ?? landmark.tagName.toLowerCase()) : 'body'}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript') || !visible(parent)) continue;
      shown.push({ text, where: where(parent), data: Boolean(parent.closest(DATA)) });
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription]')) {
      if (!visible(element) && element.getAttribute('aria-hidden') !== null) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) {
        const text = element.getAttribute(name)?.trim();
        if (text) shown.push({ text, where: `${where(element)} [${name}]`, data: element.closest(DATA) !== null && name === 'title' });
      }
    }
    shown.push({ text: document.title, where: 'document title', data: false });
    return shown;
  });
}

/** The English left on the page in the rule's locale: one line per text ("word … in where: text"). */
export async function englishLeftovers(page: Page, rule: LeftoverRule): Promise<string[]> {
  const found: string[] = [];
  for (const { text, where, data } of await shownTexts(page)) {
    if ((data ? rule.dataTexts : rule.texts).has(text)) found.push(`"${text}" (${where})`);
    else if (!data) {
      const words = (text.match(WORD) ?? []).filter((word) => rule.words.has(word.toLowerCase()) && !rule.data.has(word));
      if (words.length > 0) found.push(`${words.join(' ')} in "${text.slice(0, 80)}" (${where})`);
    }
  }
  return [...new Set(found)];
}

/**
 * What is not right to left on the page: the document's direction, the main area's and every
 * dialog's computed direction, and where things start: a heading's text at the right, the first
 * column of a table, the first tab and the first menu entry right of the next, a field's label
 * over the right part of its field.
 */
export function rtlProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.dir !== 'rtl') problems.push(`<html dir="${document.documentElement.dir}">`);
    for (const scope of document.querySelectorAll('main, [role=dialog], [role=menu], [role=listbox], header')) {
      if (getComputedStyle(scope).direction !== 'rtl') problems.push(`${scope.getAttribute('role') ?? scope.tagName.toLowerCase()} runs ${getComputedStyle(scope).direction}`);
    }
    const box = (element: Element) => element.getBoundingClientRect();
    const shown = (element: Element) => element.checkVisibility() && box(element).width > 0;
    /** The first of a row of siblings starts at the right: its centre right of the second's. */
    const startsRight = (items: Element[], what: string) => {
      const [first, second] = items.filter(shown);
      if (first && second && Math.abs(box(first).top - box(second).top) < 4 && box(first).left < box(second).left) problems.push(`${what}: the first is left of the second`);
    };
    for (const row of document.querySelectorAll('thead tr')) startsRight([...row.children], 'table columns');
    for (const list of document.querySelectorAll('[role=tablist]')) startsRight([...list.querySelectorAll('[role=tab]')], 'tabs');
    const nav = document.querySelector('header nav');
    if (nav) startsRight([...nav.children], 'main menu');
    for (const heading of document.querySelectorAll('main h1, [role=dialog] h2')) {
      if (!shown(heading)) continue;
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const space = box(heading.parentElement ?? heading);
      if (text.width > 0 && text.width < space.width / 2 && text.left - space.left < space.right - text.right) problems.push(`heading "${heading.textContent?.slice(0, 40)}" starts at the left`);
    }
    for (const label of document.querySelectorAll('label[for]')) {
      const field = document.getElementById(label.getAttribute('for') ?? '');
      const control = field?.closest('.MuiInputBase-root') ?? field;
      if (!control || !shown(label) || !shown(control) || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const [l, c] = [box(label), box(control)];
      if (c.width > 2 * l.width && l.bottom > c.top - 30 && l.top < c.bottom && l.left + l.width / 2 < c.left + c.width / 2) problems.push(`label "${label.textContent?.slice(0, 40)}" over the left of its field`);
    }
    return problems;
  });
}

/** The English left on the page and, in a right-to-left locale, what does not run right to left: one line each, named by `where`. */
export async function languageFindings(page: Page, rule: LeftoverRule, where: string): Promise<string[]> {
  const found = (await englishLeftovers(page, rule)).map((leftover) => `${rule.locale} ${where}: English left: ${leftover}`);
  if (directionOf(rule.locale) === 'rtl') found.push(...(await rtlProblems(page)).map((problem) => `${rule.locale} ${where}: not right to left: ${problem}`));
  return found;
}

/** Chooses a language in the profile menu, as a user does (the menu's button named in the language the page shows). */
export async function chooseLanguage(page: Page, locale: string): Promise<void> {
  const shown = consoleLocaleOf(await page.evaluate(() => document.documentElement.lang)) ?? 'en';
  const [before, after] = textsOf(shown)['shell.profile.open']!.split('{{name}}');
  await page.locator('header').getByRole('button', { name: new RegExp(escape(before!.trim() || after!.trim())) }).click();
  await page.getByRole('menuitemradio', { name: localeName(locale) }).click();
  await page.waitForFunction((code) => document.documentElement.lang === code && !document.querySelector('[role=menu]'), locale, { timeout: 15_000, polling: WAIT_POLLING_MS });
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Walks the routed screens in several languages at once: the areas are shared out among the
 * locales, and the screens of each locale's areas are walked after choosing it (three language
 * changes, not one per screen). On each screen, its language findings.
 */
export async function walkInLocales(
  page: Page,
  requests: { inFlight(): number },
  samples: Samples,
  locales: readonly string[],
  who: string,
  includes: (route: RouteDefinition) => boolean = () => true,
): Promise<{ visited: number; found: string[] }> {
  const areas = [...new Set(ROUTES.map((route) => route.area))];
  const found: string[] = [];
  let visited = 0;
  for (const [index, locale] of locales.entries()) {
    await chooseLanguage(page, locale);
    const rule = leftoverRule(locale);
    visited += await walkRoutes(page, samples, {
      settle: () => quiet(page, requests, { dialog: true }),
      onScreen: async (hashPath) => {
        found.push(...(await languageFindings(page, rule, `${who} #${hashPath}`)));
      },
      // A route whose sample is found in another language's areas is left to the walks of every screen.
      onNoSample: () => {},
      includes: (route) => areas.indexOf(route.area) % locales.length === index && includes(route),
    });
  }
  return { visited, found };
}
