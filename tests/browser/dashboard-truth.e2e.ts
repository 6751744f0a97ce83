// What the dashboard says is what the pages it leads to show, read by visible text: a count, clicked,
// opens a list of exactly that many rows (enduser's denied requests, uaadmin's tasks); and each of
// enduser's recent requests on the dashboard reads the same status as the same request in #/history
// (a request definition's Refused or Retracted, not a role state of the same code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const rows = (scope: Page | Locator) => scope.locator('tbody tr[data-rowid]');
const cellTexts = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
const countOf = async (page: Page, id: string) => Number((await page.getByTestId(`count-${id}`).locator('.MuiTypography-h4').innerText()).trim());

/** Clicks a dashboard count, waits for the list it opens to show that many rows; answers the number shown. */
async function countAndList(page: Page, id: string, route: string): Promise<number> {
  await page.getByTestId(`count-${id}`).waitFor();
  const shown = await countOf(page, id);
  await page.getByTestId(`count-${id}`).getByRole('link').click();
  await eventually(() => currentRoute(page)).toBe(route);
  await settled(page);
  await eventually(() => rows(page).count()).toBe(shown);
  return shown;
}

describe('dashboard counts', () => {
  it('open lists of exactly that many rows, for enduser and uaadmin', async () => {
    const enduser = await signIn(sandbox, 'enduser', '/dashboard');
    await settled(enduser.page);
    expect(await countAndList(enduser.page, 'requestDenied', '/history?status=denied')).toBeGreaterThan(0);
    await enduser.context.close();

    const admin = await signIn(sandbox, 'uaadmin', '/dashboard');
    await settled(admin.page);
    expect(await countAndList(admin.page, 'tasksCount', '/tasks')).toBeGreaterThan(0);
    await admin.context.close();
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
