// Groups over REST as the groups pages use them: a group's quick info (the detail page), a modify
// that renames and moves the group (its members, role assignments and team memberships follow),
// and the rights and input rules of a modify: 403 for non-administrators, 400 or 409 and nothing
// changed for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
const ENDUSER = 'cn=enduser,ou=users,o=data';
const MANAGER = 'cn=manager,ou=users,o=data';
const GROUP = 'cn=Book Club,ou=groups,o=data';

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'enduser', 'manager']) token[name] = (await passwordGrant(server, name)).access_token;
  const created = await rest(server, token.uaadmin!, 'POST', '/access/groups', { name: 'Book Club', description: 'Monthly reads', container: 'ou=groups,o=data', members: [ENDUSER] });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await server.close();
});

const call = (who: string, method: string, path: string, body?: unknown) => rest(server, token[who]!, method, path, body);
const quickInfo = (dn: string) => call('enduser', 'GET', `/access/entities/quickInfo?entityType=GROUP&entityId=${encodeURIComponent(dn)}`);
const memberDns = async (dn: string) => ((await call('uaadmin', 'POST', '/access/groups/members?size=50', { dn })).body as { recipients: { dn: string }[] }).recipients.map((r) => r.dn);

describe('the groups list', () => {
  it('finds a group by any part of its name, as it is typed', async () => {
    for (const q of ['Book', 'club', 'k Cl']) {
      const answer = await call('enduser', 'GET', `/access/groups?q=${encodeURIComponent(q)}&size=50`);
      expect(answer.status).toBe(200);
      expect((answer.body as { groups: { dn: string }[] }).groups.map((group) => group.dn)).toContain(GROUP);
    }
    expect(((await call('enduser', 'GET', '/access/groups?q=zzz-no-such-group')).body as { totalCount: number }).totalCount).toBe(0);
  });
});

describe('a group for its detail page', () => {
  it('answers its quick info: dn, name, description and container', async () => {
    const answer = await quickInfo(GROUP);
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/entities/quickInfo', 200, answer.body);
    expect(answer.body).toMatchObject({ entityType: 'GROUP', entityName: 'Book Club', details: [
      { key: 'dn', value: GROUP }, { key: 'name', value: 'Book Club' }, { key: 'description', value: 'Monthly reads' }, { key: 'container', value: 'ou=groups,o=data' },
    ] });
    expect((await quickInfo('cn=none,ou=groups,o=data')).status).toBe(404);
  });
});

describe('modifying a group', () => {
  it('refuses non-administrators (403) and bad input (400, 409), changing nothing', async () => {
    const denied = await call('manager', 'PUT', '/access/groups', { dn: GROUP, name: 'Mine' });
    expect(denied.status).toBe(403);
    expectFault(denied.body);
    await call('uaadmin', 'POST', '/access/groups', { name: 'Chess Club', container: 'ou=groups,o=data' });
    for (const [body, status] of [
      [{ dn: GROUP, name: 'Bad|Name' }, 400],
      [{ dn: GROUP, container: 'ou=nowhere,o=data' }, 400],
      [{ dn: GROUP, description: 'a~b' }, 400],
      [{ dn: GROUP, members: ['cn=ghost,o=data'] }, 400],
      [{ dn: GROUP, membersAction: 'swap', members: [MANAGER] }, 400],
      [{ dn: GROUP, name: 'Chess Club' }, 409],
    ] as const) {
      const answer = await call('uaadmin', 'PUT', '/access/groups', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expectFault(answer.body);
    }
    expect((await quickInfo(GROUP)).body).toMatchObject({ entityName: 'Book Club', details: [{}, {}, { key: 'description', value: 'Monthly reads' }, {}] });
    expect(await memberDns(GROUP)).toEqual([ENDUSER]);
  });

  it('adds and removes members', async () => {
    expect((await call('uaadmin', 'PUT', '/access/groups', { dn: GROUP, members: [MANAGER], membersAction: 'add' })).status).toBe(204);
    expect(new Set(await memberDns(GROUP))).toEqual(new Set([ENDUSER, MANAGER]));
    expect((await call('uaadmin', 'PUT', '/access/groups', { dn: GROUP, members: [ENDUSER], membersAction: 'remove' })).status).toBe(204);
    expect(await memberDns(GROUP)).toEqual([MANAGER]);
  });

  it('renames and moves a group; its members and role assignments follow the new DN', async () => {
    const role = ((await call('uaadmin', 'POST', '/catalog/roles', { name: 'Club Role', roleLevel: { level: 20 } })).body as { id: string }).id;
    const assigned = await call('uaadmin', 'POST', '/catalog/roles/role/assignments/assign', { dn: role, recipientType: 'group', recipientDns: [GROUP] });
    expect(assigned.status, JSON.stringify(assigned.body)).toBeLessThan(300);
    const answer = await call('uaadmin', 'PUT', '/access/groups', { dn: GROUP, name: 'Reading Circle', container: 'ou=users,o=data', description: 'Weekly reads' });
    // 204, no body, as the contract declares: the new DN is cn=<name>,<container>.
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    const moved = 'cn=Reading Circle,ou=users,o=data';
    expect((await quickInfo(moved)).status).toBe(200);
    expect((await quickInfo(GROUP)).status).toBe(404);
    expect(await memberDns(moved)).toEqual([MANAGER]);
    const info = (await call('uaadmin', 'GET', `/access/groups/membershipInfo?userDn=${encodeURIComponent(MANAGER)}`)).body as { groupMemberof: string[] };
    expect(info.groupMemberof).toContain(moved);
    const assignments = (await call('uaadmin', 'POST', '/catalog/roles/role/assignments', { id: role })).body as { assignments: { recipientDn: string }[] };
    expect(assignments.assignments.map((a) => a.recipientDn)).toContain(moved);
  });
});
