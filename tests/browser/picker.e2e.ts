// The multi-tab picker in Chromium against the sandbox, inside a small form (harness/picker):
// choosing a manager (too many results, search, the edited user excluded), choosing containers and
// drivers in the trees (containment replacement, All Drivers, a branch that fails to load), and a
// group's specific members through the members dialog.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordGrant, rest } from '../server/harness.ts';
import { fieldValue, openPickerForm, startPickerSandbox, type PickerSandbox } from './pickerHarness.ts';

let sandbox: PickerSandbox;
beforeAll(async () => {
  sandbox = await startPickerSandbox();
});
afterAll(async () => sandbox?.close());

async function userDn(fullName: string): Promise<string> {
  const server = { url: sandbox.url, dataDir: '', close: async () => {} };
  const { access_token } = await passwordGrant(server, 'uaadmin');
  const answer = await rest(server, access_token, 'GET', `/access/users/list?q=${encodeURIComponent(fullName.split(' ')[1]!)}&size=50`);
  const user = (answer.body as { usersList: { dn: string; fullName: string }[] }).usersList.find((entry) => entry.fullName === fullName);
  if (!user) throw new Error(`no user ${fullName}`);
  return user.dn;
}

it('chooses a manager: too many for an empty search, then a search; the edited user is excluded', async () => {
  const self = await userDn('Megan Manager');
  const page = await openPickerForm(sandbox, 'uaadmin', `?self=${encodeURIComponent(self)}`);
  const field = page.getByRole('region', { name: 'Manager' });
  await field.getByRole('button', { name: 'Show results' }).click();
  await field.getByText('Too many users to display, Please refine your search.').waitFor();

  await field.getByRole('combobox').fill('Roleman');
  await field.getByRole('option', { name: /Rita Roleman/ }).click({ timeout: 10_000 });
  expect((await fieldValue(page, 'Manager')).map((item) => item.displayName)).toEqual(['Rita Roleman']);
  expect(await page.getByTestId('value-Manager').getAttribute('data-touched')).toBe('true');
  // Single selection closed the dropdown; the choice shows with Remove.
  await field.getByRole('button', { name: 'Remove Rita Roleman' }).waitFor();

  await field.getByRole('combobox').fill('Manager');
  await field.getByText('No more users are available for selection.').waitFor({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  expect(await field.getByRole('listbox').count()).toBe(0);
  await page.context().close();
});

it('chooses containers and drivers in the trees: containment replaces, All Drivers gives way to a driver', async () => {
  const page = await openPickerForm(sandbox);
  // One branch fails to load.
  await page.route('**/IDMProv/rest/access/containers/container', async (route) => {
    const body = route.request().postDataJSON() as { dn?: string } | null;
    if (body?.dn?.startsWith('ou=groups')) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"Fault":{"Reason":{"Text":"down"}}}' });
    else await route.continue();
  });
  const field = page.getByRole('region', { name: 'Scope' });
  await field.getByRole('button', { name: 'Show results' }).click();
  const data = field.getByRole('treeitem', { name: 'data', exact: true });
  await data.focus();
  await page.keyboard.press('ArrowRight');
  const users = field.getByRole('treeitem', { name: 'users', exact: true });
  await users.click();
  expect((await fieldValue(page, 'Scope')).map((item) => item.displayName)).toEqual(['users']);

  await users.focus();
  await page.keyboard.press('ArrowRight');
  await field.getByText('Loading sub containers...').or(field.getByRole('treeitem', { name: 'engineering' })).first().waitFor();
  await field.getByRole('treeitem', { name: 'engineering' }).click();
  // engineering is inside users: it replaces it.
  expect((await fieldValue(page, 'Scope')).map((item) => item.displayName)).toEqual(['engineering']);
  await data.click();
  expect((await fieldValue(page, 'Scope')).map((item) => item.displayName)).toEqual(['data']);

  const groups = field.getByRole('treeitem', { name: 'groups', exact: true });
  await groups.focus();
  await page.keyboard.press('ArrowRight');
  await field.getByText('Failed to load sub-containers for this container.').waitFor();

  await field.getByRole('tab', { name: 'Driver or Entitlement' }).click();
  await field.getByRole('treeitem', { name: 'All Drivers' }).click();
  expect((await fieldValue(page, 'Scope')).map((item) => item.id)).toEqual([expect.stringContaining('o=data'), 'ALL DRIVERS']);
  // Expand the first driver, go to its first entitlement and choose it: it replaces All Drivers.
  await field.getByRole('treeitem').nth(1).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const entitlement = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
  await page.keyboard.press('Enter');
  const scope = await fieldValue(page, 'Scope');
  expect(scope.map((item) => item.displayName)).toEqual(['data', entitlement]);
  await page.context().close();
});

it('chooses specific members of a group in the members dialog', async () => {
  const page = await openPickerForm(sandbox);
  const field = page.getByRole('region', { name: 'Recipients' });
  await field.getByRole('button', { name: 'Show results' }).click();
  await field.getByRole('tab', { name: 'Group' }).click();
  await field.getByRole('combobox').fill('Fire');
  await field.getByRole('option', { name: /Fire Wardens/ }).click({ timeout: 10_000 });
  const dialog = page.getByRole('dialog', { name: 'Select Specific Users from Fire Wardens' });
  await dialog.waitFor();
  await dialog.getByRole('checkbox', { name: 'Assign Role to Group' }).waitFor();
  const members = dialog.getByRole('checkbox').filter({ hasNot: page.getByText('Assign Role to Group') });
  await members.nth(1).waitFor();
  const names = [await members.nth(1).locator('xpath=ancestor::label').innerText(), await members.nth(2).locator('xpath=ancestor::label').innerText()];
  await members.nth(1).check();
  await members.nth(2).check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  const value = await fieldValue(page, 'Recipients');
  expect(value.map((item) => item.type)).toEqual(['user', 'user']);
  expect(names.every((name, index) => name.startsWith(value[index]!.displayName))).toBe(true);
  await page.context().close();
});
