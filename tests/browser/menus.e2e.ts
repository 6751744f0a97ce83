// Each demo account signs in through the login page and sees the menu it should see; walking the
// whole menu opens every page without a refusal and never shows a blank page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRoute, readMenu, settled, signIn, startSandbox, type DemoAccount, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const everyone = ['Dashboard', 'Tasks', 'Access > Landing Page', 'Access > Requests', 'Access > Request History', 'People > Org Chart'];
const adminOnly = ['People > Users', 'People > Groups', 'Catalog > Entities', 'Administration > Configuration', 'Administration > Settings',
  'Administration > Cache', 'Administration > Permissions', 'Administration > CPRS', 'Administration > Locale Kit', 'Administration > Request Forms',
  'Administration > Edit Landing Page', 'Administration > Global Dashboard', 'Administration > Audit Trail'];
const roleAdmin = ['Catalog > Roles', 'Catalog > Resources'];

const expectations: Record<DemoAccount, { sees: string[]; doesNotSee: string[] }> = {
  uaadmin: { sees: [...everyone, ...adminOnly, ...roleAdmin, 'People > Teams'], doesNotSee: [] },
  roleadmin: { sees: [...everyone, ...roleAdmin], doesNotSee: adminOnly },
  manager: { sees: [...everyone, 'People > Teams'], doesNotSee: [...adminOnly, ...roleAdmin] },
  enduser: { sees: everyone, doesNotSee: [...adminOnly, ...roleAdmin, 'People > Teams'] },
  proxyuser: { sees: everyone, doesNotSee: [...adminOnly, ...roleAdmin, 'People > Teams'] },
};

describe('menu per demo account', () => {
  for (const [user, { sees, doesNotSee }] of Object.entries(expectations) as [DemoAccount, (typeof expectations)[DemoAccount]][]) {
    it(`${user} sees their menu and can open every entry`, async () => {
      const { context, page } = await signIn(sandbox, user);
      const menu = await readMenu(page);
      for (const entry of sees) expect(menu).toContain(entry);
      for (const entry of doesNotSee) expect(menu).not.toContain(entry);
      // The profile entry moved from the main menu to the profile dropdown.
      expect(menu.some((entry) => entry.startsWith('Profile'))).toBe(false);

      // Walk the whole menu: every entry opens its page (a heading), never the unauthorized modal.
      for (const entry of menu) {
        const [top, sub] = entry.split(' > ');
        await page.locator('header nav > button', { hasText: top! }).first().click();
        if (sub) await page.getByRole('menuitem', { name: sub, exact: true }).click();
        await settled(page);
        expect(await page.getByRole('dialog').count(), `${user}: ${entry} (${currentRoute(page)})`).toBe(0);
      }
      await context.close();
    });
  }
});

describe('small screens', () => {
  it('hide the menu bar behind a toggle that opens the menu as a drawer', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/', { width: 700, height: 900 });
    expect(await page.locator('header nav').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' }).filter({ has: page.getByRole('button', { name: 'Request History' }) });
    await drawer.getByRole('button', { name: 'Request History' }).click();
    await expect.poll(() => currentRoute(page)).toBe('/history');
    await context.close();
  });
});
