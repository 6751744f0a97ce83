// The request history and workflow monitoring, against the sandbox's workflow engine and its demo
// data: enduser's history in every state with the icons of their groups and its filters; a request
// of the serial role approved over REST step by step and shown Provisioned (and among My Profile's
// roles); a retract from the history; an administrator following a process in workflow
// monitoring, reassigning a work entry and terminating a process with a comment.
// The tests of this file run in order and build on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { passwordGrant, rest } from '../server/harness.ts';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
const tokens: Record<string, string> = {};
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
beforeAll(async () => {
  sandbox = await startSandbox();
  for (const user of ['manager', 'uaadmin', 'enduser']) tokens[user] = (await passwordGrant(server(), user)).access_token;
});
afterAll(async () => {
  for (const session of Object.values(sessions)) await session.context.close();
  await sandbox?.close();
});

// One signed-in page per user, shared by the tests (signing in is the slow part); each test opens its route.
const sessions: Record<string, { context: BrowserContext; page: Page }> = {};
async function open(user: 'enduser' | 'uaadmin', route: string): Promise<Page> {
  if (!sessions[user]) sessions[user] = await signIn(sandbox, user, route);
  else {
    // Loaded again (also when the route is the same), so that the page reads everything anew.
    await sessions[user].page.goto(`${sandbox.consoleUrl}#${route}`);
    await sessions[user].page.reload();
  }
  const { page } = sessions[user];
  await settled(page);
  return page;
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const banners = (page: Page) => page.getByRole('status').or(page.getByRole('alert')).allInnerTexts();
const rows = (scope: Page | Locator) => scope.locator('tbody tr[data-rowid]');
const rowTexts = async (scope: Page | Locator) => (await rows(scope).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const iconGroups = async (page: Page) => [...new Set(await page.locator('tbody [data-icon-group]').evaluateAll((icons) => icons.map((i) => i.getAttribute('data-icon-group'))))].sort();

async function choose(scope: Page | Locator, page: Page, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).click();
}

async function select(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const SERIAL_ROLE = 'Cloud Console Operator';

/** enduser's pending request of the serial role: approved by the manager, then the administrator. */
async function approveStepByStep(): Promise<string> {
  const mine = await rest(server(), tokens.enduser!, 'GET', '/access/requests/historylist?size=100&status=pending&type=role');
  const request = (mine.body as { requests: { id: string; name: string }[] }).requests.find((r) => r.name === SERIAL_ROLE)!;
  for (const approver of ['manager', 'uaadmin']) {
    const tasks = await rest(server(), tokens[approver]!, 'GET', '/access/tasks/list?size=300');
    const task = (tasks.body as { tasks: { taskId: string; processId: string }[] }).tasks.find((t) => t.processId === request.id)!;
    const acted = await rest(server(), tokens[approver]!, 'POST', '/access/tasks', { action: 'approve', tasks: [{ taskId: task.taskId }], comment: `Approved by ${approver}` });
    expect(acted.status, JSON.stringify(acted.body)).toBe(201);
  }
  return request.id;
}

describe('request history', () => {
  it('shows enduser\'s requests in every state with the icons of their groups, and filters them', async () => {
    const page = await open('enduser', '/history');
    await eventually(() => rows(page).count()).toBeGreaterThanOrEqual(7);
    expect(await iconGroups(page)).toEqual(expect.arrayContaining(['canceled', 'completed-approved', 'denied', 'running']));
    const texts = await rowTexts(page);
    expect(texts).toContainEqual(expect.stringMatching(new RegExp(`^${SERIAL_ROLE} Role Grant .*Approval Pending`)));
    expect(texts).toContainEqual(expect.stringMatching(/^Mobile Phone Workflow Grant .*Refused/));
    expect(texts).toContainEqual(expect.stringMatching(/^Building Access Badge Workflow Grant .*Retracted/));
    expect(texts).toContainEqual(expect.stringMatching(/^Request VPN Access Workflow Grant .*Approved/));

    // Denied: the denied role request, the denied and the refused workflow; all drawn as denied.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await select(page.locator('main'), page, 'Status', 'Denied');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => iconGroups(page)).toEqual(['denied']);
    expect(await rowTexts(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^Parking Space/), expect.stringMatching(/^Mobile Phone/), expect.stringMatching(new RegExp(`^${SERIAL_ROLE}`))]));
    // Revoke requests only: an earlier revoke of a group membership.
    await page.getByRole('button', { name: 'Clear' }).click();
    await select(page.locator('main'), page, 'Action', 'Revoke');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Group Membership: Remote Desktop Users Resource Revoke Provisioned/)]);
    await page.getByRole('button', { name: 'Clear' }).click();
    await eventually(() => rows(page).count()).toBeGreaterThanOrEqual(7);
  });

  it('shows a request approved over REST by both serial approvers as Provisioned, and the role in My Profile', async () => {
    await approveStepByStep();
    const page = await open('enduser', '/history');
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringMatching(new RegExp(`^${SERIAL_ROLE} Role Grant Provisioned`)));
    // Its detail: the state, the approval chain (both steps approved) and the approvers' comments; no Retract.
    await row(page, SERIAL_ROLE).filter({ hasText: 'Provisioned' }).getByRole('button', { name: SERIAL_ROLE }).click();
    const panel = dialog(page);
    await eventually(() => panel.getByTestId('timeline-entry').count()).toBe(4);
    const chain = await panel.locator('[data-section=chain]').getByTestId('timeline-entry').allInnerTexts();
    expect(chain.map((e) => e.replace(/\s+/g, ' '))).toEqual([expect.stringMatching(/^Approved .*Megan Manager/), expect.stringMatching(/^Approved .*UA Administrator/)]);
    const comments = await panel.locator('[data-section=comments]').innerText();
    expect(comments).toContain('Approved by manager');
    expect(comments).toContain('Approved by uaadmin');
    expect(await panel.locator('[data-section=request]').innerText()).toContain('Provisioned');
    expect(await panel.getByRole('button', { name: 'Retract' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto(`${sandbox.consoleUrl}#/myProfile/roles`);
    await settled(page);
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringContaining(SERIAL_ROLE));
  });

  it('retracts a running request after a confirmation; a finished one cannot be retracted', async () => {
    const page = await open('enduser', '/history');
    await eventually(() => row(page, /^Laptop/).count()).toBe(1);
    // A finished request: Retract is disabled.
    await row(page, /^Request VPN Access/).getByRole('checkbox').check();
    expect(await page.getByRole('button', { name: 'Retract' }).isDisabled()).toBe(true);
    await row(page, /^Request VPN Access/).getByRole('checkbox').uncheck();
    await row(page, /^Laptop/).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Retract' }).click();
    await dialog(page).getByRole('button', { name: 'Retract' }).click();
    await eventually(() => banners(page)).toContain('Request(s) retracted');
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringMatching(/^Laptop Resource Grant Retracted/));
  });
});

describe('workflow monitoring', () => {
  it('shows a process\'s work entries and comments, and reassigns its open work entry', async () => {
    // A report's request of the serial role that the manager approved: its second step waits for the administrator.
    const list = await rest(server(), tokens.uaadmin!, 'GET', `/access/monitoring/process/list?processStatus=0&size=100&q=${encodeURIComponent(SERIAL_ROLE)}`);
    const processes = (list.body as { processInfoNodeList: { requestId: string; addressee: string[] }[] }).processInfoNodeList;
    const waiting = processes.find((p) => p.addressee.some((dn) => dn.toLowerCase().startsWith('cn=uaadmin,')))!;
    const page = await open('uaadmin', '/workflowmonitoring');
    // A process's name leads to its page.
    const first = rows(page).first();
    expect(await first.getByRole('link').getAttribute('href')).toBe(`#/workflowmonitoring/process/${await first.getAttribute('data-rowid')}`);
    await page.goto(`${sandbox.consoleUrl}#/workflowmonitoring/process/${waiting.requestId}`);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain(SERIAL_ROLE);
    expect(await page.getByRole('region', { name: 'Process' }).innerText()).toMatch(/Initiator\s+\S.*\s+Recipient\s+\S.*\s+Process ID\s+req-/s);
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/Megan Manager Approved/), expect.stringMatching(/UA Administrator Open/)]);

    await row(page, 'UA Administrator').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reassign' }).click();
    await choose(dialog(page), page, 'New addressee', 'Rita', 'Rita Roleman');
    await dialog(page).getByLabel('Comment').fill('Rita covers this week');
    await dialog(page).getByRole('button', { name: 'Reassign' }).click();
    await eventually(() => banners(page)).toContain('Work entry reassigned');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/Megan Manager Approved/), expect.stringMatching(/Rita Roleman Open/)]);

    await page.getByRole('tab', { name: 'Comments' }).click();
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringContaining('Approved for the on-call rotation'));
  });

  it('terminates a running process with a comment', async () => {
    const page = await open('uaadmin', '/workflowmonitoring');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await select(page.locator('main'), page, 'Process status', 'Running');
    await page.getByRole('button', { name: 'Apply' }).click();
    // Only running processes are listed (the filter applied), then one of them is chosen by its id.
    await eventually(async () => (await rowTexts(page)).every((text) => / Running /.test(text) && !/ (Completed|Terminated) /.test(text))).toBe(true);
    const id = await row(page, SERIAL_ROLE).first().getAttribute('data-rowid');
    await page.locator(`tbody tr[data-rowid="${id}"]`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Terminate' }).click();
    await dialog(page).getByLabel('Comment').fill('Project cancelled');
    await dialog(page).getByRole('button', { name: 'Terminate' }).click();
    await eventually(() => banners(page)).toContain('Process(es) terminated');
    await eventually(() => page.locator(`tbody tr[data-rowid="${id}"]`).count()).toBe(0);
    const comments = await rest(server(), tokens.uaadmin!, 'GET', `/access/monitoring/comments?requestId=${encodeURIComponent(id!)}`);
    expect((comments.body as { commentNodeArray: { comment: string }[] }).commentNodeArray.map((c) => c.comment), JSON.stringify(comments.body)).toContain('Project cancelled');
  });
});
