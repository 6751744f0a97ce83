// Switching to the right-to-left locale flips the layout: the document's dir, and the header's
// start (brand) moves to the right. Each right-to-left language lays out every kind of screen right
// to left (screenLanguage.ts: the direction of the page, its dialogs and lists, where headings,
// columns, tabs and labels start), with no English left; every routed screen is walked right to
// left in Arabic (a11y.e2e.ts) and in Hebrew (i18n.e2e.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goToHash, signIn, startSandbox, type Sandbox } from './harness.ts';
import { quiet, trackRequests } from './routeWalk.ts';
import { chooseLanguage, languageFindings, leftoverRule } from './screenLanguage.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

it('switches to Arabic and flips the layout, and back', async () => {
  const { context, page } = await signIn(sandbox, 'uaadmin');
  const width = page.viewportSize()!.width;
  const brandX = async () => (await page.locator('header').getByText(/Identity Console|وحدة تحكم الهوية/).first().boundingBox())!.x;
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  expect(await brandX()).toBeLessThan(width / 2);

  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  await expect.poll(brandX).toBeGreaterThan(width / 2);
  // Shell texts are translated: the help button's label.
  expect(await page.locator('header').getByRole('button', { name: 'مساعدة', exact: true }).count()).toBe(1);

  // The choice is kept for the next visit.
  await page.reload();
  await page.waitForSelector('header nav');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  await page.getByRole('button', { name: /قائمة الملف الشخصي/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await context.close();
});

/** One screen of each kind: a list, a form (with the picker's tree and a date field), a detail, the dashboard, the settings, the org chart. */
const KINDS: Record<string, string> = {
  list: '/users',
  form: '/createUser',
  'date form': '/availability/create',
  dashboard: '/dashboard',
  settings: '/settings',
  'org chart': '/orgchart',
};

for (const locale of ['ar', 'he', 'fa']) {
  it(`lays out every kind of screen right to left in ${locale} (Arabic: its pickers), the picker, the date picker and the palette too, with no English left`, async () => {
    // Chosen in the profile menu: the test above saved the administrator's choice of English.
    const { context, page } = await signIn(sandbox, 'uaadmin', '/users');
    const requests = trackRequests(page);
    await chooseLanguage(page, locale);
    await quiet(page, requests);
    const rule = leftoverRule(locale);
    const found: string[] = [];
    const check = async (where: string) => {
      found.push(...(await languageFindings(page, rule, where)));
    };
    const visit = async (hashPath: string) => {
      await goToHash(page, hashPath);
      await quiet(page, requests);
    };

    // Arabic's routed screens are all walked in a11y.e2e.ts: here only the forms its pickers open from.
    const everyKind = locale !== 'ar';
    if (everyKind) {
      await check('list');
      const detail = await page.locator('main a[href^="#/users/"]').first().getAttribute('href');
      await visit(detail!.slice(1));
      await check('detail');
    }
    for (const [kind, hashPath] of Object.entries(KINDS).slice(1)) {
      if (!everyKind && !kind.includes('form')) continue;
      await visit(hashPath);
      await check(kind);
      if (kind === 'form') {
        // The picker: the manager field's search, its list of people.
        const manager = page.locator('main input[role=combobox]').first();
        await manager.click();
        await manager.fill('Megan');
        await page.getByRole('option').first().waitFor();
        await check('picker');
        await page.keyboard.press('Escape');
      }
      if (kind === 'date form') {
        // The date field's calendar button (the form's other fields have buttons of their own).
        await page.locator('main .MuiPickersTextField-root .MuiInputAdornment-root button').first().click();
        await page.getByRole('dialog').waitFor();
        await check('date picker');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    }
    await page.keyboard.press('Control+k');
    await page.locator('[role=dialog] [role=combobox]').waitFor();
    await page.keyboard.type('Megan');
    await page.getByRole('option').first().waitFor();
    await check('palette');
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
}
