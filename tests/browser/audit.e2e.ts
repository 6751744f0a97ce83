// The audit trail as an auditor finds it in Chromium: the administrator reaches Administration >
// Audit Trail, sees a guessing run against manager (failed sign-ins, then the lock), narrows the
// list to that user with the filter, and unlocks the name from the failed sign-in's detail; manager
// then signs in through the login page. Another user has no such menu entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../server/harness.ts';
import { readMenu, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually, rowTexts, rows } from './screens.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  // Six wrong passwords: five failures lock the name, the sixth is refused as locked.
  for (let attempt = 0; attempt < 6; attempt++) {
    await postForm(`${sandbox.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'manager', password: `guess-${attempt}` });
  }
});
afterAll(async () => sandbox?.close());

describe('audit trail page', () => {
  it('shows the guessing run, filters it to the user, and unlocks the name', async () => {
    const { page, context } = await signIn(sandbox, 'uaadmin', '/dashboard');
    expect(await readMenu(page)).toContain('Administration > Audit Trail');
    await page.goto(`${sandbox.consoleUrl}#/audit`);
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringMatching(/Failed sign-in manager .*passwordGrant \(locked\) .*Refused/));
    // The administrator's own sign-in is there too.
    expect(await rowTexts(page)).toContainEqual(expect.stringMatching(/Sign-in uaadmin .*signIn .*Done/));

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('textbox', { name: 'User' }).fill('manager');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(async () => (await rowTexts(page)).every((text) => text.includes('manager'))).toBe(true);
    expect(await rows(page).count()).toBe(6);

    await rows(page).first().getByRole('button', { name: 'passwordGrant (locked)' }).click();
    const detail = page.getByRole('dialog', { name: 'passwordGrant (locked)' });
    await detail.getByRole('button', { name: 'Unlock user name' }).click();
    // Unlocked: the name's sign-ins are accepted again.
    await eventually(async () => (await postForm(`${sandbox.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'manager', password: 'Passw0rd!' })).status).toBe(200);
    await context.close();

    // manager signs in through the login page, and has no Audit Trail.
    const manager = await signIn(sandbox, 'manager', '/dashboard');
    expect(await readMenu(manager.page)).not.toContainEqual(expect.stringContaining('Audit Trail'));
    await manager.context.close();
  });
});
