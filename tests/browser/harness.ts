// Shared harness of the browser tests: the sandbox server as `npm start` runs it (its environment
// read the same way, on a free port), Debian's Chromium through playwright-core, and sign-in through
// the real login page.
//
// What costs time is shared, what a test can change is not. Each vitest worker of the browser project
// (isolate: false, so this module lives as long as the worker) keeps one Chromium and one sandbox.
// The sandbox starts on a copy of the store seeded once for the run (global-setup.ts); then the five
// demo accounts sign in through the login page, and the data folder is copied as the worker's snapshot. Every test file that asks for the default sandbox
// gets the server restarted on a copy of that snapshot: the seeded data, with the demo accounts'
// sessions, and nothing an earlier file wrote. signIn() loads the console in a context with the
// account's session cookies instead of walking the login page again: a spare context of an earlier
// test when there is one (spareContexts.ts), cleaned, since a new page costs Chromium a window. A file that needs another environment
// (a short token or session lifetime) gets a server of its own, and real sign-ins.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium.ts';
import { startServer, type ServerOptions } from '../../server/app.ts';
import { SESSION_COOKIE } from '../../server/auth/cookies.ts';
import { optionsFromEnvironment } from '../../server/settings.ts';
import { reusable, servedOrigins, takeSpare } from './spareContexts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PASSWORD = 'Passw0rd!';
export const DEMO_ACCOUNTS = ['uaadmin', 'roleadmin', 'manager', 'enduser', 'proxyuser'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/**
 * The shared sandbox's token and session lifetimes (seconds): longer than a worker lives, so that the
 * sessions kept in the snapshot stay valid after every restore and no refresh runs in a test that
 * does not ask for one. Expiry, refresh and idle time are tested with sandboxes of their own
 * (token-expiry, api-session, session).
 */
const SHARED_LIFETIME = String(4 * 3600);

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

export interface Sandbox {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** The console: <url>/idmdash/ */
  consoleUrl: string;
  browser: Browser;
  /** The demo accounts' session cookies, on the shared sandbox (signIn() uses them). */
  sessions?: Map<DemoAccount, Cookies>;
  /** Stops the server and starts it again on the same port with the same data folder, as a restart of `npm start` would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A server on a data folder, restartable on the same port. */
class Server {
  private running: Awaited<ReturnType<typeof startServer>> | undefined;
  private port = 0;
  constructor(private readonly options: ServerOptions) {}

  get url(): string {
    return this.running!.url;
  }

  async start(): Promise<void> {
    this.running = await startServer({ ...this.options, port: this.port });
    this.port = Number(new URL(this.running.url).port);
  }

  async stop(): Promise<void> {
    await this.running?.close();
    this.running = undefined;
  }
}

function serverOptions(env: Record<string, string>, dataDir: string): ServerOptions {
  return { ...optionsFromEnvironment({ ...env }), port: 0, host: '127.0.0.1', dataDir, consoleDir: path.join(ROOT, 'dist') };
}

let worker: Promise<Browser> | undefined;
/**
 * The worker's Chromium, launched on first use. Its contexts ask for reduced motion, as a user may:
 * the console then draws menus, dialogs and panels without animation (shell/i18n/reducedMotion.ts),
 * so no click waits for one to settle and no frame is painted for it. (Chromium's
 * --force-prefers-reduced-motion switch does not reach the page; the context option does.)
 *
 * Their pages also ask to save data (Chromium's Save-Data emulation), as a user on a metered line
 * may: the console then leaves out the idle preloading of the menu's pages
 * (shell/routing/idlePreload.ts), which cost each page open for more than three seconds about
 * 0.45 s of Chromium's CPU and 0.18 s of the sandbox's, and which no test looks at (its rule has
 * unit tests; `npm run bench:startup` measures it in a browser of its own).
 */
function workerBrowser(): Promise<Browser> {
  worker ??= launchChromium().then((browser) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options = {}) => {
      const context = await newContext({ reducedMotion: 'reduce', ...options });
      const newPage = context.newPage.bind(context);
      context.newPage = async () => askToSaveData(await newPage());
      return context;
    };
    return browser;
  });
  return worker;
}

/** Turns Chromium's Save-Data emulation on for a page (navigator.connection.saveData), before it loads anything. */
async function askToSaveData(page: Page): Promise<Page> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  return page;
}

interface SharedSandbox {
  server: Server;
  dataDir: string;
  snapshotDir: string;
  sessions: Map<DemoAccount, Cookies>;
}

let shared: Promise<SharedSandbox> | undefined;

/** A new folder inside the run's folder (global-setup.ts removes it when the run ends). */
function temporaryFolder(prefix: string): string {
  return mkdtempSync(path.join(inject('browserRunDir'), prefix));
}

/**
 * Starts the worker's sandbox on a copy of the seeded folder (global-setup.ts), signs the demo
 * accounts in through the login page, and keeps a copy of the data folder as the snapshot.
 */
async function createShared(): Promise<SharedSandbox> {
  const dataDir = temporaryFolder('idm-browser-');
  const snapshotDir = temporaryFolder('idm-browser-snapshot-');
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const server = new Server(serverOptions({ IDM_TOKEN_TTL: SHARED_LIFETIME, IDM_SESSION_TIMEOUT: SHARED_LIFETIME }, dataDir));
  await server.start();
  const browser = await workerBrowser();
  const sessions = new Map<DemoAccount, Cookies>();
  try {
    await Promise.all(
      DEMO_ACCOUNTS.map(async (user) => {
        const context = await browser.newContext();
        sessions.set(user, await signInWithoutConsole(context, server.url, user));
        await context.close();
      }),
    );
  } finally {
    await server.stop();
  }
  cpSync(dataDir, snapshotDir, { recursive: true });
  return { server, dataDir, snapshotDir, sessions };
}

/**
 * Signs a user in through the real login page and returns the session's cookies, without drawing
 * the console afterwards: the sign-in starts where the console starts it (the OAuth client's start
 * point), and the redirect back to the console is answered from here once the callback has set the
 * cookies. Five consoles drawn at once, only to be closed, took 18-21 s of a loaded machine; the
 * cookies are what the snapshot keeps.
 */
async function signInWithoutConsole(context: BrowserContext, serverUrl: string, user: DemoAccount): Promise<Cookies> {
  const page = await context.newPage();
  await page.route(`${serverUrl}/idmdash/**`, (route) => route.fulfill({ status: 204 }));
  await page.goto(`${serverUrl}/IDMProv/oauth/start?target=${encodeURIComponent('/idmdash/')}`);
  await submitLogin(page, user);
  await page.waitForURL(`${serverUrl}/idmdash/**`, { timeout: 60_000 });
  const cookies = await context.cookies();
  if (!cookies.some((cookie) => cookie.name === SESSION_COOKIE)) throw new Error(`${user}: the sign-in set no session cookie`);
  return cookies;
}

/** Closes what an earlier file left open, and restarts the shared server on a fresh copy of the snapshot. */
async function restoreShared(sandbox: SharedSandbox, browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
  await sandbox.server.stop();
  rmSync(sandbox.dataDir, { recursive: true, force: true });
  cpSync(sandbox.snapshotDir, sandbox.dataDir, { recursive: true });
  await sandbox.server.start();
}

/**
 * The sandbox of a test file. Without an environment: the worker's shared sandbox, restored to its
 * seeded snapshot. With one (IDM_SESSION_TIMEOUT, IDM_TOKEN_TTL ... as strings): a server of its own
 * on a fresh data folder, closed by close().
 */
export async function startSandbox(env: Record<string, string> = {}): Promise<Sandbox> {
  const browser = await workerBrowser();
  if (Object.keys(env).length > 0) {
    const dataDir = temporaryFolder('idm-browser-own-');
    const server = new Server(serverOptions(env, dataDir));
    await server.start();
    return sandboxOf(server, browser, async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
  }
  // A failed creation (a sign-in timed out on a loaded machine) is tried again by the next file.
  shared ??= createShared().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  const sandbox = await shared;
  await restoreShared(sandbox, browser);
  return { ...sandboxOf(sandbox.server, browser, async () => {}), sessions: sandbox.sessions };
}

function sandboxOf(server: Server, browser: Browser, stop: () => Promise<void>): Sandbox {
  return {
    url: server.url,
    consoleUrl: `${server.url}/idmdash/`,
    browser,
    async restart() {
      await server.stop();
      await server.start();
    },
    async close() {
      await Promise.all(browser.contexts().map((context) => context.close()));
      await stop();
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
 * Opens the console at a hash route, signed in as the user, and waits until the header shows. On the
 * shared sandbox the context starts with the account's session; elsewhere (or with
 * `{ loginPage: true }`) the console sends it to the login page, which is filled in. `beforeLoad`
 * prepares the context before the console loads (e.g. installs Playwright's clock).
 *
 * The context is a spare one when there is one (spareContexts.ts: a page of an earlier test, its
 * cookies and storage cleared, at about:blank); its close() gives it back for the next sign-in.
 */
export async function signIn(
  sandbox: Sandbox,
  user: DemoAccount,
  route = '/',
  viewport = { width: 1400, height: 900 },
  { loginPage = false, beforeLoad }: { loginPage?: boolean; beforeLoad?: (context: BrowserContext) => Promise<void> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = (beforeLoad ? undefined : takeSpare()) ?? (await reusable(sandbox.browser, viewport));
  await page.setViewportSize(viewport);
  servedOrigins.add(new URL(sandbox.url).origin);
  const session = loginPage ? undefined : sandbox.sessions?.get(user);
  if (session) await context.addCookies(session);
  await beforeLoad?.(context);
  await page.goto(`${sandbox.consoleUrl}#${route}`);
  if (!session) await submitLogin(page, user);
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

/**
 * How often a page.waitForFunction of these tests checks its condition, in ms. Playwright's default
 * checks on every animation frame, which keeps the page drawing frames while a test waits: measured
 * on a settled list page, 0.10-0.13 s of Chromium CPU for each second of waiting, against 0.01 s
 * when checked every 50 ms.
 */
export const WAIT_POLLING_MS = 50;

/** Waits until the current page has settled: no route check or screen loading, a page heading shown. */
export async function settled(page: Page): Promise<void> {
  await ownScreen(page);
  await page.waitForFunction(() => !document.querySelector('main [role=progressbar]') && document.querySelector('main h1, [role=dialog]'), undefined, {
    timeout: 15_000,
    polling: WAIT_POLLING_MS,
  });
}

/**
 * Goes to a hash route the way a link does, and returns once main shows that route's screen. A route
 * change is a transition: the last screen stays drawn until the next one is ready, so a wait for
 * "a heading and no spinner" alone could pass on the screen being left (ownScreen).
 */
export async function goToHash(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hashPath);
  await ownScreen(page);
}

/**
 * Waits until main shows the screen of the page's location, not the one being left: main's
 * data-location names the location whose screen it shows (the route's own, or where a redirect took
 * it). A page without the console's main (the login page) passes. settled() and quiet() start with it.
 */
export async function ownScreen(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const shown = document.querySelector('main')?.getAttribute('data-location');
      return shown == null || decodeURI(shown) === decodeURI(window.location.hash.slice(1) || '/');
    },
    undefined,
    { timeout: 15_000, polling: WAIT_POLLING_MS },
  );
}
