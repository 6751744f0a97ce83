// The role, resource and SoD screens, declared in JSON and drawn by the generic renderer,
// against the sandbox, as a new administrator builds a small role model from nothing: a Business
// Role with localized names and a quorum approval, a mapped resource, assignments with an expiry and
// their request status, an SoD policy and its conflict, and deletions with the spec's messages.
// The tests of this file run in order and build on each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDuration } from '../../domain/duration.ts';
import { assignResources, passwordGrant, rest } from '../server/harness.ts';
import { currentRoute, settled, signIn, startSandbox, type Sandbox } from './harness.ts';
import { banners, choose, dialog, eventually, openTab, rows, rowTexts, select } from './screens.ts';

let sandbox: Sandbox;
let admin = '';
const server = () => ({ url: sandbox.url, dataDir: '', close: async () => {} });
beforeAll(async () => {
  sandbox = await startSandbox();
  admin = (await passwordGrant(server(), 'uaadmin')).access_token;
});
afterAll(async () => sandbox?.close());

/** The DN of a role, found over REST (the console's own list call). */
async function roleDn(name: string): Promise<string> {
  const answer = await rest(server(), admin, 'GET', `/catalog/roles/listV2?size=300&q=${encodeURIComponent(name)}`);
  const role = (answer.body as { roles: { id: string; name: string }[] }).roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

const BUSINESS_ROLE = 'Compliance Officer';
const PAYABLES = 'Accounts Payable Clerk';
const RECEIVABLES = 'Accounts Receivable Clerk';
const SOD = 'Clerks: payables versus receivables';

describe('a small role model, built in the console', () => {
  it('creates a Business Role with localized names in two locales and a quorum approval', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/role');
    await settled(page);
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.waitForSelector('#root_name');
    expect(await page.locator('main h1').innerText()).toBe('Create Role');

    // Required fields say so, and nothing is sent.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => page.locator('main').innerText()).toContain('Required');
    expect(currentRoute(page)).toBe('/role/create');

    await page.fill('#root_name', `  ${BUSINESS_ROLE}  `);
    await page.fill('#root_description', ' Watches over the rules ');
    // Business Role is the default level.
    expect(await page.getByRole('combobox', { name: 'Role level' }).innerText()).toBe('Business Role');
    await page.fill('#root_localizedNames-de', ' Compliance-Beauftragter ');
    await page.fill('#root_localizedNames-ar', 'مسؤول الامتثال');

    await page.getByRole('radio', { name: 'QUORUM' }).check();
    await page.getByRole('button', { name: 'Add approvers' }).click();
    await choose(dialog(page), page, 'Add approvers', 'Megan', 'Megan Manager');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByLabel('Quorum (%)').fill('50');

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => banners(page)).toContain('Role created successfully');
    // The new role's page opens.
    await eventually(() => currentRoute(page)).toMatch(/^\/role\/detail\//);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain(BUSINESS_ROLE);
    expect(await page.inputValue('#root_name')).toBe(BUSINESS_ROLE);
    expect(await page.inputValue('#root_localizedNames-de')).toBe('Compliance-Beauftragter');
    expect(await page.inputValue('#root_localizedNames-ar')).toBe('مسؤول الامتثال');
    expect(await page.getByRole('combobox', { name: 'Role level' }).innerText()).toBe('Business Role');

    await openTab(page, 'Approvals');
    await eventually(() => page.getByRole('radio', { name: 'QUORUM' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Quorum (%)').inputValue()).toBe('50');
    expect(await page.locator('main').innerText()).toContain('Megan Manager');

    // What the server stored: the trimmed name, the directory's locale keys, the quorum as '50%'.
    const details = await rest(server(), admin, 'POST', '/catalog/roles/role', { roles: [{ id: await roleDn(BUSINESS_ROLE) }] });
    expect((details.body as { roles: unknown[] }).roles[0]).toMatchObject({
      name: BUSINESS_ROLE,
      description: 'Watches over the rules',
      level: 30,
      localizedNames: expect.arrayContaining([{ locale: 'de', name: 'Compliance-Beauftragter' }, { locale: 'ar', name: 'مسؤول الامتثال' }]),
      approvalRequired: true,
      approvalIsStandard: true,
      approvalQuorum: '50%',
      approvalApprovers: [{ id: expect.stringMatching(/^cn=manager,/i), sequence: 1 }],
    });
    await context.close();
  });

  it('maps a resource to the role, and unmaps it', async () => {
    const dn = await roleDn(BUSINESS_ROLE);
    const { context, page } = await signIn(sandbox, 'uaadmin', `/role/detail/${encodeURIComponent(dn)}`);
    await settled(page);
    await openTab(page, 'Mapped resources');
    await eventually(() => page.locator('main tbody').innerText()).toBe('No resources found');

    await page.getByRole('button', { name: 'Map resources' }).click();
    await choose(dialog(page), page, 'Resources', 'Laptop', 'Laptop');
    await dialog(page).getByLabel('Mapping description').fill('  Auditors travel  ');
    await dialog(page).getByRole('button', { name: 'Map', exact: true }).click();
    await eventually(() => banners(page)).toContain('Resources mapped successfully');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Laptop .*Auditors travel$/)]);

    // Map another, then unmap it with a confirmation.
    await page.getByRole('button', { name: 'Map resources' }).click();
    await choose(dialog(page), page, 'Resources', 'Group Membership: Finance', 'Group Membership: Finance');
    await dialog(page).getByRole('button', { name: 'Map', exact: true }).click();
    await eventually(() => rows(page).count()).toBe(2);
    // The driver filter: only the resources of the Active Directory driver.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('tree', { name: 'Driver' }).getByRole('treeitem', { name: 'Active Directory Driver' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Group Membership: Finance/)]);
    await rows(page).filter({ hasText: 'Group Membership: Finance' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Unmap' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unmap' }).click();
    await eventually(() => banners(page)).toContain('Resources unmapped successfully');
    await eventually(() => page.locator('main tbody').innerText()).toBe('No resources found');
    await page.getByRole('button', { name: 'Clear' }).click();
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Laptop/)]);
    await context.close();
  });

  it('assigns roles to a user with an expiry; assignments and request status tell the truth', async () => {
    // Two Permission Roles without approval, made over REST (the create screen is tested above).
    for (const name of [PAYABLES, RECEIVABLES]) {
      const created = await rest(server(), admin, 'POST', '/catalog/roles', { name, roleLevel: { level: 10 } });
      expect(created.status).toBe(201);
    }

    // The Business Role needs approval: its request waits, and nothing is assigned yet.
    const business = await roleDn(BUSINESS_ROLE);
    const { context, page } = await signIn(sandbox, 'uaadmin', `/role/detail/${encodeURIComponent(business)}`);
    await settled(page);
    await openTab(page, 'Assignments');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await choose(dialog(page), page, 'Users', 'Eddie', 'Eddie Enduser');
    await select(dialog(page), page, 'Expires', 'On a date');
    // The date picker's sections (MM/DD/YYYY hh:mm aa in English), typed one after another.
    const expiry = dialog(page).getByRole('group', { name: /^Expiry date/ });
    await expiry.getByRole('spinbutton').first().click();
    await page.keyboard.type('063020311200P');
    await expect.poll(async () => (await expiry.textContent())?.replace(/\s+/g, '')).toContain('06/30/203112:00PM');
    await dialog(page).getByLabel('Reason').fill('Quarterly audit');
    await dialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await eventually(() => banners(page)).toContain('Assignment requested successfully');
    await eventually(() => page.locator('main tbody').innerText()).toBe('No assignments found');
    await openTab(page, 'Request status');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Eddie Enduser Add user Approval Pending Running UA Administrator .*Quarterly audit$/)]);
    // The status filter: nothing completed yet.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await select(page.locator('main'), page, 'Status', 'Completed');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => page.locator('main tbody').innerText()).toBe('No requests found');

    // A role without approval is assigned at once, until two months after today.
    await page.goto(`${sandbox.consoleUrl}#/role/detail/${encodeURIComponent(await roleDn(PAYABLES))}`);
    await settled(page);
    await openTab(page, 'Assignments');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await choose(dialog(page), page, 'Users', 'Eddie', 'Eddie Enduser');
    await select(dialog(page), page, 'Expires', 'After a period');
    await dialog(page).getByLabel('Expires after').fill('2');
    await select(dialog(page), page, 'Unit', 'Months');
    await dialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await eventually(() => banners(page)).toContain('Assignment requested successfully');
    const inTwoMonths = addDuration(new Date(), 2, 'M');
    const month = inTwoMonths.toLocaleString('en-US', { month: 'short' });
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(new RegExp(`^Eddie Enduser .* ${month} \\d+, ${inTwoMonths.getFullYear()}`))]);
    await openTab(page, 'Request status');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Eddie Enduser Add user Provisioned Completed UA Administrator/)]);
    await context.close();

    // The user sees the role among their own.
    const own = await signIn(sandbox, 'enduser', '/myProfile/roles');
    await settled(own.page);
    await eventually(() => rowTexts(own.page)).toContainEqual(expect.stringContaining(PAYABLES));
    expect((await rowTexts(own.page)).some((row) => row.includes(BUSINESS_ROLE))).toBe(false);
    await own.context.close();
  });

  it('creates an SoD policy between two roles and shows the conflict when a user gets both', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/sod');
    await settled(page);
    await page.getByRole('button', { name: 'Create SoD Constraint' }).click();
    await page.waitForSelector('#root_name');
    await page.fill('#root_name', SOD);
    await choose(page.locator('main'), page, 'Conflicting roles', 'Accounts Payable', PAYABLES);
    await choose(page.locator('main'), page, 'Conflicting roles', 'Accounts Receivable', RECEIVABLES);
    // The default SoD approvers are used unless the box is unticked.
    expect(await page.getByRole('checkbox', { name: 'Use the default SoD approvers' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => banners(page)).toContain('SoD constraint created successfully');
    await eventually(() => currentRoute(page)).toMatch(/^\/sod\/detail\//);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain(SOD);
    await eventually(() => page.locator('main').innerText()).toContain(PAYABLES);

    // Eddie holds the payables role; the receivables role conflicts.
    await page.goto(`${sandbox.consoleUrl}#/role/detail/${encodeURIComponent(await roleDn(RECEIVABLES))}`);
    await settled(page);
    await openTab(page, 'SoD');
    await eventually(() => rowTexts(page)).toEqual([expect.stringContaining(SOD)]);
    await openTab(page, 'Assignments');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await choose(dialog(page), page, 'Users', 'Eddie', 'Eddie Enduser');
    await dialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await eventually(() => banners(page)).toContainEqual(expect.stringContaining(`${SOD}: ${PAYABLES} / ${RECEIVABLES}`));
    await eventually(() => page.locator('main tbody').innerText()).toBe('No assignments found');
    await context.close();
  });

  it('deletes with the spec’s messages: deleted, Pending Delete while assigned, failed with the reason', async () => {
    // The SoD policy from its page (a confirmation, then back to the list, which no longer has it).
    const { context, page } = await signIn(sandbox, 'uaadmin', '/sod');
    await settled(page);
    await page.getByRole('link', { name: SOD }).click();
    await eventually(() => currentRoute(page)).toMatch(/^\/sod\/detail\//);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => banners(page)).toContain('deleted successfully');
    await eventually(() => currentRoute(page)).toBe('/sod');
    await eventually(() => page.locator('main').innerText()).not.toContain(SOD);

    await page.goto(`${sandbox.consoleUrl}#/role`);
    await settled(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Accounts');
    await page.keyboard.press('Enter');
    await eventually(() => rowTexts(page)).toEqual([expect.stringContaining(PAYABLES), expect.stringContaining(RECEIVABLES)]);

    // The unassigned role goes; the assigned one stays as Pending Delete.
    for (const row of await rows(page).all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => banners(page)).toContain('deleted successfully');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(new RegExp(`^${PAYABLES} .*Pending Delete$`))]);

    // A resource still assigned cannot be deleted: the spec's message and the reason are shown.
    const users = await rest(server(), admin, 'GET', '/access/users/list?q=enduser&size=50');
    const enduser = (users.body as { usersList: { dn: string }[] }).usersList.find((user) => user.dn.toLowerCase().startsWith('cn=enduser,'))!.dn;
    const [resource] = await assignResources(server(), admin, enduser, 1);
    await page.goto(`${sandbox.consoleUrl}#/resource`);
    await settled(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(resource!);
    await page.keyboard.press('Enter');
    await eventually(() => rowTexts(page)).toEqual([expect.stringContaining(resource!)]);
    await rows(page).first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(() => banners(page)).toContainEqual(expect.stringMatching(new RegExp(`^Resource\\(s\\) failed to delete: .*${resource!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*revoke the assignments first`)));
    // The failed row stays, still selected.
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().getByRole('checkbox').isChecked()).toBe(true);

    await context.close();
  });
});

describe('resources and the role list', () => {
  it('creates a resource from an entitlement after the name check; its assignments must expire; assigns it with the entitlement value', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/resource/create');
    await page.waitForSelector('#root_name');
    // The name is checked with the server before saving: a taken name says so and suggests another.
    await page.fill('#root_name', 'Laptop');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => page.locator('main').innerText()).toContain('A resource named Laptop already exists. Try Laptop 2.');
    expect(currentRoute(page)).toBe('/resource/create');

    await page.fill('#root_name', ' AD Any Group ');
    await page.getByRole('checkbox', { name: 'Create from an entitlement' }).check();
    const tree = page.getByRole('tree', { name: 'Entitlement' });
    await tree.getByRole('treeitem', { name: 'Active Directory Driver' }).focus();
    await page.keyboard.press('ArrowRight'); // loads the driver's entitlements
    await tree.getByRole('treeitem', { name: 'Group Membership', exact: true }).click();
    // Without a value the binding is dynamic: the requester chooses the group.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => banners(page)).toContain('Resource created successfully');
    await eventually(() => currentRoute(page)).toMatch(/^\/resource\/detail\//);
    await eventually(() => page.getByTestId('detail-header').innerText()).toContain('AD Any Group');
    expect(await page.inputValue('#root_entitlementName')).toBe('Group Membership');
    expect(await page.getByRole('combobox', { name: 'Entitlement binding' }).innerText()).toBe('Dynamic: the value is chosen when the resource is requested');
    // Assignments must expire within a month (isExpirationRequired, expiresAfter '1M').
    await page.getByRole('checkbox', { name: 'Assignments must expire' }).check();
    await page.getByLabel('Expires after at most').fill('1');
    await select(page.locator('main'), page, 'Unit', 'Months');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('Successfully updated the resource details');

    await openTab(page, 'Approvals');
    await eventually(() => page.getByRole('radio', { name: 'Same as Grant Approval' }).isChecked()).toBe(true);

    await openTab(page, 'Assignments');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await choose(dialog(page), page, 'Users', 'Eddie', 'Eddie Enduser');
    await dialog(page).getByLabel('Entitlement value').fill('Sales');
    await dialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await eventually(() => banners(page)).toContain('Assignment requested successfully');
    // No expiry was asked: the longest allowed applies, a month from today.
    const inAMonth = addDuration(new Date(), 1, 'M');
    const month = inAMonth.toLocaleString('en-US', { month: 'short' });
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(new RegExp(`^Eddie Enduser .* ${month} \\d+, ${inAMonth.getFullYear()}`))]);
    await openTab(page, 'Request status');
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Eddie Enduser Add to user Provisioned Completed/)]);
    await context.close();
  });

  it('edits the resource’s dynamic parameters: the entitlement parameter stays, a bad id stops Save, an Integer parameter reads back after reload', async () => {
    const listed = await rest(server(), admin, 'GET', `/catalog/resources/listV2?size=300&q=${encodeURIComponent('AD Any Group')}`);
    const resource = (listed.body as { resources: { id: string; name: string }[] }).resources.find((r) => r.name === 'AD Any Group');
    if (!resource) throw new Error('no resource AD Any Group');
    const { context, page } = await signIn(sandbox, 'uaadmin', `/resource/detail/${encodeURIComponent(resource.id)}`);
    const parameters = page.getByRole('group', { name: 'Dynamic parameters' });
    const entitlementRow = parameters.getByRole('group', { name: 'Parameter EntitlementParamKey' });
    await eventually(() => entitlementRow.getByLabel('Data type').inputValue()).toBe('Entitlement reference');
    expect(await entitlementRow.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    await parameters.getByRole('button', { name: 'Add parameter' }).click();
    // The new row's ID has the focus: type straight away.
    await page.keyboard.type('seat level');
    const added = parameters.getByRole('group', { name: 'Parameter seat level' });
    await added.getByLabel('Data type').selectOption('Integer');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => added.innerText()).toContain('The ID cannot contain spaces');
    expect(await banners(page)).not.toContain('Successfully updated the resource details');

    await added.getByLabel(/^ID/).fill('seatLevel');
    await parameters.getByRole('group', { name: 'Parameter seatLevel' }).getByLabel('Display name').fill(' Seat level ');
    // Straight to Save: the fixed row's message goes away without moving Save from under the click.
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await parameters.innerText()).not.toContain('The ID cannot contain spaces');
    await eventually(() => banners(page)).toContain('Successfully updated the resource details');

    await page.reload();
    const saved = page.getByRole('group', { name: 'Dynamic parameters' }).getByRole('group', { name: 'Parameter seatLevel' });
    await eventually(() => saved.getByLabel('Data type').inputValue()).toBe('Integer');
    expect(await saved.getByLabel('Display name').inputValue()).toBe('Seat level');
    expect(await page.getByRole('group', { name: 'Dynamic parameters' }).getByRole('group', { name: /^Parameter / }).count()).toBe(2);
    await context.close();
  });

  it('filters the roles by level and name, and keeps the filters for the next visit', async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/role');
    await settled(page);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await select(page.locator('main'), page, 'Role level', 'IT Role');
    await page.keyboard.press('Escape');
    await page.getByLabel('Name', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Firewall Administrator .*IT Role Created$/)]);

    // Saved as the roleList-filters preference: a new visit starts filtered.
    await page.reload();
    await settled(page);
    await eventually(() => rowTexts(page)).toEqual([expect.stringMatching(/^Firewall Administrator/)]);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await eventually(() => rows(page).count()).toBe(10);
    await context.close();
  });

  it("creates a role whose revocation runs a custom approval, and reads it back after a reload", async () => {
    const { context, page } = await signIn(sandbox, 'uaadmin', '/role/create');
    await page.waitForSelector('#root_name');
    await page.fill('#root_name', 'Ledger Viewer');
    await select(page.locator('main'), page, 'Role level', 'Permission Role');
    // A role's revoke approval is none (the default) or custom: all the contract's RoleNode carries.
    const revoke = page.getByRole('radiogroup', { name: 'Revoke approval' });
    expect(await revoke.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual(['none', 'custom']);
    expect(await revoke.getByRole('radio', { name: 'NONE' }).isChecked()).toBe(true);
    await revoke.getByRole('radio', { name: 'CUSTOM' }).check();
    await page.getByRole('button', { name: 'Choose request definition' }).click();
    // The picker offers the role approval processes only.
    await choose(dialog(page), page, 'Choose request definition', 'Review', 'Role Revoke Review');
    // exact: the chip's 'Remove Role Revoke Review' contains 'ok' too.
    await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.locator('main').innerText()).toContain('Role Revoke Review');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await eventually(() => banners(page)).toContain('Role created successfully');
    await eventually(() => currentRoute(page)).toMatch(/^\/role\/detail\//);

    const details = async () => ((await rest(server(), admin, 'POST', '/catalog/roles/role', { roles: [{ id: await roleDn('Ledger Viewer') }] })).body as { roles: unknown[] }).roles[0];
    expect(await details()).toMatchObject({ level: 10, approvalRequired: false, revokeRequired: true, revokeRequestDef: expect.stringMatching(/^cn=RoleRevokeReview,/) });

    // After a reload the Approvals tab shows it as stored: custom, with its request definition.
    await page.reload();
    await openTab(page, 'Approvals');
    const stored = page.getByRole('radiogroup', { name: 'Revoke approval' });
    await eventually(() => stored.getByRole('radio', { name: 'CUSTOM' }).isChecked()).toBe(true);
    expect(await page.getByRole('radiogroup', { name: 'Grant approval' }).getByRole('radio', { name: 'NONE' }).isChecked()).toBe(true);
    // The RoleNode has no field for the definition's name: its common name stands in.
    expect(await page.locator('main').innerText()).toContain('RoleRevokeReview');

    // Back to no revoke approval: saved and stored without a request definition.
    await stored.getByRole('radio', { name: 'NONE' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => banners(page)).toContain('Successfully updated the role details');
    const after = await details();
    expect(after).toMatchObject({ revokeRequired: false });
    expect(after).not.toHaveProperty('revokeRequestDef');
    await context.close();
  });
});
