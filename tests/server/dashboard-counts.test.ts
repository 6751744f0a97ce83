// Every count of the dashboards and of the bell is the size of the list it opens, for every demo
// account, over real HTTP: each count of the dashboard's cards (screens/fragments/dashboard.json,
// shown on #/dashboard and #/globalDashboard) is compared with the total of the list its link opens,
// read as that list's screen reads it (its route's screen, its data call from the call catalogue,
// the link's query over its filters' defaults, as the screen's filters start); each count of the bell
// with the list its entry opens. Delegated tasks count as the inbox's default view shows them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_COUNTS, TASK_LIST_DEFAULTS } from '../../domain/dashboardCounts.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { DEMO_USERS, WorkflowClient, type DemoUser } from './workflow-client.ts';

const root = path.resolve(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

interface Count { id: string; path: string; link?: { route: string }; linkQuery?: Record<string, string> }
interface Call { method: string; path: string }
interface DataSource { call: string; totalPath: string }
interface Filter { param: string; default?: string; onlyWith?: string }

const cards = (json('screens/fragments/dashboard.json').cards as { all: { id: string; counts?: Count[] }[] }).all;
const counts = cards.flatMap((card) => card.counts ?? []);
const calls: Record<string, Call> = Object.assign({}, ...readdirSync(path.join(root, 'api/calls')).filter((f) => f.endsWith('.json')).map((f) => json(`api/calls/${f}`).calls));
interface TabSet {
  param: string;
  tabs: { id: string; screen: string }[];
}
const routes = readdirSync(path.join(root, 'screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      const area = json(`screens/${entry.name}/area.json`) as { routes: { path: string; screen?: string; tabSet?: string }[]; tabSets?: Record<string, TabSet> };
      return area.routes.flatMap((route) => {
        const own = { ...route, area: entry.name };
        const tabSet = route.tabSet ? area.tabSets?.[route.tabSet] : undefined;
        if (!tabSet || !route.path.includes(`:${tabSet.param}`)) return [own];
        // A tab of a tab set is a page of its own: '/profile/:section' opens '/profile/roles'.
        return tabSet.tabs.map((tab) => ({ path: route.path.replace(`:${tabSet.param}`, tab.id), screen: tab.screen, area: entry.name }));
      });
    } catch {
      return [];
    }
  });

/** The data call of the list screen a console route opens, and the values its filters start with. */
function listOf(route: string): { call: Call; totalPath: string; filters: Filter[] } {
  const found = routes.find((r) => r.path === route && r.screen);
  if (!found) throw new Error(`no screen at ${route}`);
  const screen = json(`screens/${found.area}/${found.screen}`);
  const source = screen.dataSource as DataSource;
  const call = calls[source.call];
  if (!call) throw new Error(`no call ${source.call}`);
  return { call, totalPath: source.totalPath, filters: (screen.filters ?? []) as Filter[] };
}

let server: TestServer;
let client: WorkflowClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
});
afterAll(async () => server?.close());

/** The total of the list at a console route with the given filters, as the user's list screen asks for it. */
async function listTotal(user: DemoUser, route: string, query: Record<string, string>): Promise<number> {
  const { call, totalPath, filters } = listOf(route);
  // The link's filters over the others' defaults (renderer/list/filters.ts filtersFromQuery); a
  // qualifying filter (onlyWith: a unit beside a number) only beside the value it qualifies.
  const merged: Record<string, string> = { ...Object.fromEntries(filters.filter((f) => f.default !== undefined).map((f) => [f.param, String(f.default)])), ...query };
  for (const filter of filters) if (filter.onlyWith && !(filter.onlyWith in merged)) delete merged[filter.param];
  const search = new URLSearchParams({ q: '*', size: '5', ...merged }).toString();
  const answer = await client.call(user, call.method, `${call.path.replace(/^\/rest/, '')}?${search}`, call.method === 'GET' ? undefined : {});
  expect(answer.status, `${route} ${search}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return (answer.body as Record<string, number>)[totalPath]!;
}

const valueAt = (answer: unknown, dotted: string) => dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], answer);

describe('the dashboard’s counts', () => {
  it('link every count to a list and carry the query the sandbox counts with', () => {
    expect(counts.map((c) => c.path).sort()).toEqual(Object.keys(DASHBOARD_COUNTS).sort());
    for (const count of counts) {
      const list = DASHBOARD_COUNTS[count.path as keyof typeof DASHBOARD_COUNTS];
      expect({ path: count.path, route: count.link?.route, query: count.linkQuery ?? {} }).toEqual({ path: count.path, route: list.route, query: list.query });
    }
  });

  it('count tasks as the inbox opens: delegated tasks included (its filter\'s default)', () => {
    const inbox = listOf('/tasks').filters;
    for (const [param, value] of Object.entries(TASK_LIST_DEFAULTS)) expect(inbox.find((f) => f.param === param)?.default).toBe(value);
  });

  it.each(DEMO_USERS)('are the sizes of the lists they open, for %s', async (user) => {
    const dashboard = await client.call(user, 'GET', '/access/dashboard?client=1');
    expect(dashboard.status).toBe(200);
    const shown: Record<string, number> = {};
    const listed: Record<string, number> = {};
    for (const count of counts) {
      shown[count.id] = valueAt(dashboard.body, count.path) as number;
      listed[count.id] = await listTotal(user, count.link!.route, count.linkQuery ?? {});
    }
    expect(shown).toEqual(listed);
  });

  it('count what the demo accounts hold and ask for, not zero (the requests made for others too)', async () => {
    const requests = async (user: DemoUser) => ((await client.call(user, 'GET', '/access/dashboard?client=1')).body as { requestData: Record<string, number> }).requestData;
    // uaadmin made the demo's requests for others: they are in uaadmin's history and so in its counts.
    const admin = await requests('uaadmin');
    expect(admin.requestPending).toBeGreaterThan(0);
    expect(admin.requestPending).toBe(admin.requestForOthersPending);
    expect(admin.totalRequest).toBe(await listTotal('uaadmin', '/history', {}));
  });
});

describe('the bell’s counts', () => {
  interface Notifications { newTasksCount: number; newRolesCount: number; newResourcesCount: number; notificationsList: { type: string; name: string; navigation: string }[] }
  const bell = async (user: DemoUser) => (await client.call(user, 'GET', '/access/notifyService?client=1')).body as Notifications;

  it('links each counted entry to a list of exactly that many entries, for every demo account', async () => {
    // A role granted at once, so that one account's bell counts a granted role too.
    const role = await client.createRole({ name: `Bell count role ${Date.now()}`, approvalRequired: false });
    await client.requestId('enduser', role);
    const seen: string[] = [];
    for (const user of DEMO_USERS) {
      const answer = await bell(user);
      const countOf: Record<string, number> = { task: answer.newTasksCount, role: answer.newRolesCount, resource: answer.newResourcesCount };
      for (const entry of answer.notificationsList.filter((e) => e.type in countOf)) {
        const link = new URL(entry.navigation.replace(/^#/, ''), 'http://console');
        const total = await listTotal(user, link.pathname, Object.fromEntries(link.searchParams));
        expect({ user, entry: entry.name, total }).toEqual({ user, entry: entry.name, total: countOf[entry.type] });
        expect(entry.name.startsWith(`${total} `)).toBe(true);
        seen.push(`${user}:${entry.type}`);
      }
    }
    expect(seen).toEqual(expect.arrayContaining(['manager:task', 'uaadmin:task', 'enduser:role']));
  });

  it('count the tasks delegated to the user, on the bell and the dashboard, as the inbox lists them', async () => {
    const role = await client.createRole({ name: `Delegated count role ${Date.now()}`, approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
    const before = await bell('roleadmin');
    const made = await client.call('manager', 'POST', '/access/delegation', { assignToUsers: [{ dn: client.dn.roleadmin }], allRequests: true });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await client.requestId('enduser', role);
    const after = await bell('roleadmin');
    expect(after.newTasksCount).toBeGreaterThan(before.newTasksCount);
    const entry = after.notificationsList.find((e) => e.type === 'task')!;
    const link = new URL(entry.navigation.replace(/^#/, ''), 'http://console');
    expect(await listTotal('roleadmin', link.pathname, Object.fromEntries(link.searchParams))).toBe(after.newTasksCount);
    const dashboard = (await client.call('roleadmin', 'GET', '/access/dashboard?client=1')).body as { tasksData: Record<string, number> };
    expect(dashboard.tasksData.tasksCount).toBe(await listTotal('roleadmin', '/tasks', {}));
    expect(dashboard.tasksData.delegatedTasks).toBeGreaterThan(0);
  });
});
