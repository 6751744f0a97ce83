// The org chart and the entities screens against the sandbox: the chart of manager, recentred on a
// report with the mouse and back up with the keyboard, the team mail link; then a location created,
// edited and deleted on the entities screen, and the entity org chart of the users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const central = (page: Page) => page.locator('[data-testid="org-person"]:has([aria-current="true"])');

describe('org chart', () => {
  it('shows manager in the middle, recentres on a report and back up, and mails the team', async () => {
    const { context, page } = await signIn(sandbox, 'manager', '/orgchart');
    try {
      await settled(page);
      await eventually(() => central(page).innerText()).toContain('Megan Manager');
      const main = page.locator('main');
      expect(await main.innerText()).toContain('Direct reports: 8');
      // The managers' chain above reaches the CEO.
      expect(await main.getByRole('region', { name: 'Managers' }).innerText()).toContain('Catherine Chief');

      // The team mail joins the eight reports' addresses with semicolons.
      const team = await page.getByTestId('org-mail-team').getAttribute('href');
      expect(team).toMatch(/^mailto:[^;]+@example\.com(;[^;]+@example\.com){7}$/);
      expect(team).toContain('enduser@example.com');
      const share = await page.getByTestId('org-share').getAttribute('href');
      expect(decodeURIComponent(share!)).toContain('Org chart of Megan Manager');

      // Click a report: the chart recentres on them, their manager above.
      await page.getByRole('button', { name: 'Eddie Enduser: show their org chart' }).click();
      await eventually(() => central(page).innerText()).toContain('Eddie Enduser');
      expect(currentRoute(page)).toBe(`/orgchart/${encodeURIComponent('cn=enduser,ou=users,o=data')}`);
      expect(await main.innerText()).toContain('No direct reports.');

      // Keyboard: from the person in the middle, up to the nearest manager, Enter recentres.
      await page.getByRole('button', { name: 'Eddie Enduser: show their org chart' }).focus();
      await page.keyboard.press('ArrowUp');
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Megan Manager: show their org chart');
      await page.keyboard.press('Enter');
      await eventually(() => central(page).innerText()).toContain('Megan Manager');

      // Level up goes to manager's own manager.
      await page.getByRole('button', { name: 'Level up' }).click();
      await eventually(() => central(page).innerText()).not.toContain('Megan Manager');
      expect(await main.innerText()).toContain('Megan Manager');
    } finally {
      await context.close();
    }
  });
});

describe('entities', () => {
  it('creates, edits and deletes a location through the generic list and form', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/entities');
    try {
      await settled(page);
      await page.getByRole('link', { name: 'Location', exact: true }).click();
      await eventually(() => currentRoute(page)).toBe('/entities/location');
      const main = page.locator('main');
      // The columns are the definition's attributes.
      await eventually(() => main.locator('thead').innerText()).toContain('Country');
      await eventually(() => main.locator('tbody').innerText()).toContain('Munich');

      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForSelector('#root_CN');
      await page.fill('#root_CN', 'Oslo');
      await page.fill('#root_City', 'Oslo');
      await page.fill('#root_Country', 'Norway');
      // Create pressed straight after typing: leaving City showed 'Required' under Country, and the
      // blur that would hide it must not move the button away from the click.
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await eventually(() => currentRoute(page)).toBe('/entities/location');
      await eventually(() => main.locator('tbody').innerText()).toContain('Norway');

      await page.getByRole('link', { name: 'Oslo', exact: true }).click();
      await page.waitForSelector('#root_Description');
      expect(await page.locator('#root_City').inputValue()).toBe('Oslo');
      await page.fill('#root_Description', 'Nordic office');
      await page.locator('#root_Description').press('Tab');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(() => currentRoute(page)).toBe('/entities/location');
      await eventually(() => main.locator('tbody').innerText()).toContain('Nordic office');

      // The editor's Delete is staged: nothing is deleted until Save.
      await page.getByRole('link', { name: 'Oslo', exact: true }).click();
      await page.waitForSelector('#root_Description');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await eventually(() => main.innerText()).toContain('Entity deleted. Click Save to persist the changes.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(() => currentRoute(page)).toBe('/entities/location');
      // The list loads again: wait for its rows (an empty body while loading would pass 'not Oslo').
      await eventually(() => main.locator('tbody').innerText()).toContain('Munich');
      expect(await main.locator('tbody').innerText()).not.toContain('Oslo');

      // Users are entities too, and their entity org chart is the same chart.
      await page.goto(`${sandbox.consoleUrl}#/entities/user`);
      await page.getByRole('button', { name: 'Org chart' }).click();
      await eventually(() => central(page).innerText()).toContain('UA Administrator');
      await page.getByRole('button', { name: 'Level up' }).click();
      await eventually(() => central(page).innerText()).toContain('Catherine Chief');
      expect(currentRoute(page)).toMatch(/^\/entities\/user\/entityOrgChart\/cn%3D/);
    } finally {
      await context.close();
    }
  });
});
