// Filling the console's form fields in a browser test: a picker (type to search, click the option)
// and a select (open the list box, click the option).
import type { Locator, Page } from 'playwright-core';

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
