// The live inbox: an approver's open inbox shows a task the moment another user's request makes
// it, and the bell's count of new tasks moves with it, without a reload; the tabs of one browser
// share one events connection, and when the leading tab closes another takes over. After the server
// restarts (same port, same data), the open tabs connect again and follow the workflow as before:
// a new task in the inbox, and the requester's history showing their request's new status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordGrant, rest } from '../server/harness.ts';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually, rowTexts } from './screens.ts';

let sandbox: Sandbox;
let admin = '';
let managerToken = '';
let enduserToken = '';
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
const FIRST = 'Live Inbox Role';
const SECOND = 'Live Takeover Role';
const THIRD = 'Live Restart Role';
const roles: Record<string, string> = {};

async function userDn(name: string): Promise<string> {
  const answer = await rest(server(), admin, 'GET', `/access/users/list?q=${name}&size=300`);
  const found = (answer.body as { usersList: { dn: string }[] }).usersList.find((u) => u.dn.toLowerCase().startsWith(`cn=${name},`));
  if (!found) throw new Error(`no user ${name}`);
  return found.dn;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  admin = (await passwordGrant(server(), 'uaadmin')).access_token;
  managerToken = (await passwordGrant(server(), 'manager')).access_token;
  enduserToken = (await passwordGrant(server(), 'enduser')).access_token;
  const manager = await userDn('manager');
  for (const name of [FIRST, SECOND, THIRD]) {
    const created = await rest(server(), admin, 'POST', '/catalog/roles', {
      name, roleLevel: { level: 20 }, approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: manager, sequence: 1 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    roles[name] = (created.body as { id: string }).id;
  }
});
afterAll(async () => sandbox?.close());

/**
 * Requests a role for oneself from the signed-in console page: its HttpOnly session cookie goes with
 * the request, and the anti-forgery header (copied from its cookie) lets the server take it.
 */
async function requestFromBrowser(page: Page, roleId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const cookie = (name: string) => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
    const response = await fetch('/IDMProv/rest/access/requests/permissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', netiq_idm_rbpm_acsrf: cookie('netiq_idm_rbpm_acsrf') },
      body: JSON.stringify({ reqPermissions: [{ id, entityType: 'role' }], reason: 'live inbox' }),
    });
    return response.status;
  }, roleId);
}

/** The number of new tasks the bell's notifications name (0 when none). */
async function bellNewTasks(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /notification/i });
  await bell.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const text = await menu.innerText();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return Number(/New tasks to approve: (\d+)/.exec(text)?.[1] ?? 0);
}

/** The open event streams of the user whose token this is (the manager's unless told). */
const connections = async (token = managerToken) => {
  const response = await fetch(`${sandbox.url}/IDMProv/sandbox/events/connections`, { headers: { Authorization: `bearer ${token}` } });
  return ((await response.json()) as { connections: number }).connections;
};
const requesterConnections = () => connections(enduserToken);

describe('the live inbox', () => {
  it('shows a task in the open inbox and counts it on the bell when another user requests, in one connection for two tabs', async () => {
    const { context, page } = await signIn(sandbox, 'manager', '/tasks');
    await settled(page);
    await eventually(() => rowTexts(page).then((rows) => rows.length)).toBeGreaterThan(0);
    const second = await context.newPage();
    await second.goto(`${sandbox.consoleUrl}#/tasks`);
    await settled(second);
    await eventually(() => connections()).toBe(1);

    const newTasksBefore = await bellNewTasks(page);
    const requester = await signIn(sandbox, 'enduser', '/');
    expect(await requestFromBrowser(requester.page, roles[FIRST]!)).toBe(201);

    // Both tabs show the task without a reload; the bell of the first counts it.
    await eventually(() => rowTexts(page).then((rows) => rows.some((row) => row.includes(FIRST)))).toBe(true);
    await eventually(() => rowTexts(second).then((rows) => rows.some((row) => row.includes(FIRST)))).toBe(true);
    await eventually(() => bellNewTasks(page)).toBe(newTasksBefore + 1);
    expect(await connections()).toBe(1);

    // The leading tab closes: the other takes the connection over and still hears of new tasks.
    await page.close();
    await eventually(() => connections()).toBe(1);
    expect(await requestFromBrowser(requester.page, roles[SECOND]!)).toBe(201);
    await eventually(() => rowTexts(second).then((rows) => rows.some((row) => row.includes(SECOND)))).toBe(true);

    await requester.context.close();
    await context.close();
    await eventually(() => connections()).toBe(0);
  });

  it('connects again after the server restarts: a new task reaches the open inbox, a request’s new status the open history', async () => {
    const { context, page } = await signIn(sandbox, 'manager', '/tasks');
    await settled(page);
    const requester = await signIn(sandbox, 'enduser', '/history');
    await settled(requester.page);
    await eventually(() => connections()).toBe(1);
    await eventually(requesterConnections).toBe(1);

    await sandbox.restart();
    // The streams were cut; each browser's leading tab asks for a new ticket after a growing pause
    // (1 s, 2 s, 5 s ...). The request is made once both have connected again: an event sent while
    // the requester's browser is still waiting to reconnect would never reach its history.
    await eventually(() => connections(), { timeout: 45_000 }).toBe(1);
    await eventually(requesterConnections, { timeout: 45_000 }).toBe(1);

    expect(await requestFromBrowser(requester.page, roles[THIRD]!)).toBe(201);
    await eventually(() => rowTexts(page).then((rows) => rows.some((row) => row.includes(THIRD)))).toBe(true);
    const requestRow = () => rowTexts(requester.page).then((rows) => rows.find((row) => row.includes(THIRD)) ?? '');
    await eventually(requestRow).toContain('Approval Pending');

    // The approver approves (through the API): the requester's open history shows the request provisioned.
    const tasks = await rest(server(), managerToken, 'GET', '/access/tasks/list?size=300');
    const task = (tasks.body as { tasks: { taskId: string; recipientName?: string }[] }).tasks.find((t) => JSON.stringify(t).includes(THIRD));
    expect(task).toBeDefined();
    expect((await rest(server(), managerToken, 'POST', '/access/tasks', { action: 'approve', tasks: [{ taskId: task!.taskId }] })).status).toBe(201);
    await eventually(requestRow).toContain('Provisioned');
    await eventually(() => rowTexts(page).then((rows) => rows.some((row) => row.includes(THIRD)))).toBe(false);

    await requester.context.close();
    await context.close();
  });
});
