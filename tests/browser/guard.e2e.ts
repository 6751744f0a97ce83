// An end user opening an admin route sees the unauthorized modal and lands on areaDefault.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

it('refuses an admin route to an end user, and Close goes to the area default', async () => {
  const { context, page } = await signIn(sandbox, 'enduser', '/users');
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
  expect(await dialog.innerText()).toContain('Unauthorized access to Users page');
  expect(await dialog.innerText()).toContain('Close will redirect to Dashboard page');
  expect(await page.locator('main h1').count()).toBe(0); // the refused page is not shown behind it

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => currentRoute(page)).toBe('/dashboard');
  await settled(page);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await context.close();
});

it('refuses a protected sub-page (role create) to a user without that right', async () => {
  const { context, page } = await signIn(sandbox, 'manager', '/role/create');
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
  expect(await dialog.innerText()).toContain('Unauthorized access to');
  await context.close();
});

it('lets an administrator open the same route', async () => {
  const { context, page } = await signIn(sandbox, 'uaadmin', '/users');
  await settled(page);
  expect(await page.locator('main h1').innerText()).toBe('Users');
  expect(await page.getByRole('dialog').count()).toBe(0);
  await context.close();
});
