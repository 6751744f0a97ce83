// Export of a list, in Chromium against the sandbox: the downloaded CSV holds the rows of every page
// of the list as searched, sorted and with the columns chosen, as the screen shows them; a value a
// spreadsheet would run as a formula comes out guarded; the JSON holds the same rows; a filtered
// list (the request history of roles) exports what its pages show; a cancelled export downloads
// nothing.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, dialog, eventually, rowTexts, select } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

/** The records of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  for (const match of text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g)) {
    const [, raw = '', end] = match;
    fields.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end !== ',') {
      records.push(fields);
      fields = [];
      if (end === '') break;
    }
  }
  return records.filter((record) => record.join('') !== '');
}

/** The row texts of every page of the list, from the first page on. */
async function allPages(page: Page): Promise<string[]> {
  const texts: string[] = [];
  const next = page.getByRole('button', { name: 'Next' });
  for (;;) {
    texts.push(...(await rowTexts(page)));
    if (!(await next.isVisible()) || (await next.isDisabled())) return texts;
    const before = (await rowTexts(page)).join('|');
    await next.click();
    await eventually(async () => (await rowTexts(page)).join('|')).not.toBe(before);
  }
}

async function openUsers() {
  const { context, page } = await signIn(sandbox, 'uaadmin', '/users');
  await settled(page);
  await page.locator('tbody tr[data-rowid]').first().waitFor();
  return { context, page };
}

describe('export of the users list', () => {
  it('downloads every page of the searched, sorted list with the chosen columns, formulas guarded', async () => {
    const { context, page } = await openUsers();
    // Only the name, the telephone number (the seed's numbers start with "+") and the title: the
    // default User ID, Email and Department are hidden.
    for (const column of ['User ID', 'Email', 'Department', 'Telephone Number', 'Title']) {
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menuitemcheckbox', { name: column }).click();
      await page.keyboard.press('Escape');
    }
    await eventually(() => page.locator('thead th').allInnerTexts()).toEqual(expect.arrayContaining(['Telephone Number', 'Title']));
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Garcia');
    await search.press('Enter');
    await eventually(async () => (await rowTexts(page)).every((row) => row.includes('Garcia'))).toBe(true);
    // Sort by name, descending.
    await page.getByRole('button', { name: 'Name' }).click();
    await eventually(() => page.locator('thead th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    const firstPage = await rowTexts(page);

    await page.getByRole('button', { name: 'Export' }).click();
    await dialog(page).getByRole('radio', { name: 'CSV (for spreadsheets)' }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^users \d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    await eventually(() => banners(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^Exported \d+ rows\.$/)]));

    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual(['Name', 'Telephone Number', 'Title']);
    // The list on screen has more than one page, and the file holds every row of every page.
    expect(records.length).toBeGreaterThan(firstPage.length);
    // Every telephone number starts with "+", so each one is guarded with a single quote.
    for (const record of records) expect(record[1]).toMatch(/^'\+\d/);
    const shown = await allPages(page);
    expect(records.map(([name, phone, title]) => [name, phone!.slice(1), title].filter((field) => field !== '').join(' '))).toEqual(shown);

    // The same rows as JSON: objects keyed by the column labels, values not guarded.
    await page.getByRole('button', { name: 'Export' }).click();
    await dialog(page).getByRole('radio', { name: 'JSON' }).check();
    const [json] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: 'Export' }).click()]);
    expect(json.suggestedFilename()).toMatch(/\.json$/);
    expect(JSON.parse(readFileSync(await json.path(), 'utf8'))).toEqual(records.map(([name, phone, title]) => ({ Name: name, 'Telephone Number': phone!.slice(1), Title: title })));
    await context.close();
  });

  it('exports a filtered list as its pages show it', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/history');
    await settled(page);
    await page.locator('tbody tr[data-rowid]').first().waitFor();
    const before = await rowTexts(page);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await select(page, page, 'Type', 'Role');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => page.getByRole('button', { name: /^Filter/ }).innerText()).toMatch(/1 active/i);
    await eventually(async () => (await rowTexts(page)).join('|')).not.toBe(before.join('|'));
    const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: 'Export' }).click()]);
    const [header, ...records] = parseCsv(readFileSync(await download.path(), 'utf8').slice(1));
    expect(header).toEqual(headers);
    const shown = await allPages(page);
    // More than one page of roles, and only roles (the history holds resources too): the filtered list was exported.
    expect(shown.length).toBeGreaterThan(10);
    expect(records.every((record) => record[headers.indexOf('Type')] === 'Role')).toBe(true);
    expect(records.map((record) => record.filter((field) => field !== '').join(' '))).toEqual(shown);
    await context.close();
  });

  it('a cancelled export downloads nothing', async () => {
    const { context, page } = await openUsers();
    // Slow each export page down, so that the export is still running when Cancel is pressed.
    await page.route(/\/rest\/access\/users\/list\?.*size=300/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue().catch(() => undefined);
    });
    const downloads: unknown[] = [];
    page.on('download', (download) => downloads.push(download));
    // A download starts from a file made in the page (an object URL): count them.
    await page.evaluate(() => {
      const made = { count: 0 };
      (window as unknown as { filesMade: typeof made }).filesMade = made;
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        made.count++;
        return create(blob);
      };
    });
    await page.getByRole('button', { name: 'Export' }).click();
    await dialog(page).getByRole('button', { name: 'Export' }).click();
    await eventually(() => page.getByTestId('export-progress').innerText()).toMatch(/^300 of 2,\d{3} rows$/);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => banners(page)).toContain('Export canceled: no file was saved.');
    expect(await dialog(page).count()).toBe(0);
    // The banner comes once the export has stopped, where it would have made its file: none was made
    // and none was downloaded (no waiting for a download that might still show).
    expect(await page.evaluate(() => (window as unknown as { filesMade: { count: number } }).filesMade.count)).toBe(0);
    expect(downloads).toHaveLength(0);
    await context.close();
  });
});
