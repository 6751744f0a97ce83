// Switching to the right-to-left locale flips the layout: the document's dir, and the header's
// start (brand) moves to the right.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startSandbox, type Sandbox } from './harness.ts';

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
