// The console under its Content-Security-Policy (script-src 'self': no inline script, no eval;
// server/http/security-headers.ts), as only a browser enforces it: every screen an end user opens,
// and a form validated and submitted, with no violation; a start-up that makes no failing request;
// and a violation heard when there is one (cspWatch.ts says how).
//
// Every routed screen as the administrator is checked for violations in a11y.e2e.ts, on the one walk
// that also runs axe there: the walk costs about a minute, and one is enough for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { ROUTES } from '../../shell/routing/routeTable.ts';
import { installCspListener, watchCsp, type CspWatch } from './cspWatch.ts';
import { currentRoute, goToHash, startSandbox, submitLogin, type DemoAccount, type Sandbox } from './harness.ts';
import { quiet, seedSamples, trackRequests, walkRoutes, type Samples } from './routeWalk.ts';
import { eventually } from './screens.ts';

interface SignedIn {
  page: Page;
  context: BrowserContext;
  requests: { inFlight(): number };
  csp: CspWatch;
  /** Requests answered 4xx or 5xx, and resources the browser failed to load. */
  failures: string[];
}

/** Opens the console in a fresh context, signs in through the login page and waits for the first screen. */
async function openConsole(sandbox: Sandbox, user: DemoAccount): Promise<SignedIn> {
  const context = await sandbox.browser.newContext({ viewport: { width: 1400, height: 900 } });
  await installCspListener(context);
  const page = await context.newPage();
  const opened: SignedIn = { page, context, requests: trackRequests(page), csp: watchCsp(page), failures: [] };
  page.on('console', (message: ConsoleMessage) => {
    // A resource the page could not load (the icon, a style sheet) has no response event of its own.
    const status = /Failed to load resource: the server responded with a status of (\d+)/.exec(message.text())?.[1];
    if (status) opened.failures.push(`${status} ${message.location().url}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) opened.failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.goto(`${sandbox.consoleUrl}#/`);
  await submitLogin(page, user);
  await page.waitForSelector('header', { timeout: 20_000 });
  await quiet(page, opened.requests);
  return opened;
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  await seedSamples(sandbox);
});
afterAll(async () => sandbox?.close());

/** Walks every route; the violations heard on each screen are kept, with the screens visited and the routes without a sample. */
async function walkEveryScreen(signed: SignedIn, options: { dialog?: boolean } = {}) {
  const samples: Samples = new Map();
  const heard: string[] = [];
  const noSample: string[] = [];
  const visited = await walkRoutes(signed.page, samples, {
    settle: () => quiet(signed.page, signed.requests, options),
    onScreen: async () => {
      heard.push(...(await signed.csp.violations()));
    },
    onNoSample: (route) => noSample.push(route.path),
  });
  return { visited, heard, noSample };
}

describe('as the administrator', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await openConsole(sandbox, 'uaadmin');
  });
  afterAll(async () => admin?.context.close());

  it('starts without a failing request: from the sign-in to the first screen, nothing answers 4xx or 5xx', async () => {
    expect(admin.failures, admin.failures.join('\n')).toEqual([]);
    expect(await admin.csp.violations()).toEqual([]);
  });

  it('hears a violation when there is one: an inline script and an eval are refused and reported', async () => {
    await admin.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    // A string for setTimeout is evaluated by the page (page.evaluate's own code is not subject to the policy).
    await admin.page.evaluate(() => (window.setTimeout as unknown as (code: string) => void)('window.evalRan = true'));
    expect(await admin.page.evaluate(() => [(window as unknown as { inlineRan?: boolean }).inlineRan, (window as unknown as { evalRan?: boolean }).evalRan])).toEqual([undefined, undefined]);
    await eventually(() => admin.csp.heardInPage()).toBe(2);
    const heard = await admin.csp.violations();
    expect(heard).toEqual(expect.arrayContaining([expect.stringMatching(/script-src-elem refused inline/), expect.stringMatching(/script-src refused eval/)]));
  });

  it('validates a form and submits it (a new role) without a violation', async () => {
    const { page } = admin;
    admin.failures.length = 0;
    await goToHash(page, '/role/create');
    await quiet(page, admin.requests);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => page.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringMatching(/^The form has \d+ problems?:/));
    await page.locator('#root_name').fill('Policy Keeper');
    await page.locator('#root_name').blur();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => currentRoute(page)).toMatch(/^\/role\/detail\//);
    await quiet(page, admin.requests);
    expect(await admin.csp.violations()).toEqual([]);
    expect(admin.failures, admin.failures.join('\n')).toEqual([]);
  });
});

describe('as an end user', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await openConsole(sandbox, 'enduser');
  });
  afterAll(async () => user?.context.close());

  it('starts without a failing request', async () => {
    expect(user.failures, user.failures.join('\n')).toEqual([]);
  });

  it('shows every screen it opens (a refused one: the unauthorized dialog) without a violation', async () => {
    const { visited, heard } = await walkEveryScreen(user, { dialog: true });
    expect(visited).toBeGreaterThan(ROUTES.length / 2);
    expect(heard, heard.join('\n')).toEqual([]);
  }, 600_000);
});
