// The operations pages in the browser, against the sandbox: a cache holder flushed after a
// confirmation shows 0 objects; a logging level changed in a dialog moves the server's own log
// level shown above the list; a CPRS reconcile started from the settings tab is followed on the
// status tab, which loads again by itself until the operation completed, with its failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, dialog, eventually, rows, rowTexts, select } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

describe('operations administration', () => {
  it('flushes two cache holders after a confirmation: their counts drop to 0, the others keep theirs; customizes one', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/settings?tab=cache');
    await settled(page);
    await eventually(() => rowTexts(page)).toContain('Groups 33');
    expect(await rowTexts(page)).toContain('UserProfiles 52');

    for (const holder of ['Groups', 'RoleDefinitions']) await rows(page).filter({ hasText: holder }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Flush' }).click();
    // Nothing is flushed before the confirmation.
    await dialog(page).getByRole('button', { name: 'Flush' }).waitFor();
    expect(await rowTexts(page)).toContain('Groups 33');
    await dialog(page).getByRole('button', { name: 'Flush' }).click();

    await eventually(() => rowTexts(page)).toEqual(expect.arrayContaining(['Groups 0', 'RoleDefinitions 0', 'UserProfiles 52']));
    await eventually(async () => (await banners(page)).join(' ')).toContain('The cache was flushed.');

    // Customizing a holder in a dialog lists it among the customized holders.
    await rows(page).filter({ hasText: 'UserProfiles' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Customize' }).click();
    await dialog(page).getByLabel('Maximum nodes').fill('250');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Customized holders' }).click();
    await eventually(() => rowTexts(page)).toContain('UserProfiles Yes 250 600');
    await context.close();
  });

  it("changes a package's level in a dialog, and the server's own log level follows", async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/settings?tab=logging');
    await settled(page);
    const serverLevel = async () => (await page.getByTestId('list-summary').innerText()).replace(/\s+/g, ' ').trim();
    // The sandbox starts its log at IDM_LOG_LEVEL (warn), and the REST services' package says so.
    await eventually(serverLevel).toBe('Server log level: Warning');
    const restPackage = rows(page).filter({ has: page.getByRole('cell', { name: 'com.netiq.idm.rest', exact: true }) });
    expect(await restPackage.innerText()).toContain('Warning');
    await restPackage.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Change level' }).click();
    await select(dialog(page), page, 'Log level', 'Info');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await eventually(serverLevel).toBe('Server log level: Info');
    expect(await restPackage.innerText()).toContain('Info');
    await context.close();
  });

  it('runs a CPRS reconcile and follows its status until it completed, with the assignments that failed', async () => {
    // The page's timers run on Playwright's clock, so that the end can move time on (below).
    const { context, page } = await signIn(sandbox, 'uaadmin', '/cprs', undefined, { beforeLoad: (context) => context.clock.install() });
    await settled(page);
    const adGroups = rows(page).filter({ hasText: 'Active Directory Driver' }).filter({ hasText: 'Group Membership' });
    await adGroups.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reconcile' }).click();
    await eventually(() => banners(page)).toContain('Reconcile started; follow it on the Status tab.');

    await page.getByRole('tab', { name: 'Status' }).click();
    const status = rows(page).first();
    // Seen running with its progress, then completed: the page loads again by itself.
    await eventually(() => status.innerText(), { timeout: 5_000 }).toMatch(/Running|Queued/);
    await eventually(() => status.innerText(), { timeout: 15_000 }).toContain('Completed with failures');
    const done = (await status.innerText()).replace(/\s+/g, ' ');
    expect(done).toContain('Active Directory Driver');
    expect(done).toMatch(/Reconciled \d+ assignments; \d+ could not be read/);

    // Once nothing runs, the list stops loading: ten seconds of the page's time (five of its
    // refresh periods) pass at once, and a load their timers started would have been heard before
    // runFor answers (the page's requests are reported on the same channel, in order).
    let loads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/cprsrequest/status/list')) loads += 1;
    });
    await page.clock.runFor(10_000);
    expect(loads).toBe(0);
    await context.close();
  });
});
