// The console speaks the user's language: the browser's on a first visit, the user's choice after
// it (saved on the server, so it follows them into another browser), and every right-to-left
// language lays out right to left, with or without a translation file of its own.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TRANSLATED_LOCALES } from '../../domain/locales.ts';
import { startSandbox, submitLogin, type DemoAccount, type Sandbox } from './harness.ts';

const textsOf = (locale: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

/** Signs in within a new browser context (its language, as a browser has it) and waits for the header. */
async function signInWith(user: DemoAccount, options: BrowserContextOptions = {}) {
  const context = await sandbox.browser.newContext({ viewport: { width: 1400, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(sandbox.consoleUrl);
  await submitLogin(page, user);
  await page.waitForSelector('header nav', { timeout: 20_000 });
  return { context, page };
}

const documentLocale = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Where the header's profile button sits: at the end of the line, on the right in LTR and the left in RTL. */
async function profileButtonOnTheLeft(page: Page): Promise<boolean> {
  const box = (await page.locator('header').getByRole('button', { name: /./ }).last().boundingBox())!;
  return box.x < page.viewportSize()!.width / 2;
}

async function chooseLanguage(page: Page, profileMenu: RegExp, language: string) {
  await page.getByRole('button', { name: profileMenu }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

it('follows a German browser on the first visit: the sign-in page and the console speak German', async () => {
  const context = await sandbox.browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(sandbox.consoleUrl);
  await expect.poll(() => page.locator('label[for=username]').textContent()).toBe('Benutzername');
  await submitLogin(page, 'manager');
  await page.waitForSelector('header nav', { timeout: 20_000 });
  expect(await documentLocale(page)).toEqual({ lang: 'de', dir: 'ltr' });
  expect(await page.locator('header').getByRole('button', { name: 'Hilfe', exact: true }).count()).toBe(1);
  await context.close();
});

it('lays Hebrew out right to left with Hebrew texts, and the choice follows the user into another browser', async () => {
  const first = await signInWith('uaadmin', { locale: 'en-US' });
  expect(await documentLocale(first.page)).toEqual({ lang: 'en', dir: 'ltr' });
  expect(await profileButtonOnTheLeft(first.page)).toBe(false);

  await chooseLanguage(first.page, /Profile menu of/, 'עברית');
  await expect.poll(() => documentLocale(first.page)).toEqual({ lang: 'he', dir: 'rtl' });
  await expect.poll(() => profileButtonOnTheLeft(first.page)).toBe(true);
  expect(await first.page.locator('header').getByRole('button', { name: 'עזרה', exact: true }).count()).toBe(1);
  await first.context.close();

  // Another browser (an English one, nothing stored): the choice saved on the server wins.
  const second = await signInWith('uaadmin', { locale: 'en-US' });
  await expect.poll(() => documentLocale(second.page)).toEqual({ lang: 'he', dir: 'rtl' });
  expect(await second.page.locator('header').getByRole('button', { name: 'עזרה', exact: true }).count()).toBe(1);
  await second.context.close();
});

it('lays Persian out right to left, with its texts (English until its translation file is in)', async () => {
  const { context, page } = await signInWith('roleadmin', { locale: 'en-US' });
  await chooseLanguage(page, /Profile menu of|منوی/, 'فارسی');
  await expect.poll(() => documentLocale(page)).toEqual({ lang: 'fa', dir: 'rtl' });
  await expect.poll(() => profileButtonOnTheLeft(page)).toBe(true);
  const help = textsOf(TRANSLATED_LOCALES.includes('fa') ? 'fa' : 'en')['shell.header.help']!;
  expect(await page.locator('header').getByRole('button', { name: help, exact: true }).count()).toBe(1);
  await context.close();
});
