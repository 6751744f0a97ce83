// What the operations served for the contract walk do (the walk checks their shapes; this checks
// their behaviour): a user's own assignments and their revocation, the help desk's task list,
// a client's style sheet, the featured items, bulk role changes and the workflow import, each
// refusing bad input with a 400 Fault that changes nothing, and others with a 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

const MANAGER = 'cn=manager,ou=users,o=data';
const ROLES = 'cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const HR_ROLE = `cn=HRGeneralist,cn=Level30,${ROLES}`;
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const call = (who: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) => rest(server, token[who]!, method, path, body, headers);

interface Held { id: string; entityType: string; isDirectAssignment: boolean }

describe('operations served for the contract', () => {
  it("lists a user's roles and resources together, lets them revoke their own direct ones, and no one else's", async () => {
    const mine = await call('enduser', 'GET', '/access/assignments?size=50');
    expect(mine.status).toBe(200);
    const held = (mine.body as { assignments: Held[]; total: number }).assignments;
    expect(held).toContainEqual(expect.objectContaining({ id: HR_ROLE, entityType: 'role', isDirectAssignment: true }));
    expect((await call('enduser', 'POST', '/access/assignments/list', { dn: MANAGER })).status).toBe(403);
    const roleless = `cn=SalesRepresentative,cn=Level30,${ROLES}`;
    expectFault((await call('enduser', 'DELETE', '/access/assignments', { assignments: [{ id: HR_ROLE, entityType: 'role' }, { id: roleless, entityType: 'role' }] })).body);
    const requestsBefore = (await call('enduser', 'GET', '/access/requests/history?size=1')).body as { total: number };
    const revoked = await call('enduser', 'DELETE', '/access/assignments', { assignments: [{ id: HR_ROLE, entityType: 'role' }] });
    expect(revoked.status).toBe(204);
    const requestsAfter = (await call('enduser', 'GET', '/access/requests/history?size=1')).body as { total: number };
    expect(requestsAfter.total).toBe(requestsBefore.total + 1);
  });

  it("gives the help desk every open task and refuses the help desk's list to others", async () => {
    expect((await call('enduser', 'GET', '/access/tasks/list/others')).status).toBe(403);
    const own = (await call('uaadmin', 'GET', '/access/tasks/list')).body as { total: number };
    const all = (await call('uaadmin', 'GET', '/access/tasks/list/others')).body as { total: number };
    expect(all.total).toBeGreaterThan(own.total);
  });

  it("keeps a client's uploaded style sheet and refuses one that loads from elsewhere", async () => {
    const css = 'body { color: #123456; }';
    expect((await call('uaadmin', 'PUT', '/access/config/uploadStyle?client=1', css, TEXT)).status).toBe(204);
    expect((await call('enduser', 'GET', '/access/config/style/1.css')).body).toBe(css);
    for (const bad of ['@import url(a.css);', 'body { background: url(https://evil.example/x.png) }', '</style><script>']) {
      const answer = await call('uaadmin', 'PUT', '/access/config/uploadStyle?client=1', bad, TEXT);
      expect(answer.status, bad).toBe(400);
      expectFault(answer.body);
    }
    expect((await call('enduser', 'PUT', '/access/config/uploadStyle?client=1', 'p { margin: 0 }', TEXT)).status).toBe(403);
    expect((await call('enduser', 'GET', '/access/config/style/1.css')).body).toBe(css);
  });

  it('adds a featured item and takes it off the featured list again, leaving it on the landing page', async () => {
    const featuredIds = async () => {
      const body = (await call('enduser', 'GET', '/access/featuredItems')).body as { itemCategories?: { items?: { itemId: number }[] }[]; uncategorizedItems?: { itemId: number }[] };
      return [...(body.itemCategories ?? []).flatMap((c) => c.items ?? []), ...(body.uncategorizedItems ?? [])].map((item) => item.itemId);
    };
    const added = await call('uaadmin', 'POST', '/access/featuredItems', { items: [{ name: 'Featured by the test', entityType: 'navigation', appUrl: '#/tasks' }] });
    expect(added.status).toBe(201);
    const id = Number((added.body as { succeeded: { id: string }[] }).succeeded[0]!.id);
    expect(await featuredIds()).toContain(id);
    expect((await call('enduser', 'DELETE', '/access/featuredItems', { items: [{ itemId: id }] })).status).toBe(403);
    expect((await call('uaadmin', 'DELETE', '/access/featuredItems', { items: [{ itemId: id }] })).status).toBe(204);
    expect(await featuredIds()).not.toContain(id);
    expect(JSON.stringify((await call('uaadmin', 'GET', '/access/ulp/landingItems/v2')).body)).toContain('Featured by the test');
  });

  it('changes several roles at once, and none when one of them is wrong', async () => {
    const description = async () => ((await call('uaadmin', 'POST', '/catalog/roles/role', { roles: [{ id: HR_ROLE }] })).body as { roles: { description: string }[] }).roles[0]!.description;
    const before = await description();
    const refused = await call('uaadmin', 'PUT', '/catalog/roles/roles', { roles: [{ id: HR_ROLE, description: 'Changed in bulk' }, { id: `cn=NoSuchRole,${ROLES}`, description: 'x' }] });
    expect(refused.status).toBe(400);
    expectFault(refused.body);
    expect(await description()).toBe(before);
    expect((await call('uaadmin', 'PUT', '/catalog/roles/roles', { roles: [{ id: HR_ROLE, description: 'Changed in bulk' }] })).status).toBe(204);
    expect(await description()).toBe('Changed in bulk');
  });

  it('imports exported workflow rows that are new, and refuses rows that are not the tables\' own', async () => {
    const exported = (await call('uaadmin', 'GET', '/access/data/migration/workflow')).body as { tables: { requests: Record<string, unknown>[] } };
    const again = await call('uaadmin', 'POST', '/access/data/migration/workflow', { tables: { requests: exported.tables.requests.slice(0, 3) } });
    expect(again.body).toEqual({ imported: { requests: 0 }, skipped: 3 });
    const copy = { ...exported.tables.requests[0]!, id: 'req-imported-by-test' };
    expect((await call('uaadmin', 'POST', '/access/data/migration/workflow', { tables: { requests: [copy] } })).body).toEqual({ imported: { requests: 1 }, skipped: 0 });
    for (const tables of [{ users: [] }, { requests: [{ ...copy, id: 'req-x', password: 'x' }] }, { requests: [{ id: 'req-y' }] }]) {
      const answer = await call('uaadmin', 'POST', '/access/data/migration/workflow', { tables });
      expect(answer.status, JSON.stringify(tables)).toBe(400);
      expectFault(answer.body);
    }
    expect((await call('enduser', 'POST', '/access/data/migration/workflow', { tables: { requests: [] } })).status).toBe(403);
  });
});
