// Teams over REST: administrators create, change and delete teams and their permissions; a team's
// managers read it; everyone else gets 403; bad input is a 400 that changes nothing. A team
// manager may request for a team member exactly the items the team's permissions grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault, expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let role = '';
let otherRole = '';
let teamDn = '';

interface TeamNode { dn: string; name: string; readOnly: boolean; recipients: { dn: string; type: string }[]; requestors: { dn: string }[] }

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  role = await client.createRole({ name: 'Team Granted Role' });
  otherRole = await client.createRole({ name: 'Team Excluded Role' });
});
afterAll(async () => {
  await server.close();
});

const teamCount = async () => ((await client.call('uaadmin', 'GET', '/access/teams/managelist?size=300')).body as { totalCount: number }).totalCount;
const members = async (dn: string) => ((await client.call('uaadmin', 'GET', `/access/teams/team/userlist?size=300&teamDn=${encodeURIComponent(dn)}`)).body as { recipients: { dn: string }[] }).recipients.map((r) => r.dn);
const requestFor = (roleId: string, recipientDn: string) =>
  client.call('manager', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: roleId, entityType: 'role' }], recipients: [{ dn: recipientDn, type: 'user' }], reason: 'for my team' });

describe('team administration', () => {
  it('creates a team with a manager and members (administrators only)', async () => {
    const body = { name: 'Audit Team', description: 'Auditors', domainTypes: ['R'], requestors: [{ dn: client.dn.manager }], recipients: [{ dn: client.dn.roleadmin, type: 'user' }] };
    const denied = await client.call('manager', 'POST', '/access/teams', body);
    expect(denied.status).toBe(403);
    expectFault(denied.body);
    const created = await client.call('uaadmin', 'POST', '/access/teams', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectMatchesContract('POST', '/access/teams', 201, created.body);
    const team = created.body as TeamNode;
    expect(team).toMatchObject({ name: 'Audit Team', domainTypes: ['R'], requestors: [{ dn: client.dn.manager }], recipients: [{ dn: client.dn.roleadmin, type: 'user' }] });
    teamDn = team.dn;
    expect(await members(teamDn)).toEqual([client.dn.roleadmin]);
  });

  it('lists the teams by name in the sortOrder asked, and takes forceRefresh (a 400 for a bad value of either)', async () => {
    const names = async (query: string) => {
      const answer = await client.call('uaadmin', 'GET', `/access/teams/managelist?size=300&${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectMatchesContract('GET', '/access/teams/managelist', 200, answer.body);
      return (answer.body as { teams: { name: string }[] }).teams.map((t) => t.name);
    };
    const ascending = await names('sortOrder=ASC&forceRefresh=true');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await names('sortOrder=desc&forceRefresh=false')).toEqual([...ascending].reverse());
    for (const query of ['sortOrder=up', 'forceRefresh=maybe']) {
      const answer = await client.call('uaadmin', 'GET', `/access/teams/managelist?${query}`);
      expect(answer.status, query).toBe(400);
      expectFault(answer.body);
    }
  });

  it('refuses bad input with a 400 and creates nothing', async () => {
    const before = await teamCount();
    for (const body of [
      { name: 'No Managers', requestors: [] },
      { name: 'Bad;Name', requestors: [{ dn: client.dn.manager }] },
      { name: 'Bad Member', requestors: [{ dn: client.dn.manager }], recipients: [{ dn: 'cn=nobody,o=data', type: 'user' }] },
      { name: 'Bad Kind', requestors: [{ dn: client.dn.manager }], domainTypes: ['X'] },
      { name: 'Role Manager', requestors: [{ dn: role, type: 'role' }] },
    ]) {
      const answer = await client.call('uaadmin', 'POST', '/access/teams', body);
      expect(answer.status, body.name).toBe(400);
      expectFault(answer.body);
    }
    expect(await teamCount()).toBe(before);
  });

  it('lets the team manager read the team but not change it; others get 403', async () => {
    const read = await client.call('manager', 'POST', '/access/teams/team', { dn: teamDn });
    expect(read.status).toBe(201);
    expect(read.body).toMatchObject({ dn: teamDn, readOnly: true });
    expect((await client.call('manager', 'PUT', '/access/teams', { dn: teamDn, name: 'Renamed' })).status).toBe(403);
    expect((await client.call('enduser', 'POST', '/access/teams/team', { dn: teamDn })).status).toBe(403);
    expect((await client.call('enduser', 'GET', `/access/teams/team/userlist?teamDn=${encodeURIComponent(teamDn)}`)).status).toBe(403);
    expect((await client.call('uaadmin', 'POST', '/access/teams/team', { dn: 'cn=none,o=system' })).status).toBe(404);
  });

  it('gives whoever is made a team manager the Teams menu entry and the team pages, and takes them away again', async () => {
    const menuKeys = async () => ((await client.call('proxyuser', 'POST', '/access/info/user/navigationmenu', {})).body as { menuItems: { mapName: string; subMenuList: { mapName: string }[] }[] })
      .menuItems.flatMap((item) => [item.mapName, ...item.subMenuList.map((sub) => sub.mapName)]);
    const teamsRight = async () => ((await client.call('proxyuser', 'POST', '/access/info/user/navigationrights', { navPageRights: [{ key: 'teams' }] })).body as { navPageRights: { value: string }[] }).navPageRights[0]!.value;
    const setManagers = (dns: string[]) => client.call('uaadmin', 'PUT', '/access/teams', { dn: teamDn, requestors: dns.map((dn) => ({ dn })) });

    expect(await menuKeys()).not.toContain('teams');
    expect((await setManagers([client.dn.manager!, client.dn.proxyuser!])).status).toBe(204);
    expect(await menuKeys()).toContain('teams');
    expect(await teamsRight()).toBe('true');
    expect((await client.call('proxyuser', 'GET', '/access/info/user/rights')).body).toMatchObject({ teamReadOnly: false });
    expect((await client.call('proxyuser', 'POST', '/access/teams/team', { dn: teamDn })).body).toMatchObject({ dn: teamDn, readOnly: true });

    expect((await setManagers([client.dn.manager!])).status).toBe(204);
    expect(await menuKeys()).not.toContain('teams');
    expect(await teamsRight()).toBe('false');
    expect((await client.call('proxyuser', 'POST', '/access/teams/team', { dn: teamDn })).status).toBe(403);
  });

  it('takes in the users of member groups and containers, and its managers when asked', async () => {
    const group = await client.call('uaadmin', 'POST', '/access/groups', { name: 'Team Source Group', container: 'ou=groups,o=data', members: [client.dn.enduser] });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const groupDn = (group.body as { dn: string }).dn;
    const updated = await client.call('uaadmin', 'PUT', '/access/teams', { dn: teamDn, includeManager: true, recipients: [{ dn: client.dn.roleadmin, type: 'user' }, { dn: groupDn, type: 'group' }] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(204);
    expect(new Set(await members(teamDn))).toEqual(new Set([client.dn.roleadmin, client.dn.enduser, client.dn.manager]));
    const bad = await client.call('uaadmin', 'PUT', '/access/teams', { dn: teamDn, recipients: [{ dn: groupDn, type: 'team' }] });
    expect(bad.status).toBe(400);
    expect(new Set(await members(teamDn))).toEqual(new Set([client.dn.roleadmin, client.dn.enduser, client.dn.manager]));
  });
});

describe('team relationships', () => {
  it('answers the relationships a team may take members through', async () => {
    const answer = await client.call('enduser', 'GET', '/access/relationships');
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', '/access/relationships', 200, answer.body);
    expect(answer.body).toMatchObject({ relationships: [{ key: 'directReports', sourceEntityKey: 'user', targetEntityKey: 'user' }] });
  });

  it('takes in the direct reports of the team managers through the directReports relationship', async () => {
    const before = new Set(await members(teamDn));
    const bad = await client.call('uaadmin', 'PUT', '/access/teams', { dn: teamDn, recipients: [{ dn: 'cousins', type: 'relationship' }] });
    expect(bad.status).toBe(400);
    expect(new Set(await members(teamDn))).toEqual(before);
    const details = (await client.call('uaadmin', 'POST', '/access/teams/team', { dn: teamDn })).body as TeamNode;
    const related = await client.call('uaadmin', 'PUT', '/access/teams', { dn: teamDn, recipients: [...details.recipients, { dn: 'directReports', type: 'relationship' }] });
    expect(related.status, JSON.stringify(related.body)).toBe(204);
    expect(((await client.call('uaadmin', 'POST', '/access/teams/team', { dn: teamDn })).body as TeamNode).recipients).toContainEqual({ dn: 'directReports', name: 'Direct reports', type: 'relationship' });
    const now = await members(teamDn);
    expect(now).toEqual(expect.arrayContaining([...before, client.dn.proxyuser]));
    // Back as it was, for the tests that follow.
    await client.call('uaadmin', 'PUT', '/access/teams', { dn: teamDn, recipients: details.recipients });
    expect(new Set(await members(teamDn))).toEqual(before);
  });
});

describe('team permissions and requests for team members', () => {
  it('refuses a team manager a request for a member before the team grants the role', async () => {
    const answer = await requestFor(role, client.dn.roleadmin!);
    expect(answer.status).toBe(403);
    expect(await client.assignees(role)).not.toContain(client.dn.roleadmin);
  });

  it('adds a role permission (administrators only; bad entries 400, nothing added)', async () => {
    const add = { teamDN: teamDn, permissions: [{ id: role, entityType: 'role' }] };
    expect((await client.call('manager', 'PUT', '/access/teams/permissions', add)).status).toBe(403);
    const bad = await client.call('uaadmin', 'PUT', '/access/teams/permissions', { teamDN: teamDn, permissions: [{ id: role, entityType: 'role' }, { id: 'cn=nothing,o=system', entityType: 'role' }] });
    expect(bad.status).toBe(400);
    const listed = async () => ((await client.call('manager', 'POST', '/access/teams/team/permissions', { dn: teamDn })).body as { permissionsList: { authObjDN: string; excluded: boolean }[] }).permissionsList;
    expect(await listed()).toEqual([]);
    const added = await client.call('uaadmin', 'PUT', '/access/teams/permissions', add);
    expect(added.status, JSON.stringify(added.body)).toBe(204);
    expect(await listed()).toMatchObject([{ authObjDN: role, objType: 'role', name: 'Team Granted Role', excluded: false }]);
    // The contract's PermissionsListNode: the count as totalSize (the team page's list reads it).
    const page = await client.call('manager', 'POST', '/access/teams/team/permissions', { dn: teamDn });
    expectMatchesContract('POST', '/access/teams/team/permissions', 201, page.body);
    expect(page.body).toMatchObject({ totalSize: 1, arraySize: 1 });
  });

  it('narrows the on-behalf catalogue to what the chosen team grants (POST /access/teams/permissions)', async () => {
    const search = (who: 'manager' | 'enduser' | 'uaadmin', body: unknown, query = 'size=300&type=ROLE') =>
      client.call(who, 'POST', `/access/teams/permissions?${query}`, body);
    const granted = await search('manager', { targetSetDnList: [teamDn] });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expectMatchesContract('POST', '/access/teams/permissions', 201, granted.body);
    expect((granted.body as { permissions: { id: string }[] }).permissions.map((p) => p.id)).toEqual([role]);
    const searched = await search('manager', { targetSetDnList: [teamDn] }, 'q=Team%20Excluded&column=name&size=10');
    expect((searched.body as { permissions: unknown[] }).permissions).toEqual([]);
    // No list: every team the manager manages (the seeded Engineering Team grants every role).
    const all = (await search('manager', {})).body as { permissions: { id: string }[] };
    expect(all.permissions.map((p) => p.id)).toEqual(expect.arrayContaining([role, otherRole]));
    // The domain administrator may name any team; nobody else a team they do not manage.
    expect((await search('uaadmin', { targetSetDnList: [teamDn] })).status).toBe(201);
    const denied = await search('enduser', { targetSetDnList: [teamDn] });
    expect(denied.status).toBe(403);
    expectFault(denied.body);
    for (const body of [{ targetSetDnList: 'x' }, { targetSetDnList: ['cn=no team,o=data'] }, { targetSetDnList: [teamDn], useExcludePermList: 'yes' }, [teamDn]]) {
      const bad = await search('manager', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expectFault(bad.body);
    }
  });

  it('lets the team manager request the granted role for a member, and nothing else', async () => {
    const granted = await requestFor(role, client.dn.roleadmin!);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body).toMatchObject({ success: true, OperationNodes: [{ userDn: client.dn.roleadmin, success: true }] });
    expect(await client.assignees(role)).toContain(client.dn.roleadmin);
    // Not a member of the team: 403.
    expect((await requestFor(role, client.dn.uaadmin!)).status).toBe(403);
    // Not granted by the team: 403.
    expect((await requestFor(otherRole, client.dn.roleadmin!)).status).toBe(403);
  });

  it('lets the team manager request a granted role for a group the team takes in, and not for another group', async () => {
    const list = ((await client.call('uaadmin', 'GET', '/access/groups?size=100')).body as { groups: { dn: string; name: string }[] }).groups;
    const phoenix = list.find((g) => g.name === 'Project Phoenix')!;
    const other = list.find((g) => g.name === 'Fire Wardens')!;
    // The seeded Engineering Team, which the manager manages, takes in Project Phoenix and grants every role.
    const forGroup = (dn: string) => client.call('manager', 'POST', '/access/requests/permissions', { reqPermissions: [{ id: otherRole, entityType: 'role' }], recipients: [{ dn, type: 'group' }], reason: 'for the project' });
    const granted = await forGroup(phoenix.dn);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect((await forGroup(other.dn)).status).toBe(403);
  });

  it('shows the team manager the history of a team member, and no one else\'s', async () => {
    const history = async (who: 'manager' | 'enduser', dn: string) => client.call(who, 'POST', '/access/requests/team/user/history?size=50', { dn });
    const mine = await history('manager', client.dn.roleadmin!);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect((mine.body as { requests: { name: string; recipient: string; requester: string }[] }).requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Team Granted Role', recipient: client.dn.roleadmin, requester: client.dn.manager })]));
    expect((await history('manager', client.dn.uaadmin!)).status).toBe(403);
    expect((await history('enduser', client.dn.roleadmin!)).status).toBe(403);
    expect((await history('manager', 'cn=nobody,o=data')).status).toBe(400);
  });

  it('honours exclusions from a container permission, and removing a permission', async () => {
    const container = role.slice(role.indexOf(',') + 1);
    expect(otherRole.endsWith(container)).toBe(true);
    const put = await client.call('uaadmin', 'PUT', '/access/teams/permissions', { teamDN: teamDn, permissions: [{ id: container, entityType: 'role' }, { id: otherRole, entityType: 'role', excluded: true }] });
    expect(put.status, JSON.stringify(put.body)).toBe(204);
    expect((await requestFor(otherRole, client.dn.roleadmin!)).status).toBe(403);
    // Removing an exclusion the team does not have is a 400 that removes nothing; the one it has, 204.
    const absent = await client.call('uaadmin', 'DELETE', '/access/teams/permissions', { teamDN: teamDn, excludeRoles: [role] });
    expect(absent.status).toBe(400);
    expectFault(absent.body);
    expect((await requestFor(otherRole, client.dn.roleadmin!)).status).toBe(403);
    const removed = await client.call('uaadmin', 'DELETE', '/access/teams/permissions', { teamDN: teamDn, excludeRoles: [otherRole] });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect((await requestFor(otherRole, client.dn.roleadmin!)).status).toBe(201);
  });
});

describe('team deletion', () => {
  it('deletes teams (administrators only), all or none: an unknown one is a 400 that deletes nothing', async () => {
    expect((await client.call('manager', 'DELETE', '/access/teams', { teams: [{ dn: teamDn }] })).status).toBe(403);
    const refused = await client.call('uaadmin', 'DELETE', '/access/teams', { teams: [{ dn: teamDn }, { dn: 'cn=none,o=system' }] });
    expect(refused.status).toBe(400);
    expect(expectFault(refused.body)).toBe('No team has the DN "cn=none,o=system"');
    expect((await client.call('uaadmin', 'POST', '/access/teams/team', { dn: teamDn })).status).toBe(201);
    const answer = await client.call('uaadmin', 'DELETE', '/access/teams', { teams: [{ dn: teamDn }] });
    expect(answer.status).toBe(204);
    expect((await client.call('uaadmin', 'POST', '/access/teams/team', { dn: teamDn })).status).toBe(404);
  });
});
