// Operations administration over REST: cache holders flushed, logging levels changed (the sandbox's
// own log follows com.netiq.idm.rest), packages added, the audit (CEF) destination, and CPRS: a
// reconcile that advances over time to completion, its delta paged, a publish that applies it.
// Administrators only; bad values a 400 Fault with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import path from 'node:path';
import { startServer } from '../../server/app.ts';
import { makeDataDir, passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Holder { cacheHolderID: string; objectCount: number }
const holders = async () => ((await call('uaadmin', 'GET', '/admin/cache/holders')).body as { cacheHolders: Holder[] }).cacheHolders;

describe('cache holders', () => {
  it('flushes one holder: its count goes to 0, the others keep theirs; an unknown holder is a Fault', async () => {
    const before = await holders();
    expect(before.find((h) => h.cacheHolderID === 'Groups')!.objectCount).toBeGreaterThan(0);
    expect((await call('uaadmin', 'DELETE', '/admin/cache/holder/items?cacheHolderID=Groups')).status).toBe(204);
    const after = await holders();
    expect(after.find((h) => h.cacheHolderID === 'Groups')!.objectCount).toBe(0);
    expect(after.find((h) => h.cacheHolderID === 'UserProfiles')).toEqual(before.find((h) => h.cacheHolderID === 'UserProfiles'));
    const unknown = await call('uaadmin', 'DELETE', '/admin/cache/holder/items?cacheHolderID=Nope');
    expect(unknown.status).toBe(404);
    expectFault(unknown.body);
    expect((await call('enduser', 'DELETE', '/admin/cache/holder/items?cacheHolderID=Roles')).status).toBe(403);
  });
});

describe('customized cache holders', () => {
  it('customizes the holders sent and keeps the others; bad numbers change nothing', async () => {
    const read = async () => ((await call('uaadmin', 'GET', '/admin/cache/customizedHolders')).body as { customizeCacheHolders: Array<{ cacheValue: string; localMaxnodes: string }> }).customizeCacheHolders;
    const before = await read();
    const saved = await call('uaadmin', 'POST', '/admin/cache/customizedHolders', { customizeCacheHolders: [{ cacheValue: 'UserProfiles', cacheEnable: 'true', localMaxnodes: 250, loacalTimetolive: 60 }] });
    expect(saved.status).toBe(201);
    const after = await read();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((h) => h.cacheValue === 'UserProfiles')).toMatchObject({ localMaxnodes: '250' });
    const bad = await call('uaadmin', 'POST', '/admin/cache/customizedHolders', { customizeCacheHolders: [{ cacheValue: 'Groups', localMaxnodes: 'many' }] });
    expect(bad.status).toBe(400);
    const notAFlag = await call('uaadmin', 'POST', '/admin/cache/customizedHolders', { customizeCacheHolders: [{ cacheValue: 'Groups', cacheEnable: 'sometimes', localMaxnodes: 5, loacalTimetolive: 5 }] });
    expect(notAFlag.status).toBe(400);
    expect(expectFault(notAFlag.body)).toContain('cacheEnable is true or false');
    expect(await read()).toEqual(after);
  });
});

describe('cache configuration', () => {
  it('saves the eviction policy the console offers; an unknown policy or an empty group changes nothing', async () => {
    const read = async () => (await call('uaadmin', 'GET', '/admin/cache/configuration')).body as Record<string, string>;
    expect((await call('uaadmin', 'POST', '/admin/cache/configuration', { evictionPolicyClass: 'FIFO' })).status).toBe(201);
    const saved = await read();
    expect(saved.evictionPolicyClass).toBe('FIFO');
    for (const [body, fault] of [
      [{ evictionPolicyClass: 'XYZ', maxNodes: '10' }, 'evictionPolicyClass: "XYZ" is not one of LRU, FIFO'],
      [{ groupID: '  ', maxNodes: '10' }, 'groupID: the name of the cache group is required'],
    ] as const) {
      const answer = await call('uaadmin', 'POST', '/admin/cache/configuration', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(expectFault(answer.body)).toBe(fault);
    }
    expect(await read()).toEqual(saved);
  });
});

interface LogList { logConfigurations: Array<{ packageConfigured: { packageName: string }; logLevel: number }>; globalLogLevel: number; enableCEF: boolean; cefConfigs: Record<string, unknown> }
const logList = async () => (await call('uaadmin', 'GET', '/admin/logging/list?pageSize=100')).body as LogList;
const level = (list: LogList, name: string) => list.logConfigurations.find((c) => c.packageConfigured.packageName === name)?.logLevel;

describe('logging levels', () => {
  it("changes a configured package's level; com.netiq.idm.rest sets the sandbox's own log level", async () => {
    const before = await logList();
    expectMatchesContract('GET', '/admin/logging/list', 200, before);
    expect(before.globalLogLevel).toBe(20000);
    const change = { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 30000 }] };
    expect((await call('uaadmin', 'PUT', '/admin/logging', change)).status).toBe(204);
    const after = await logList();
    expect(level(after, 'com.netiq.idm.rest')).toBe(30000);
    expect(after.globalLogLevel).toBe(30000);
    await call('uaadmin', 'PUT', '/admin/logging', { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 20000 }] });
  });

  it('shows the REST services at the level the log starts at (IDM_LOG_LEVEL), not a stored one it does not run at', async () => {
    const dataDir = await makeDataDir();
    const started = await startServer({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'warn', logStream: { write: () => undefined }, consoleDir: path.join(dataDir, 'no-console') });
    const warned = { url: started.url, dataDir, close: started.close };
    try {
      const admin = (await passwordGrant(warned, 'uaadmin')).access_token;
      const list = (await rest(warned, admin, 'GET', '/admin/logging/list?pageSize=100')).body as LogList;
      expect(list.globalLogLevel).toBe(30000);
      expect(level(list, 'com.netiq.idm.rest')).toBe(30000);
    } finally {
      await started.close();
    }
  });

  it('adds a package of the packages list to the configured ones; a bad level changes nothing', async () => {
    const packages = (await call('uaadmin', 'GET', '/admin/logging/packages/list?pageSize=100')).body as { packages: Array<{ packageName: string }> };
    const configured = await logList();
    const candidate = packages.packages.find((p) => level(configured, p.packageName) === undefined)!.packageName;

    const bad = await call('uaadmin', 'POST', '/admin/logging', {
      logConfigurations: [{ packageConfigured: { packageName: candidate }, logLevel: 10000 }, { packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 7 }],
    });
    expect(bad.status).toBe(400);
    expect(level(await logList(), candidate)).toBeUndefined();

    const added = await call('uaadmin', 'POST', '/admin/logging', { logConfigurations: [{ packageConfigured: { packageName: candidate }, logLevel: 10000 }] });
    expect(added.status).toBe(201);
    expect(level(await logList(), candidate)).toBe(10000);
    expect((await call('enduser', 'POST', '/admin/logging', { logConfigurations: [{ packageConfigured: { packageName: candidate }, logLevel: 5000 }] })).status).toBe(403);
  });
});

describe('audit (CEF) destination', () => {
  it('saves the destination and reads it back with the log list; bad values change nothing', async () => {
    const saved = await call('uaadmin', 'POST', '/admin/logging/auditConfig', {
      enableCEF: true, cefConfigs: { destinationHost: 'siem.example.com', destinationPort: 6514, protocol: 'TCP', useTLS: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expectMatchesContract('POST', '/admin/logging/auditConfig', 201, saved.body);
    const stored = await logList();
    expect(stored).toMatchObject({ enableCEF: true, cefConfigs: { destinationHost: 'siem.example.com', destinationPort: 6514, protocol: 'TCP', useTLS: true } });

    for (const body of [
      { cefConfigs: { destinationPort: 0 } }, { cefConfigs: { destinationPort: 70000 } }, { cefConfigs: { protocol: 'HTTP' } },
      { enableCEF: 'yes' }, { cefConfigs: { destinationHost: '' } }, { cefConfigs: { destinationHost: 'bad host!' } },
      { cefConfigs: { protocol: 'UDP' } },
    ]) {
      const answer = await call('uaadmin', 'POST', '/admin/logging/auditConfig', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect((await logList()).cefConfigs).toEqual(stored.cefConfigs);
    expect((await call('enduser', 'POST', '/admin/logging/auditConfig', { enableCEF: false })).status).toBe(403);
  });
});

interface Setting { id: string; drivername: string; entitlement: string }
interface Status { id: string; driverDn: string; entitlementDn: string; opStatus: number; opType: string; totalAssignments: number; failedAssignments: number; statusMessage: string; requestCompletionTime: string }

async function statusOf(id: string): Promise<Status> {
  const answer = await call('uaadmin', 'POST', '/access/cprs/cprsrequest/status', { id });
  expect(answer.status).toBe(201);
  return answer.body as Status;
}

/** Polls the request until it is no longer queued or running; answers every status seen. */
async function untilDone(id: string): Promise<Status[]> {
  const seen: Status[] = [];
  for (let i = 0; i < 60; i += 1) {
    const status = await statusOf(id);
    seen.push(status);
    if (status.opStatus >= 2) return seen;
    await sleep(150);
  }
  throw new Error(`CPRS request ${id} did not complete: ${JSON.stringify(seen.at(-1))}`);
}

describe('CPRS', () => {
  it('lists the settings of the seeded drivers and entitlements, paged', async () => {
    const answer = await call('uaadmin', 'GET', '/access/cprs/settings?size=2');
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/cprs/settings', 200, answer.body);
    const page = answer.body as { cprsSettingList: Setting[]; total: number; nextIndex: number };
    expect(page.cprsSettingList).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.nextIndex).toBe(3);
    expect((await call('enduser', 'GET', '/access/cprs/settings')).status).toBe(403);
  });

  it('runs a reconcile over time to completion, with its failures; the delta pages from nextIndex 0; a publish applies it', async () => {
    const settings = ((await call('uaadmin', 'GET', '/access/cprs/settings?q=Active')).body as { cprsSettingList: Setting[] }).cprsSettingList;
    const setting = settings.find((s) => s.entitlement === 'Group Membership')!;
    const started = await call('uaadmin', 'POST', '/access/cprs/assignments/reconcile', { id: setting.id });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expectMatchesContract('POST', '/access/cprs/assignments/reconcile', 201, started.body);
    const requestId = (started.body as { id: string }).id;

    const { driverDn, entitlementDn } = started.body as { driverDn: string; entitlementDn: string };
    expect(entitlementDn).toContain('cn=Group,');
    // One operation at a time per setting, named here by its driver and entitlement.
    const again = await call('uaadmin', 'POST', '/access/cprs/assignments/reconcile', { driverDn, entitlementDn });
    expect(again.status).toBe(409);

    const seen = await untilDone(requestId);
    const done = seen.at(-1)!;
    // Seen while running: some but not all of the assignments read.
    expect(seen.some((s) => s.opStatus === 1 && /Reconciling: [1-9]\d* of /.test(s.statusMessage) && !s.statusMessage.startsWith(`Reconciling: ${done.totalAssignments} `))).toBe(true);
    expectMatchesContract('POST', '/access/cprs/cprsrequest/status', 201, done);
    expect(done).toMatchObject({ opType: 'RECONCILE', opStatus: 3, driverDn, entitlementDn });
    expect(done.failedAssignments).toBeGreaterThan(0);
    expect(done.statusMessage).toContain('could not be read');
    expect(done.requestCompletionTime).not.toBe('');

    const list = await call('uaadmin', 'POST', '/access/cprs/cprsrequest/status/list', {});
    expectMatchesContract('POST', '/access/cprs/cprsrequest/status/list', 201, list.body);
    expect((list.body as { cprsRequestStatus: Status[] }).cprsRequestStatus[0]!.id).toBe(requestId);

    const first = (await call('uaadmin', 'POST', '/access/cprs/assignments/delta?nextIndex=0&size=5', { id: setting.id })).body as { deltaAssignmentsList: Array<{ id: string; source: string }>; total: number; nextIndex: number };
    expect(first.total).toBe(done.totalAssignments - done.failedAssignments);
    expect(first.deltaAssignmentsList).toHaveLength(5);
    expect(first.nextIndex).toBe(6);
    const second = (await call('uaadmin', 'POST', `/access/cprs/assignments/delta?nextIndex=${first.nextIndex}&size=5`, { id: setting.id })).body as typeof first;
    expect(second.deltaAssignmentsList.map((d) => d.id)).not.toContain(first.deltaAssignmentsList[0]!.id);

    const chosen = first.deltaAssignmentsList.slice(0, 2);
    const published = await call('uaadmin', 'POST', '/access/cprs/assignments/publish', { id: setting.id, deltaAssignmentsList: chosen.map((d) => ({ id: d.id })) });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const publishDone = (await untilDone((published.body as { id: string }).id)).at(-1)!;
    expect(publishDone).toMatchObject({ opType: 'PUBLISH', opStatus: 2, totalAssignments: 2, failedAssignments: 0 });
    const rest = (await call('uaadmin', 'POST', '/access/cprs/assignments/delta?size=100', { id: setting.id })).body as typeof first;
    expect(rest.total).toBe(first.total - 2);
  });

  it('refuses bad requests with a Fault and starts nothing; end users are refused', async () => {
    const count = async () => ((await call('uaadmin', 'POST', '/access/cprs/cprsrequest/status/list', {})).body as { total: number }).total;
    const before = await count();
    for (const body of [{}, { id: 'nope' }, { entitlementDn: 'cn=missing,o=system' }, { id: 'cprs-1', driverDn: 'cn=Other Driver,o=system' }]) {
      const answer = await call('uaadmin', 'POST', '/access/cprs/assignments/reconcile', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    const settings = ((await call('uaadmin', 'GET', '/access/cprs/settings?size=100')).body as { cprsSettingList: Setting[] }).cprsSettingList;
    const fresh = settings.find((s) => s.entitlement === 'SAP Profile')!;
    expect((await call('uaadmin', 'POST', '/access/cprs/assignments/publish', { id: fresh.id })).status).toBe(400);
    expect((await call('uaadmin', 'POST', '/access/cprs/assignments/publish', { id: fresh.id, deltaAssignmentsList: [{ id: 'x' }] })).status).toBe(400);
    expect((await call('uaadmin', 'POST', '/access/cprs/assignments/delta?sortBy=password', { id: fresh.id })).status).toBe(400);
    expect(await count()).toBe(before);
    expect((await call('enduser', 'POST', '/access/cprs/assignments/reconcile', { id: fresh.id })).status).toBe(403);
    expect((await call('enduser', 'POST', '/access/cprs/cprsrequest/status/list', {})).status).toBe(403);
  });
});

describe('CPRS across a restart', () => {
  it('marks an operation the stopped server left running as failed, interrupted', async () => {
    const dataDir = await makeDataDir();
    const first = await startServer({ port: 0, host: '127.0.0.1', dataDir, consoleDir: path.join(dataDir, 'no-console') });
    const firstServer = { url: first.url, dataDir, close: first.close };
    const adminToken = (await passwordGrant(firstServer, 'uaadmin')).access_token;
    const started = await rest(firstServer, adminToken, 'POST', '/access/cprs/assignments/reconcile', { id: 'cprs-1' });
    expect(started.status).toBe(201);
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const again = (await passwordGrant(second, 'uaadmin')).access_token;
      const status = await rest(second, again, 'POST', '/access/cprs/cprsrequest/status', { id: (started.body as { id: string }).id });
      expect(status.body).toMatchObject({ opStatus: 4, statusMessage: 'Interrupted: the server stopped while the operation ran' });
      expect((status.body as { requestCompletionTime: string }).requestCompletionTime).not.toBe('');
    } finally {
      await second.close();
    }
  });
});
