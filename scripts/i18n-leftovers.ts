// Counts the English words left on screen in other languages: signs in with a browser of each
// language (de, ar, he by default), opens every routed page without a parameter, and counts the
// words, visible or read out (aria-label, placeholder, title, alt, the document title), that are
// words of the English translation file and of no text of the language's own file (so names kept
// as they are, such as "CPRS", do not count). Data (user and role names) counts only where it
// happens to be a word of the console's English texts. npm test runs its rule on the files alone:
// tests/unit/locale-leftovers.test.ts.
//   npx vite build && npx tsx scripts/i18n-leftovers.ts [de ar he]
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startServer } from '../server/app.ts';
import { TRANSLATED_LOCALES } from '../domain/locales.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORD = /[A-Za-z][A-Za-z'-]{2,}/g;

function wordsOf(texts: Record<string, string>): Set<string> {
  const words = new Set<string>();
  for (const text of Object.values(texts)) for (const word of text.replace(/\{\{[^}]*\}\}/g, ' ').match(WORD) ?? []) words.add(word.toLowerCase());
  return words;
}

const readLocale = (locale: string) => JSON.parse(readFileSync(path.join(ROOT, 'public/locales', `${locale}.json`), 'utf8')) as Record<string, string>;

/** Every routed path without a parameter, from the area manifests. */
function routePaths(): string[] {
  const paths = new Set<string>();
  for (const area of readdirSync(path.join(ROOT, 'screens'))) {
    let manifest: { routes?: { path: string }[] };
    try {
      manifest = JSON.parse(readFileSync(path.join(ROOT, 'screens', area, 'area.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const route of manifest.routes ?? []) if (!route.path.includes(':')) paths.add(route.path);
  }
  return [...paths].sort();
}

async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('main [role=progressbar]') && document.querySelector('main h1, main h2, [role=dialog]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

async function main() {
  const locales = process.argv.slice(2).length ? process.argv.slice(2) : TRANSLATED_LOCALES.filter((locale) => locale !== 'en');
  const english = wordsOf(readLocale('en'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idm-leftovers-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, consoleDir: path.join(ROOT, 'dist') });
  const browser = await launchChromium();
  try {
    for (const locale of locales) {
      const own = wordsOf(readLocale(locale));
      const uiWords = new Set([...english].filter((word) => !own.has(word)));
      const context = await browser.newContext({ locale, viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/idmdash/`);
      await page.fill('#username', 'uaadmin');
      await page.fill('#password', 'Passw0rd!');
      await page.click('button[type=submit]');
      await page.waitForSelector('header nav', { timeout: 20_000 });
      let total = 0;
      const byWord = new Map<string, Set<string>>();
      for (const route of routePaths()) {
        await page.goto(`${server.url}/idmdash/#${route}`);
        await settle(page);
        // What is read out counts as much as what is seen: accessible names, placeholders, titles.
        const text = await page.evaluate(() =>
          [
            document.body.innerText,
            document.title,
            ...[...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((element) =>
              ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
            ),
          ].join('\n'),
        );
        for (const word of text.match(WORD) ?? []) {
          if (!uiWords.has(word.toLowerCase())) continue;
          total++;
          if (!byWord.has(word)) byWord.set(word, new Set());
          byWord.get(word)!.add(route);
        }
      }
      console.log(`${locale}: ${total} English words on ${routePaths().length} pages`);
      const top = [...byWord.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, 40);
      for (const [word, routes] of top) console.log(`  ${word}: ${[...routes].slice(0, 6).join(' ')}${routes.size > 6 ? ' …' : ''}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
