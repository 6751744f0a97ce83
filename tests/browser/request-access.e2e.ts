// The request catalogue (#/requests) against the sandbox: an end user requests a role and a
// resource with a parameter for themselves (the cart survives a reload); a manager requests a role
// for two direct reports and a group; an SoD conflict is shown with its pair before Submit and sent only with a
// justification. The rules (dates, parameters, recipients) are unit-tested; here what only a
// browser shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordGrant, rest } from '../server/harness.ts';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
let admin = '';
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
const ENDUSER = 'cn=enduser,ou=users,o=data';
const AD_GROUP_ENTITLEMENT = 'cn=Group,cn=EntitlementDefs,cn=Active Directory Driver,cn=driverset1,o=system';

async function adminCall(method: string, path: string, body?: unknown) {
  const answer = await rest(server(), admin, method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as Record<string, unknown>;
}
const createRole = async (name: string) => (await adminCall('POST', '/catalog/roles', { name, roleLevel: { level: 20 } })).id as string;

beforeAll(async () => {
  sandbox = await startSandbox();
  admin = (await passwordGrant(server(), 'uaadmin')).access_token;
  // A resource asking at request time for the AD group (the entitlement's values), roles without approval.
  await adminCall('POST', '/catalog/resources?fromEntitlement=true', { name: 'Any AD Group Membership', entitlements: [{ id: AD_GROUP_ENTITLEMENT }] });
  await createRole('Printer Operator');
  await createRole('Lab Access');
  // enduser holds Vault Keeper; Vault Auditor conflicts with it.
  const keeper = await createRole('Vault Keeper');
  const auditor = await createRole('Vault Auditor');
  await adminCall('POST', '/catalog/sods', { name: 'Keeper versus Auditor', roles: [{ id: keeper }, { id: auditor }] });
  await adminCall('POST', '/catalog/roles/role/assignments/assign', { dn: keeper, recipientDns: [ENDUSER] });
});
afterAll(async () => sandbox?.close());

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const cart = (page: Page) => page.getByRole('list', { name: 'Items in the cart' });

/** Searches the catalogue and puts the named item in the cart. */
async function addToCart(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click({ timeout: 10_000 });
  await cart(page).getByText(name, { exact: true }).waitFor();
}

it('an end user requests a role and a resource with a parameter for themselves; the cart survives a reload', async () => {
  const { context, page } = await signIn(sandbox, 'enduser', '/requests');
  await settled(page);
  // No one to request for: no acting mode to choose.
  expect(await page.getByRole('radio', { name: 'Others', exact: true }).count()).toBe(0);

  await addToCart(page, 'Printer', 'Printer Operator');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Any AD');
  const resource = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: 'Any AD Group Membership' });
  await resource.getByRole('button', { name: 'Details' }).click({ timeout: 10_000 });
  await eventually(() => page.getByRole('region', { name: 'Details of Any AD Group Membership' }).innerText()).toContain('Asks for');
  await resource.getByRole('button', { name: 'Add to cart: Any AD Group Membership' }).click();
  await cart(page).getByText('Any AD Group Membership', { exact: true }).waitFor();

  await page.reload();
  await settled(page);
  // The cart is read from the server after the reload: wait for its items (a poll without a matcher waited for nothing).
  await eventually(() => cart(page).innerText()).toMatch(/Printer Operator[\s\S]*Any AD Group Membership/);

  await page.getByRole('button', { name: 'Request', exact: true }).click();
  // Nothing goes without a reason and the parameter.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await eventually(() => page.locator('main').innerText()).toContain('A reason is required.');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Printing the quarterly reports');
  await page.getByRole('combobox', { name: /for Any AD Group Membership/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  const results = page.getByRole('table', { name: 'Request results' });
  await eventually(() => results.locator('tbody tr').count()).toBe(2);
  expect(await results.locator('tbody').innerText()).toMatch(/Printer Operator\s+Myself\s+Submitted/);
  expect(await results.locator('tbody').innerText()).toMatch(/Any AD Group Membership\s+Myself\s+Submitted/);
  expect(await page.getByRole('link', { name: 'Follow the status in the request history' }).getAttribute('href')).toBe('#/history');
  // The requested items left the cart.
  await eventually(() => page.getByText('Your cart is empty.').count()).toBe(1);
  await context.close();
});

// The catalogue is narrowed to what the manager's teams grant (POST /access/teams/permissions):
// the Engineering Team grants every role, so Lab Access is offered for its members and group.
it('a manager requests a role for two direct reports and a group', async () => {
  const { context, page } = await signIn(sandbox, 'manager', '/requests');
  await settled(page);
  await page.getByRole('radio', { name: 'Others', exact: true }).check({ timeout: 10_000 });
  const picker = page.getByRole('combobox', { name: 'Recipients' });
  for (const [search, name] of [['Eddie', 'Eddie Enduser'], ['Paula', 'Paula Proxy']] as const) {
    await picker.fill(search);
    await page.getByRole('option', { name: new RegExp(name) }).click({ timeout: 10_000 });
  }
  await page.getByRole('tab', { name: 'Group' }).click();
  await picker.fill('*');
  const group = page.getByRole('option').first();
  const groupName = (await group.innerText({ timeout: 10_000 })).split('\n')[0]!.trim();
  await group.click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await addToCart(page, 'Lab', 'Lab Access');
  const recipients = page.getByLabel('Recipients of Lab Access');
  expect((await recipients.innerText()).split('\n').map((s) => s.trim()).filter(Boolean).sort()).toEqual(['Eddie Enduser', 'Paula Proxy', groupName].sort());

  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Lab work for the team');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const results = page.getByRole('table', { name: 'Request results' });
  await eventually(() => results.locator('tbody tr').count()).toBe(3);
  const text = await results.locator('tbody').innerText();
  for (const name of ['Eddie Enduser', 'Paula Proxy', groupName]) expect(text).toMatch(new RegExp(`Lab Access\\s+${name}\\s+Submitted`));
  await context.close();
});

it('shows an SoD conflict with its pair before Submit and sends the request only with a justification', async () => {
  const { context, page } = await signIn(sandbox, 'enduser', '/requests');
  await settled(page);
  await addToCart(page, 'Vault Aud', 'Vault Auditor');
  // The cart tells the conflict before anything is sent.
  await eventually(() => cart(page).innerText()).toContain('Keeper versus Auditor: Vault Keeper and Vault Auditor');
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Covering the audit');
  const conflict = page.getByRole('group', { name: 'Separation of duties conflict' });
  await eventually(() => conflict.innerText()).toContain('Keeper versus Auditor: Vault Keeper and Vault Auditor');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await eventually(() => conflict.innerText()).toContain('A justification is required');
  await conflict.getByRole('textbox', { name: 'Justification' }).fill('Only during the yearly audit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  const results = page.getByRole('table', { name: 'Request results' });
  await eventually(() => results.locator('tbody').innerText()).toMatch(/Vault Auditor\s+Myself\s+Submitted/);
  await eventually(() => page.getByText('Your cart is empty.').count()).toBe(1);
  await context.close();
});
