// The loop the console exists for, in the browser from end to end: an end user asks for a role with
// two serial approvers in the request catalogue, the first approver approves in their inbox, then
// the second, and the requester's history shows it Provisioned and My Profile lists the role. Then
// a role with a quorum (50% of three approvers): two approvals in the inbox provision it and the
// third approver's task is gone. Each screen's own rules are tested in its own file; here the
// screens hand the request to each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WorkflowClient, type DemoUser } from '../server/workflow-client.ts';
import { settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { eventually, rowTexts } from './screens.ts';

let sandbox: Sandbox;
let client: WorkflowClient;
const SERIAL = 'Loop Serial Access';
const QUORUM = 'Loop Quorum Access';
let quorumRole = '';

beforeAll(async () => {
  sandbox = await startSandbox();
  client = new WorkflowClient({ url: sandbox.url, dataDir: '', close: async () => {} });
  await client.signIn();
  await client.createRole({
    name: SERIAL, approvalRequired: true, approvalIsStandard: true,
    approvalApprovers: [{ id: client.dn.manager, sequence: 1 }, { id: client.dn.uaadmin, sequence: 2 }],
  });
  quorumRole = await client.createRole({
    name: QUORUM, approvalRequired: true, approvalIsStandard: true, approvalQuorum: '50%',
    approvalApprovers: [{ id: client.dn.manager, sequence: 1 }, { id: client.dn.uaadmin, sequence: 2 }, { id: client.dn.roleadmin, sequence: 3 }],
  });
});
afterAll(async () => sandbox?.close());

/** The inbox row of the user's task for a role (the row's first cell names the request). */
const taskRow = (page: Page, role: string) => page.locator('tbody tr[data-rowid]').filter({ hasText: role });

/** Signs in as an approver, opens the task of the role from the inbox and approves it with a comment. */
async function approveInInbox(user: DemoUser, role: string) {
  const { context, page } = await signIn(sandbox, user, '/tasks');
  await settled(page);
  await taskRow(page, role).getByRole('button').first().click({ timeout: 15_000 });
  const detail = page.getByRole('dialog', { name: role });
  await detail.getByRole('button', { name: 'Approve' }).click();
  const form = page.getByRole('dialog', { name: 'Approve the task' });
  await form.getByLabel(/Comment/).fill(`Approved by ${user}`);
  await form.getByRole('button', { name: 'Approve' }).click();
  await taskRow(page, role).waitFor({ state: 'detached' });
  await context.close();
}

describe('request, approve, provision', () => {
  it('an end user requests a role with two serial approvers in the catalogue; both approve in their inbox; history says Provisioned and My Profile lists the role', async () => {
    const { context, page } = await signIn(sandbox, 'enduser', '/requests');
    await settled(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Loop Serial');
    await page.getByRole('button', { name: `Add to cart: ${SERIAL}` }).click({ timeout: 15_000 });
    await page.getByRole('list', { name: 'Items in the cart' }).getByText(SERIAL, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    await page.getByRole('textbox', { name: 'Reason' }).fill('Covering the operations desk');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const results = page.getByRole('table', { name: 'Request results' });
    await eventually(() => results.locator('tbody').innerText()).toContain(SERIAL);

    // Pending: the first approver has the task, the second not yet.
    await page.goto(`${sandbox.consoleUrl}#/history`);
    await settled(page);
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringMatching(new RegExp(`^${SERIAL} Role Grant Approval Pending`)));

    await approveInInbox('manager', SERIAL);
    await approveInInbox('uaadmin', SERIAL);

    await page.reload();
    await settled(page);
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringMatching(new RegExp(`^${SERIAL} Role Grant Provisioned`)));
    await page.goto(`${sandbox.consoleUrl}#/myProfile/roles`);
    await settled(page);
    await eventually(() => rowTexts(page)).toContainEqual(expect.stringContaining(SERIAL));
    await context.close();
  });

  it('a quorum of 50% of three approvers: two approvals in the inbox provision the role, and the third approver has nothing left to do', async () => {
    const id = await client.requestId('enduser', quorumRole);
    await approveInInbox('manager', QUORUM);
    expect(await client.historyItem('enduser', id)).toMatchObject({ requestState: 15 });
    await approveInInbox('roleadmin', QUORUM);
    await eventually(async () => (await client.historyItem('enduser', id)).requestStatus).toBe('Provisioned');

    const { context, page } = await signIn(sandbox, 'uaadmin', '/tasks');
    await settled(page);
    await page.locator('tbody tr[data-rowid]').first().waitFor({ timeout: 15_000 });
    expect(await taskRow(page, QUORUM).count()).toBe(0);
    await context.close();
  });
});
