// Delegation seen end to end in the console: the manager delegates a request definition to
// roleadmin in #/delegation (no 'Delegate from' for a non-administrator), the list shows what it
// covers and that it is active, and roleadmin's inbox shows the delegated task, marked with its
// delegator, in its default view, hides it with the filter, and approves it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordGrant, rest } from '../server/harness.ts';
import { banners, choose, eventually, select } from './screens.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const as = async (user: string, method: string, path: string, body?: unknown) => rest(server(), (await passwordGrant(server(), user)).access_token, method, path, body);
const taskRow = (page: Page, taskId: string) => page.locator(`tbody tr[data-rowid="${taskId}"]`);

it("offers 'Delegate from' to an administrator", async () => {
  const admin = await signIn(sandbox, 'uaadmin', '/delegation/create-delegation');
  await admin.page.locator('main').getByRole('button', { name: 'Create', exact: true }).waitFor();
  expect(await admin.page.locator('main').getByText('Delegate from', { exact: true }).count()).toBeGreaterThan(0);
  await admin.context.close();
});

it('a delegation made in the console by the manager brings the task to the delegate, marked, and the delegate approves it', async () => {
  const { context, page } = await signIn(sandbox, 'manager', '/delegation');
  await settled(page);
  const main = page.locator('main');
  await page.getByRole('button', { name: 'New delegation' }).click();
  await eventually(() => currentRoute(page)).toBe('/delegation/create-delegation');
  await settled(page);
  await main.getByRole('button', { name: 'Create', exact: true }).waitFor();
  // Not to the manager: they delegate their own tasks.
  expect(await main.getByText('Delegate from', { exact: true }).count()).toBe(0);
  await choose(main, page, 'Delegates', 'Rita', 'Rita Roleman');
  await select(main, page, 'Category', 'Facilities');
  await select(main, page, 'Request definitions', 'Parking Space');
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Create', exact: true }).click();
  await eventually(() => currentRoute(page)).toBe('/delegation');
  // The new delegation: to roleadmin, covering Parking Space, active from now.
  const made = main.locator('tbody tr[data-rowid]').filter({ hasText: 'Rita Roleman' }).filter({ hasText: 'Parking Space' });
  await eventually(() => made.count()).toBe(1);
  expect(await made.innerText()).toContain('Active');
  await context.close();

  // Someone asks for a parking space; the manager approves it, and through the delegation roleadmin may.
  const prds = (await as('enduser', 'GET', '/access/delegation/requests?category=facilities')).body as { provisioningRequests: { dn: string; name: string }[] };
  const parking = prds.provisioningRequests.find((p) => p.name === 'Parking Space')!.dn;
  const answer = await as('proxyuser', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: parking, entityType: 'prd' }], reason: 'delegated-tasks browser test' });
  const requestId = (answer.body as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]!.succeeded[0]!.requestId;
  const tasks = (await as('roleadmin', 'GET', '/access/tasks/list?size=300&delegatedTasks=true')).body as { tasks: { taskId: string; processId: string; delegatedTask: boolean }[] };
  const task = tasks.tasks.find((t) => t.processId === requestId && t.delegatedTask)!;
  expect(task).toBeDefined();

  const delegate = await signIn(sandbox, 'roleadmin', '/tasks');
  await settled(delegate.page);
  const row = taskRow(delegate.page, task.taskId);
  await row.waitFor();
  await eventually(() => row.innerText()).toMatch(/Parking Space[\s\S]*Delegated from manager/);

  // The filter hides the delegated tasks, and shows them again.
  await delegate.page.getByRole('button', { name: 'Filter' }).click();
  await delegate.page.getByRole('combobox', { name: 'Delegated tasks' }).click();
  await delegate.page.getByRole('option', { name: 'Hidden', exact: true }).click();
  await delegate.page.getByRole('button', { name: 'Apply' }).click();
  await row.waitFor({ state: 'detached' });
  // The filter panel stays open after Apply.
  await delegate.page.getByRole('combobox', { name: 'Delegated tasks' }).click();
  await delegate.page.getByRole('option', { name: 'Shown with my tasks', exact: true }).click();
  await delegate.page.getByRole('button', { name: 'Apply' }).click();
  await row.waitFor();

  // The delegate approves it.
  await row.getByRole('button').first().click();
  const detail = delegate.page.getByRole('dialog', { name: 'Parking Space' });
  await detail.waitFor();
  await detail.getByRole('button', { name: 'Approve' }).click();
  const form = delegate.page.getByRole('dialog', { name: 'Approve the task' });
  await form.getByRole('button', { name: 'Approve' }).click();
  await row.waitFor({ state: 'detached' });
  await eventually(async () => (await banners(delegate.page)).join(' ')).toContain('Approved');
  await delegate.context.close();
  // Three users sign in one after the other: on a loaded machine this takes longer than the default.
}, 240_000);
