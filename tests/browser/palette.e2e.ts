// The command palette and the keyboard shortcuts, driven by the keyboard alone as a user would:
// a page by its title, a user by name, an action of the current page, the g-shortcuts, the search
// key and the help sheet, and an end user who is not offered what their menu does not lead to.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { dialog, eventually } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Go to a page, find an object or run an action' });
/** The text of the option aria-activedescendant names: the one Enter chooses. */
const activeOption = (page: Page) => page.evaluate(() => document.getElementById(document.activeElement?.getAttribute('aria-activedescendant') ?? '')?.innerText ?? '');

/** Presses ArrowDown until `chosen` is the active option (at most ten times). */
async function arrowTo(page: Page, chosen: () => Promise<boolean>) {
  for (let presses = 0; !(await chosen()); presses++) {
    if (presses === 10) throw new Error(`the option was not reached; active: ${await activeOption(page)}`);
    await page.keyboard.press('ArrowDown');
  }
}

/** Opens the palette with Ctrl+K, or Cmd+K (Meta) as on a Mac. */
async function openPalette(page: Page, keys: 'Control+k' | 'Meta+k' = 'Control+k') {
  await page.keyboard.press(keys);
  await combobox(page).waitFor();
  await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
}

describe('the command palette and the shortcuts, by keyboard alone', () => {
  it('goes to a page by its title, opens a user found by name and runs an action of the page', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/dashboard');
    await settled(page);
    // Ctrl+K works from the first screen on: pressed before the keyboard's chunk is in, the shell holds it.
    await openPalette(page);
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('listbox').getByRole('group').first().innerText()).toContain('PAGES');

    // A page, by its title, accents and case aside.
    await page.keyboard.type('request HISTORY');
    await eventually(() => activeOption(page)).toBe('Request History');
    await page.keyboard.press('Enter');
    await eventually(() => currentRoute(page)).toBe('/history');
    await combobox(page).waitFor({ state: 'detached' });

    // A user, by name: the server is searched after the pickers' debounce; Enter opens the detail page.
    await openPalette(page);
    await page.keyboard.type('Megan');
    const megan = page.getByRole('option', { name: /Megan Manager/ });
    await megan.waitFor({ timeout: 10_000 });
    await arrowTo(page, async () => (await activeOption(page)).startsWith('Megan Manager'));
    await page.keyboard.press('Enter');
    await eventually(() => currentRoute(page)).toMatch(/^\/users\/.+/);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('Megan Manager');

    // An action the current page offers: the groups list's Create group.
    await page.goto(`${sandbox.consoleUrl}#/groups`);
    await settled(page);
    await openPalette(page);
    await page.keyboard.type('create gr');
    const actions = page.getByRole('group', { name: 'Actions on this page' });
    await eventually(() => actions.innerText()).toContain('Create group');
    await arrowTo(page, async () => (await actions.getByRole('option', { selected: true }).count()) === 1);
    await page.keyboard.press('Enter');
    await eventually(() => currentRoute(page)).toBe('/groups/create');
    await context.close();
  });

  it('Ctrl+K and Cmd+K open and close the palette, Escape gives focus back; g u, / and ? do what the help sheet says', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/tasks');
    await settled(page);
    await openPalette(page);
    // The same keys close it again.
    await page.keyboard.press('Control+k');
    await combobox(page).waitFor({ state: 'detached' });

    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await eventually(() => currentRoute(page)).toBe('/users');
    await settled(page);

    // "/" focuses the page's search box, and the key is not typed into it. Pressed while the users
    // screen still loads, it would focus the tasks list's box that is still drawn, which the users
    // list then replaces: wait for the users page's heading and its list's box.
    await page.locator('main h1', { hasText: 'Users' }).waitFor();
    await page.locator('main input[type="search"]').waitFor();
    await page.keyboard.press('/');
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('');
    // Typing in a field is typing: "g t" stays in the search box.
    await page.keyboard.type('g t');
    expect(currentRoute(page)).toBe('/users');

    // Cmd+K works from a field too, and Escape gives the focus back to that field.
    await openPalette(page, 'Meta+k');
    await page.keyboard.press('Escape');
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');

    await page.locator('main h1').click();
    await page.keyboard.press('?');
    const sheet = dialog(page);
    await eventually(() => sheet.innerText()).toContain('Keyboard shortcuts');
    const text = await sheet.innerText();
    expect(text).toContain('Go to Users');
    expect(text).toContain('Go to Tasks');
    expect(text).toContain('Open the command palette');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await context.close();
  });

  it('offers an end user neither the pages nor the shortcuts their menu does not lead to', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/tasks');
    await settled(page);
    await page.keyboard.press('?');
    const sheet = dialog(page);
    await eventually(() => sheet.innerText()).toContain('Go to Tasks');
    expect(await sheet.innerText()).not.toContain('Go to Users');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // g u (Users, not in their menu) does nothing; g h after it goes to the history: once there, the
    // keys before were handled too, and no page but the history was visited on the way.
    await page.evaluate(() => {
      const visited: string[] = [];
      (window as unknown as { visited: string[] }).visited = visited;
      // The router moves by the history API (no hashchange event): record its calls.
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          if (url) visited.push(new URL(url, location.href).hash.replace(/^#/, ''));
          original(state, unused, url);
        };
      }
    });
    for (const key of ['g', 'u', 'g', 'h']) await page.keyboard.press(key);
    await eventually(() => currentRoute(page)).toBe('/history');
    const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    expect(visited[0]).toBe('/history');
    // (The history list may note its state in the address afterwards: still the history.)
    expect(visited.filter((route) => !route.startsWith('/history'))).toEqual([]);

    await openPalette(page);
    await page.keyboard.type('users');
    await eventually(() => page.getByRole('status').filter({ hasText: /Nothing matches|Results/ }).innerText()).toMatch(/Nothing matches|Results/);
    expect(await page.getByRole('listbox').innerText()).not.toMatch(/^Users$/m);
    await context.close();
  });
});
