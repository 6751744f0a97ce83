// The groups and teams screens, declared in JSON and drawn by the generic renderer, against the
// sandbox: an administrator creates a group in a container of the tree with two members and
// removes one; creates a team with a manager and a member and gives it a role permission; then the
// team manager requests that role for the member over REST, which the team permission allows, and
// sees the team read-only and the member's requests in the console.
// The tests of this file run in order and build on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, choose, dialog, eventually, openTab, rows, rowTexts } from './screens.ts';

let sandbox: Sandbox;
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => sandbox?.close());

const ROLE = 'Cloud Console Operator';
const MEMBER = 'cn=roleadmin,ou=users,o=data';
const TEAM = 'Audit Helpers';
let teamDn = '';

describe('groups and teams, built in the console', () => {
  it('creates a group in a container with two members, then removes one', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/groups');
    await settled(page);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.waitForSelector('#root_name');
    await page.fill('#root_name', 'Chess Club');
    await page.fill('#root_description', 'Lunch-break chess');
    const tree = page.getByRole('tree', { name: 'Container' });
    await tree.getByRole('treeitem', { name: 'data', exact: true }).focus();
    await page.keyboard.press('ArrowRight'); // loads the sub-containers of data
    await tree.getByRole('treeitem', { name: 'groups', exact: true }).click();
    await choose(page, page, 'Members', 'Enduser', 'Eddie Enduser');
    await choose(page, page, 'Members', 'Manager', 'Megan Manager');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await eventually(() => currentRoute(page)).toBe(`/groups/detail/${encodeURIComponent('cn=Chess Club,ou=groups,o=data')}`);
    await eventually(() => page.locator('[data-testid=detail-header]').innerText()).toContain('cn=Chess Club,ou=groups,o=data');
    await openTab(page, 'Members');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Eddie Enduser/), expect.stringMatching(/^Megan Manager/)]);
    await rows(page).filter({ hasText: 'Eddie Enduser' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove' }).click();
    await dialog(page).getByRole('button', { name: 'Remove' }).click();
    await eventually(() => banners(page)).toContain('The members were removed.');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Megan Manager/)]);
    await context.close();
  });

  it('creates a team with a manager and a member, and gives it a role permission', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/teams');
    await settled(page);
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.waitForSelector('#root_name');
    // A team needs a manager: nothing is sent without one.
    await page.fill('#root_name', TEAM);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => page.locator('main').innerText()).toContain('Required');
    expect(currentRoute(page)).toBe('/teams/create');
    await choose(page, page, 'Team managers', 'Manager', 'Megan Manager');
    await choose(page, page, 'Members', 'Roleman', 'Rita Roleman');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => currentRoute(page)).toMatch(/^\/teams\/detail\//);
    teamDn = decodeURIComponent(currentRoute(page).slice('/teams/detail/'.length));

    await openTab(page, 'Members');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Rita Roleman/)]);
    await openTab(page, 'Permissions');
    await eventually(() => page.locator('main tbody').innerText()).toBe('No permissions found');
    await page.getByRole('button', { name: 'Add permissions' }).click();
    await choose(dialog(page), page, 'Roles, resources or request definitions', ROLE, ROLE);
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() => banners(page)).toContain('The permissions were added.');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(new RegExp(`^${ROLE} Role Granted`))]);
    await context.close();
  });

  it('lets the team manager request the permitted role for the member (over REST)', async () => {
    const admin = (await passwordGrant(server(), 'uaadmin')).access_token;
    const manager = (await passwordGrant(server(), 'manager')).access_token;
    const permissions = await rest(server(), admin, 'POST', '/access/teams/team/permissions', { dn: teamDn });
    const roleDn = (permissions.body as { permissionsList: { authObjDN: string }[] }).permissionsList[0]!.authObjDN;
    const answer = await rest(server(), manager, 'POST', '/access/requests/permissions', { reqPermissions: [{ id: roleDn, entityType: 'role' }], recipients: [{ dn: MEMBER, type: 'user' }], reason: 'for my team' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ success: true, OperationNodes: [{ userDn: MEMBER, success: true }] });
  });

  it('shows the team manager the team read-only and the requests of a member', async () => {
    const { context, page } = await signIn(sandbox, 'manager', `/teams/detail/${encodeURIComponent(teamDn)}`);
    await settled(page);
    await page.waitForSelector('#root_name');
    expect(await page.locator('#root_name').isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await openTab(page, 'Members');
    await page.getByRole('link', { name: 'Rita Roleman' }).click();
    await eventually(() => currentRoute(page)).toBe(`/teams/history/${encodeURIComponent(MEMBER)}`);
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(new RegExp(`^${ROLE}`))]);
    await context.close();
  });
});
