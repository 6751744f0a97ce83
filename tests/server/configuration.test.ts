// The configuration pages over REST: an administrator reads and saves each page and reads the
// change back; a bad value is a 400 Fault that changes nothing; anyone else gets 403. The Identity
// Governance password is never answered and an empty one keeps the stored one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

const PRDS = 'cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const TEMPLATE = 'cn=Request Approved,cn=Default Notification Collection,cn=Security';

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

/** Each bad body is a 400 Fault, and the page reads as before. */
async function expectRefused(path: string, read: string, bodies: unknown[]): Promise<void> {
  const before = (await call('uaadmin', 'GET', read)).body;
  for (const body of bodies) {
    const answer = await call('uaadmin', 'POST', path, body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expectFault(answer.body);
  }
  expect((await call('uaadmin', 'GET', read)).body).toEqual(before);
}

describe('pages saved whole', () => {
  it('delegation: saves, reads back, checks templates and retention', async () => {
    const path = '/access/administration/delegation';
    const first = await call('uaadmin', 'GET', path);
    expect(first.status).toBe(200);
    expectMatchesContract('GET', path, 200, first.body);
    expect(first.body).toMatchObject({ allRequests: true, delegationRetentionTime: 30 });
    const saved = await call('uaadmin', 'POST', path, { delegationRetentionTime: 90, delegateNotfTemplate: TEMPLATE });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expectMatchesContract('POST', path, 201, saved.body);
    expect((await call('uaadmin', 'GET', path)).body).toMatchObject({ delegationRetentionTime: 90, delegateNotfTemplate: TEMPLATE, availabilityRetentionTime: 30 });
    await expectRefused(path, path, [{ delegationRetentionTime: -1 }, { delegationRetentionTime: 1.5 }, { allRequests: 'yes' }, { availabilityNotfTemplate: 'cn=Nothing' }]);
  });

  it('proxy configuration and its service settings', async () => {
    const proxy = '/admin/proxy/configuration';
    expectMatchesContract('GET', proxy, 200, (await call('uaadmin', 'GET', proxy)).body);
    expect((await call('uaadmin', 'POST', proxy, { proxyRetentionTime: 7 })).body).toMatchObject({ proxyRetentionTime: 7 });
    await expectRefused(proxy, proxy, [{ proxyRetentionTime: -5 }, { proxyNotfTemplate: 'cn=Unknown' }]);

    const service = '/admin/proxy/service/settings';
    expect((await call('uaadmin', 'GET', service)).body).toMatchObject({ cleanupChoice: 'interval', cleanUpSeviceActivationInteval: 1440 });
    const date = Date.UTC(2027, 0, 1);
    const saved = await call('uaadmin', 'POST', service, { cleanupChoice: 'scheduled', scheduledCleanUpDate: date, syncServiceActivationInterval: 30 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await call('uaadmin', 'GET', service)).body).toMatchObject({ cleanupChoice: 'scheduled', scheduledCleanUpDate: date, syncServiceActivationInterval: 30 });
    await expectRefused(service, service, [{ cleanUpSeviceActivationInteval: 0 }, { syncServiceActivationInterval: -1 }, { cleanupChoice: 'never' }, { scheduledCleanUpDate: 0 }]);
  });

  it('CPRS configuration', async () => {
    const path = '/access/administration/cprsConfig';
    expectMatchesContract('GET', path, 200, (await call('uaadmin', 'GET', path)).body);
    const saved = await call('uaadmin', 'POST', path, { enableCprs: false, pollingInterval: 15 });
    expectMatchesContract('POST', path, 201, saved.body);
    expect((await call('uaadmin', 'GET', path)).body).toEqual({ enableCprs: false, cleanupTimeInDays: 30, pollingInterval: 15 });
    await expectRefused(path, path, [{ pollingInterval: 0 }, { cleanupTimeInDays: -3 }, { enableCprs: 1 }]);
  });

  it('Identity Governance: the password is never answered, an empty one keeps it', async () => {
    const path = '/access/administration/igConfig';
    const first = await call('uaadmin', 'GET', path);
    expectMatchesContract('GET', path, 200, first.body);
    expect(first.body).toMatchObject({ host: 'https://ig.example.com', adminUserName: 'igadmin' });
    expect(first.body).not.toHaveProperty('adminPassword');
    const saved = await call('uaadmin', 'POST', path, { host: 'https://governance.example.com', adminPassword: '', showIgApprovals: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).not.toHaveProperty('adminPassword');
    expect((await call('uaadmin', 'GET', path)).body).toMatchObject({ host: 'https://governance.example.com', showIgApprovals: true });
    await expectRefused(path, path, [{ host: 'governance' }, { host: '' }, { showIgRequestCatalog: 'true' }]);
  });

  it('workflow engine configuration keeps its pool sizes in order', async () => {
    const path = '/admin/workflowengines/configuration';
    const first = await call('uaadmin', 'GET', path);
    expectMatchesContract('GET', path, 200, first.body);
    expect((await call('uaadmin', 'POST', path, { maxPoolSize: 20, cleanupInterval: 60 })).body).toMatchObject({ maxPoolSize: 20, cleanupInterval: 60 });
    await expectRefused(path, path, [{ minPoolSize: 10, initialPoolSize: 5 }, { initialPoolSize: 50 }, { processCacheLoadFactor: 1.5 }, { cleanupInterval: 0 }]);
  });
});

describe('role and resource settings', () => {
  const read = '/catalog/administration/roleResourceSettings';
  const save = (part: string, body: unknown) => call('uaadmin', 'POST', `${read}/${part}`, body);

  it('saves each part on its own and ignores the fields of the others', async () => {
    const first = await call('uaadmin', 'GET', read);
    expectMatchesContract('GET', read, 200, first.body);
    const role = await save('role', { roleAssignmentGracePeriod: 7, defaultResourceRevokeRequestDef: `cn=RoleRevokeReview,${PRDS}`, queryTimeout: 999 });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    expectMatchesContract('POST', `${read}/role`, 201, role.body);
    const sod = await save('sod', { sodQuorum: '50', sodApprovers: [{ id: 'cn=manager,ou=users,o=data' }, { dn: 'cn=uaadmin,ou=users,o=data' }] });
    expect(sod.status, JSON.stringify(sod.body)).toBe(201);
    expect((await save('entitlementQuery', { queryTimeout: 45 })).status).toBe(201);
    expect((await call('uaadmin', 'GET', read)).body).toMatchObject({
      roleAssignmentGracePeriod: 7, defaultResourceRevokeRequestDef: `cn=RoleRevokeReview,${PRDS}`, queryTimeout: 45, sodQuorum: '50',
      sodApprovers: [{ id: 'cn=manager,ou=users,o=data', type: 'user', sequence: 1 }, { id: 'cn=uaadmin,ou=users,o=data', name: 'UA Administrator', sequence: 2 }],
    });
  });

  it('refuses unknown request definitions, a quorum out of range and bad numbers', async () => {
    const before = (await call('uaadmin', 'GET', read)).body;
    for (const [part, body] of [
      ['role', { defaultRoleRequestDef: `cn=Nothing,${PRDS}` }], ['role', { roleAssignmentGracePeriod: -1 }], ['role', { roleRequestContainer: '' }],
      ['sod', { sodQuorum: '0' }], ['sod', { sodQuorum: '101' }], ['sod', { sodQuorum: 'half' }], ['sod', { sodApprovers: [{ id: 'cn=ghost,o=data' }] }],
      ['sod', { sodApprovers: [] }], ['sod', { defaultSODRequestDef: 'cn=Nothing' }], ['entitlementQuery', { queryTimeout: 0 }],
    ] as const) {
      const answer = await save(part, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect((await call('uaadmin', 'GET', read)).body).toEqual(before);
  });
});

describe('engines, driver status, code maps and templates', () => {
  it('lists the engine with its status and starts and stops it', async () => {
    expect((await call('uaadmin', 'GET', '/admin/workflowengines')).body).toMatchObject({ engines: [{ engineId: 'engine-1', engineStatus: 1 }] });
    const stopped = await call('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus: 0 });
    expect(stopped.status).toBe(201);
    expect((await call('uaadmin', 'GET', '/admin/workflowengines')).body).toMatchObject({ engines: [{ engineStatus: 0 }] });
    for (const body of [{ engineStatus: 2 }, { engineStatus: '1' }, { engineStatus: 1, engineId: 'engine-9' }]) {
      expect((await call('uaadmin', 'POST', '/admin/workflowengines/status', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('uaadmin', 'POST', '/admin/workflowengines/status', { engineStatus: 1 })).body).toMatchObject({ engineStatus: 1 });
  });

  it('answers the driver status and refreshes code maps of known drivers and entitlements', async () => {
    const status = await call('uaadmin', 'GET', '/admin/driverstatus/info');
    expectMatchesContract('GET', '/admin/driverstatus/info', 200, status.body);
    expect(status.body).toMatchObject({ driverName: 'User Application Driver', state: 'Running' });

    const drivers = (await call('uaadmin', 'GET', '/catalog/drivers?size=300')).body as { drivers: Array<{ id: string }> };
    const driver = drivers.drivers[0]!.id;
    const refreshed = await call('uaadmin', 'POST', '/catalog/codemaprefresh/driver', { drivers: [{ id: driver }] });
    expect(refreshed.status).toBe(200);
    expectMatchesContract('POST', '/catalog/codemaprefresh/driver', 200, refreshed.body);
    expect((await call('uaadmin', 'POST', '/catalog/codemaprefresh/driver', { drivers: [{ id: 'cn=nothing' }] })).status).toBe(400);
    expect((await call('uaadmin', 'POST', '/catalog/codemaprefresh/driver', { drivers: [] })).status).toBe(400);

    const entitlements = await call('uaadmin', 'POST', '/catalog/codemaprefresh/entitlement', { id: driver, entitlements: [] });
    expect(entitlements.status, JSON.stringify(entitlements.body)).toBe(200);
    expectMatchesContract('POST', '/catalog/codemaprefresh/entitlement', 200, entitlements.body);
    expect((await call('uaadmin', 'POST', '/catalog/codemaprefresh/entitlement', { entitlements: [{ id: 'cn=nothing' }] })).status).toBe(400);
  });

  it('lists the notification templates, searchable', async () => {
    const all = await call('uaadmin', 'GET', '/access/info/email/templates?size=300');
    expectMatchesContract('GET', '/access/info/email/templates', 200, all.body);
    expect((all.body as { emailTemplates: unknown[] }).emailTemplates.length).toBe(7);
    expect((await call('uaadmin', 'GET', '/access/info/email/templates?q=Proxy')).body).toMatchObject({ emailTemplates: [{ fullName: 'Proxy Assigned' }] });
  });
});

describe('who may', () => {
  it('refuses every configuration call to an end user', async () => {
    for (const [method, path] of [
      ['GET', '/access/administration/delegation'], ['POST', '/access/administration/delegation'], ['GET', '/admin/proxy/configuration'],
      ['POST', '/admin/proxy/service/settings'], ['GET', '/catalog/administration/roleResourceSettings'], ['POST', '/catalog/administration/roleResourceSettings/sod'],
      ['GET', '/access/administration/igConfig'], ['POST', '/access/administration/cprsConfig'], ['GET', '/admin/workflowengines'],
      ['POST', '/admin/workflowengines/status'], ['GET', '/admin/driverstatus/info'], ['POST', '/catalog/codemaprefresh/driver'], ['GET', '/access/info/email/templates'],
    ] as const) {
      const answer = await call('enduser', method, path, method === 'POST' ? { pollingInterval: 3, engineStatus: 0 } : undefined);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('opens the administration pages to the administrator only (the route guard asks the navigation rights)', async () => {
    const keys = ['configuration', 'emailapproval', 'settings', 'permissions', 'cprs', 'localekit', 'editrequest'];
    const rights = async (who: string) => {
      const answer = await call(who, 'POST', '/access/info/user/navigationrights', { navPageRights: keys.map((key) => ({ key })) });
      return Object.fromEntries((answer.body as { navPageRights: { key: string; value: string }[] }).navPageRights.map(({ key, value }) => [key, value]));
    };
    expect(await rights('uaadmin')).toEqual(Object.fromEntries(keys.map((key) => [key, 'true'])));
    expect(await rights('enduser')).toEqual(Object.fromEntries(keys.map((key) => [key, 'false'])));
  });
});
