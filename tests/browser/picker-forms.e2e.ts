// The picker's container tree inside the console's real Create User form: lazy branches, keyboard
// navigation, and the choice kept by the form (the form's value, a DN, shows as the selected node;
// choosing another container replaces it).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

it('chooses the new user’s container in the tree of the Create User form', async () => {
  const { context, page } = await signIn(sandbox, 'uaadmin', '/createUser');
  const tree = page.getByRole('tree', { name: 'Container' });
  const data = tree.getByRole('treeitem', { name: 'data', exact: true });
  await data.focus();
  await page.keyboard.press('ArrowRight'); // loads the sub-containers of data
  const users = tree.getByRole('treeitem', { name: 'users', exact: true });
  await users.waitFor();
  await users.focus();
  await page.keyboard.press('ArrowRight'); // loads the departments
  await tree.locator('[role=treeitem][aria-level="3"]').first().waitFor();
  await page.keyboard.press('ArrowRight'); // first department
  const department = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
  expect(department).not.toBe('users');
  await page.keyboard.press('Enter');
  await expect.poll(() => tree.getByRole('treeitem', { name: department, exact: true }).getAttribute('aria-selected')).toBe('true');

  // Single selection: another container replaces it.
  await users.click();
  await expect.poll(() => users.getAttribute('aria-selected')).toBe('true');
  expect(await tree.getByRole('treeitem', { name: department, exact: true }).getAttribute('aria-selected')).toBe('false');
  // Collapsing and expanding again does not reload the branch (cached).
  const loads: string[] = [];
  page.on('request', (request) => request.url().includes('/access/containers/container') && loads.push(request.url()));
  await users.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await tree.getByRole('treeitem', { name: department, exact: true }).waitFor();
  expect(loads).toEqual([]);
  await context.close();
});
