// The own profile, #/profile: reached from the profile menu and the landing page, its sections
// (details, roles, resources, groups, password sync) as tabs with addresses of their own, and the
// older #/myProfile addresses leading there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually, rowTexts } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const TABS = ['Details', 'Roles', 'Resources', 'Groups', 'Password Sync Status'];

describe('my profile', () => {
  it("opens from the profile menu's My Profile, with its sections as tabs", async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/dashboard');
    await settled(page);
    await page.getByRole('button', { name: /^Profile menu of / }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await eventually(() => currentRoute(page)).toBe('/profile');
    await settled(page);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('Eddie Enduser');
    expect(await page.locator('main').getByRole('tab').allTextContents()).toEqual(TABS);
    expect(await page.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Roles' }).click();
    await eventually(() => currentRoute(page)).toBe('/profile/roles');
    await eventually(() => page.locator('main h2').first().innerText()).toBe('My Roles');
    await eventually(async () => (await rowTexts(page)).length).toBeGreaterThan(0);
    expect((await rowTexts(page))[0]).toContain('Provisioned');

    await page.getByRole('tab', { name: 'Groups' }).click();
    await eventually(() => currentRoute(page)).toBe('/profile/groups');
    await eventually(() => page.locator('main').innerText()).toContain('Member of');

    await page.getByRole('tab', { name: 'Password Sync Status' }).click();
    await eventually(() => page.locator('main tbody').innerText()).toMatch(/Success|Warning/);

    // Back returns to the previous tab: each tab is a page of its own.
    await page.goBack();
    await eventually(() => currentRoute(page)).toBe('/profile/groups');
    await context.close();
  });

  it('is where the landing page links, and #/myProfile and its sections lead there', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/landing');
    await settled(page);
    await page.locator('main').getByRole('link', { name: 'My profile' }).first().click();
    await eventually(() => currentRoute(page)).toBe('/profile');
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('Eddie Enduser');

    await page.goto(`${sandbox.consoleUrl}#/myProfile/resources`);
    await eventually(() => currentRoute(page)).toBe('/profile/resources');
    await eventually(() => page.locator('main h2').first().innerText()).toBe('My Resources');
    expect(await page.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
