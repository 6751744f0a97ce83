// Proxy in and out: Proxy As (offered only to a user who may proxy) goes to tasks with the menu
// shrunk to tasks plus requests and history; Exit Proxy restores the menu and returns to tasks.
// An assignment that requires approval makes proxy mode say 'ProxyMode Approval is required!'.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentRoute, readMenu, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

it('offers Proxy As only to a user who may proxy', async () => {
  const { context, page } = await signIn(sandbox, 'enduser');
  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Proxy As' }).count()).toBe(0);
  await context.close();
});

it('proxies in and out', async () => {
  const { context, page } = await signIn(sandbox, 'proxyuser');
  const fullMenu = await readMenu(page);

  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Proxy As' }).click();
  const dialog = page.getByRole('dialog');
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  expect(await continueButton.isDisabled()).toBe(true);

  // Touched and left empty: the field shows its error.
  const field = dialog.getByRole('combobox');
  await field.click();
  await dialog.getByRole('heading').click();
  await dialog.getByText('Proxy User is required').waitFor();

  await field.click();
  await page.getByRole('option', { name: 'Megan Manager' }).click();
  expect(await continueButton.isDisabled()).toBe(false);
  await continueButton.click();

  await expect.poll(() => currentRoute(page)).toBe('/tasks');
  await page.getByText('Proxy mode: you are acting for Megan Manager').waitFor();
  expect(await readMenu(page)).toEqual(['Tasks', 'Access > Requests', 'Access > Request History']);

  await page.getByRole('button', { name: /Profile menu of/ }).click();
  const exit = page.getByRole('menuitem', { name: /Exit Proxy/ });
  expect(await exit.innerText()).toContain('Megan Manager');
  await exit.click();
  await expect.poll(() => readMenu(page)).toEqual(fullMenu);
  expect(currentRoute(page)).toBe('/tasks');
  await context.close();
});

it('says approval is required in proxy mode for a user whose assignment requires it', async () => {
  const admin = await signIn(sandbox, 'uaadmin', '/proxyassignments');
  await settled(admin.page);
  const main = admin.page.locator('main');
  // The seeded assignment: Paula Proxy acts for Megan Manager.
  await main.getByRole('link', { name: 'Paula Proxy' }).click();
  await settled(admin.page);
  await main.getByRole('checkbox', { name: 'Proxy mode requires approval' }).check();
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => currentRoute(admin.page), { timeout: 10_000 }).toBe('/proxyassignments');
  await admin.context.close();

  const { context, page } = await signIn(sandbox, 'proxyuser');
  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Proxy As' }).click();
  await page.getByRole('dialog').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Megan Manager' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  const strip = page.getByRole('alert').filter({ hasText: 'you are acting for Megan Manager' });
  await strip.getByText('ProxyMode Approval is required!').waitFor();
  // Still so after a reload in proxy mode: asked of the server again.
  await page.reload();
  await strip.getByText('ProxyMode Approval is required!').waitFor();
  await context.close();
});
