// What the browser tests of the JSON screens do again and again: wait for a value, read the
// banners and a table's rows, choose in a picker or a select, open a tab.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Waits for a value (the server answers within a few seconds even on a busy machine). */
export const eventually = <T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(read, { timeout: 10_000, ...options });
/** Success banners are status messages, warnings and failures alerts. */
export const banners = (page: Page) => page.getByRole('status').or(page.getByRole('alert')).allInnerTexts();
export const rows = (scope: Page | Locator) => scope.locator('tbody tr[data-rowid]');
export const rowTexts = async (scope: Page | Locator) => (await rows(scope).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
export const dialog = (page: Page) => page.getByRole('dialog');

/** Chooses an item in a picker: types into its search box and clicks the option. */
export async function choose(scope: Page | Locator, page: Page, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** Chooses an option of a select field (MUI select: a combobox that opens a listbox). */
export async function select(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}
