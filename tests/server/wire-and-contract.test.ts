// Answers against the contract, the paging wire rules, and 400 Faults for bad input that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;

interface LogList {
  nextIndex: number;
  total: number;
  logConfigurations: Array<{ packageConfigured: { packageName: string }; logLevel: number; logAdditivity: boolean }>;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await passwordGrant(server, 'uaadmin')).access_token;
});
afterAll(async () => {
  await server.close();
});

const list = async (query = '') => {
  const call = await rest(server, admin, 'GET', `/admin/logging/list${query}`);
  expect(call.status).toBe(200);
  return call.body as LogList;
};

describe('answers match the contract', () => {
  it('GET /access/info/version', async () => {
    const call = await rest(server, admin, 'GET', '/access/info/version');
    expectMatchesContract('GET', '/access/info/version', 200, call.body);
  });

  it('GET /admin/logging/list and /admin/logging/packages/list', async () => {
    expectMatchesContract('GET', '/admin/logging/list', 200, await list());
    const packages = await rest(server, admin, 'GET', '/admin/logging/packages/list?pageSize=5');
    expect(packages.status).toBe(200);
    expectMatchesContract('GET', '/admin/logging/packages/list', 200, packages.body);
  });

  it('POST /admin/logging (201) and PUT (204, no body)', async () => {
    const change = { logConfigurations: [{ packageConfigured: { packageName: 'com.novell.idm.sod' }, logLevel: 30000, logAdditivity: false }] };
    const created = await rest(server, admin, 'POST', '/admin/logging', change);
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/admin/logging', 201, created.body);
    const put = await rest(server, admin, 'PUT', '/admin/logging', change);
    expect(put).toEqual({ status: 204, body: undefined });
    const row = (await list('?q=com.novell.idm.sod')).logConfigurations[0]!;
    expect(row).toEqual({ packageConfigured: { packageName: 'com.novell.idm.sod', packageDescription: 'Separation of duties' }, logLevel: 30000, logAdditivity: false });
  });

  it('the harness itself rejects an answer that breaks the contract', () => {
    expect(() => expectMatchesContract('GET', '/access/info/version', 200, { version: 4 })).toThrow(/must be string/);
    expect(() => expectMatchesContract('GET', '/access/info/version', 200, { version: '1', versoin: '1' })).toThrow(/unevaluated/);
    expect(() => expectMatchesContract('GET', '/admin/logging/list', 200, { logConfigurations: [{ logLevel: 'high' }] })).toThrow(/logLevel must be number/);
    expect(() => expectMatchesContract('GET', '/access/no/such', 200, {})).toThrow(/no operation/);
  });
});

describe('paging wire rules', () => {
  it('nextIndex is 1-based and points at the next page, 0 on the last page', async () => {
    const all = await list('?pageSize=300');
    expect(all.total).toBe(20);
    expect(all.nextIndex).toBe(0);
    const first = await list('?pageSize=5');
    expect(first.logConfigurations.map((r) => r.packageConfigured.packageName)).toEqual(
      all.logConfigurations.slice(0, 5).map((r) => r.packageConfigured.packageName),
    );
    expect(first.nextIndex).toBe(6);
    const second = await list(`?pageSize=5&nextIndex=${first.nextIndex}`);
    expect(second.logConfigurations[0]!.packageConfigured.packageName).toBe(all.logConfigurations[5]!.packageConfigured.packageName);
    const last = await list('?pageSize=5&nextIndex=16');
    expect(last.logConfigurations).toHaveLength(5);
    expect(last.nextIndex).toBe(0);
  });

  it('a nextIndex below 1 or not a number starts at the first row', async () => {
    const first = await list('?pageSize=3');
    for (const nextIndex of ['0', '-4', 'abc']) {
      expect((await list(`?pageSize=3&nextIndex=${nextIndex}`)).logConfigurations).toEqual(first.logConfigurations);
    }
  });

  it('page sizes outside 1..300 become 10', async () => {
    for (const size of ['0', '301', '-1', 'many', '']) {
      expect((await list(`?pageSize=${size}`)).logConfigurations).toHaveLength(10);
    }
    expect((await list('?pageSize=1')).logConfigurations).toHaveLength(1);
    expect((await list('?pageSize=300')).logConfigurations).toHaveLength(20);
  });

  it('an empty q means everything; * is the wildcard', async () => {
    expect((await list('?q=')).total).toBe(20);
    expect((await list('?q=*')).total).toBe(20);
    expect((await list('?q=com.novell.idm.nrf*')).total).toBe(3);
    expect((await list('?q=rest.a')).total).toBe(2);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('sorts by level and order', async () => {
    const rows = (await list('?sortBy=logLevel&sortOrder=desc&pageSize=300')).logConfigurations.map((r) => r.logLevel);
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
  });
});

describe('bad input: 400 with a Fault that helps, and nothing changed', () => {
  const before = async () => JSON.stringify(await list('?pageSize=300'));
  const attempts: Array<[string, unknown, RegExp]> = [
    ['an unknown package', { logConfigurations: [{ packageConfigured: { packageName: 'no.such' }, logLevel: 10000 }] }, /Unknown log package "no.such"/],
    [
      'a level that does not exist, after a valid entry',
      {
        logConfigurations: [
          { packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 5000 },
          { packageConfigured: { packageName: 'com.netiq.idm.oauth' }, logLevel: 7 },
        ],
      },
      /Log level 7 of "com.netiq.idm.oauth" is not valid: use one of 5000 \(TRACE\)/,
    ],
    ['a missing field', { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' } }] }, /'logLevel' is required/],
    ['a wrong type', { logConfigurations: [{ packageConfigured: { packageName: 'com.netiq.idm.rest' }, logLevel: 'loud' }] }, /logLevel must be (integer|number)/],
    ['an empty list', { logConfigurations: [] }, /must NOT have fewer than 1 items/],
    ['malformed JSON', '{"logConfigurations": [', /Invalid request/],
  ];

  for (const [what, body, message] of attempts) {
    it(`refuses ${what}`, async () => {
      const snapshot = await before();
      const call = await rest(server, admin, 'PUT', '/admin/logging', body);
      expect(call.status).toBe(400);
      expect(expectFault(call.body)).toMatch(message);
      expect(await before()).toBe(snapshot);
    });
  }

  it('refuses an unknown sort column in the query', async () => {
    const call = await rest(server, admin, 'GET', '/admin/logging/list?sortBy=password');
    expect(call.status).toBe(400);
    expect(expectFault(call.body)).toMatch(/sortBy must be equal to one of the allowed values \(logName/);
  });

  it('answers 404 with a Fault for an operation that does not exist', async () => {
    const call = await rest(server, admin, 'GET', '/access/no/such/thing');
    expect(call.status).toBe(404);
    expect(expectFault(call.body)).toBe('No such operation: GET /IDMProv/rest/access/no/such/thing');
  });
});
