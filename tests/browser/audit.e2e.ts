// The audit trail as an auditor finds it in Chromium: the administrator reaches Administration >
// Audit Trail, sees a guessing run against manager (failed sign-ins, then the lock) and a setting's
// change with its values before and after, narrows the list to manager with the filter (which also
// finds the approval a proxy made for manager), and unlocks the name from the failed sign-in's
// detail; manager then signs in through the login page. Another user has no such menu entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, postForm, rest, type TestServer } from '../server/harness.ts';
import { readMenu, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually, rowTexts, rows } from './screens.ts';

const MANAGER_DN = 'cn=manager,ou=users,o=data';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  const server: TestServer = { url: sandbox.url, dataDir: '', close: async () => {} };
  const token = async (username: string) => (await passwordGrant(server, username)).access_token;
  const [uaadmin, enduser, proxyuser] = [await token('uaadmin'), await token('enduser'), await token('proxyuser')];
  // A setting changed: the trail keeps it before and after.
  const general = '/admin/display/settings/general';
  const settings = (await rest(server, uaadmin, 'GET', general)).body as Record<string, unknown>;
  expect((await rest(server, uaadmin, 'PUT', general, { ...settings, defaultRowsPerPage: 50 })).status).toBeLessThan(300);
  // proxyuser approves, acting for manager, a role enduser asked for.
  const role = await rest(server, uaadmin, 'POST', '/catalog/roles', {
    name: 'Audit Proxy Role', roleLevel: { level: 20 }, approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: MANAGER_DN, sequence: 1 }],
  });
  const roleId = (role.body as { id: string }).id;
  expect((await rest(server, enduser, 'POST', '/access/requests/permissions', { reqPermissions: [{ id: roleId, entityType: 'role' }], reason: 'audit' })).status).toBe(201);
  const tasks = (await rest(server, proxyuser, 'GET', `/access/tasks/list?size=300&proxyUser=${encodeURIComponent(MANAGER_DN)}`)).body as { tasks: { taskId: string; processId: string }[] };
  const taskIds = tasks.tasks.map((task) => ({ taskId: task.taskId }));
  expect(taskIds.length).toBeGreaterThan(0);
  expect((await rest(server, proxyuser, 'POST', '/access/tasks', { action: 'approve', tasks: taskIds, proxyUser: MANAGER_DN })).status).toBe(201);
  // Six wrong passwords: five failures lock the name, the sixth is refused as locked.
  for (let attempt = 0; attempt < 6; attempt++) {
    await postForm(`${sandbox.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'manager', password: `guess-${attempt}` });
  }
});
afterAll(async () => sandbox?.close());

describe('audit trail page', () => {
  it("shows the guessing run and a setting's change before and after, filters to the user (with what a proxy did for them), and unlocks the name", async () => {
    const { page, context } = await signIn(sandbox, 'uaadmin', '/dashboard');
    expect(await readMenu(page)).toContain('Administration > Audit Trail');
    await page.goto(`${sandbox.consoleUrl}#/audit`);
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringMatching(/Failed sign-in manager .*Sign-in by a REST client \(locked\) .*Refused/));
    // The administrator's own sign-in is there too.
    expect(await rowTexts(page)).toContainEqual(expect.stringMatching(/Sign-in uaadmin .*Sign-in on the sign-in page .*Done/));
    // The setting's change, named in words, with its values before and after in the row's detail.
    await page.getByRole('button', { name: 'Settings: change' }).first().click();
    const change = page.getByRole('dialog', { name: 'Audit event' });
    await eventually(() => change.innerText()).toMatch(/"defaultRowsPerPage":50/);
    expect(await change.innerText()).toMatch(/"defaultRowsPerPage":(?!50)\d+/);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('textbox', { name: 'User' }).fill('manager');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(async () => (await rowTexts(page)).every((text) => text.includes('manager'))).toBe(true);
    // The six guesses, the approval proxyuser made acting for manager, and manager's own sign-in
    // (throttling delays the guessing address for a while; it does not lock the account).
    expect(await rows(page).count()).toBe(8);
    expect(await rowTexts(page)).toContainEqual(expect.stringMatching(/Change proxyuser cn=manager,ou=users,o=data Tasks: add or run .*Done/));

    await rows(page).first().getByRole('button', { name: 'Sign-in by a REST client (locked)' }).click();
    const detail = page.getByRole('dialog', { name: 'Audit event' });
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
