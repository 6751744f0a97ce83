// The approval inbox (#/tasks) against the sandbox: the manager filters the inbox and approves the
// first step of a serial "Cloud Console Operator" request from the task's detail (its approval
// chain shown), the administrator sees who approved and denies the second step with a comment, the
// manager approves two tasks at once, and a proxy acting for the manager approves one of theirs.
// The administrator also changes the email-approval settings (#/emailapproval).
// The list follows each action without a reload. The tests run in order and build on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
const tokens: Record<string, string> = {};
let requestId = '';

interface Task { taskId: string; processId: string; processName: string; recipientName: string }

const as = (user: string, method: string, path: string, body?: unknown) => rest(server(), tokens[user]!, method, path, body);
const tasksOf = async (user: string): Promise<Task[]> => ((await as(user, 'GET', '/access/tasks/list?size=300')).body as { tasks: Task[] }).tasks;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const row = (page: Page, taskId: string) => page.locator(`tbody tr[data-rowid="${taskId}"]`);
const banners = (page: Page) => page.getByRole('status').or(page.getByRole('alert')).allInnerTexts();
const entries = (scope: Locator) => scope.getByTestId('timeline-entry').allInnerTexts();

/** Opens a task's detail by its item cell. */
async function openTask(page: Page, taskId: string): Promise<Locator> {
  await row(page, taskId).getByRole('button').first().click();
  const detail = page.getByRole('dialog', { name: 'Cloud Console Operator' });
  await detail.waitFor();
  return detail;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  for (const user of ['uaadmin', 'manager', 'roleadmin']) tokens[user] = (await passwordGrant(server(), user)).access_token;
  const roles = (await as('uaadmin', 'GET', '/catalog/roles/listV2?size=300&q=Cloud')).body as { roles: { id: string; name: string }[] };
  const role = roles.roles.find((r) => r.name === 'Cloud Console Operator')!;
  const answer = await as('roleadmin', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: role.id, entityType: 'role' }], reason: 'On call next month' });
  requestId = (answer.body as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]!.succeeded[0]!.requestId;
});
afterAll(async () => sandbox?.close());

describe('the approval inbox', () => {
  it('the manager filters the inbox, opens a task with its approval chain and approves the first step; the list follows', async () => {
    const task = (await tasksOf('manager')).find((t) => t.processId === requestId)!;
    const { context, page } = await signIn(sandbox, 'manager', '/tasks');
    await settled(page);
    await row(page, task.taskId).waitFor();

    // Expiring within 1 hour: nothing (the task has a week); cleared, the tasks are back.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Expiring within').fill('1');
    await page.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Hours', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No tasks found').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await row(page, task.taskId).waitFor();

    const detail = await openTask(page, task.taskId);
    // The detail's sections fill in as the task's data arrives.
    await eventually(() => detail.innerText()).toContain(task.recipientName);
    const chain = detail.locator('[data-section=chain]');
    await eventually(() => entries(chain)).toHaveLength(1);
    expect((await entries(chain))[0]).toContain('Waiting');
    expect((await entries(chain))[0]).toContain('Megan Manager');

    await detail.getByRole('button', { name: 'Approve' }).click();
    const form = page.getByRole('dialog', { name: 'Approve the task' });
    await form.getByLabel(/Comment/).fill('Fine for the rotation');
    await form.getByRole('button', { name: 'Approve' }).click();
    await detail.waitFor({ state: 'detached' });
    await row(page, task.taskId).waitFor({ state: 'detached' });
    await eventually(async () => (await banners(page)).join(' ')).toContain('Approved');
    expect(currentRoute(page)).toBe('/tasks');
    await context.close();
  });

  it('the administrator sees who approved the first step and denies the second with a comment', async () => {
    const task = (await tasksOf('uaadmin')).find((t) => t.processId === requestId)!;
    expect(task).toBeDefined();
    const { context, page } = await signIn(sandbox, 'uaadmin', '/tasks');
    await settled(page);
    const detail = await openTask(page, task.taskId);
    const chain = detail.locator('[data-section=chain]');
    await eventually(() => entries(chain)).toHaveLength(2);
    const [first, second] = await entries(chain);
    expect(first).toContain('Approved');
    expect(first).toContain('Megan Manager');
    expect(second).toContain('Waiting');
    await eventually(() => detail.locator('[data-section=comments]').innerText()).toContain('Fine for the rotation');

    await detail.getByRole('button', { name: 'Deny' }).click();
    const form = page.getByRole('dialog', { name: 'Deny' });
    // The comment is required: nothing is sent without it.
    await form.getByRole('button', { name: 'Deny' }).click();
    await form.getByText('Required').first().waitFor();
    await form.getByLabel(/Comment/).fill('Not while the audit runs');
    await form.getByRole('button', { name: 'Deny' }).click();
    await row(page, task.taskId).waitFor({ state: 'detached' });
    const history = await as('roleadmin', 'POST', '/access/requests/history/item', { id: requestId });
    expect(history.body).toMatchObject({ requestState: 95 });

    // The email-approval settings: loaded (the phrases per locale), changed and saved.
    await page.goto(`${sandbox.consoleUrl}#/emailapproval`);
    await settled(page);
    const polling = page.getByLabel('Polling interval (minutes)');
    await eventually(() => polling.inputValue()).toBe('5');
    expect(await page.locator('[data-section=phrases], main').first().innerText()).toContain('Approve phrase');
    await polling.fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => (await banners(page)).join(' ')).toContain('Email approval settings saved');
    expect((await as('uaadmin', 'GET', '/access/administration/emailApproval')).body).toMatchObject({ pollingInterval: 15, approvePhrase: [{ locale: 'en', value: 'approve' }] });
    await context.close();
  });

  it('the manager approves two tasks at once; a proxy acting for the manager approves another', async () => {
    const before = await tasksOf('manager');
    const { context, page } = await signIn(sandbox, 'manager', '/tasks');
    await settled(page);
    const shown = page.locator('tbody tr[data-rowid]');
    await shown.first().waitFor();
    const ids = await shown.evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.getAttribute('data-rowid')!));
    for (const id of ids) await row(page, id).getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
    for (const id of ids) await row(page, id).waitFor({ state: 'detached' });
    const after = await tasksOf('manager');
    expect(after.length).toBe(before.length - 2);
    await context.close();

    const target = after[0]!;
    const proxy = await signIn(sandbox, 'proxyuser');
    await proxy.page.getByRole('button', { name: /Profile menu of/ }).click();
    await proxy.page.getByRole('menuitem', { name: 'Proxy As' }).click();
    await proxy.page.getByRole('dialog').getByRole('combobox').click();
    await proxy.page.getByRole('option', { name: 'Megan Manager' }).click();
    await proxy.page.getByRole('button', { name: 'Continue' }).click();
    await eventually(() => currentRoute(proxy.page)).toBe('/tasks');
    await row(proxy.page, target.taskId).waitFor();
    await row(proxy.page, target.taskId).getByRole('button').first().click();
    const detail = proxy.page.getByRole('dialog', { name: target.processName });
    await detail.locator('[data-section=chain]').getByTestId('timeline-entry').first().waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    await proxy.page.getByRole('dialog', { name: 'Approve the task' }).getByRole('button', { name: 'Approve' }).click();
    await row(proxy.page, target.taskId).waitFor({ state: 'detached' });
    expect((await tasksOf('manager')).map((t) => t.taskId)).not.toContain(target.taskId);
    await proxy.context.close();
  });
});
