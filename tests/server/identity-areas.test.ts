// The identity core's other endpoints over real HTTP: user info and navigation, schema and
// entities, groups, containers, preferences, client settings, locales, counts, cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_LOCALE_CODES } from '../../domain/locales.ts';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
const USERS = ['uaadmin', 'roleadmin', 'manager', 'enduser', 'proxyuser'] as const;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of USERS) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

const call = (who: string, method: string, path: string, body?: unknown) => rest(server, token[who]!, method, path, body);

/** Calls and checks status and, where the contract describes the answer, its shape. */
async function ok(who: string, method: string, path: string, status: number, body?: unknown, contractPath?: string): Promise<unknown> {
  const answer = await call(who, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  if (contractPath) expectMatchesContract(method, contractPath, status, answer.body);
  return answer.body;
}

describe('user info and navigation', () => {
  it('answers the rights of the signed-in user', async () => {
    const admin = await ok('uaadmin', 'GET', '/access/info/user/rights', 200, undefined, '/access/info/user/rights');
    expect(admin).toMatchObject({ authorized: true, isAdmin: true, isRoleAdmin: true, proxyFor: false, clientId: '1' });
    expect(await ok('enduser', 'GET', '/access/info/user/rights', 200)).toMatchObject({ isAdmin: false, isRoleAdmin: false, proxyFor: false, domains: [] });
    expect(await ok('proxyuser', 'GET', '/access/info/user/rights', 200)).toMatchObject({ proxyFor: true });
    expect(await ok('roleadmin', 'GET', '/access/info/user/rights', 200)).toMatchObject({ isAdmin: false, isRoleAdmin: true });
    expect(await ok('roleadmin', 'GET', '/access/rob', 200, undefined, '/access/rob')).toMatchObject({ isRoleAdmin: true });
    expect(await ok('enduser', 'GET', '/access/rob', 200)).toMatchObject({ isRoleAdmin: false });
  });

  it('builds the menu from the powers', async () => {
    const keys = async (who: string) => {
      const body = (await ok(who, 'POST', '/access/info/user/navigationmenu', 201, {}, '/access/info/user/navigationmenu')) as { menuItems: { mapName: string; menuOrder: number; context: string; subMenuList: { mapName: string }[] }[] };
      body.menuItems.forEach((item, i) => expect(item.menuOrder).toBe(i + 1));
      return body.menuItems.flatMap((item) => [item.mapName, ...item.subMenuList.map((sub) => sub.mapName)]);
    };
    const endUser = await keys('enduser');
    expect(endUser).toEqual(expect.arrayContaining(['dashboard', 'tasks', 'landing', 'requests', 'history', 'orgchart', 'profileMenu', 'profile']));
    for (const adminOnly of ['users', 'groups', 'role', 'resource', 'sod', 'configuration', 'cache', 'teams', 'editlanding', 'globalDashboard']) expect(endUser).not.toContain(adminOnly);
    expect(await keys('manager')).toContain('teams');
    const roleAdmin = await keys('roleadmin');
    expect(roleAdmin).toEqual(expect.arrayContaining(['role', 'resource', 'sod']));
    expect(roleAdmin).not.toContain('users');
    expect(roleAdmin).not.toContain('editlanding');
    expect(await keys('uaadmin')).toEqual(expect.arrayContaining(['users', 'groups', 'entities', 'role', 'resource', 'sod', 'configuration', 'cache', 'editlanding', 'globalDashboard']));
  });

  it('answers page rights as "true"/"false" strings with the area default', async () => {
    const body = { navPageRights: [{ key: 'dashboard' }, { key: 'users' }, { key: 'role' }, { key: 'create Role' }, { key: 'nonsense' }] };
    const rights = async (who: string) => {
      const answer = (await ok(who, 'POST', '/access/info/user/navigationrights', 201, body, '/access/info/user/navigationrights')) as { navPageRights: { key: string; value: string }[]; areaDefault: string; areaDefaultDisplayName: string };
      expect(answer.areaDefault).toBe('dashboard');
      expect(answer.areaDefaultDisplayName).toBe('Dashboard');
      return Object.fromEntries(answer.navPageRights.map((r) => [r.key, r.value]));
    };
    expect(await rights('enduser')).toEqual({ dashboard: 'true', users: 'false', role: 'false', 'create Role': 'false', nonsense: 'false' });
    expect(await rights('roleadmin')).toEqual({ dashboard: 'true', users: 'false', role: 'true', 'create Role': 'true', nonsense: 'false' });
    // Keys the server does not know (entity pages, later pages) are open to domain administrators only.
    expect(await rights('uaadmin')).toEqual({ dashboard: 'true', users: 'true', role: 'true', 'create Role': 'true', nonsense: 'true' });
    for (const bad of [{}, { navPageRights: 'users' }, { navPageRights: [{ name: 'x' }] }]) {
      const answer = await call('enduser', 'POST', '/access/info/user/navigationrights', bad);
      expect(answer.status).toBe(400);
      expectFault(answer.body);
    }
  });

  it('answers the password-sync status per driver, for others only to administrators', async () => {
    const mine = (await ok('enduser', 'GET', '/access/info/user/passwordsyncstatus', 200, undefined, '/access/info/user/passwordsyncstatus')) as { messages: { status: string; driverName: string }[] };
    expect(mine.messages.length).toBe(4);
    expect(mine.messages.every((m) => ['0001', '0004'].includes(m.status))).toBe(true);
    // The contract documents this answer as the JAX-RS Response wrapper; the wire body is the message list.
    const other = (await ok('uaadmin', 'POST', '/access/info/user/passwordsyncstatus', 201, { dn: 'cn=enduser,ou=users,o=data' })) as { messages: unknown[] };
    expect(other.messages).toHaveLength(4);
    expect((await call('enduser', 'POST', '/access/info/user/passwordsyncstatus', { dn: 'cn=manager,ou=users,o=data' })).status).toBe(403);
    expect((await call('enduser', 'POST', '/access/info/user/passwordsyncstatus', {})).status).toBe(400);
  });

  it('lists whom the user may proxy for', async () => {
    const proxy = (await ok('proxyuser', 'GET', '/access/proxy/for?size=5', 200, undefined, '/access/proxy/for')) as { proxyForUsers: { dn: string }[]; userArraySize: number };
    expect(proxy.proxyForUsers.map((u) => u.dn)).toEqual(['cn=manager,ou=users,o=data']);
    expect(await ok('enduser', 'GET', '/access/proxy/for', 200)).toMatchObject({ proxyForUsers: [], userArraySize: 0 });
  });
});

describe('schema and entities', () => {
  it('describes the user attributes for user and createUser', async () => {
    const schema = (await ok('uaadmin', 'GET', '/access/entities/schema?entityName=user', 200, undefined, '/access/entities/schema')) as { attributesList: { key: string; dataType: string; isRequired: boolean; isEditable: boolean; lookupEntity?: string; choiceList?: unknown[] }[] };
    const byKey = Object.fromEntries(schema.attributesList.map((a) => [a.key, a]));
    expect(byKey.FirstName).toMatchObject({ dataType: 'String', isRequired: true, isEditable: true });
    expect(byKey.Manager).toMatchObject({ dataType: 'DN', lookupEntity: 'user-lookup' });
    expect(byKey.Department!.choiceList!.length).toBeGreaterThan(5);
    expect(byKey.Photo).toMatchObject({ dataType: 'Binary' });
    const create = (await ok('uaadmin', 'GET', '/access/entities/schema?entityName=createUser', 200, undefined, '/access/entities/schema')) as { attributesList: { key: string }[] };
    expect(create.attributesList.map((a) => a.key)).toContain('CN');
    expect(create.attributesList.map((a) => a.key)).not.toContain('CreatedAt');
    const editable = (await ok('enduser', 'GET', '/access/entities/schema?entityName=user&editable=true', 200)) as { attributesList: { key: string }[] };
    expect(editable.attributesList.map((a) => a.key).sort()).toEqual(['Location', 'Mobile', 'Photo', 'TelephoneNumber']);
    expect((await call('uaadmin', 'GET', '/access/entities/schema?entityName=spaceship')).status).toBe(400);
  });

  it('lists entities for lookups and answers definitions and quick info', async () => {
    const users = (await ok('enduser', 'GET', '/access/entities/list?entityKey=user-lookup&q=megan&size=5', 200, undefined, '/access/entities/list')) as { entityList: { dn: string }[]; totalCount: number };
    expect(users.entityList.map((e) => e.dn)).toContain('cn=manager,ou=users,o=data');
    const groups = (await ok('enduser', 'GET', '/access/entities/list?entityKey=group&q=vpn', 200, undefined, '/access/entities/list')) as { entityList: { dn: string }[] };
    expect(groups.entityList.map((e) => e.dn)).toEqual(['cn=VPN Users,ou=groups,o=data']);
    expect((await call('enduser', 'GET', '/access/entities/list?entityKey=starship')).status).toBe(400);
    expect(await ok('enduser', 'GET', '/access/entities/definitions?key=user', 200, undefined, '/access/entities/definitions')).toMatchObject({ key: 'user' });
    expect((await call('enduser', 'GET', '/access/entities/definitions?key=nope')).status).toBe(404);
    const quick = (await ok('enduser', 'GET', `/access/entities/quickInfo?entityType=USER&entityId=${encodeURIComponent('cn=manager,ou=users,o=data')}`, 200, undefined, '/access/entities/quickInfo')) as { entityName: string; details: { key: string; value: string }[] };
    expect(quick.entityName).toBe('Megan Manager');
    expect(quick.details.find((d) => d.key === 'Title')?.value).toBe('Engineering Manager');
    expect((await call('enduser', 'GET', '/access/entities/quickInfo?entityType=USER&entityId=cn%3Dx')).status).toBe(404);
    expect((await call('enduser', 'GET', '/access/entities/quickInfo?entityType=PLANET&entityId=x')).status).toBe(400);
  });
});

describe('groups and containers', () => {
  const GROUP = 'cn=Chess Club,ou=groups,o=data';

  it('lists and searches groups with paging', async () => {
    const page = (await ok('enduser', 'GET', '/access/groups?size=5&sortOrder=asc', 200, undefined, '/access/groups')) as { groups: { name: string }[]; nextIndex: number; totalCount: number };
    expect(page.groups).toHaveLength(5);
    expect(page.nextIndex).toBe(6);
    expect(page.totalCount).toBeGreaterThan(10);
    const names = page.groups.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await ok('enduser', 'GET', '/access/groups?q=fire', 200)).toMatchObject({ groups: [{ name: 'Fire Wardens' }], totalCount: 1, nextIndex: 0 });
  });

  it('creates, changes members of and deletes a group; only administrators may', async () => {
    const body = { name: 'Chess Club', description: 'Lunch-break chess', container: 'ou=groups,o=data', members: ['cn=enduser,ou=users,o=data'] };
    expect((await call('enduser', 'POST', '/access/groups', body)).status).toBe(403);
    const created = await ok('uaadmin', 'POST', '/access/groups', 201, body, '/access/groups');
    expect(created).toMatchObject({ dn: GROUP, name: 'Chess Club' });
    expect((await call('uaadmin', 'POST', '/access/groups', body)).status).toBe(409);
    await ok('uaadmin', 'PUT', '/access/groups', 204, { dn: GROUP, members: ['cn=manager,ou=users,o=data'], membersAction: 'add' });
    const members = (await ok('enduser', 'POST', '/access/groups/members?size=10', 201, { dn: GROUP }, '/access/groups/members')) as { recipients: { dn: string; name: string }[]; total: number };
    expect(members.total).toBe(2);
    expect(members.recipients.map((r) => r.name)).toEqual(['Eddie Enduser', 'Megan Manager']);
    const info = await ok('enduser', 'GET', `/access/groups/membershipInfo?userDn=${encodeURIComponent('cn=manager,ou=users,o=data')}`, 200, undefined, '/access/groups/membershipInfo');
    expect((info as { groupMemberof: string[] }).groupMemberof).toContain(GROUP);
    for (const bad of [{ name: 'Bad|Name', container: 'ou=groups,o=data' }, { name: 'X', container: 'ou=none,o=data' }, { name: 'Y', container: 'ou=groups,o=data', members: ['cn=ghost,o=data'] }]) {
      const answer = await call('uaadmin', 'POST', '/access/groups', bad);
      expect(answer.status).toBe(400);
      expectFault(answer.body);
    }
    // Nothing of the refused group was stored (the search matches any part of a name: look for its DN).
    const found = (await call('uaadmin', 'GET', '/access/groups?q=Y&size=300')).body as { groups?: { dn?: string }[] };
    expect((found.groups ?? []).map((group) => group.dn).filter((dn) => /^cn=Y,/i.test(dn ?? ''))).toEqual([]);
    await ok('uaadmin', 'DELETE', '/access/groups', 204, { dn: GROUP });
    expect((await call('uaadmin', 'POST', '/access/groups/members', { dn: GROUP })).status).toBe(404);
  });

  it('lists sub-containers', async () => {
    const roots = (await ok('enduser', 'POST', '/access/containers/container', 201, {}, '/access/containers/container')) as { subContainers: { dn: string }[] };
    expect(roots.subContainers.map((c) => c.dn)).toEqual(['o=data']);
    const users = (await ok('enduser', 'POST', '/access/containers/container', 201, { dn: 'ou=users,o=data' }, '/access/containers/container')) as { subContainers: { name: string }[]; arraySize: number };
    expect(users.arraySize).toBe(8);
    expect(users.subContainers.map((c) => c.name)).toContain('engineering');
    expect((await call('enduser', 'POST', '/access/containers/container', { dn: 'ou=mars,o=data' })).status).toBe(404);
  });
});

describe('preferences', () => {
  it('stores, reads and deletes a preference per user, isPreferenceAvailable a boolean as the contract types it', async () => {
    const path = '/access/preference?attribute=roleList-filters';
    expect(await ok('enduser', 'GET', path, 200)).toEqual({ isPreferenceAvailable: false, columns: [], settingFor: 'roleList-filters' });
    await ok('enduser', 'POST', path, 201, { columns: ['name', 'description'] });
    const stored = (await ok('enduser', 'GET', path, 200)) as { isPreferenceAvailable: boolean; columns: string[] };
    expect(stored).toMatchObject({ isPreferenceAvailable: true, columns: ['name', 'description'] });
    expectMatchesContract('GET', '/access/preference', 200, stored);
    expect(await ok('manager', 'GET', path, 200)).toMatchObject({ isPreferenceAvailable: false });
    await ok('enduser', 'DELETE', path, 204);
    expect(await ok('enduser', 'GET', path, 200)).toMatchObject({ isPreferenceAvailable: false });
    for (const [method, target, body] of [['GET', '/access/preference', undefined], ['POST', path, { columns: [{ name: 'x' }] }], ['POST', path, {}], ['POST', '/access/preference?attribute=a%20b', { columns: [] }]] as const) {
      const answer = await call('enduser', method, target, body);
      expect(answer.status).toBe(400);
      expectFault(answer.body);
    }
  });
});

describe('client settings', () => {
  it('answers the clients and their sections', async () => {
    const clients = (await ok('enduser', 'GET', '/access/config/clients', 200)) as { clients: { id: string }[] };
    expect(clients.clients.map((c) => c.id)).toEqual(['1']);
    const client = (await ok('enduser', 'GET', '/access/config/clients/1', 200)) as { clientId: string; config: Record<string, { key: string; sectionKey: string }[]> };
    expect(Object.keys(client.config).sort()).toEqual(['access', 'branding', 'customization', 'dashboardAccess', 'helpdesk']);
    for (const [section, entries] of Object.entries(client.config)) for (const entry of entries) expect(entry.sectionKey).toBe(section);
    const helpdesk = (await ok('enduser', 'GET', '/access/config/helpdesk?client=1', 200, undefined, '/access/config/helpdesk')) as { helpdesk: { key: string; value: unknown }[] };
    expect(helpdesk.helpdesk.map((e) => e.key)).toEqual(expect.arrayContaining(['showInfooter', 'showInMenu', 'helpdeskName', 'emailAddress', 'contactNumber']));
    const branding = (await ok('enduser', 'GET', '/access/config/branding', 200)) as { branding: { key: string }[] };
    expect(branding.branding.map((e) => e.key)).toEqual(['title', 'image', 'enableFooter', 'footerLink', 'contactInfo']);
    expect(await ok('enduser', 'GET', '/access/config?client=1&key=messageTime', 200)).toEqual({ messageTime: 5000 });
    expect((await call('enduser', 'GET', '/access/config/clients/42')).status).toBe(404);
    expect(await call('enduser', 'GET', '/access/config/style/1.css')).toEqual({ status: 200, body: undefined });
    expect((await call('enduser', 'GET', '/access/config/style/..%2Fsecret')).status).toBe(400);
  });

  it('saves and restores a section (administrators only), rejecting unknown keys and wrong kinds', async () => {
    const change = [{ key: 'messageTime', value: 8000 }];
    expect((await call('enduser', 'POST', '/access/config/custom?client=1', change)).status).toBe(403);
    await ok('uaadmin', 'POST', '/access/config/custom?client=1', 201, change);
    expect(await ok('enduser', 'GET', '/access/config?key=messageTime', 200)).toEqual({ messageTime: 8000 });
    for (const bad of [[{ key: 'colour', value: 'red' }], [{ key: 'messageTime', value: 'soon' }], [{ key: 'messageTime', value: 5 }], {}]) {
      const answer = await call('uaadmin', 'POST', '/access/config/custom?client=1', bad);
      expect(answer.status).toBe(400);
      expectFault(answer.body);
    }
    expect(await ok('enduser', 'GET', '/access/config?key=messageTime', 200)).toEqual({ messageTime: 8000 });
    await ok('uaadmin', 'POST', '/access/config/restoreSettings/customization?client=1', 201);
    expect(await ok('enduser', 'GET', '/access/config?key=messageTime', 200)).toEqual({ messageTime: 5000 });
  });
});

describe('locales, counts, badge and notifications', () => {
  it('supports exactly the locales the console has', async () => {
    const locales = (await ok('enduser', 'GET', '/access/supportedlocales', 200, undefined, '/access/supportedlocales')) as { supportedLocales: { locale: string }[] };
    expect(locales.supportedLocales.map((l) => l.locale)).toEqual(CONSOLE_LOCALE_CODES);
    expect(await ok('enduser', 'GET', '/access/supportedlocales/defaultlocale', 200, undefined, '/access/supportedlocales/defaultlocale')).toBe('en');
    expect(await ok('enduser', 'GET', '/access/supportedlocales/userlocale', 200, undefined, '/access/supportedlocales/userlocale')).toBe('en');
  });

  it('counts users, roles and resources', async () => {
    const counts = (await ok('enduser', 'GET', '/access/counts', 200, undefined, '/access/counts')) as Record<string, number>;
    expect(counts.users).toBeGreaterThan(2000);
    expect(counts.roles).toBe(30);
    expect(await ok('enduser', 'GET', '/access/counts?roles=true', 200)).toEqual({ roles: 30 });
  });

  it('answers the task badge (limited) and the notifications of the user', async () => {
    const badge = (await ok('manager', 'GET', '/access/tasks/badge', 200, undefined, '/access/tasks/badge')) as { badge: number };
    expect(badge.badge).toBeGreaterThan(10);
    expect(await ok('manager', 'GET', '/access/tasks/badge?limit=3', 200)).toEqual({ badge: 3 });
    expect(await ok('enduser', 'GET', '/access/tasks/badge', 200)).toEqual({ badge: 0 });
    expect((await call('manager', 'GET', '/access/tasks/badge?limit=-1')).status).toBe(400);
    const notes = (await ok('manager', 'GET', '/access/notifyService?client=1', 200, undefined, '/access/notifyService')) as { totalCount: number; notificationsList: unknown[] };
    expect(notes.totalCount).toBe(notes.notificationsList.length);
  });
});

describe('cache administration', () => {
  it('is for domain administrators only', async () => {
    for (const who of ['enduser', 'roleadmin', 'manager']) {
      const answer = await call(who, 'GET', '/admin/cache/holders');
      expect(answer.status).toBe(403);
      expectFault(answer.body);
    }
  });

  it('lists holders, flushes one, and keeps the configuration', async () => {
    const holders = (await ok('uaadmin', 'GET', '/admin/cache/holders', 200, undefined, '/admin/cache/holders')) as { cacheHolders: { cacheHolderID: string; objectCount: number }[] };
    const groups = () => holders.cacheHolders.find((h) => h.cacheHolderID === 'Groups')!;
    expect(groups().objectCount).toBeGreaterThan(0);
    await ok('uaadmin', 'DELETE', '/admin/cache/holder/items?cacheHolderID=Groups', 204);
    const after = (await ok('uaadmin', 'GET', '/admin/cache/holders', 200)) as typeof holders;
    expect(after.cacheHolders.find((h) => h.cacheHolderID === 'Groups')!.objectCount).toBe(0);
    expect((await call('uaadmin', 'DELETE', '/admin/cache/holder/items?cacheHolderID=Nope')).status).toBe(404);
    expect((await call('uaadmin', 'DELETE', '/admin/cache/holder/items')).status).toBe(400);

    await ok('uaadmin', 'GET', '/admin/cache/configuration', 200, undefined, '/admin/cache/configuration');
    await ok('uaadmin', 'POST', '/admin/cache/configuration', 201, { maxNodes: '9000' }, '/admin/cache/configuration');
    expect(await ok('uaadmin', 'GET', '/admin/cache/configuration', 200)).toMatchObject({ maxNodes: '9000' });
    expect((await call('uaadmin', 'POST', '/admin/cache/configuration', { maxNodes: 'many' })).status).toBe(400);
    expect(await ok('uaadmin', 'GET', '/admin/cache/configuration', 200)).toMatchObject({ maxNodes: '9000' });

    const custom = (await ok('uaadmin', 'GET', '/admin/cache/customizedHolders', 200, undefined, '/admin/cache/customizedHolders')) as { customizeCacheHolders: { cacheValue: string }[] };
    await ok('uaadmin', 'POST', '/admin/cache/customizedHolders', 201, { customizeCacheHolders: custom.customizeCacheHolders.slice(0, 1) }, '/admin/cache/customizedHolders');
    // A save customizes the holders it lists and keeps the others.
    expect(await ok('uaadmin', 'GET', '/admin/cache/customizedHolders', 200)).toMatchObject({ arraySize: custom.customizeCacheHolders.length });
    expect((await call('uaadmin', 'POST', '/admin/cache/customizedHolders', { customizeCacheHolders: [{ cacheValue: 'Bogus' }] })).status).toBe(400);
  });
});

describe('authentication and powers across the identity endpoints', () => {
  const ENDPOINTS: ReadonlyArray<[string, string, unknown?]> = [
    ['GET', '/access/info/user/rights'], ['POST', '/access/info/user/navigationmenu', {}], ['POST', '/access/info/user/navigationrights', { navPageRights: [] }],
    ['GET', '/access/info/user/passwordsyncstatus'], ['GET', '/access/proxy/for'], ['GET', '/access/users/list'], ['GET', '/access/users/userDefaults'],
    ['GET', '/access/entities/schema'], ['GET', '/access/entities/list?entityKey=user'], ['GET', '/access/groups'], ['POST', '/access/containers/container', {}],
    ['GET', '/access/preference?attribute=x'], ['GET', '/access/config/clients'], ['GET', '/access/supportedlocales'], ['GET', '/access/counts'],
    ['GET', '/access/tasks/badge'], ['GET', '/access/notifyService'], ['GET', '/admin/cache/holders'],
  ];

  it('answers 401 with a Fault to every call without a token', async () => {
    for (const [method, path, body] of ENDPOINTS) {
      const answer = await rest(server, null, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expectFault(answer.body);
    }
  });

  it('answers 403 to an end user on every administrative change, and changes nothing', async () => {
    const changes: ReadonlyArray<[string, string, unknown?]> = [
      ['PUT', '/access/groups', { dn: 'cn=VPN Users,ou=groups,o=data', description: 'hijacked' }],
      ['DELETE', '/access/groups', { dn: 'cn=VPN Users,ou=groups,o=data' }],
      ['POST', '/access/config/clients', { name: 'Mine' }],
      ['DELETE', '/access/config/clients', { values: ['1'] }],
      ['POST', '/access/config/restoreSettings/branding'],
      ['POST', '/admin/cache/configuration', { maxNodes: '1' }],
      ['DELETE', '/admin/cache/holder/items?cacheHolderID=Groups'],
    ];
    for (const [method, path, body] of changes) {
      const answer = await call('enduser', method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expectFault(answer.body);
    }
    expect(await ok('enduser', 'GET', '/access/groups?q=VPN', 200)).toMatchObject({ groups: [{ description: 'Allowed to connect through the corporate VPN' }] });
    expect(await ok('enduser', 'GET', '/access/config/clients', 200)).toEqual({ clients: [{ id: '1', name: 'Default client', matchCondition: '', isDefault: true }], totalCount: 1 });
  });
});
