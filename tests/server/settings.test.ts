// Client settings and provisioning display settings over REST: client settings and the general
// display settings read by every signed-in user (task and request display settings by an
// administrator), changed only by an administrator (403 otherwise); a wrong value is a 400 Fault and nothing is
// saved; a new client copies the default client, which cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

const call = (who: string, method: string, path: string, body?: unknown) => rest(server, token[who]!, method, path, body);
const GENERAL = '/admin/display/settings/general';

describe('general display settings', () => {
  it('are read by everyone and changed by an administrator', async () => {
    const first = await call('enduser', 'GET', GENERAL);
    expect(first.status).toBe(200);
    expectMatchesContract('GET', GENERAL, 200, first.body);
    expect(first.body).toEqual({ defaultRowsPerPage: 10, optionsRowsPerPage: '5,10,25,50', newRequestDefaultSortByOption: 'closestMatch' });

    const saved = await call('uaadmin', 'PUT', GENERAL, { defaultRowsPerPage: 20, optionsRowsPerPage: ' 10, 20,50 ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(204);
    expect((await call('enduser', 'GET', GENERAL)).body).toEqual({ defaultRowsPerPage: 20, optionsRowsPerPage: '10,20,50', newRequestDefaultSortByOption: 'closestMatch' });
    await call('uaadmin', 'PUT', GENERAL, { defaultRowsPerPage: 10, optionsRowsPerPage: '5,10,25,50' });
  });

  it('refuse a wrong value with a Fault and keep what was stored; others may not change them', async () => {
    const before = (await call('uaadmin', 'GET', GENERAL)).body;
    const wrong = [
      { defaultRowsPerPage: 7 }, { optionsRowsPerPage: '5,10,500' }, { optionsRowsPerPage: '5,5,10' }, { optionsRowsPerPage: 'many' },
      { optionsRowsPerPage: '25,50' }, { defaultRowsPerPage: '10' }, { newRequestDefaultSortByOption: 'newest' }, { pageSize: 10 }, [10],
    ];
    for (const body of wrong) {
      const answer = await call('uaadmin', 'PUT', GENERAL, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect((await call('enduser', 'PUT', GENERAL, { defaultRowsPerPage: 25 })).status).toBe(403);
    expect((await call('uaadmin', 'GET', GENERAL)).body).toEqual(before);
  });
});

describe('task and request display settings', () => {
  it('change sort and columns among the columns that exist', async () => {
    const path = '/admin/display/settings/task';
    const task = (await call('uaadmin', 'GET', path)).body as { allColumns: { key: string }[] };
    expectMatchesContract('GET', path, 200, task);
    const saved = await call('uaadmin', 'PUT', path, { ...task, taskListSort: 'priority', taskListSortDesc: false, defaultColumns: [{ key: 'priority' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(204);
    // Every user reads them (their task list opens by them); only the administrator changes them.
    expect((await call('enduser', 'GET', path)).body).toMatchObject({ taskListSort: 'priority', taskListSortDesc: false });
    expect((await call('enduser', 'PUT', path, { taskListSortDesc: true })).status).toBe(403);
    expect((await call('uaadmin', 'GET', path)).body).toMatchObject({ taskListSort: 'priority', taskListSortDesc: false, defaultColumns: [{ key: 'priority', value: 'Priority' }] });

    for (const body of [{ taskListSort: 'salary' }, { defaultColumns: [] }, { defaultColumns: [{ key: 'salary' }] }, { taskDetailClaim: 'yes' }]) {
      const answer = await call('uaadmin', 'PUT', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    const request = await call('uaadmin', 'PUT', '/admin/display/settings/request', { requestListSort: 'nothing' });
    expect(request.status).toBe(400);
    expect((await call('enduser', 'PUT', '/admin/display/settings/request', { requestListSortDesc: false })).status).toBe(403);
  });
});

describe('clients', () => {
  it('are added as a copy of the default client, renamed, and deleted', async () => {
    const added = await call('uaadmin', 'POST', '/access/config/clients', { name: 'Partners', matchCondition: 'partners.example.com' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = (added.body as { id: string }).id;
    const list = await call('enduser', 'GET', '/access/config/clients');
    expect(list.body).toMatchObject({ totalCount: 2, clients: [{ id: '1', isDefault: true }, { id, name: 'Partners', matchCondition: 'partners.example.com', isDefault: false }] });

    // The copy has the default client's customization; restoring a section goes back to the default client's.
    const noResources = [{ key: 'role', value: true }, { key: 'resource', value: false }, { key: 'prd', value: true }];
    expect((await call('uaadmin', 'POST', `/access/config/custom?client=${id}`, [{ key: 'messageTime', value: 9000 }, { key: 'viewPermission', value: noResources }])).status).toBe(201);
    expect((await call('uaadmin', 'GET', `/access/config/custom?client=${id}`)).body).toMatchObject({
      customization: expect.arrayContaining([expect.objectContaining({ key: 'messageTime', value: 9000 }), expect.objectContaining({ key: 'viewPermission', value: noResources })]),
    });
    await call('uaadmin', 'POST', `/access/config/restoreSettings/customization?client=${id}`);
    expect((await call('uaadmin', 'GET', `/access/config/custom?client=${id}`)).body).toMatchObject({ customization: expect.arrayContaining([expect.objectContaining({ key: 'messageTime', value: 5000 })]) });

    expect((await call('uaadmin', 'POST', `/access/config/clients/${id}`, { name: 'Partner portal' })).status).toBe(201);
    expect((await call('uaadmin', 'GET', `/access/config/clients/${id}`)).body).toMatchObject({ name: 'Partner portal', matchCondition: 'partners.example.com' });

    expect((await call('uaadmin', 'DELETE', '/access/config/clients', { values: [id] })).status).toBe(204);
    expect((await call('uaadmin', 'GET', '/access/config/clients')).body).toMatchObject({ totalCount: 1 });
  });

  it('refuse a duplicate, an empty name, a negative messageTime, a help desk without a name or with a wrong address and deleting the default client, changing nothing', async () => {
    const before = (await call('uaadmin', 'GET', '/access/config/clients')).body;
    const customBefore = (await call('uaadmin', 'GET', '/access/config/custom?client=1')).body;
    const helpdeskBefore = (await call('uaadmin', 'GET', '/access/config/helpdesk?client=1')).body;
    const cases: [string, string, unknown, number][] = [
      ['POST', '/access/config/clients', { name: 'Default client' }, 409],
      ['POST', '/access/config/clients', { name: '   ' }, 400],
      ['POST', '/access/config/custom?client=1', [{ key: 'messageTime', value: -1 }], 400],
      ['POST', '/access/config/custom?client=1', [{ key: 'maxLimitUserSearch', value: 'many' }], 400],
      ['POST', '/access/config/custom?client=1', [{ key: 'maxLimitUserSearch', value: 301 }], 400],
      ['POST', '/access/config/custom?client=1', [{ key: 'messageTime', value: 2000 }, { key: 'searchLookup', value: 'FirstName,,Email' }], 400],
      ['POST', '/access/config/custom?client=1', [{ key: 'viewPermission', value: [{ key: 'role', value: false }, { key: 'resource', value: false }, { key: 'prd', value: false }] }], 400],
      ['POST', '/access/config/custom?client=1', [{ key: 'viewPermission', value: [{ key: 'group', value: true }] }], 400],
      ['POST', '/access/config/helpdesk?client=1', [{ key: 'helpdeskName', value: '  ' }], 400],
      ['POST', '/access/config/helpdesk?client=1', [{ key: 'contactNumber', value: '+1 555' }, { key: 'emailAddress', value: 'not-an-address' }], 400],
      ['DELETE', '/access/config/clients', { values: ['1'] }, 400],
      ['DELETE', '/access/config/clients', { values: ['99'] }, 400],
      ['POST', '/access/config/restoreSettings/everything?client=1', undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await call('uaadmin', method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expectFault(answer.body);
    }
    expect((await call('uaadmin', 'GET', '/access/config/clients')).body).toEqual(before);
    expect((await call('uaadmin', 'GET', '/access/config/custom?client=1')).body).toEqual(customBefore);
    expect((await call('uaadmin', 'GET', '/access/config/helpdesk?client=1')).body).toEqual(helpdeskBefore);
    // An empty address is allowed: the help desk may have none.
    expect((await call('uaadmin', 'POST', '/access/config/helpdesk?client=1', [{ key: 'emailAddress', value: '' }])).status).toBe(201);
    await call('uaadmin', 'POST', '/access/config/helpdesk?client=1', helpdeskBefore);
  });

  it('are changed only by an administrator', async () => {
    expect((await call('enduser', 'POST', '/access/config/clients', { name: 'Mine' })).status).toBe(403);
    expect((await call('enduser', 'DELETE', '/access/config/clients', { values: ['1'] })).status).toBe(403);
    expect((await call('enduser', 'POST', '/access/config/branding?client=1', [{ key: 'enableFooter', value: false }])).status).toBe(403);
    expect((await call('enduser', 'POST', '/access/config/restoreSettings/access?client=1')).status).toBe(403);
  });
});

describe('page access', () => {
  const rights = async (keys: string[]) => {
    const answer = await call('enduser', 'POST', '/access/info/user/navigationrights', { navPageRights: keys.map((key) => ({ key })) });
    expect(answer.status).toBe(201);
    return Object.fromEntries((answer.body as { navPageRights: { key: string; value: string }[] }).navPageRights.map((r) => [r.key, r.value]));
  };
  const menuNames = async () => {
    const answer = await call('enduser', 'POST', '/access/info/user/navigationmenu', {});
    expect(answer.status).toBe(201);
    return (answer.body as { menuItems: { menuName: string; subMenuList: { menuName: string }[] }[] }).menuItems.flatMap((item) => [item.menuName, ...item.subMenuList.map((sub) => sub.menuName)]);
  };
  const KEYS = ['orgchart', 'entityOrgChart', 'role', 'createRole', 'dashboard'];
  const SEEDED = { orgchart: 'true', entityOrgChart: 'true', role: 'false', createRole: 'false', dashboard: 'true' };

  it("decides the client's page rights and menu, and restoring defaults brings back the seeded ones", async () => {
    expect(await rights(KEYS)).toEqual(SEEDED);
    expect(await menuNames()).toContain('Org Chart');
    expect(await menuNames()).not.toContain('Roles');

    const saved = await call('uaadmin', 'POST', '/access/config/access?client=1', [{ key: 'orgchart', value: ['domainAdmin'] }, { key: 'roles', value: ['everyone'] }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await rights(KEYS)).toEqual({ orgchart: 'false', entityOrgChart: 'false', role: 'true', createRole: 'true', dashboard: 'true' });
    const menu = await menuNames();
    expect(menu).not.toContain('Org Chart');
    expect(menu).toEqual(expect.arrayContaining(['Catalog', 'Roles']));
    // Pages, not the API: the end user still may not create a role over REST.
    expect((await call('enduser', 'POST', '/catalog/roles', { name: 'Page access role', description: 'Never made', roleLevel: { level: 10 } })).status).toBe(403);

    expect((await call('uaadmin', 'POST', '/access/config/restoreSettings/access?client=1')).status).toBe(201);
    expect(await rights(KEYS)).toEqual(SEEDED);
    expect(await menuNames()).toContain('Org Chart');
    expect(await menuNames()).not.toContain('Roles');
  });

  it('refuses an area opened to someone who is not a power, changing nothing', async () => {
    const before = (await call('uaadmin', 'GET', '/access/config/access?client=1')).body;
    for (const value of [['everybody'], ['domainAdmin', 3], 'everyone']) {
      const answer = await call('uaadmin', 'POST', '/access/config/access?client=1', [{ key: 'teams', value: ['everyone'] }, { key: 'orgchart', value }]);
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expectFault(answer.body);
    }
    expect((await call('uaadmin', 'GET', '/access/config/access?client=1')).body).toEqual(before);
  });
});
