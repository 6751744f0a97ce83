// The settings page (#/settings) against the sandbox: the general display settings size every
// list (a list opened after the change, and after a reload, follows), a wrong value is refused with
// the edited values kept, and a client is added, given its own help desk, and deleted after a
// confirmation; a client's messageTime decides how long a success banner stays. The tests of this
// file run in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, dialog, eventually, openTab, rows, rowTexts } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const showing = (page: Page) => page.getByTestId('pagination-showing').innerText();
const defaultRows = (page: Page) => page.getByRole('spinbutton', { name: 'Default rows per page' });

describe('display settings', () => {
  it('a new default rows per page is refused unless offered, and then sizes the users list', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/settings?tab=display');
    await settled(page);
    await eventually(() => defaultRows(page).inputValue()).toBe('10');

    // 7 is not among the sizes offered: the server says so and the edited value stays.
    await defaultRows(page).fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    // The Fault names the field: its text shows under the field, the form's alert points there.
    await eventually(() => page.locator('main').innerText()).toContain('defaultRowsPerPage: 7 is not one of the page sizes offered');
    expect((await banners(page)).join(' ')).toContain('The form has 1 problem: correct the field marked below.');
    expect(await defaultRows(page).inputValue()).toBe('7');

    await defaultRows(page).fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('Please reload the page to reflect the saved changes.');

    // The console reads the settings when it starts: after a reload the users list opens with 25 rows.
    await page.goto(`${sandbox.consoleUrl}#/users`);
    await page.reload();
    await settled(page);
    await eventually(() => showing(page)).toMatch(/^Showing 1 to 25 of [\d,]+ entries$/);
    await eventually(() => rows(page).count()).toBe(25);
    await page.getByLabel('Rows per page').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['5', '10', '25', '50']);
    await context.close();
  });
});

describe('clients', () => {
  it('adds a client, gives it its own help desk, and deletes it after a confirmation', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/settings');
    await settled(page);
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Default client/)]);

    await page.getByRole('button', { name: 'Add client' }).click();
    await dialog(page).getByLabel('Name').fill('Partner portal');
    await dialog(page).getByLabel('Match condition').fill('partners.example.com');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await eventually(() => banners(page)).toContain('The client was added.');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Default client/), expect.stringMatching(/^Partner portal 2 partners\.example\.com/)]);

    // Its page: the sections of its settings, copied from the default client.
    await page.getByRole('link', { name: 'Partner portal' }).click();
    await eventually(() => currentRoute(page)).toBe('/settings/client/2');
    await openTab(page, 'Help desk');
    const name = page.getByLabel('Name');
    await eventually(() => name.inputValue()).toBe('IT Service Desk');
    await name.fill('Partner Desk');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('updated successfully');

    // The default client keeps its own.
    await page.goto(`${sandbox.consoleUrl}#/settings/client/1?section=helpdesk`);
    await eventually(() => page.getByLabel('Name').inputValue()).toBe('IT Service Desk');

    // The default client cannot be deleted; the new one can, after a confirmation.
    await page.goto(`${sandbox.consoleUrl}#/settings?tab=clients`);
    await eventually(() => rows(page).count()).toBe(2);
    await rows(page).filter({ hasText: 'Default client' }).getByRole('checkbox').check();
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await rows(page).filter({ hasText: 'Default client' }).getByRole('checkbox').uncheck();
    await rows(page).filter({ hasText: 'Partner portal' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await eventually(() => banners(page)).toContain('The clients were deleted.');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Default client/)]);
    await context.close();
  });
});

describe('customization', () => {
  it("a client's messageTime decides how long a success banner stays", async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/settings/client/1?section=customization');
    await settled(page);
    const messageTime = page.getByRole('spinbutton', { name: 'Message display time (ms)' });
    await eventually(() => messageTime.inputValue()).toBe('5000');
    await messageTime.fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('updated successfully');

    // Read when the console starts: after a reload a banner goes after a second, not five.
    await page.reload();
    await settled(page);
    await eventually(() => messageTime.inputValue()).toBe('1000');
    await page.getByRole('spinbutton', { name: 'Most users a search returns' }).fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('updated successfully');
    await eventually(() => banners(page), { timeout: 3_500 }).not.toContain('updated successfully');
    await context.close();
  });
});

