// Date fields in the page's language: a German page draws the date-time field and its calendar in
// German (day before month, Monday first, German names and buttons), typing goes section by
// section, and a Persian page lays the same field out right to left with a week that starts on
// Saturday. Both languages are chosen in the profile menu, so the test does not depend on what
// another test saved for the user.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const documentLocale = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /Profile menu of|Profilmenü|منوی|Profil/ }).first().click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** A field's sections as one line ("TT.MM.JJJJ hh:mm"): the sections are separate elements. */
const sections = async (field: Locator) => ((await field.textContent()) ?? '').replace(/\s+/g, '');

/** The first date field of the form: its group of sections (day, month, year, hours, minutes). */
const dateField = (main: Locator) => main.getByRole('group').filter({ has: main.page().getByRole('spinbutton') }).first();

it('draws the date field and its calendar in German, and takes typed dates section by section', async () => {
  const { context, page } = await signIn(sandbox, 'roleadmin', '/availability/create');
  await settled(page);
  await chooseLanguage(page, 'Deutsch');
  await expect.poll(() => documentLocale(page)).toEqual({ lang: 'de', dir: 'ltr' });
  const main = page.locator('main');
  const field = main.getByRole('group', { name: 'Gültig ab' });
  await field.waitFor();
  // Day, month, year in German order, German placeholders.
  await expect.poll(() => sections(field)).toContain('TT.MM.JJJJhh:mm');

  await main.getByRole('button', { name: /auswählen/ }).first().click();
  const calendar = page.getByRole('dialog');
  await calendar.waitFor();
  expect(await calendar.getByRole('columnheader').first().getAttribute('aria-label')).toBe('Montag');
  await page.keyboard.press('Escape');
  await calendar.waitFor({ state: 'hidden' });

  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type('241220301530');
  await expect.poll(() => sections(field)).toContain('24.12.203015:30');
  await context.close();
});

it('lays the date field out right to left in Persian, with the Persian week', async () => {
  const { context, page } = await signIn(sandbox, 'roleadmin', '/availability/create');
  await settled(page);
  await chooseLanguage(page, 'فارسی');
  await expect.poll(() => documentLocale(page)).toEqual({ lang: 'fa', dir: 'rtl' });
  const main = page.locator('main');
  const field = dateField(main);
  await field.waitFor();
  expect(await field.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  await main.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
  const calendar = page.getByRole('dialog');
  await calendar.waitFor();
  expect(await calendar.getByRole('columnheader').first().getAttribute('aria-label')).toBe('شنبه');
  await context.close();
});
