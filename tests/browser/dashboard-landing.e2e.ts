// The dashboard, the landing page and its editor, and #/default, against one sandbox: counts that
// follow a request, a count leading to its filtered list, a customization kept across a reload, an
// administrator's new category and items (one moved in by dragging, one with a new description)
// seen by an end user, who follows the permission item to the request catalogue, requests it and
// finds it in the history, #/default following areaDefault, and the landing page and the request
// catalogue mirrored in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
let admin = '';
let endUser = '';
let user: { context: BrowserContext; page: Page };
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
beforeAll(async () => {
  sandbox = await startSandbox();
  admin = (await passwordGrant(server(), 'uaadmin')).access_token;
  endUser = (await passwordGrant(server(), 'enduser')).access_token;
  user = await signIn(sandbox, 'enduser', '/dashboard');
});
afterAll(async () => sandbox?.close());

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const card = (page: Page, title: string) => page.locator('main').getByRole('region', { name: title, exact: true });
/** The number a count shows. */
const countOf = async (page: Page, id: string) => Number((await page.getByTestId(`count-${id}`).locator('.MuiTypography-h4').innerText()).trim());

/** A role that needs the manager's approval, made over REST; answers its DN. */
async function roleNeedingApproval(name: string): Promise<string> {
  const users = await rest(server(), admin, 'GET', '/access/users/list?q=manager&size=300');
  const manager = (users.body as { usersList: { dn: string }[] }).usersList.find((u) => u.dn.toLowerCase().startsWith('cn=manager,'))!;
  const created = await rest(server(), admin, 'POST', '/catalog/roles', {
    name, roleLevel: { level: 20 }, approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: manager.dn, sequence: 1 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: string }).id;
}

describe('dashboard', () => {
  it('counts a new request and leads from the count to the filtered list', async () => {
    const { page } = user;
    await settled(page);
    await card(page, 'My requests').getByTestId('count-requestPending').waitFor();
    const before = await countOf(page, 'requestPending');

    const role = await roleNeedingApproval('Dashboard e2e role');
    const requested = await rest(server(), endUser, 'POST', '/access/requests/permissions', { reqPermissions: [{ id: role, entityType: 'role' }], reason: 'e2e' });
    expect(requested.status).toBe(201);

    await page.reload();
    await eventually(() => countOf(page, 'requestPending')).toBe(before + 1);
    await page.getByTestId('count-requestPending').getByRole('link').click();
    await eventually(() => currentRoute(page)).toBe('/history?status=running');
  });

  it('keeps the user’s customization across a reload', async () => {
    const { page } = user;
    await page.goto(`${sandbox.consoleUrl}#/dashboard`);
    await settled(page);
    await card(page, 'My access').waitFor();
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize' });
    await dialog.getByRole('checkbox', { name: 'My access' }).uncheck();
    await dialog.getByRole('button', { name: 'Move Featured up' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const titles = () => page.locator('main section[data-card] h2').allInnerTexts();
    await eventually(titles).toEqual(['My tasks', 'My requests', 'Featured', 'My recent requests']);

    await page.reload();
    await settled(page);
    await eventually(titles).toEqual(['My tasks', 'My requests', 'Featured', 'My recent requests']);
  });
});

describe('landing page', () => {
  it('shows what an administrator adds, moves and describes in the editor; an end user follows the permission to the catalogue and requests it', async () => {
    await roleNeedingApproval('Landing e2e role');
    const { context, page } = await signIn(sandbox, 'uaadmin', '/editlanding');
    await settled(page);
    await page.getByRole('button', { name: 'Add category' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Travel');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const travel = page.locator('main').getByRole('region', { name: 'Travel' });
    await travel.waitFor();

    await travel.getByRole('button', { name: 'Add item to Travel' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('#/tasks');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Book a trip');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await travel.getByText('Book a trip').waitFor();

    // A permission picked with the picker: the role made above.
    await travel.getByRole('button', { name: 'Add item to Travel' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Role', exact: true }).click();
    const picker = dialog.getByRole('combobox', { name: 'Role' });
    await picker.click();
    await picker.fill('Landing e2e');
    await page.getByRole('option', { name: /Landing e2e role/ }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Landing e2e role');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await travel.getByText('Landing e2e role').waitFor();

    // The keyboard's reorder: the new category moves above Applications.
    const headings = () => page.locator('main section[aria-label] h3').allInnerTexts();
    await eventually(headings).toEqual(['Self-service', 'Popular access', 'Applications', 'Travel', 'Other links']);
    await travel.getByRole('button', { name: 'Move Travel up' }).click();
    await eventually(headings).toEqual(['Self-service', 'Popular access', 'Travel', 'Applications', 'Other links']);

    // An item dragged with the mouse from Other links (the items in no category) onto the first item of Travel moves there.
    const titles = () => travel.locator('li > p').allInnerTexts();
    const untitled = page.locator('main').getByRole('region', { name: 'Other links' });
    await untitled.getByRole('listitem').filter({ hasText: 'Organisation chart' }).dragTo(travel.getByRole('listitem').filter({ hasText: 'Book a trip' }));
    await eventually(titles).toEqual(['Organisation chart', 'Book a trip', 'Landing e2e role']);
    // A description, edited.
    await travel.getByRole('button', { name: 'Edit Book a trip' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit item' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Flights and hotels');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    const { page: home } = user;
    await home.goto(`${sandbox.consoleUrl}#/landing`);
    await settled(home);
    const shown = home.locator('main').getByRole('region', { name: 'Travel' });
    await expect.poll(() => shown.getByRole('link', { name: 'Book a trip' }).getAttribute('href')).toBe('#/tasks');
    expect(await shown.innerText()).toMatch(/Organisation chart[\s\S]*Book a trip\s+Flights and hotels/);
    const permission = shown.getByRole('link', { name: 'Landing e2e role' });
    expect(await permission.getAttribute('href')).toMatch(/^#\/requests\?permission=cn%3DLanding[^&]+&type=ROLE$/);

    // Followed: the catalogue shows the linked role first, ready to go into the cart.
    await permission.click();
    await eventually(() => currentRoute(home)).toMatch(/^\/requests\?permission=/);
    await settled(home);
    const linked = home.locator('main').getByRole('region', { name: 'Linked item' });
    await linked.getByRole('button', { name: 'Add to cart: Landing e2e role' }).click({ timeout: 10_000 });
    await home.getByRole('list', { name: 'Items in the cart' }).getByText('Landing e2e role', { exact: true }).waitFor();
    await home.getByRole('button', { name: 'Request', exact: true }).click();
    await home.getByRole('textbox', { name: 'Reason' }).fill('Travelling to the customer');
    await home.getByRole('button', { name: 'Submit', exact: true }).click();
    await eventually(() => home.getByRole('table', { name: 'Request results' }).locator('tbody').innerText()).toMatch(/Landing e2e role\s+Myself\s+Submitted/);

    // The request is in the user's history.
    await home.getByRole('link', { name: 'Follow the status in the request history' }).click();
    await eventually(() => currentRoute(home)).toBe('/history');
    await settled(home);
    await home.locator('tbody tr[data-rowid]').filter({ hasText: 'Landing e2e role' }).first().waitFor({ timeout: 15_000 });
  });
});

describe('#/default', () => {
  it('lands on the page the client’s areaDefault names', async () => {
    const { page } = user;
    await page.goto(`${sandbox.consoleUrl}#/default`);
    await eventually(() => currentRoute(page)).toBe('/dashboard');

    const set = await rest(server(), admin, 'POST', '/access/config/dashboard?client=1', [{ key: 'areaDefault', value: 'landing' }]);
    expect(set.status).toBe(201);
    // The client's settings are read when the console starts: the user's next visit follows them.
    await page.goto(`${sandbox.consoleUrl}#/default`);
    await page.reload();
    await eventually(() => currentRoute(page)).toBe('/landing');
    await page.locator('main').getByRole('region', { name: 'Travel' }).waitFor();
  });
});

describe('right to left', () => {
  it('mirrors the landing page and the request catalogue in Arabic: text runs right to left, the cart moves to the left', async () => {
    const { context, page } = await signIn(sandbox, 'proxyuser', '/requests');
    await settled(page);
    const width = page.viewportSize()!.width;
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const cart = 'main section[aria-labelledby="requests-cart-title"]';
    const catalogue = 'main section[aria-labelledby="requests-catalog-title"]';
    // Left to right first: the catalogue on the left, the cart beside it on the right.
    await page.locator(cart).waitFor();
    expect((await box(cart)).x).toBeGreaterThan((await box(catalogue)).x);

    await page.getByRole('button', { name: /Profile menu of/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('searchbox', { name: 'بحث' }).waitFor();
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).direction)).toBe('rtl');
    await eventually(async () => (await box(cart)).x + (await box(cart)).width).toBeLessThan((await box(catalogue)).x + 1);
    expect((await box(catalogue)).x + (await box(catalogue)).width).toBeGreaterThan(width / 2);

    await page.goto(`${sandbox.consoleUrl}#/landing`);
    await settled(page);
    const travel = page.locator('main').getByRole('region', { name: 'Travel' });
    const link = travel.getByRole('link', { name: 'Book a trip' });
    await link.waitFor();
    expect(await travel.evaluate((section) => getComputedStyle(section).direction)).toBe('rtl');
    // The items line up on the right.
    const [section, item] = [(await travel.boundingBox())!, (await link.boundingBox())!];
    expect(section.x + section.width - (item.x + item.width)).toBeLessThan(item.x - section.x);
    await context.close();
  });
});
