// What requesters and approvers see of a request, in Chromium against the sandbox: enduser opens
// the Details of a role that needs approval in the catalogue and sees its approval steps with the
// approvers' names in order; manager opens the task of a request submitted with a reason and dates
// and sees them. Data is made here with unique names.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordGrant, rest } from '../server/harness.ts';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
const MANAGER = 'cn=manager,ou=users,o=data';
const UAADMIN = 'cn=uaadmin,ou=users,o=data';
const unique = `P${Date.now().toString(36)}`;
const ROLE = `Preview Serial Role ${unique}`;
const REASON = `Quarter close ${unique}`;
let roleId = '';

beforeAll(async () => {
  sandbox = await startSandbox();
  const admin = (await passwordGrant(server(), 'uaadmin')).access_token;
  const created = await rest(server(), admin, 'POST', '/catalog/roles', {
    name: ROLE, roleLevel: { level: 20 }, approvalRequired: true, approvalIsStandard: true,
    approvalApprovers: [{ id: MANAGER, sequence: 1 }, { id: UAADMIN, sequence: 2 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  roleId = (created.body as { id: string }).id;
});
afterAll(async () => sandbox?.close());

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

it('enduser sees the approval steps of a role with the approvers\' names in the catalogue\'s Details', async () => {
  const { context, page } = await signIn(sandbox, 'enduser', '/requests');
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(ROLE);
  const item = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: ROLE });
  await item.getByRole('button', { name: 'Details' }).click({ timeout: 15_000 });
  const approval = page.getByRole('group', { name: `Approval of ${ROLE}` });
  await eventually(() => approval.innerText()).toContain('one after another');
  // Serial: manager first, then the administrator, by their names.
  expect((await approval.getByRole('listitem').allInnerTexts()).map((s) => s.trim())).toEqual(['Megan Manager', 'UA Administrator']);
  await context.close();
});

it('manager opens the task of a request made with a reason and dates and sees them', async () => {
  const enduser = (await passwordGrant(server(), 'enduser')).access_token;
  const effDate = Date.UTC(2031, 2, 14, 12);
  const expDate = Date.UTC(2031, 8, 30, 12);
  const made = await rest(server(), enduser, 'POST', '/access/requests/permissions', { reqPermissions: [{ id: roleId, entityType: 'role' }], reason: REASON, effDate, expDate });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  const { context, page } = await signIn(sandbox, 'manager', '/tasks');
  await settled(page);
  await page.getByRole('searchbox').first().fill(ROLE);
  await page.getByRole('button', { name: ROLE }).first().click({ timeout: 15_000 });
  const panel = page.getByRole('dialog');
  await eventually(() => panel.innerText()).toContain(REASON);
  const text = await panel.innerText();
  expect(text).toMatch(/Effective from\s+Mar 14, 2031/);
  expect(text).toMatch(/Access expires\s+Sep 30, 2031/);
  expect(text).toContain('Approval chain');
  await context.close();
});
