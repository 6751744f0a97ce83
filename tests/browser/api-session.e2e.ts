// The API client in Chromium against the sandbox server with an access-token lifetime of 2 seconds:
// sign-in through the authorization server, five concurrent requests meeting one expiry (one
// refresh), many expiries in a row (no failed request, no burst of refreshes), state-changing
// requests with the anti-forgery header, and a revoked refresh token (489: a new login).
//
// Runs in the vitest project 'browser' (npm test); alone: npx vitest run --project browser tests/browser/api-session.e2e.ts
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.ts';
import { build } from 'vite';
import { it } from 'vitest';
import { startTestServer } from '../server/harness.ts';

const TOKEN_TTL_SECONDS = 2;
const HARNESS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'harness', 'api');

interface Exchange {
  at: number;
  method: string;
  path: string;
  status: number;
}

/** Every /IDMProv and /osp exchange of the page, with its time. */
function recordExchanges(page: Page): Exchange[] {
  const exchanges: Exchange[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/IDMProv/') || url.pathname.startsWith('/osp/')) {
      exchanges.push({ at: Date.now(), method: response.request().method(), path: url.pathname, status: response.status() });
    }
  });
  return exchanges;
}

const refreshesIn = (exchanges: Exchange[]) => exchanges.filter((e) => e.path === '/IDMProv/RefreshTokenServlet');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The server counts whole seconds (expiry = ceil(now) + TTL, checked against the current second), so a token may live up to TTL + 2 s. */
const untilExpired = () => sleep((TOKEN_TTL_SECONDS + 2.2) * 1000);

/** Runs calls in the page; answers how many succeeded and the failures' texts. */
async function callsInPage(page: Page, calls: Array<[string, Record<string, unknown>?, unknown?]>) {
  return page.evaluate(async (list) => {
    const results = await Promise.allSettled(list.map(([name, params, body]) => window.apiHarness!.call(name, params, body)));
    return {
      ok: results.filter((r) => r.status === 'fulfilled').length,
      failures: results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => String(r.reason)),
    };
  }, calls);
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/idmdash/`);
  await page.waitForSelector('#username', { timeout: 15_000 });
  await page.fill('#username', 'uaadmin');
  await page.fill('#password', 'Passw0rd!');
  await page.click('button[type=submit]');
  await page.waitForSelector('body[data-ready=true]', { timeout: 15_000 });
}

async function apiSessionInChromium(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'api-e2e-'));
  const consoleDir = path.join(workDir, 'harness');
  await build({ configFile: false, root: HARNESS_DIR, base: '/idmdash/', logLevel: 'warn', build: { outDir: consoleDir, emptyOutDir: true } });
  const server = await startTestServer({ tokenTtl: TOKEN_TTL_SECONDS, consoleDir });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const exchanges = recordExchanges(page);

    // 1. No session: the first call sends the browser to the authorization server and back.
    await signIn(page, server.url);
    const loginStart = exchanges.find((e) => e.path === '/osp/a/idm/auth/oauth2/auth');
    assert.ok(loginStart, 'the first call without a session went to the authorization server');
    console.log('sign-in: first call without a session led to the login form and back');

    // 2. Five concurrent requests meet one expired token: exactly one refresh, all five succeed.
    await untilExpired();
    let since = exchanges.length;
    const five = await callsInPage(page, [
      ['info.version'],
      ['logging.packages', { pageSize: 3 }],
      ['logging.list', { pageSize: 5 }],
      ['logging.packages', { q: '' }],
      ['info.version'],
    ]);
    assert.deepEqual(five, { ok: 5, failures: [] });
    const burst = exchanges.slice(since);
    assert.equal(refreshesIn(burst).length, 1, 'one refresh for five concurrent 401s');
    console.log(`five concurrent after expiry: ${burst.filter((e) => e.status === 401).length} × 401, ${refreshesIn(burst).length} refresh, 5 succeeded`);

    // 3. Many expiries while working, with state-changing requests (anti-forgery header): no
    //    failure, about one refresh per expiry, never two refreshes close together.
    const list = (await page.evaluate(() => window.apiHarness!.call('logging.list', { pageSize: 1 }))) as {
      logConfigurations: Array<{ packageConfigured: { packageName: string }; logLevel: number }>;
    };
    const entry = list.logConfigurations[0]!;
    const update = { logConfigurations: [{ packageConfigured: { packageName: entry.packageConfigured.packageName }, logLevel: entry.logLevel }] };
    since = exchanges.length;
    const started = Date.now();
    const failures: string[] = [];
    let succeeded = 0;
    for (let round = 0; Date.now() - started < 14_000; round++) {
      const calls: Array<[string, Record<string, unknown>?, unknown?]> = [['info.version'], ['logging.list', { pageSize: 3, nextIndex: 1 + (round % 3) }]];
      if (round % 3 === 0) calls.push(['logging.update', {}, update]);
      const result = await callsInPage(page, calls);
      succeeded += result.ok;
      failures.push(...result.failures);
      await sleep(350);
    }
    const working = exchanges.slice(since);
    const refreshes = refreshesIn(working);
    const seconds = (Date.now() - started) / 1000;
    const gaps = refreshes.slice(1).map((r, i) => r.at - refreshes[i]!.at);
    console.log(
      `working ${seconds.toFixed(1)} s with a ${TOKEN_TTL_SECONDS} s token: ${succeeded} calls succeeded, ${failures.length} failed, ` +
        `${refreshes.length} refreshes, smallest gap between refreshes ${Math.min(...gaps)} ms, ` +
        `${working.filter((e) => e.status === 403).length} × 403`,
    );
    assert.deepEqual(failures, []);
    // A 2 s token lives 2 to 4 s (whole seconds): at least 3 expiries in 14 s.
    assert.ok(refreshes.length >= 3, 'the token expired several times and was refreshed each time');
    assert.ok(refreshes.length <= Math.ceil(seconds / TOKEN_TTL_SECONDS) + 1, 'no more than one refresh per expiry');
    assert.ok(Math.min(...gaps) >= TOKEN_TTL_SECONDS * 1000 * 0.9, 'no two refreshes within one token lifetime');
    assert.equal(working.filter((e) => e.status === 403).length, 0, 'state-changing requests carried the anti-forgery header');

    // 4. The refresh token is gone (signed out elsewhere): the next expiry starts a new login, once.
    await context.clearCookies({ name: 'MFSSO_Admin_Spiffy_Refresh' });
    await untilExpired();
    since = exchanges.length;
    const navigation = page.waitForRequest((request) => request.url().includes('/IDMProv/oauth/start'), { timeout: 10_000 });
    // The page leaves for the login while these run, so their outcome is not awaited.
    page.evaluate(() => Promise.all([window.apiHarness!.call('info.version'), window.apiHarness!.call('logging.packages')])).catch(() => undefined);
    const start = new URL((await navigation).url());
    assert.equal(start.searchParams.get('target'), '/idmdash/');
    await page.waitForSelector('body[data-ready=true]', { timeout: 15_000 }); // the SSO session signs in again
    const revoked = exchanges.slice(since);
    assert.deepEqual(refreshesIn(revoked).map((e) => e.status), [489], 'one refresh, answered 489');
    console.log('revoked refresh token: one refresh answered 489, then a new login and back');
  } finally {
    await browser.close();
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

it(
  'signs in, survives many 2-second token expiries with one refresh each, and starts a new login on 489',
  apiSessionInChromium,
  120_000,
);
