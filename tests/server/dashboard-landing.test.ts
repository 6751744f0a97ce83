// The dashboard's counts and card arrangements, the landing page and its editor, over real HTTP:
// demo data, what changes after a request, the administrator-only changes (403 otherwise), bad
// input answered 400 with nothing changed, and the configured areaDefault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
});
afterAll(async () => {
  await server.close();
});

interface Landing {
  itemCategories: { itemCategoryId: number; categoryName: string; itemCategoryOrder: number; items: { itemId: number; id: string; name: string; desc: string; entityType: string; subType: string; itemOrder: number }[] }[];
  uncategorizedItems: { itemId: number; name: string; desc: string }[];
  editable: boolean;
}
const landing = async (user: 'uaadmin' | 'enduser' = 'enduser'): Promise<Landing> => {
  const answer = await client.call(user, 'GET', '/access/ulp/landingItems/v2?clientId=1');
  expect(answer.status).toBe(200);
  expectMatchesContract('GET', '/access/ulp/landingItems/v2', 200, answer.body);
  return answer.body as Landing;
};

describe('dashboard', () => {
  it('counts the requests and tasks from the workflow store', async () => {
    const counts = async (user: 'enduser' | 'manager') => (await client.call(user, 'GET', '/access/dashboard?client=1')).body as { requestData: { requestPending: number; totalRequest: number }; tasksData: { tasksCount: number } };
    const before = await counts('enduser');
    const role = await client.createRole({ name: 'Dashboard count role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
    await client.requestId('enduser', role);
    const after = await counts('enduser');
    expect(after.requestData.requestPending).toBe(before.requestData.requestPending + 1);
    expect(after.requestData.totalRequest).toBe(before.requestData.totalRequest + 1);
  });

  it('says which cards a user sees and whether they set the global cards', async () => {
    const access = async (user: 'uaadmin' | 'enduser') => (await client.call(user, 'GET', '/access/info/user/dashboard')).body as { dashboardWidgetsAccess: Record<string, boolean>; globalDashboard: boolean };
    expect(await access('enduser')).toMatchObject({ dashboardWidgetsAccess: { tasks: true, requests: true, recentRequests: true, featured: true }, globalDashboard: false });
    expect((await access('uaadmin')).globalDashboard).toBe(true);
  });

  it('keeps a user’s own arrangement, and deletes it', async () => {
    const path = '/access/preference/dashboard?attribute=dashboard';
    const empty = await client.call('enduser', 'GET', path);
    expectMatchesContract('GET', '/access/preference/dashboard', 200, empty.body);
    expect(empty.body).toEqual({ isPreferenceAvailable: false, columns: [], settingFor: 'dashboard' });
    const arrangement = ['requests', 'tasks'];
    const saved = await client.call('enduser', 'POST', path, { dashboardCustomizations: JSON.stringify(arrangement) });
    expectMatchesContract('POST', '/access/preference/dashboard', 201, saved.body);
    expect(saved).toMatchObject({ status: 201, body: { status: 201, entity: { isDashboardCustomized: true, dashboardCustomizations: JSON.stringify(arrangement) } } });
    expect((await client.call('enduser', 'GET', path)).body).toMatchObject({ isPreferenceAvailable: true, columns: arrangement });
    expect((await client.call('manager', 'GET', path)).body).toMatchObject({ isPreferenceAvailable: false });
    const bad = await client.call('enduser', 'POST', path, { dashboardCustomizations: JSON.stringify([{ id: 'tasks' }]) });
    expect(bad.status).toBe(400);
    expectFault(bad.body);
    expect((await client.call('enduser', 'GET', path)).body).toMatchObject({ columns: arrangement });
    expect((await client.call('enduser', 'DELETE', path)).status).toBe(204);
    expect((await client.call('enduser', 'GET', path)).body).toMatchObject({ isPreferenceAvailable: false });
  });

  it('refuses a user’s own arrangement with 403 when the client’s editDashboard leaves them out, never an administrator', async () => {
    const path = '/access/preference/dashboard?attribute=dashboard';
    const mayEdit = async (user: 'uaadmin' | 'enduser') => ((await client.call(user, 'GET', '/access/info/user/dashboard')).body as { editDashboard: boolean }).editDashboard;
    const arrangement = { dashboardCustomizations: JSON.stringify(['tasks']) };
    expect(await mayEdit('enduser')).toBe(true);
    expect((await client.call('enduser', 'POST', path, arrangement)).status).toBe(201);

    expect((await client.call('uaadmin', 'POST', '/access/config/dashboard?client=1', [{ key: 'editDashboard', value: [] }])).status).toBe(201);
    try {
      expect(await mayEdit('enduser')).toBe(false);
      expect(await mayEdit('uaadmin')).toBe(true);
      for (const [method, body] of [['POST', { dashboardCustomizations: JSON.stringify(['requests']) }], ['DELETE', undefined]] as const) {
        const refused = await client.call('enduser', method, path, body);
        expect(refused.status, method).toBe(403);
        expectFault(refused.body);
      }
      expect((await client.call('enduser', 'GET', path)).body).toMatchObject({ isPreferenceAvailable: true, columns: ['tasks'] });
      expect((await client.call('uaadmin', 'POST', path, arrangement)).status).toBe(201);
    } finally {
      expect((await client.call('uaadmin', 'POST', '/access/config/dashboard?client=1', [{ key: 'editDashboard', value: ['everyone'] }])).status).toBe(201);
    }
    expect((await client.call('enduser', 'DELETE', path)).status).toBe(204);
  });

  it('lets only an administrator set the global cards', async () => {
    const tiles = { dashboardCustomizations: JSON.stringify(['featured', 'tasks']) };
    const refused = await client.call('enduser', 'POST', '/access/dashboard/globalTiles?client=1', tiles);
    expect(refused.status).toBe(403);
    expectFault(refused.body);
    expect((await client.call('enduser', 'GET', '/access/dashboard/globalTiles?client=1')).body).toEqual({ dashboardCustomizations: '[]' });
    expect((await client.call('uaadmin', 'POST', '/access/dashboard/globalTiles?client=1', tiles)).status).toBe(201);
    expect((await client.call('enduser', 'GET', '/access/dashboard/globalTiles?client=1')).body).toEqual(tiles);
    expect((await client.call('uaadmin', 'POST', '/access/dashboard/globalTiles?client=1', { dashboardCustomizations: JSON.stringify(['tasks', 'tasks']) })).status).toBe(400);
  });
});

describe('landing page', () => {
  it('answers the demo categories, permissions, links and featured items', async () => {
    const page = await landing();
    expect(page.editable).toBe(false);
    expect(page.itemCategories.map((c) => c.categoryName)).toEqual(['Self-service', 'Popular access', 'Applications']);
    const items = page.itemCategories.flatMap((c) => c.items);
    expect(items.some((item) => item.entityType === 'role')).toBe(true);
    expect(items.some((item) => item.entityType === 'resource')).toBe(true);
    expect(items.filter((item) => item.subType === 'featured')).toHaveLength(2);
    expect(page.uncategorizedItems.map((item) => item.name)).toEqual(['Organisation chart']);
    expect((await landing('uaadmin')).editable).toBe(true);
    const featured = (await client.call('enduser', 'GET', '/access/featuredItems')).body as Landing;
    expect(featured.itemCategories.flatMap((c) => c.items).map((item) => item.name)).toHaveLength(2);
  });

  it('filters the items by searchString (name or description, any case), leaving out categories with none', async () => {
    const answer = await client.call('enduser', 'GET', '/access/ulp/landingItems/v2?clientId=1&searchString=TASKS');
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/ulp/landingItems/v2', 200, answer.body);
    const body = answer.body as { itemCategories: { items: { name: string }[] }[]; uncategorizedItems: { name: string }[] };
    const names = [...body.itemCategories.flatMap((c) => c.items), ...body.uncategorizedItems].map((i) => i.name);
    expect(names).toContain('My tasks');
    expect(names).not.toContain('My profile');
    expect(body.itemCategories.every((c) => c.items.length > 0)).toBe(true);
  });

  it('refuses every change to a non-administrator with 403', async () => {
    const attempts: [string, string, unknown][] = [
      ['POST', '/access/ulp/categories', { itemCategories: [{ categoryName: 'Mine' }] }],
      ['PUT', '/access/ulp/categories', { itemCategories: [{ itemCategoryId: '1', categoryName: 'Mine' }] }],
      ['DELETE', '/access/ulp/categories', { itemCategories: [{ itemCategoryId: '1' }] }],
      ['POST', '/access/ulp/items', { items: [{ name: 'Mine', appUrl: '#/tasks' }] }],
      ['PUT', '/access/ulp/landingItems/v2', { items: [{ itemId: '1', name: 'Mine' }] }],
      ['DELETE', '/access/ulp/items', { items: [{ itemId: '1' }] }],
      ['POST', '/access/ulp/featuredItems', { items: [{ name: 'Mine', appUrl: '#/tasks' }] }],
    ];
    const before = await landing();
    for (const [method, path, body] of attempts) {
      const answer = await client.call('enduser', method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expectFault(answer.body);
    }
    expect(await landing()).toEqual(before);
  });

  it('lets an administrator add, rename, reorder, feature and delete categories and items', async () => {
    const created = await client.call('uaadmin', 'POST', '/access/ulp/categories', { itemCategories: [{ categoryName: 'Travel' }] });
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/access/ulp/categories', 201, created.body);
    const categoryId = (created.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
    const item = await client.call('uaadmin', 'POST', '/access/ulp/items', { items: [{ name: 'Book a trip', entityType: 'navigation', appUrl: '#/requests', itemCategoryId: categoryId }] });
    expect(item.status).toBe(201);
    const itemId = (item.body as { succeeded: { id: string }[] }).succeeded[0]!.id;

    let page = await landing();
    expect(page.itemCategories.at(-1)).toMatchObject({ categoryName: 'Travel', items: [{ itemId: Number(itemId), name: 'Book a trip', subType: '' }] });

    expect((await client.call('uaadmin', 'PUT', '/access/ulp/categories', { itemCategories: [{ itemCategoryId: categoryId, categoryName: 'Journeys', itemCategoryOrder: 0 }, { itemCategoryId: page.itemCategories[0]!.itemCategoryId, itemCategoryOrder: 1 }] })).status).toBe(204);
    expect((await client.call('uaadmin', 'PUT', '/access/ulp/landingItems/v2', { items: [{ itemId, name: 'Plan a journey', subType: 'featured' }] })).status).toBe(204);
    page = await landing();
    expect(page.itemCategories[0]).toMatchObject({ categoryName: 'Journeys', items: [{ name: 'Plan a journey', subType: 'featured' }] });

    // Moved first into another category with a new description, then into no category (0), then back.
    const other = page.itemCategories[1]!;
    const reordered = [{ itemId, itemCategoryId: other.itemCategoryId, itemOrder: 0, desc: 'Flights and hotels' }, ...other.items.map((entry, index) => ({ itemId: entry.itemId, itemOrder: index + 1 }))];
    expect((await client.call('uaadmin', 'PUT', '/access/ulp/landingItems/v2', { items: reordered })).status).toBe(204);
    page = await landing();
    expect(page.itemCategories[0]!.items).toEqual([]);
    expect(page.itemCategories[1]!.items.map((entry) => entry.itemId)).toEqual([Number(itemId), ...other.items.map((entry) => entry.itemId)]);
    expect(page.itemCategories[1]!.items[0]).toMatchObject({ name: 'Plan a journey', desc: 'Flights and hotels' });
    expect((await client.call('uaadmin', 'PUT', '/access/ulp/landingItems/v2', { items: [{ itemId, itemCategoryId: 0 }] })).status).toBe(204);
    expect((await landing()).uncategorizedItems.map((entry) => entry.itemId)).toContain(Number(itemId));
    expect((await client.call('uaadmin', 'PUT', '/access/ulp/landingItems/v2', { items: [{ itemId, itemCategoryId: categoryId }] })).status).toBe(204);

    expect((await client.call('uaadmin', 'DELETE', '/access/ulp/categories', { itemCategories: [{ itemCategoryId: categoryId }] })).status).toBe(204);
    page = await landing();
    expect(page.itemCategories.map((c) => c.categoryName)).not.toContain('Journeys');
    expect(page.uncategorizedItems.map((i) => i.name)).toContain('Plan a journey');

    expect((await client.call('uaadmin', 'DELETE', '/access/ulp/items', { items: [{ itemId }] })).status).toBe(204);
    expect((await landing()).uncategorizedItems.map((i) => i.name)).not.toContain('Plan a journey');
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await landing();
    const bad: [string, string, unknown][] = [
      ['POST', '/access/ulp/categories', { itemCategories: [{ categoryName: 'Fine' }, { categoryName: ' ' }] }],
      ['PUT', '/access/ulp/categories', { itemCategories: [{ itemCategoryId: '99999', categoryName: 'Gone' }] }],
      ['POST', '/access/ulp/items', { items: [{ name: 'A role', entityType: 'role' }] }],
      ['POST', '/access/ulp/items', { items: [{ name: 'Odd', entityType: 'printer', appUrl: '#/x' }] }],
      ['PUT', '/access/ulp/landingItems/v2', { items: [{ itemId: before.uncategorizedItems[0]!.itemId, itemCategoryId: '99999' }] }],
      ['DELETE', '/access/ulp/items', { items: [] }],
    ];
    for (const [method, path, body] of bad) {
      const answer = await client.call('uaadmin', method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(400);
      expectFault(answer.body);
    }
    expect(await landing()).toEqual(before);
  });
});

describe('area default', () => {
  it('follows the client’s dashboardAccess areaDefault', async () => {
    const rights = async () => (await client.call('enduser', 'POST', '/access/info/user/navigationrights', { navPageRights: [{ key: 'default' }] })).body as { areaDefault: string; areaDefaultDisplayName: string };
    expect(await rights()).toMatchObject({ areaDefault: 'dashboard' });
    expect((await client.call('uaadmin', 'POST', '/access/config/dashboard?client=1', [{ key: 'areaDefault', value: 'landing' }])).status).toBe(201);
    expect(await rights()).toMatchObject({ areaDefault: 'landing', areaDefaultDisplayName: 'Landing page' });
    expect((await client.call('uaadmin', 'POST', '/access/config/dashboard?client=1', [{ key: 'areaDefault', value: 'dashboard' }])).status).toBe(201);
  });
});
