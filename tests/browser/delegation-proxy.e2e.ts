// Delegation, availability and proxy assignments, made in the console and seen where they take
// effect: a task of a new request reaches the delegate (over REST), an unavailable approver's task
// goes to their delegate, and a proxy assignment changes whom Proxy As offers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordGrant, rest } from '../server/harness.ts';
import { choose, select } from './screens.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
const tokens = new Map<string, string>();
beforeAll(async () => {
  sandbox = await startSandbox();
  for (const user of ['manager', 'enduser', 'proxyuser', 'roleadmin']) tokens.set(user, (await passwordGrant(server(), user)).access_token);
});
afterAll(async () => sandbox?.close());

const call = (user: string, method: string, path: string, body?: unknown) => rest(server(), tokens.get(user)!, method, path, body);
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Requests a workflow (the manager approves workflows) as proxyuser; answers the request id. */
async function requestWorkflow(name: string): Promise<string> {
  const prds = (await call('enduser', 'GET', '/access/delegation/requests?category=facilities')).body as { provisioningRequests: { dn: string; name: string }[] };
  const dn = prds.provisioningRequests.find((p) => p.name === name)!.dn;
  const answer = await call('proxyuser', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: dn, entityType: 'prd' }], reason: 'browser test' });
  return (answer.body as { OperationNodes: { succeeded: { requestId: string }[] }[] }).OperationNodes[0]!.succeeded[0]!.requestId;
}

/** The delegated tasks of a request in `user`'s task list. */
async function delegatedTasks(user: string, requestId: string) {
  const list = (await call(user, 'GET', '/access/tasks/list?size=300&delegatedTasks=true')).body as { tasks: { processId: string; delegatedTask: boolean }[] };
  return list.tasks.filter((t) => t.processId === requestId && t.delegatedTask);
}

it('creates a delegation in the console; a new task of that request reaches the delegate', async () => {
  const { context, page } = await signIn(sandbox, 'manager', '/delegation');
  await settled(page);
  await page.getByRole('button', { name: 'New delegation' }).click();
  await eventually(() => currentRoute(page)).toBe('/delegation/create-delegation');
  await settled(page);
  const main = page.locator('main');
  await choose(main, page, 'Delegates', 'Eddie', 'Eddie Enduser');
  await select(main, page, 'Category', 'Facilities');
  await select(main, page, 'Request definitions', 'Parking Space');
  // A multiple choice keeps its list open.
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Create', exact: true }).click();
  await eventually(() => currentRoute(page)).toBe('/delegation');
  await eventually(async () => (await main.locator('tbody tr[data-rowid]').allInnerTexts()).join('\n')).toContain('Parking Space');

  const parking = await requestWorkflow('Parking Space');
  expect(await delegatedTasks('enduser', parking)).toHaveLength(1);
  const badge = await requestWorkflow('Building Access Badge');
  expect(await delegatedTasks('enduser', badge)).toEqual([]);
  await context.close();
});

it('sets availability in the console; the unavailable approver\'s task goes to the delegate', async () => {
  // A delegation that holds only while the manager is unavailable, to roleadmin.
  const made = await call('manager', 'POST', '/access/delegation', { assignToUsers: [{ dn: 'cn=roleadmin,ou=users,o=data' }], allRequests: true, createAvailability: true });
  expect(made.status).toBe(201);
  const before = await requestWorkflow('Building Access Badge');
  expect(await delegatedTasks('roleadmin', before)).toEqual([]);

  const { context, page } = await signIn(sandbox, 'manager', '/availability');
  await settled(page);
  const main = page.locator('main');
  await eventually(() => main.getByTestId('list-summary').innerText()).toContain('Available');
  await page.getByRole('button', { name: 'Add unavailability' }).click();
  await settled(page);
  await main.getByRole('checkbox', { name: 'All requests' }).check();
  await select(main, page, 'Expires', 'After a duration');
  await main.getByLabel('Duration').fill('2');
  await main.getByLabel('Duration').press('Tab');
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(() => currentRoute(page)).toBe('/availability');
  // The seeded entry (a later week, one request definition) and the new one for all requests.
  await eventually(() => main.locator('tbody tr[data-rowid]').count()).toBe(2);

  expect(await delegatedTasks('roleadmin', before)).toHaveLength(1);
  await context.close();
});

it('an administrator creates a proxy assignment; Proxy As offers that user to the proxy', async () => {
  const { context, page } = await signIn(sandbox, 'uaadmin', '/proxyassignments');
  await settled(page);
  await page.getByRole('button', { name: 'New proxy assignment' }).click();
  await settled(page);
  const main = page.locator('main');
  await choose(main, page, 'Proxy user', 'Paula', 'Paula Proxy');
  await choose(main, page, 'Users', 'Eddie', 'Eddie Enduser');
  await main.getByRole('button', { name: 'Create', exact: true }).click();
  await eventually(() => currentRoute(page)).toBe('/proxyassignments');
  await eventually(async () => (await main.locator('tbody tr[data-rowid]').allInnerTexts()).join('\n')).toContain('Eddie Enduser');
  await context.close();

  const proxy = await signIn(sandbox, 'proxyuser');
  await proxy.page.getByRole('button', { name: /Profile menu of/ }).click();
  await proxy.page.getByRole('menuitem', { name: 'Proxy As' }).click();
  await proxy.page.getByRole('dialog').getByRole('combobox').click();
  // Each option shows the user's name over their user id.
  await eventually(async () => (await proxy.page.getByRole('option').allInnerTexts()).map((t) => t.split('\n')[0]!.trim()).sort()).toEqual(['Eddie Enduser', 'Megan Manager']);
  await proxy.context.close();
});
