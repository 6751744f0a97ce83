// Session: with a short session timeout the idle warning appears (timeout − 120 s), Extend
// re-authenticates in a popup and shows 'Successfully extended session'; clicks reset the timer;
// Sign out ends the session at the server and clears the MFSSO_ cookies.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startSandbox, submitLogin, type Sandbox } from './harness.ts';

// The warning is due 6 s after the last click.
const SESSION_TIMEOUT = 126;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ IDM_SESSION_TIMEOUT: String(SESSION_TIMEOUT) });
});
afterAll(async () => sandbox?.close());

it('warns when idle, not while the user clicks, and Extend re-authenticates', async () => {
  // The console's timers run on Playwright's clock: the idle time is moved on, not waited for.
  const { context, page } = await signIn(sandbox, 'manager', '/', undefined, { beforeLoad: (context) => context.clock.install() });
  const warning = page.getByRole('dialog', { name: 'Your session is about to expire' });

  // Clicking every 2 s for 8 s keeps the warning away (the first click at once: on a loaded
  // machine the start can take longer than the 6 s of idle time the warning waits for). The click
  // is dispatched on the page's main area rather than aimed at a point: while the first screen is
  // still being laid out, an aimed click waits for its point to be free, and the clock (which runs
  // on meanwhile) would bring the warning before the click lands.
  for (let i = 0; i < 4; i++) {
    await page.locator('main').dispatchEvent('click');
    await page.clock.runFor(2000);
  }
  expect(await warning.count()).toBe(0);

  // 6 s after the last click it shows, counting down.
  await page.clock.runFor(4000);
  await warning.waitFor({ timeout: 15_000 });
  expect(await warning.innerText()).toMatch(/Your session ends in [12]:\d\d/);

  const popupOpened = context.waitForEvent('page');
  await warning.getByRole('button', { name: 'Extend' }).click();
  const popup = await popupOpened;
  // The callback page closes the popup at once: listen before signing in.
  const popupClosed = popup.waitForEvent('close', { timeout: 15_000 });
  await submitLogin(popup, 'manager');
  await popupClosed;

  await page.getByText('Successfully extended session').waitFor();
  await warning.waitFor({ state: 'hidden' });
  // The timer restarted: 3 s on, no warning again.
  await page.clock.runFor(3000);
  expect(await warning.count()).toBe(0);
  // And it comes back once the user has been idle long enough.
  await page.clock.runFor(4000);
  await warning.waitFor({ timeout: 15_000 });
  await context.close();
});

it('signs out: the logout page ends the session and the console asks for a new sign-in', async () => {
  const { context, page } = await signIn(sandbox, 'enduser');
  expect((await context.cookies()).some((cookie) => cookie.name.startsWith('MFSSO_'))).toBe(true);
  // The access token is out of script's reach: its cookie is HttpOnly, and the console (which shows
  // its first screen) read it from nowhere a script could.
  expect((await context.cookies()).find((cookie) => cookie.name === 'MFSSO_Admin_Spiffy_Session')?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/MFSSO_Admin_Spiffy_Session|bearer/);
  await page.getByRole('button', { name: /Profile menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForSelector('#username', { timeout: 15_000 });
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('MFSSO_'))).toEqual([]);
  // The old session is gone at the server too: a fresh page asks for a sign-in again.
  await page.goto(sandbox.consoleUrl);
  await page.waitForSelector('#username', { timeout: 15_000 });
  await context.close();
});
