// The console speaks the user's language: the browser's on a first visit, the user's choice after
// it (saved on the server, so it follows them into another browser), and every right-to-left
// language lays out right to left, with or without a translation file of its own. No screen leaves
// English behind, in a sample of the languages (one of each script).
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TRANSLATED_LOCALES } from '../../domain/locales.ts';
import { ROUTES, type RouteDefinition } from '../../shell/routing/routeTable.ts';
import { isAllowed, navigationRightsBody, planGuard, rightsByKey, type NavigationRightsAnswer } from '../../shell/routing/guard.ts';
import { passwordGrant, rest } from '../server/harness.ts';
import { startSandbox, submitLogin, type DemoAccount, type Sandbox } from './harness.ts';
import { trackRequests } from './routeWalk.ts';
import { languageFindings, leftoverRule, walkInLocales } from './screenLanguage.ts';

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

// English left on screen and the direction, on every routed screen and tab of the end user, in a
// sample of the locales (one of each script: Arabic, German, Japanese, Hebrew; the administrator's
// screens are walked in a11y.e2e.ts). First in the file: the tests below save a language choice
// that would beat the browser's.

/** The routes the account may open (the navigation-rights call, as the route guard asks it); routes that need an administrator right are left out. */
async function allowedRoutes(user: DemoAccount): Promise<(route: RouteDefinition) => boolean> {
  const server = { url: sandbox.url, dataDir: '', close: async () => {} };
  const token = (await passwordGrant(server, user)).access_token;
  const routes = ROUTES.filter((route) => !route.requires);
  const keys = [...new Set(routes.flatMap((route) => planGuard(route.path, route).requestKeys))];
  const answer = (await rest(server, token, 'POST', '/access/info/user/navigationrights', navigationRightsBody({ parentKey: '', currentKey: '', requestKeys: keys }))).body;
  const rights = rightsByKey(answer as NavigationRightsAnswer);
  const allowed = new Set(routes.filter((route) => isAllowed(planGuard(route.path, route), rights)));
  return (route) => allowed.has(route);
}

it('leaves no English on any screen of the end user, in Arabic (their browser’s language), German, Japanese and Hebrew, nor in the dialog that refuses a page', async () => {
  const context = await sandbox.browser.newContext({ locale: 'ar', viewport: { width: 1400, height: 900 } });
  await context.addCookies(sandbox.sessions!.get('enduser')!);
  const page = await context.newPage();
  const requests = trackRequests(page);
  await page.goto(`${sandbox.consoleUrl}#/`);
  await expect.poll(() => documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  const { visited, found } = await walkInLocales(page, requests, new Map(), ['ar', 'de', 'ja', 'he'], 'enduser', await allowedRoutes('enduser'));
  expect(visited).toBeGreaterThan(10);
  // A page the end user may not open: the dialog that says so, and where Close leads.
  await page.evaluate(() => {
    window.location.hash = '/users';
  });
  await page.getByRole('dialog').waitFor();
  found.push(...(await languageFindings(page, leftoverRule('he'), 'enduser #/users (refused)')));
  expect(found, found.join('\n')).toEqual([]);
  await context.close();
});

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

