// The configuration pages against the sandbox: one page of tabs, moved through with the keyboard;
// a value changed on one tab is saved and still there after a reload; the role and resource
// settings saved part by part; the Identity Governance
// password is never shown; a workflow engine is stopped after a confirmation; an end user is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, dialog, eventually, rowTexts } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

describe('configuration', () => {
  it('opens on the first tab, moves between tabs by keyboard, and keeps a saved value over a reload', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/configuration');
    await settled(page);
    const first = page.getByRole('tab', { name: 'Delegation and availability', selected: true });
    await first.waitFor();
    await eventually(() => page.getByLabel('Keep expired delegations (days)').inputValue()).toBe('30');

    // Arrow keys move between the tab links, Enter opens one.
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Proxy', exact: true, selected: true }).waitFor();
    expect(currentRoute(page)).toBe('/configuration/proxyConfiguration');

    const retention = page.getByLabel('Keep expired proxy assignments (days)');
    await eventually(() => retention.inputValue()).toBe('30');
    await retention.fill('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('Settings saved.');

    await page.reload();
    await settled(page);
    await page.getByRole('tab', { name: 'Proxy', exact: true, selected: true }).waitFor();
    await eventually(() => page.getByLabel('Keep expired proxy assignments (days)').inputValue()).toBe('14');

    // Role and resource settings: one page, three parts each saved by its own call.
    await page.getByRole('tab', { name: 'Roles and resources' }).click();
    const sod = page.getByRole('region', { name: 'Separation of duties' });
    const quorum = sod.getByLabel('Quorum (percent)');
    await eventually(() => quorum.inputValue()).toBe('100');
    await quorum.fill('60');
    await page.getByRole('region', { name: 'Entitlement query' }).getByLabel('Query timeout (seconds)').fill('45');
    await sod.getByRole('button', { name: 'Save' }).click();
    // Saved and loaded again: the part's Save waits for the next change.
    await eventually(() => sod.getByRole('button', { name: 'Save' }).isDisabled(), { timeout: 20_000 }).toBe(true);
    expect(await quorum.inputValue()).toBe('60');
    // The other part keeps its unsaved value, still to be saved.
    expect(await page.getByRole('region', { name: 'Entitlement query' }).getByLabel('Query timeout (seconds)').inputValue()).toBe('45');
    expect(await page.getByRole('region', { name: 'Entitlement query' }).getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
    await context.close();
  });

  it('never shows the Identity Governance password, and stops a workflow engine after asking', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/configuration/igConfiguration');
    await settled(page);
    await eventually(() => page.getByLabel('Application address').inputValue()).toBe('https://ig.example.com');
    expect(await page.getByLabel('Administrator password').inputValue()).toBe('');

    await page.getByRole('tab', { name: 'Workflow engines' }).click();
    await eventually(() => rowTexts(page)).toEqual([expect.stringContaining('Running')]);
    await page.locator('tbody tr[data-rowid] input[type=checkbox], tbody tr[data-rowid] input[type=radio]').first().check();
    await page.getByRole('button', { name: 'Stop' }).click();
    await dialog(page).getByRole('button', { name: 'Stop' }).click();
    await eventually(() => rowTexts(page)).toEqual([expect.stringContaining('Stopped')]);
    await context.close();
  });

  it('refuses an end user', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/configuration/cprsConfiguration');
    await eventually(() => dialog(page).innerText()).toContain('Unauthorized access to');
    expect(await page.getByRole('tab').count()).toBe(0);
    await context.close();
  });
});
