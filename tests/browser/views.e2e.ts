// Saved views follow the user: a view saved in one browser is found and applied in another (a
// second sign-in of the same user), with its search and its columns in their order; and the column
// chooser reorders by keyboard alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const headers = (page: Page) => page.locator('main thead th').allInnerTexts().then((texts) => texts.map((t) => t.trim()).filter(Boolean));
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const columnItem = (page: Page, name: string) => page.getByRole('menuitemcheckbox', { name });

describe('saved views', () => {
  it('reorders columns by keyboard and saves a view that another browser finds and applies', async () => {
    const first = await signIn(sandbox, 'uaadmin', '/users');
    const a = first.page;
    await settled(a);
    await eventually(() => headers(a)).toEqual(['Name', 'User ID', 'Email', 'Department']);

    // The list as the view will keep it: a search, and Title shown, before Department.
    await search(a).fill('Megan');
    await search(a).press('Enter');
    await eventually(() => a.locator('main tbody').innerText()).toContain('Megan Manager');
    await a.getByRole('button', { name: 'Columns' }).click();
    await columnItem(a, 'Title').click();
    await eventually(() => headers(a)).toEqual(['Name', 'User ID', 'Email', 'Department', 'Title']);
    await columnItem(a, 'Title').focus();
    await a.keyboard.press('Alt+ArrowUp');
    await eventually(() => headers(a)).toEqual(['Name', 'User ID', 'Email', 'Title', 'Department']);
    // The moved item keeps the focus and its new place is said.
    expect(await a.evaluate(() => document.activeElement?.textContent)).toBe('Title');
    await eventually(() => a.locator('#console-live-region').innerText()).toBe('Title: position 4 of 5');
    await a.keyboard.press('Escape');

    await a.getByRole('button', { name: 'Views' }).click();
    await a.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = a.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Megan, with title');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => a.getByRole('button', { name: 'View: Megan, with title' }).count()).toBe(1);

    // Back to the plain list here, so that only the view can bring Title back in the other browser.
    await a.getByRole('button', { name: 'Columns' }).click();
    await columnItem(a, 'Title').click();
    await a.keyboard.press('Escape');
    await eventually(() => headers(a)).toEqual(['Name', 'User ID', 'Email', 'Department']);
    await first.context.close();

    const second = await signIn(sandbox, 'uaadmin', '/users');
    const b = second.page;
    await settled(b);
    await eventually(() => headers(b)).toEqual(['Name', 'User ID', 'Email', 'Department']);
    await b.getByRole('button', { name: 'Views' }).click();
    await b.getByRole('menuitemradio', { name: 'Megan, with title' }).click();
    await eventually(() => headers(b)).toEqual(['Name', 'User ID', 'Email', 'Title', 'Department']);
    expect(await search(b).inputValue()).toBe('Megan');
    await eventually(() => b.locator('main tbody').innerText()).toContain('Megan Manager');

    // Made the default, it opens the list the next time.
    await b.getByRole('button', { name: 'View: Megan, with title' }).click();
    await b.getByRole('menuitem', { name: 'Open the list with “Megan, with title”' }).click();
    await eventually(() => b.getByRole('menu').count()).toBe(0);
    await b.reload();
    await settled(b);
    await eventually(() => headers(b)).toEqual(['Name', 'User ID', 'Email', 'Title', 'Department']);
    expect(await search(b).inputValue()).toBe('Megan');
    await second.context.close();
  });
});
