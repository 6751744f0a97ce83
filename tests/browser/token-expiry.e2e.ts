// The token refresh in a real browser: with access tokens of a few seconds, walking the menu for
// about 20 s goes through several expiries without an error banner, and the token is refreshed at
// most once per expiry (no burst of RefreshTokenServlet calls).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMenu, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

const TOKEN_TTL = 4;
const WALK_MS = 20_000;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ IDM_TOKEN_TTL: String(TOKEN_TTL) });
});
afterAll(async () => sandbox?.close());

it('refreshes at most once per expiry while the user works', async () => {
  const { context, page } = await signIn(sandbox, 'uaadmin');
  const refreshes: number[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/IDMProv/RefreshTokenServlet')) refreshes.push(Date.now());
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && status !== 401 && response.url().includes('/IDMProv/')) failures.push(`${status} ${response.url()}`);
  });

  const menu = await readMenu(page);
  const started = Date.now();
  for (let i = 0; Date.now() - started < WALK_MS; i++) {
    const [top, sub] = menu[i % menu.length]!.split(' > ');
    await page.locator('header nav > button', { hasText: top! }).first().click();
    if (sub) await page.getByRole('menuitem', { name: sub, exact: true }).click();
    await settled(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.waitForTimeout(300);
  }
  const elapsed = Date.now() - started;
  const expiries = Math.ceil(elapsed / 1000 / TOKEN_TTL);
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.length).toBeLessThanOrEqual(expiries + 1);
  // No burst: two refreshes are never closer than the token's lifetime allows.
  for (let i = 1; i < refreshes.length; i++) expect(refreshes[i]! - refreshes[i - 1]!).toBeGreaterThan(TOKEN_TTL * 1000 * 0.5);
  expect(failures).toEqual([]);
  await context.close();
});
