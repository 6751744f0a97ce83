// A user's own role and resource assignments (my profile's roles and resources sections), over
// real HTTP against the seeded sandbox: contract shapes, whose assignments (self by default,
// another user's only for a domain administrator or an administrator of the kind), search, sort and the wire's paging rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { assignResources, passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'roleadmin', 'manager', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

interface Held { id: string; name: string; description: string; entityType: string; assignmentTo: string; effectiveDate: number; expiryDate?: number; isDirectAssignment: boolean; cause: { status: string; type: string } }
interface HeldList { assignments: Held[]; total: number; nextIndex: number }

async function list(who: string, kind: 'role' | 'resource', query = '', body?: unknown): Promise<HeldList> {
  const answer = await rest(server, token[who]!, 'POST', `/access/assignments/${kind}/list${query}`, body);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201);
  expectMatchesContract('POST', `/access/assignments/${kind}/list`, 201, answer.body);
  return answer.body as HeldList;
}

async function userDn(username: string): Promise<string> {
  const answer = await rest(server, token.uaadmin!, 'GET', `/access/users/list?q=${username}&size=300`);
  const found = (answer.body as { usersList: { dn: string }[] }).usersList.find((u) => u.dn.toLowerCase().startsWith(`cn=${username},`));
  if (!found) throw new Error(`no user ${username}`);
  return found.dn;
}

describe('my role assignments', () => {
  it('lists the signed-in user\'s roles without a body, with name, status and dates', async () => {
    const mine = await list('enduser', 'role');
    expect(mine.total).toBeGreaterThan(0);
    for (const held of mine.assignments) {
      expect(held).toMatchObject({ entityType: 'role', assignmentTo: 'Eddie Enduser', cause: { status: 'Provisioned' } });
      expect(held.name.length).toBeGreaterThan(0);
      expect(typeof held.effectiveDate).toBe('number');
    }
    // The seed gives the end user one role directly; the rest come through their groups.
    const direct = await list('enduser', 'role', '?onlyDirectAssignments=true');
    expect(direct.assignments).toHaveLength(1);
    expect(direct.assignments[0]).toMatchObject({ isDirectAssignment: true, cause: { type: 'user' } });
    expect(mine.assignments.filter((held) => !held.isDirectAssignment).every((held) => held.cause.type === 'group')).toBe(true);
    expect(mine.assignments.map((held) => held.name)).toContain(direct.assignments[0]!.name);
    // The same list with the user named in the body.
    expect(await list('enduser', 'role', '', { dn: await userDn('enduser') })).toEqual(mine);
  });

  it("shows another user's roles to a domain or role administrator only", async () => {
    const managerDn = await userDn('manager');
    const denied = await rest(server, token.enduser!, 'POST', '/access/assignments/role/list', { dn: managerDn });
    expect(denied.status).toBe(403);
    expectFault(denied.body);
    const asAdmin = await list('uaadmin', 'role', '', { dn: managerDn });
    expect(asAdmin).toEqual(await list('manager', 'role'));
    expect(await list('roleadmin', 'role', '', { dn: managerDn })).toEqual(asAdmin);
    const unknown = await rest(server, token.uaadmin!, 'POST', '/access/assignments/role/list', { dn: 'cn=nobody,ou=users,o=data' });
    expect(unknown.status).toBe(400);
    expectFault(unknown.body);
  });
});

describe('my resource assignments', () => {
  it('pages 1-based, searches by name prefix and sorts by name either way', async () => {
    const enduser = await userDn('enduser');
    const names = await assignResources(server, token.uaadmin!, enduser, 3);
    const all = await list('enduser', 'resource', '?size=300');
    expect(all.total).toBe(3);
    expect(all.nextIndex).toBe(0);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(all.assignments.map((a) => a.name)).toEqual(sorted);
    expect(all.assignments.every((a) => a.entityType === 'resource' && a.cause.status === 'Provisioned')).toBe(true);

    const first = await list('enduser', 'resource', '?nextIndex=1&size=2');
    expect(first.assignments.map((a) => a.name)).toEqual(sorted.slice(0, 2));
    expect(first.nextIndex).toBe(3);
    const second = await list('enduser', 'resource', '?nextIndex=3&size=2');
    expect(second.assignments.map((a) => a.name)).toEqual(sorted.slice(2));
    expect(second.nextIndex).toBe(0);
    // A size outside 1..300 becomes 10.
    expect((await list('enduser', 'resource', '?size=0')).assignments).toHaveLength(3);

    const descending = await list('enduser', 'resource', '?sortOrder=DESC&size=300');
    expect(descending.assignments.map((a) => a.name)).toEqual([...sorted].reverse());
    const searched = await list('enduser', 'resource', `?q=${encodeURIComponent(sorted[1]!)}&size=300`);
    expect(searched.assignments.map((a) => a.name)).toContain(sorted[1]);
    expect(searched.assignments.every((a) => a.name.toLowerCase().startsWith(sorted[1]!.toLowerCase()) || a.description.toLowerCase().startsWith(sorted[1]!.toLowerCase()))).toBe(true);

    // Nobody else's resources leak in: the manager has none.
    expect((await list('manager', 'resource')).total).toBe(0);
    expect((await rest(server, token.manager!, 'POST', '/access/assignments/resource/list', { dn: enduser })).status).toBe(403);
  });
});
