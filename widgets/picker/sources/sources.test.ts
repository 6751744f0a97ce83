import { describe, expect, it, vi } from 'vitest';
import type { CallFunction } from '../../../api/index.ts';
import type { PickerOptions } from '../../../schemas/types/widgets/picker.ts';
import { declaredPickerSourcesOfAreas } from '../../../screens/testing.ts';
import { ALL_DRIVERS_ID, PICKER_TABS, type PickerTab } from '../types.ts';
import { clientPage, type PickerSource, type SourceContext } from './common.ts';
import { shortText } from './declared.ts';
import { pickerSources } from './index.ts';

// The sources as the console has them: the picker's own and those the area manifests declare.
const sources = pickerSources(declaredPickerSourcesOfAreas);
const PICKER_SOURCES = Object.fromEntries(PICKER_TABS.map((tab) => [tab, sources.source(tab)!])) as Record<PickerTab, PickerSource>;

/** A fake call() answering by call name; records what was asked. */
function fakeCall(answers: Record<string, unknown>) {
  const fn = vi.fn(async (name: string) => {
    if (!(name in answers)) throw new Error(`unexpected call ${name}`);
    return answers[name];
  });
  return { call: fn as unknown as CallFunction, fn };
}
const request = { q: '*', nextIndex: 1, size: 5 };
const context = (call: CallFunction, options: PickerOptions = {}, extra: Partial<SourceContext> = {}): SourceContext => ({ call, options, ...extra });

describe('picker data sources', () => {
  it('user: usersList with nextIndex; the user being edited is left out with excludeSelf', async () => {
    const { call, fn } = fakeCall({ 'users.list': { usersList: [{ dn: 'cn=a,o=d', fullName: 'Ann' }, { dn: 'cn=me,o=d', fullName: 'Me' }], nextIndex: 6 } });
    const page = await PICKER_SOURCES.user(request, context(call, { excludeSelf: true }, { selfDn: 'CN=me,o=d' }));
    expect(page.items.map((item) => item.displayName)).toEqual(['Ann']);
    expect(page.nextIndex).toBe(6);
    expect(fn).toHaveBeenCalledWith('users.list', expect.objectContaining({ q: '*', nextIndex: 1, size: 5 }), undefined, expect.anything());
  });

  it('user from proxyFor reads proxyForUsers/nextUserIndex; from onBehalf reads recipients', async () => {
    const proxy = fakeCall({ 'proxy.for': { proxyForUsers: [{ dn: 'cn=m,o=d', fullName: 'Manager' }], nextUserIndex: 2 } });
    const page = await PICKER_SOURCES.user(request, context(proxy.call, { userSource: 'proxyFor' }));
    expect(page).toMatchObject({ items: [{ displayName: 'Manager' }], nextIndex: 2 });
    const onBehalf = fakeCall({ 'onBehalf.users': { recipients: [{ dn: 'cn=r,o=d', name: 'Rita' }], nextIndex: 0 } });
    expect((await PICKER_SOURCES.user(request, context(onBehalf.call, { userSource: 'onBehalf' }))).items[0]?.displayName).toBe('Rita');
  });

  it('group from the group list reads groups; from onBehalf reads the recipients of onBehalf.groups', async () => {
    const list = fakeCall({ 'groups.list': { groups: [{ dn: 'cn=g,o=d', name: 'Sales' }], nextIndex: 0 } });
    expect((await PICKER_SOURCES.group(request, context(list.call))).items).toMatchObject([{ type: 'group', dn: 'cn=g,o=d', displayName: 'Sales' }]);
    const onBehalf = fakeCall({ 'onBehalf.groups': { recipients: [{ dn: 'cn=h,o=d', name: 'Help Desk', type: 'GROUP' }], nextIndex: 6 } });
    const page = await PICKER_SOURCES.group(request, context(onBehalf.call, { groupSource: 'onBehalf' }));
    expect(page).toMatchObject({ items: [{ type: 'group', dn: 'cn=h,o=d', displayName: 'Help Desk' }], nextIndex: 6 });
    expect(onBehalf.fn).toHaveBeenCalledWith('onBehalf.groups', expect.objectContaining({ q: '*', size: 5 }), undefined, expect.anything());
  });

  it('role: roles with their level, filtered by roleLevel on the wire', async () => {
    const { call, fn } = fakeCall({ 'roles.list': { roles: [{ id: 'cn=r1', name: 'R1', roleLevel: { level: 20 } }, { id: 'cn=r2', name: 'R2', level: 30 }], nextIndex: 0 } });
    const page = await PICKER_SOURCES.role(request, context(call, { roleLevel: 20 }));
    expect(page.items.map((item) => item.level)).toEqual([20, 30]);
    expect(fn).toHaveBeenCalledWith('roles.list', expect.objectContaining({ roleLevel: 20 }), undefined, expect.anything());
  });

  it('category, prd, team and resource tabs pass their kinds', async () => {
    const { call, fn } = fakeCall({
      'categories.resources': { categories: [{ key: 'k', name: 'Finance' }] },
      'prds.list': { requestDefs: [{ id: 'cn=p', name: 'Approve' }] },
      'teams.list': { teams: [{ dn: 'cn=t', name: 'Team' }] },
      'resources.driverResources': { resources: [{ id: 'cn=res', name: 'Res', managedBy: '3' }] },
    });
    expect((await PICKER_SOURCES.category(request, context(call, { categoryKind: 'resource' }))).items[0]).toMatchObject({ id: 'k', displayName: 'Finance' });
    await PICKER_SOURCES.prd(request, context(call, { approvalKind: 'sod' }));
    expect(fn).toHaveBeenCalledWith('prds.list', expect.objectContaining({ processType: 'Sod Approval' }), undefined, expect.anything());
    await PICKER_SOURCES.team(request, context(call, { teamKind: 'R' }));
    expect(fn).toHaveBeenCalledWith('teams.list', expect.objectContaining({ type: 'R' }), undefined, expect.anything());
    const resources = await PICKER_SOURCES.resource(request, context(call, {}, { entitlement: { id: 'cn=ent' } }));
    expect(resources.items[0]?.managedBy).toBe(3);
  });

  it('driverOrEntitlement: every driver at once, All Drivers first with selectAll', async () => {
    const { call } = fakeCall({ 'drivers.list': { drivers: [{ id: 'cn=AD', name: 'AD' }] } });
    const page = await PICKER_SOURCES.driverOrEntitlement({ ...request, nextIndex: 6 }, context(call, { selectAll: true }));
    expect(page.items.map((item) => item.id)).toEqual([ALL_DRIVERS_ID, 'cn=AD']);
  });

  it('container: the kind chooses the root call; user roots come from the sub-containers call', async () => {
    const { call, fn } = fakeCall({
      'containers.roleRoot': { mapList: [{ key: 'Level10', value: 'cn=Level10,cn=RoleDefs' }] },
      'containers.subContainers': { subContainers: [{ dn: 'o=data', name: 'data' }] },
    });
    expect((await PICKER_SOURCES.container(request, context(call, { containerKind: 'role' }))).items[0]).toMatchObject({ dn: 'cn=Level10,cn=RoleDefs', displayName: 'Level10' });
    expect((await PICKER_SOURCES.container(request, context(call, { containerKind: 'user' }))).items[0]?.dn).toBe('o=data');
    expect(fn).toHaveBeenCalledWith('containers.subContainers', {}, {}, expect.anything());
  });

  it('sod: each policy shows its pair of conflicting roles', async () => {
    const { call } = fakeCall({ 'sods.list': { sods: [{ id: 'cn=s', name: 'S', roles: [{ name: 'Buyer' }, { id: 'cn=Approver,cn=x' }] }] } });
    expect((await PICKER_SOURCES.sod(request, context(call))).items[0]?.conflict).toEqual(['Buyer', 'Approver']);
  });

  it('permission: all three types, descriptions cut at 100 characters with an ellipsis', async () => {
    const long = 'x'.repeat(150);
    const { call, fn } = fakeCall({ 'permissions.list': { permissions: [{ id: 'cn=p', name: 'P', description: long, type: 'ROLE' }] } });
    const page = await PICKER_SOURCES.permission(request, context(call));
    expect(page.items[0]?.description).toBe(`${'x'.repeat(100)}...`);
    expect(fn).toHaveBeenCalledWith('permissions.list', expect.objectContaining({ type: ['ROLE', 'RESOURCE', 'PRD'] }), undefined, expect.anything());
    expect(shortText('short', 100)).toBe('short');
    expect(shortText('y'.repeat(100), 100)).toBe('y'.repeat(100));
  });

  it('entitlement values match by value; none without an entitlement', async () => {
    const { call, fn } = fakeCall({ 'drivers.entitlementValues': { entitlementValues: [{ value: '7', valueDisplayName: 'Sales' }], nextIndex: 0 } });
    expect((await PICKER_SOURCES.entitlementValues(request, context(call))).items).toEqual([]);
    expect(fn).not.toHaveBeenCalled();
    const page = await PICKER_SOURCES.entitlementValues(request, context(call, {}, { entitlement: { id: 'cn=ent' } }));
    expect(page.items[0]).toMatchObject({ value: '7', displayName: 'Sales' });
    expect(fn).toHaveBeenCalledWith('drivers.entitlementValues', { query: '*', nextIndex: 1, pageSize: 5 }, expect.objectContaining({ id: 'cn=ent' }), expect.anything());
  });

  it('entity and dirxmldriver tabs', async () => {
    const { call } = fakeCall({
      'entities.list': { entityList: [{ dn: 'cn=dev1,o=d', attributes: [{ key: 'name', attributeValues: [{ value: 'Device 1' }] }] }], nextIndex: 0 },
      'drivers.directory': { drivers: [{ dn: 'cn=AD', name: 'AD' }] },
    });
    expect((await PICKER_SOURCES.entity(request, context(call, {}, { entityKey: 'device' }))).items[0]?.displayName).toBe('Device 1');
    expect((await PICKER_SOURCES.dirxmldriver(request, context(call))).items[0]).toMatchObject({ type: 'dirxmldriver', displayName: 'AD' });
  });

  it('client paging filters by name, cuts the page, and passes an over-long list whole', () => {
    const all = Array.from({ length: 12 }, (_, index) => ({ type: 'dropdown' as const, id: `${index}`, displayName: `Item ${index}` }));
    expect(clientPage(all, { q: '*', nextIndex: 6, size: 5 }, 300)).toMatchObject({ nextIndex: 11, items: [{ id: '5' }, { id: '6' }, { id: '7' }, { id: '8' }, { id: '9' }] });
    expect(clientPage(all, { q: 'item 1', nextIndex: 1, size: 5 }, 300).items.map((item) => item.id)).toEqual(['1', '10', '11']);
    expect(clientPage(all, request, 10).items).toHaveLength(12);
  });

  it('every tab has a source: the picker\'s own or one an area declares; sodRecipient searches as the user tab', async () => {
    expect(PICKER_TABS.filter((tab) => sources.source(tab) === undefined)).toEqual([]);
    const { call, fn } = fakeCall({ 'users.list': { usersList: [{ dn: 'cn=a,o=d', username: 'ann' }], nextIndex: 0 } });
    expect((await PICKER_SOURCES.sodRecipient(request, context(call))).items).toMatchObject([{ type: 'sodRecipient', dn: 'cn=a,o=d', displayName: 'a', detail: 'ann' }]);
    expect(fn).toHaveBeenCalledWith('users.list', expect.anything(), undefined, expect.anything());
  });

  it('without declarations only the picker\'s own tabs search', () => {
    const own = pickerSources({});
    expect(PICKER_TABS.filter((tab) => own.source(tab) !== undefined)).toEqual(['container', 'driverOrEntitlement', 'dropdown', 'dirxmldriver']);
    expect(own.members('group')).toBeUndefined();
  });

  it('resource of an entitlement: the driver resources, the entitlement in the parameters and the body', async () => {
    const { call, fn } = fakeCall({ 'resources.driverResources': { resources: [] } });
    await PICKER_SOURCES.resource(request, context(call, {}, { entitlement: { id: 'cn=ent' } }));
    const sent = { q: '*', nextIndex: 1, size: 5, entitlementId: 'cn=ent' };
    expect(fn).toHaveBeenCalledWith('resources.driverResources', sent, sent, expect.anything());
  });

  it('entity: nothing without an entity key; the total from totalCount', async () => {
    const { call, fn } = fakeCall({ 'entities.list': { entityList: [{ dn: 'cn=dev1,o=d', attributes: [{ key: 'name', attributeValues: ['Plain'] }] }], totalCount: 7 } });
    expect(await PICKER_SOURCES.entity(request, context(call))).toEqual({ items: [], nextIndex: 0 });
    expect(fn).not.toHaveBeenCalled();
    const page = await PICKER_SOURCES.entity(request, context(call, {}, { entityKey: 'device' }));
    expect(page).toMatchObject({ items: [{ displayName: 'Plain', detail: 'dev1' }], total: 7 });
    expect(fn).toHaveBeenCalledWith('entities.list', expect.objectContaining({ entityKey: 'device' }), undefined, expect.anything());
  });

  it('a case on an option: prd with every approval kind sends no process type; team members and group members by the container', async () => {
    const { call, fn } = fakeCall({
      'prds.list': { requestDefs: [] },
      'groups.members': { recipients: [{ dn: 'cn=u1,o=d', fullName: 'User One' }], nextIndex: 6, total: 9 },
      'teams.members': { recipients: [], nextIndex: 0 },
    });
    await PICKER_SOURCES.prd(request, context(call, { approvalKind: 'all' }));
    expect((fn.mock.calls[0] as unknown[] | undefined)?.[1]).toMatchObject({ processType: undefined });
    const group = sources.members('group')!;
    const page = await group.load(request, call, { type: 'group', id: 'cn=g,o=d', dn: 'cn=g,o=d', displayName: 'G' });
    expect(page).toEqual({ items: [expect.objectContaining({ type: 'user', dn: 'cn=u1,o=d', displayName: 'User One', detail: 'u1' })], nextIndex: 6, total: 9 });
    expect(fn).toHaveBeenCalledWith('groups.members', { q: '*', nextIndex: 1, size: 5, sortOrder: 'ASC' }, { dn: 'cn=g,o=d' }, expect.anything());
    expect(group.wholeRight).toEqual({ call: 'rob.info', flag: 'isRoleAdmin' });
    await sources.members('team')!.load(request, call, { type: 'team', id: 'cn=t,o=d', displayName: 'T' });
    expect(fn).toHaveBeenCalledWith('teams.members', expect.objectContaining({ teamDn: 'cn=t,o=d' }), undefined, expect.anything());
    expect(sources.members('team')!.wholeRight).toBeUndefined();
  });
});
