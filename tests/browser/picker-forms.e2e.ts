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

// The manager (a user DN attribute) is chosen with the picker's user tab; the form sends the DN.
it('chooses a manager with the picker in Create User, shows it in the details, and leaves the user out of their own manager picker', async () => {
  const { context, page } = await signIn(sandbox, 'uaadmin', '/createUser');
  await page.waitForSelector('#root_CN');
  await page.fill('#root_CN', 'ppicker');
  await page.fill('#root_password', 'abc123');
  await page.getByLabel('Confirm password').fill('abc123');
  await page.fill('#root_FirstName', 'Penelope');
  await page.fill('#root_LastName', 'Pickertest');
  await page.fill('#root_Email', 'ppicker@example.com');

  // One visible label, and it names the search box.
  expect(await page.locator('label', { hasText: /^Manager$/ }).count()).toBe(1);
  const manager = page.getByRole('combobox', { name: 'Manager' });
  await manager.click();
  await manager.fill('Megan');
  await page.getByRole('option', { name: 'Megan Manager' }).click();
  await expect.poll(() => page.locator('[data-testid=picker]').filter({ has: manager }).innerText()).toContain('Megan Manager');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => page.getByRole('status').allInnerTexts(), { timeout: 10_000 }).toContain('User created successfully');

  const dn = 'cn=ppicker,ou=users,o=data';
  await page.goto(`${sandbox.consoleUrl}#/users/${encodeURIComponent(dn)}`);
  await expect.poll(() => page.locator('[data-attribute=Manager]').innerText(), { timeout: 10_000 }).toContain('Megan Manager');

  // In the edit form the manager picker shows the manager by name and never offers the user herself.
  await page.getByRole('button', { name: 'Edit' }).click();
  const editManager = page.getByRole('combobox', { name: 'Manager' });
  const editPicker = page.locator('[data-testid=picker]').filter({ has: editManager });
  await expect.poll(() => editPicker.innerText()).toContain('Megan Manager');
  await editManager.click();
  await editManager.fill('Pickertest');
  await expect.poll(() => editPicker.innerText(), { timeout: 10_000 }).toContain('No more users are available for selection.');
  expect(await editPicker.getByRole('option', { name: 'Penelope Pickertest' }).count()).toBe(0);
  await context.close();
});
