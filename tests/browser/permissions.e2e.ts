// Administrator assignments in the browser: the domain administrator makes an end user a delegated
// role administrator on #/permissions; signed in, the user finds the role pages in the menu but no
// Create Role (a right the assignment does not give); a granular permission is granted and listed;
// once revoked, the entries are gone.
// The tests of this file run in order and build on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readMenu, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, choose, dialog, eventually, rows, rowTexts, select } from './screens.ts';

let sandbox: Sandbox;
let admin: Page;
beforeAll(async () => {
  sandbox = await startSandbox();
  admin = (await signIn(sandbox, 'uaadmin', '/permissions')).page;
  await settled(admin);
});
afterAll(async () => sandbox?.close());

const eddie = () => rows(admin).filter({ hasText: 'Eddie Enduser' });

describe('administrator assignments', () => {
  it('assigns an end user as delegated administrator of the role domain', async () => {
    expect(await admin.getByRole('tab', { name: 'Administrator Assignments', selected: true }).count()).toBe(1);
    // The demo's delegated role administrator is listed.
    await eventually(() => rowTexts(admin)).toEqual(expect.arrayContaining([expect.stringContaining('Delegated Administrator')]));

    await admin.getByRole('button', { name: 'Assign administrator' }).click();
    await choose(dialog(admin), admin, 'Assignee', 'Eddie', 'Eddie Enduser');
    await select(dialog(admin), admin, 'Domain', 'Role');
    await dialog(admin).getByRole('button', { name: 'Assign administrator' }).click();
    await dialog(admin).waitFor({ state: 'detached' });
    await eventually(() => banners(admin)).toContain('Administrator assigned');
    await eventually(() => eddie().innerText()).toMatch(/Role\s+Delegated Administrator[\s\S]*Active/);
  });

  it('the assignee sees the role pages in the menu, but no Create Role', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/dashboard');
    await settled(page);
    expect(await readMenu(page)).toEqual(expect.arrayContaining(['Catalog > Roles', 'Catalog > Separation of Duties']));
    expect(await readMenu(page)).not.toContain('Catalog > Resources');

    const rights = page.waitForResponse((response) => response.url().includes('/catalog/delegatedAdmin/rights'));
    await page.goto(`${sandbox.consoleUrl}#/role`);
    expect((await rights).status()).toBe(201);
    await rows(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Create Role' }).count()).toBe(0);
    // No Delete either: the list, left with no row action the assignee may use, has no selection boxes.
    expect(await rows(page).first().getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await context.close();
  });

  it('grants the assignee a granular permission, listed for them on the Granular Permissions tab', async () => {
    await admin.getByRole('tab', { name: 'Granular Permissions' }).click();
    await admin.getByRole('tab', { name: 'Granular Permissions', selected: true }).waitFor();
    await admin.getByRole('button', { name: 'Grant permissions' }).click();
    // The assignee first: still chosen after the permissions' choices load for the domain.
    await choose(dialog(admin), admin, 'Assignee', 'Eddie', 'Eddie Enduser');
    await select(dialog(admin), admin, 'Domain', 'Role');
    await select(dialog(admin), admin, 'Permissions', 'Create roles');
    await admin.keyboard.press('Escape');
    await dialog(admin).getByRole('button', { name: 'Grant permissions' }).click();
    await eventually(() => banners(admin)).toContain('Permissions granted');

    await admin.getByRole('button', { name: /^Filter/ }).click();
    await choose(admin.locator('main'), admin, 'Assignee', 'Eddie', 'Eddie Enduser');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => rowTexts(admin)).toEqual(['Create roles role:create']);
    await admin.getByRole('tab', { name: 'Administrator Assignments' }).click();
    await eddie().waitFor();
  });

  it('revoked, the assignment leaves the list and the role pages leave the assignee menu', async () => {
    await eddie().getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Revoke' }).click();
    await dialog(admin).getByRole('button', { name: 'Revoke' }).click();
    await eventually(() => banners(admin)).toContain('Administrator assignments revoked');
    await eventually(() => eddie().count()).toBe(0);

    const { context, page } = await signIn(sandbox, 'enduser', '/dashboard');
    await settled(page);
    const menu = await readMenu(page);
    expect(menu.some((entry) => entry.startsWith('Catalog > Roles'))).toBe(false);
    expect(menu).toContain('Dashboard');
    await context.close();
  });
});
