// Shared harness of the browser tests: the sandbox server as `npm start` runs it (its environment
// read the same way, on a free port, with a fresh data folder), Debian's Chromium through
// playwright-core, and sign-in through the real login page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../server/app.ts';
import { optionsFromEnvironment } from '../../server/settings.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PASSWORD = 'Passw0rd!';
export const DEMO_ACCOUNTS = ['uaadmin', 'roleadmin', 'manager', 'enduser', 'proxyuser'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export interface Sandbox {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** The console: <url>/idmdash/ */
  consoleUrl: string;
  browser: Browser;
  /** Stops the server and starts it again on the same port with the same data folder, as a restart of `npm start` would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server (env like IDM_SESSION_TIMEOUT or IDM_TOKEN_TTL as strings) and Chromium. */
export async function startSandbox(env: Record<string, string> = {}): Promise<Sandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'idm-browser-'));
  const options = { ...optionsFromEnvironment({ ...env }), port: 0, host: '127.0.0.1', dataDir, consoleDir: path.join(ROOT, 'dist') };
  let server = await startServer(options);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    url: server.url,
    consoleUrl: `${server.url}/idmdash/`,
    browser,
    async restart() {
      await server.close();
      server = await startServer({ ...options, port: Number(new URL(server.url).port) });
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fills the login page (user name, password) and submits it. */
export async function submitLogin(page: Page, user: string, password = PASSWORD): Promise<void> {
  await page.waitForSelector('#username');
  await page.fill('#username', user);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
}

/**
 * Opens the console at a hash route in a new browser context, signs in through the login page
 * the console sends it to, and waits until the header shows. Returns the page, back at the route.
 */
export async function signIn(sandbox: Sandbox, user: DemoAccount, route = '/', viewport = { width: 1400, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await sandbox.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${sandbox.consoleUrl}#${route}`);
  await submitLogin(page, user);
  await page.waitForSelector('header', { timeout: 20_000 });
  return { context, page };
}

/** The texts of the top-level menu and, for items with sub-menus, of their entries. */
export async function readMenu(page: Page): Promise<string[]> {
  const entries: string[] = [];
  const buttons = page.locator('header nav > button');
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const text = (await button.innerText()).trim();
    if ((await button.getAttribute('aria-haspopup')) === 'menu') {
      await button.click();
      const items = page.getByRole('menuitem');
      await items.first().waitFor();
      for (const item of await items.allInnerTexts()) entries.push(`${text} > ${item.trim()}`);
      await page.keyboard.press('Escape');
      await items.first().waitFor({ state: 'detached' });
    } else {
      entries.push(text);
    }
  }
  return entries;
}

/** The hash route the page shows ("/tasks"). */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Waits until the current page has settled: no route check or screen loading, a page heading shown. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main [role=progressbar]') && document.querySelector('main h1, [role=dialog]'), undefined, {
    timeout: 15_000,
  });
}
