// What the dashboard and the bell say is what the pages they lead to show, read by visible text: for
// every demo account, each count of the dashboard, clicked, opens a list of exactly that many
// entries, and the bell's number is the number of entries it opens, each counted entry ("New tasks
// to approve: 3") opening a list of that many; and each of enduser's recent requests on the
// dashboard reads the same status as the same request in #/history (a request definition's Refused
// or Retracted, not a role state of the same code). One browser context per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, goToHash, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const rows = (scope: Page | Locator) => scope.locator('tbody tr[data-rowid]');
const cellTexts = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

/** How many entries the list on the page holds: the pager's "of N entries" where it pages, else its rows. */
async function listSize(page: Page): Promise<number> {
  const pager = page.locator('main').getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+ entries$/);
  if ((await pager.count()) > 0) return Number(/of ([\d,]+) entries/.exec(await pager.first().innerText())![1]!.replace(/,/g, ''));
  return rows(page).count();
}

/** Waits for the list the page opened to hold `expected` entries; answers what it holds. */
async function sizeOfList(page: Page, expected: number): Promise<number> {
  await settled(page);
  let size = -1;
  await eventually(async () => (size = await listSize(page))).toBe(expected);
  return size;
}

/** Opens the list a link (or menu entry) leads to by clicking it, and answers the entries it holds. */
async function sizeOfListOpened(page: Page, link: Locator, expected: number): Promise<number> {
  const from = page.url();
  await link.click();
  await eventually(() => page.url()).not.toBe(from);
  return sizeOfList(page, expected);
}

describe('every count opens a list of that many', () => {
  it.each(DEMO_ACCOUNTS)('on the dashboard and the bell, for %s', async (account) => {
    const { page, context } = await signIn(sandbox, account, '/dashboard');
    await settled(page);
    // The dashboard's counts: a link named by its number and what it counts ("2 Denied").
    const counts = page.locator('main').getByRole('link', { name: /^\d+ \S/ });
    await counts.first().waitFor();
    const links = await counts.evaluateAll((found) => found.map((link) => [link.getAttribute('aria-label') ?? '', link.getAttribute('href') ?? '']));
    expect(links.length).toBeGreaterThan(0);
    const shown: Record<string, number> = {};
    const listed: Record<string, number> = {};
    for (const [index, [name = '', href = '']] of links.entries()) {
      const number = Number(name.split(' ')[0]);
      shown[name] = number;
      // The first count is clicked; the others' lists are opened at the links' own addresses (the
      // same page a click opens), without going back to the dashboard each time.
      if (index === 0) listed[name] = await sizeOfListOpened(page, page.locator('main').getByRole('link', { name, exact: true }), number);
      else {
        await goToHash(page, new URL(href, page.url()).hash.slice(1));
        listed[name] = await sizeOfList(page, number);
      }
    }
    expect(listed).toEqual(shown);

    // The bell: its number (while unseen) is the number of entries it opens; a counted entry opens that many.
    const bell = page.locator('header').getByRole('button', { name: /^Notifications/ });
    const label = (await bell.getAttribute('aria-label')) ?? '';
    await bell.click();
    const entries = page.getByRole('menuitem');
    await entries.first().waitFor();
    const texts = (await entries.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    const badge = /(\d+) new/.exec(label)?.[1];
    if (texts.join() === 'No notifications') expect(badge).toBeUndefined();
    else expect(Number(badge)).toBe(texts.length);
    await page.keyboard.press('Escape');
    await entries.first().waitFor({ state: 'detached' });
    // A counted entry ends with its number ("New tasks to approve: 3").
    for (const counted of texts.filter((text) => /: \d+$/.test(text))) {
      const expected = Number(/(\d+)$/.exec(counted)![1]);
      await bell.click();
      await entries.first().waitFor();
      expect({ counted, listed: await sizeOfListOpened(page, page.getByRole('menuitem').filter({ hasText: counted }), expected) }).toEqual({ counted, listed: expected });
    }
    await context.close();
  });
});

describe('request statuses', () => {
  it('read the same on the dashboard as in the history, for the same requests', async () => {
    const { page, context } = await signIn(sandbox, 'enduser', '/dashboard');
    await settled(page);
    const recent = page.locator('main').getByRole('region', { name: 'My recent requests', exact: true });
    await rows(recent).first().waitFor();
    // Name and status of each recent request (the card's first two columns), newest first.
    const onDashboard = await Promise.all((await rows(recent).all()).map(async (row) => (await cellTexts(row)).slice(0, 2)));
    expect(onDashboard.length).toBeGreaterThan(0);
    for (const [, status] of onDashboard) expect(status).not.toMatch(/^\d+$/);

    await page.goto(`${sandbox.consoleUrl}#/history`);
    await settled(page);
    await rows(page).first().waitFor();
    const inHistory = await Promise.all((await rows(page).all()).slice(0, onDashboard.length).map(cellTexts));
    // The history's row of the same request (same place, newest first) holds the same name and status text.
    expect(inHistory.map((cells, i) => [cells.find((text) => text === onDashboard[i]![0]), cells.find((text) => text === onDashboard[i]![1])])).toEqual(onDashboard);
    // The demo's request definitions read by their own catalogue.
    const mobile = onDashboard.find(([name]) => name === 'Mobile Phone');
    if (mobile) expect(mobile[1]).toMatch(/Refused$/);
    await context.close();
  });
});
