// The user screens, declared in JSON and drawn by the generic renderer, against the sandbox:
// find, page, create (with its validation messages), edit and delete users, detailInfo and the
// quick-info popup, and a photo that is too large.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assignResources, passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

// Waits for a value (the server answers within a few seconds even on a busy machine).
const eventually = <T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(read, { timeout: 10_000, ...options });
// Success banners are status messages, failures alerts.
const banners = (page: Page) => page.getByRole('status').or(page.getByRole('alert')).allInnerTexts();
const showing = (page: Page) => page.getByTestId('pagination-showing').innerText();
const rows = (page: Page) => page.locator('main tbody tr[data-rowid]');
const rowTexts = async (page: Page) => (await rows(page).allInnerTexts()).map((text) => text.trim());
// The name of each row: its first cell (the list also shows User ID, Email and Department).
const rowNames = async (page: Page) => (await rowTexts(page)).map((text) => text.split('\t')[0]!.trim());

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.keyboard.press('Enter');
}

async function fillNewUser(page: Page, cn: string, first: string, last: string) {
  await page.fill('#root_CN', cn);
  await page.fill('#root_password', 'abc123');
  await page.getByLabel('Confirm password').fill('abc123');
  await page.fill('#root_FirstName', first);
  await page.fill('#root_LastName', last);
  await page.fill('#root_Email', `${cn}@example.com`);
}

describe('users list', () => {
  it('pages through the users, 300 at a time', async () => {
    // Every list offers the page sizes of the general display settings: the administrator offers 300.
    const server = { url: sandbox.url, dataDir: '', close: async () => {} };
    const admin = (await passwordGrant(server, 'uaadmin')).access_token;
    expect((await rest(server, admin, 'PUT', '/admin/display/settings/general', { optionsRowsPerPage: '5,10,25,50,100,300' })).status).toBe(204);
    const { context, page } = await signIn(sandbox, 'uaadmin', '/users');
    await settled(page);
    expect(await page.locator('main h1').innerText()).toBe('Users');
    // The numbers are formatted for the locale: 2,005 in English.
    await eventually(() => showing(page)).toMatch(/^Showing 1 to 10 of [\d,]+ entries$/);
    const totalNumber = Number(/of ([\d,]+) entries/.exec(await showing(page))?.[1]?.replaceAll(',', ''));
    const n = (value: number) => value.toLocaleString('en-US');
    const total = n(totalNumber);
    expect(totalNumber).toBeGreaterThan(600);
    // Previous is hidden on the first page.
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);

    await page.getByLabel('Rows per page').click();
    await page.getByRole('option', { name: '300' }).click();
    // 300 rows: the table says so, and draws only those near the visible part (virtualised rows).
    const table = page.locator('main table[aria-rowcount="301"]');
    await table.waitFor({ timeout: 15_000 });
    expect(await showing(page)).toBe(`Showing 1 to 300 of ${total} entries`);
    expect(await rows(page).count()).toBeLessThan(300);
    // Ctrl+End from the first row's checkbox draws the last row, focuses its checkbox and scrolls it into view.
    await rows(page).first().getByRole('checkbox').focus();
    await page.keyboard.press('Control+End');
    const last = page.locator('main tbody tr[aria-rowindex="301"]');
    await expect.poll(() => last.evaluate((row) => row.contains(document.activeElement))).toBe(true);
    await expect.poll(() => last.evaluate((row) => { const box = row.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight; })).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await eventually(() => showing(page)).toBe(`Showing 301 to 600 of ${total} entries`);
    // The go-to box: above the last page goes to the last page, where Next is hidden.
    const goTo = page.getByRole('spinbutton', { name: 'Go to page' });
    await goTo.fill('999');
    await goTo.press('Enter');
    const lastFirst = n(Math.floor((totalNumber - 1) / 300) * 300 + 1);
    await eventually(() => showing(page)).toBe(`Showing ${lastFirst} to ${total} of ${total} entries`);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    // Below 1 goes to page 1; a page-size change returns to page 1.
    await goTo.fill('0');
    await goTo.press('Enter');
    await eventually(() => showing(page)).toBe(`Showing 1 to 300 of ${total} entries`);
    await context.close();
  });

  it('searches, and says so when nothing matches', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/users');
    await settled(page);
    await search(page, 'Eddie');
    await eventually(() => rowNames(page)).toContain('Eddie Enduser');
    await search(page, 'zzzznobody');
    await eventually(() => page.locator('main tbody').innerText()).toBe('No users found');
    await context.close();
  });
});

describe('create, edit and delete a user', () => {
  it('shows the validation messages of the create form', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/createUser');
    await settled(page);
    await page.waitForSelector('#root_CN');
    await page.getByRole('button', { name: 'Create' }).click();
    await eventually(() => page.locator('main').innerText()).toContain('Required');
    await page.fill('#root_CN', 'bad#name');
    await page.fill('#root_password', 'short');
    await page.fill('#root_FirstName', '   ');
    await page.getByRole('button', { name: 'Create' }).click();
    const text = await page.locator('main').innerText();
    expect(text).toContain('has invalid chracter');
    expect(text).toContain('Password must be 6 to 100 characters');
    expect(text).toContain('Must not be blank');
    expect(currentRoute(page)).toBe('/createUser');
    await context.close();
  });

  it('refuses a photo over 59 kb', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/createUser');
    await settled(page);
    await page.getByTestId('image-upload-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(60 * 1024, 1) });
    await eventually(() => banners(page)).toContain('Image Size should be less Than 59 kb');
    await page.getByTestId('image-upload-input').setInputFiles({ name: 'me.php.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10, 1) });
    await eventually(() => banners(page)).toContain('File with multiple extension is not supported');
    await context.close();
  });

  it('creates a user, edits it in its details and deletes it, and the list follows', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/createUser');
    await settled(page);
    await page.waitForSelector('#root_CN');
    await fillNewUser(page, 'jbrowser', 'Jolene', 'Browsertest');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => banners(page)).toContain('User created successfully');
    await eventually(() => currentRoute(page)).toBe('/users');

    await search(page, 'Jolene');
    await eventually(() => rowNames(page)).toEqual(['Jolene Browsertest']);
    // Its user ID, email and department beside the name.
    expect((await rowTexts(page))[0]).toContain('jbrowser@example.com');
    expect((await rowTexts(page))[0]).toContain('jbrowser');
    await rows(page).getByRole('link', { name: 'Jolene Browsertest' }).click();
    await eventually(() => currentRoute(page)).toBe(`/users/${encodeURIComponent('cn=jbrowser,ou=users,o=data')}`);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('Jolene Browsertest');

    // The edit toggle: change the last name and the title, save, and the page shows the new values.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.fill('#root_LastName', 'Edited');
    await page.fill('#root_Title', 'Browser Pilot');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('Successfully updated the user details');
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('Jolene Edited');
    expect(await page.locator('[data-attribute=Title]').innerText()).toContain('Browser Pilot');

    // Back in the list, the row follows; then delete it with confirmation.
    await page.goto(`${sandbox.consoleUrl}#/users`);
    await settled(page);
    await search(page, 'Jolene');
    await eventually(() => rowNames(page)).toEqual(['Jolene Edited']);
    await rows(page).first().getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain('Delete the 1 selected user(s)?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => banners(page)).toContain('deleted successfully');
    await eventually(() => page.locator('main tbody').innerText()).toBe('No users found');
    await context.close();
  });

  it("reports 'User(s) failed to delete' with the server's reason", async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/users');
    await settled(page);
    await search(page, 'UA');
    const own = rows(page).filter({ hasText: 'UA Administrator' });
    await eventually(() => own.count()).toBe(1);
    await own.getByRole('checkbox').check();
    await page.getByRole('toolbar', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => banners(page)).toEqual([expect.stringMatching(/^User\(s\) failed to delete: .*cannot delete your own account/)]);
    await context.close();
  });
});

describe('detailInfo and quick info', () => {
  it('shows identity information with mail link, and the manager opens quick info, whose View more info goes to the user', async () => {
    const dn = 'cn=enduser,ou=users,o=data';
    const { context, page } = await signIn(sandbox, 'uaadmin', `/detailInfo/${encodeURIComponent(dn)}`);
    await settled(page);
    const header = page.getByTestId('detail-header');
    await eventually(() => header.innerText()).toContain('Identity information About:');
    expect(await header.innerText()).toContain('Eddie Enduser');
    expect(await header.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('img', { name: 'Eddie Enduser' }).count()).toBe(1);

    await page.locator('[data-attribute=Manager]').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain('cn=manager,');
    await dialog.getByRole('button', { name: 'View more info' }).click();
    await eventually(() => currentRoute(page), { timeout: 15_000 }).toMatch(/^\/users\/cn%3Dmanager%2C/);
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('my profile', () => {
  it('lets an end user edit only what the schema allows, and shows password-sync statuses by name', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/myProfile');
    await settled(page);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('Eddie Enduser');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForSelector('#root_TelephoneNumber');
    expect(await page.locator('#root_FirstName').isDisabled()).toBe(true);
    await page.fill('#root_TelephoneNumber', '+1 555 0199');
    // The photo is editable too (its attribute node says so): a 1x1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('image-upload-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('Successfully updated the user details');
    await eventually(() => page.locator('[data-attribute=TelephoneNumber]').innerText()).toContain('+1 555 0199');
    // Shown as typed; dialled without the spaces.
    expect(await page.locator('[data-attribute=TelephoneNumber] a').getAttribute('href')).toBe('tel:+15550199');
    expect(await page.getByTestId('detail-header').getByRole('img').getAttribute('src')).toBe(`data:image/jpeg;base64,${png.toString('base64')}`);

    await page.getByRole('tab', { name: 'Password Sync Status' }).click();
    await eventually(() => page.locator('main tbody').innerText()).toMatch(/Success|Warning/);
    expect(await page.locator('main tbody').innerText()).not.toMatch(/000\d/);
    await context.close();
  });

  it('lists the end user\'s own roles and resources, with their status and dates, and shows them to an administrator on the user\'s page', async () => {
    // As an administrator over REST: the roles the end user holds (seeded) and two resources given to them now.
    const server = { url: sandbox.url, dataDir: '', close: async () => {} };
    const admin = (await passwordGrant(server, 'uaadmin')).access_token;
    const users = await rest(server, admin, 'GET', '/access/users/list?q=enduser&size=50');
    const enduser = (users.body as { usersList: { dn: string }[] }).usersList.find((user) => user.dn.toLowerCase().startsWith('cn=enduser,'))!.dn;
    const roles = await rest(server, admin, 'POST', '/access/assignments/role/list?size=300', { dn: enduser });
    const roleNames = (roles.body as { assignments: { name: string }[] }).assignments.map((role) => role.name);
    expect(roleNames.length).toBeGreaterThan(0);
    const resourceNames = await assignResources(server, admin, enduser, 2);

    const { context, page } = await signIn(sandbox, 'enduser', '/myProfile/roles');
    await settled(page);
    expect(await page.locator('main h2').first().innerText()).toBe('My Roles');
    await eventually(async () => (await rowTexts(page)).length).toBe(Math.min(roleNames.length, 10));
    const roleRows = await rowTexts(page);
    for (const name of [...roleNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })).slice(0, 10)) {
      expect(roleRows.some((row) => row.startsWith(name))).toBe(true);
    }
    // Status and the effective date drawn as a time ('Sep 4, 1986 8:30 PM'), not epoch milliseconds.
    expect(roleRows[0]).toContain('Provisioned');
    expect(roleRows[0]).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(roleRows.join('\n')).not.toMatch(/\d{12}/);

    await page.goto(`${sandbox.consoleUrl}#/myProfile/resources`);
    await settled(page);
    await eventually(() => page.locator('main h2').first().innerText()).toBe('My Resources');
    await eventually(async () => (await rowTexts(page)).length).toBe(2);
    const resourceRows = await rowTexts(page);
    expect(resourceRows.map((row) => resourceNames.find((name) => row.startsWith(name)))).toEqual([...resourceNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(resourceRows.every((row) => row.includes('Provisioned'))).toBe(true);
    await context.close();

    // An administrator sees the same assignments on the user's details page.
    const adminView = await signIn(sandbox, 'uaadmin', `/users/${encodeURIComponent(enduser)}`);
    await settled(adminView.page);
    await adminView.page.getByRole('tab', { name: 'Resources' }).click();
    await eventually(async () => (await rowTexts(adminView.page)).map((row) => resourceNames.find((name) => row.startsWith(name)))).toEqual(
      [...resourceNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    await adminView.page.getByRole('tab', { name: 'Roles' }).click();
    await eventually(async () => (await rowTexts(adminView.page)).length).toBe(Math.min(roleNames.length, 10));
    expect((await rowTexts(adminView.page))[0]).toContain('Provisioned');
    await adminView.context.close();
  });
});
