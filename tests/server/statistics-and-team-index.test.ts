// Server statistics (administrators; the sandbox answers about its own Node.js process) and the
// permission index by type for choosing a team's permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
let enduser: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await passwordGrant(server, 'uaadmin')).access_token;
  enduser = (await passwordGrant(server, 'enduser')).access_token;
});
afterAll(async () => {
  await server.close();
});

describe('server statistics', () => {
  const paths = ['/catalog/statistics/cacheinfo', '/catalog/statistics/clusterinfo', '/catalog/statistics/memoryinfo', '/catalog/statistics/threadinfo'];

  it('answers an administrator as the contract says, about the sandbox process', async () => {
    for (const path of paths) {
      const answer = await rest(server, admin, 'GET', path);
      expect(answer.status, path).toBe(200);
      expectMatchesContract('GET', path, 200, answer.body);
    }
    const cache = (await rest(server, admin, 'GET', '/catalog/statistics/cacheinfo')).body as { cacheHolders: { name: string }[] };
    const holders = (await rest(server, admin, 'GET', '/admin/cache/holders')).body as { cacheHolders: { cacheHolderID: string }[] };
    expect(cache.cacheHolders.map((h) => h.name)).toEqual(holders.cacheHolders.map((h) => h.cacheHolderID));
    const memory = (await rest(server, admin, 'GET', '/catalog/statistics/memoryinfo')).body as { jvmMemoryUsage: { usedMemory: number }[] };
    expect(memory.jvmMemoryUsage[0]!.usedMemory).toBeGreaterThan(0);
    expect((await rest(server, admin, 'GET', '/catalog/statistics/clusterinfo')).body).toMatchObject({ isOpen: false, isConnected: false });
  });

  it('refuses everyone else (403) and a bad thread count (400)', async () => {
    for (const path of paths) {
      const answer = await rest(server, enduser, 'GET', path);
      expect(answer.status, path).toBe(403);
      expectFault(answer.body);
    }
    for (const query of ['thread-count=0', 'thread-count=x', 'stack=maybe']) {
      const answer = await rest(server, admin, 'GET', `/catalog/statistics/threadinfo?${query}`);
      expect(answer.status, query).toBe(400);
      expectFault(answer.body);
    }
  });
});

describe('the permission index by type', () => {
  it('lists only roles, resources or PRDs, searchable, as the contract says', async () => {
    for (const [path, type] of [['/access/teams/roles', 'ROLE'], ['/access/teams/resources', 'RESOURCE'], ['/access/teams/prds', 'PRD']] as const) {
      const answer = await rest(server, admin, 'GET', `${path}?size=50`);
      expect(answer.status, path).toBe(200);
      expectMatchesContract('GET', path, 200, answer.body);
      const permissions = (answer.body as { permissions: { entityType: string; name: string }[] }).permissions;
      expect(permissions.length, path).toBeGreaterThan(0);
      expect(new Set(permissions.map((p) => p.entityType))).toEqual(new Set([type]));
      const first = permissions[0]!.name;
      const searched = (await rest(server, admin, 'GET', `${path}?q=${encodeURIComponent(first)}`)).body as { permissions: { name: string }[] };
      expect(searched.permissions[0]!.name).toBe(first);
    }
  });
});
