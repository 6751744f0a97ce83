import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import { declaredPickerSourcesOfAreas } from '../../testing.ts';
import { pickerSources } from '../../../widgets/picker/sources/index.ts';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import GroupMembersDialog, { groupDialogResult, type GroupMembersResult } from './GroupMembersDialog.tsx';

// MUI in jsdom renders slowly on a loaded two-core machine (the whole suite runs in parallel).
vi.setConfig({ testTimeout: 20_000 });

const group: PickerItem = { type: 'group', id: 'cn=Sales,ou=groups,o=data', dn: 'cn=Sales,ou=groups,o=data', displayName: 'Sales' };
const member = (name: string): PickerItem => ({ type: 'user', id: `cn=${name},o=d`, dn: `cn=${name},o=d`, displayName: name, detail: name });
const recipients = (names: string[], nextIndex = 0) => ({ recipients: names.map((name) => ({ dn: `cn=${name},o=d`, name })), nextIndex, total: names.length });

/** What the groups area declares, as the picker gives it. */
const members = pickerSources(declaredPickerSourcesOfAreas).members('group');

describe('group dialog emission rules', () => {
  it('members and the group when members were chosen; the assignment flag and group always', () => {
    expect(groupDialogResult(group, [member('a')], false)).toEqual({ members: [member('a')], group, groupAssignment: { isGroupAssignment: false, group } });
    expect(groupDialogResult(group, [], false)).toEqual({ members: [], group: null, groupAssignment: { isGroupAssignment: false, group } });
    expect(groupDialogResult(group, [member('a')], true)).toEqual({ members: [], group: null, groupAssignment: { isGroupAssignment: true, group } });
  });
});

describe('GroupMembersDialog', () => {
  it('is titled with the group name, lists the members from the server and emits the chosen ones on OK', async () => {
    const { call, fn } = fakeCall({ 'groups.members': recipients(['Ann', 'Bob']) });
    const onChange = vi.fn<(value: GroupMembersResult | undefined) => void>();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<GroupMembersDialog members={members} options={{}} group={group} call={call} isRoleAdmin={false} onChange={onChange} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Specific Users from Sales' });
    expect(fn).toHaveBeenCalledWith('groups.members', expect.objectContaining({ q: '*', nextIndex: 1, size: 10 }), { dn: group.dn }, expect.anything());
    expect(within(dialog).queryByRole('checkbox', { name: 'Assign Role to Group' })).toBeNull();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ann/ }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ members: [member('Ann')], group, groupAssignment: { isGroupAssignment: false, group } });
    expect(onClose).toHaveBeenCalled();
  });

  it("role administrators (from rob info) see 'Assign Role to Group', which disables the members and warns", async () => {
    const { call } = fakeCall({ 'groups.members': recipients(['Ann']), 'rob.info': { isRoleAdmin: true } });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<GroupMembersDialog members={members} options={{}} group={group} call={call} onChange={onChange} onClose={() => {}} />);
    const assign = await screen.findByRole('checkbox', { name: 'Assign Role to Group' });
    const ann = await screen.findByRole('checkbox', { name: /Ann/ });
    await user.click(ann);
    await user.click(assign);
    expect((ann as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only roles can be requested for the group. Other selected permissions will be removed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ members: [], group: null, groupAssignment: { isGroupAssignment: true, group } });
  });

  it("a failing rob info call shows a generic error instead of the option", async () => {
    const { call } = fakeCall({ 'groups.members': recipients(['Ann']), 'rob.info': new Error('down') });
    renderWithI18n(<GroupMembersDialog members={members} options={{}} group={group} call={call} onChange={() => {}} onClose={() => {}} />);
    expect(await screen.findByText('Error Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Assign Role to Group' })).toBeNull();
  });

  it("says 'The following query returned 0 result.' for an empty member list", async () => {
    const { call } = fakeCall({ 'groups.members': recipients([]) });
    renderWithI18n(<GroupMembersDialog members={members} options={{}} group={group} call={call} isRoleAdmin={false} onChange={() => {}} onClose={() => {}} />);
    expect(await screen.findByText('The following query returned 0 result.')).toBeTruthy();
  });

  it('pages through the members on the server, keeping the chosen ones', async () => {
    const { call, fn } = fakeCall({ 'groups.members': (params: Record<string, unknown>) => (params.nextIndex === 1 ? recipients(['Ann'], 2) : recipients(['Bob'], 0)) });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<GroupMembersDialog members={members} options={{ pageSize: 1 }} group={group} call={call} isRoleAdmin={false} onChange={onChange} onClose={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Ann/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /Bob/ }));
    expect(fn).toHaveBeenLastCalledWith('groups.members', expect.objectContaining({ nextIndex: 2, size: 1 }), { dn: group.dn }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect((onChange.mock.lastCall?.[0] as GroupMembersResult).members.map((item) => item.displayName)).toEqual(['Ann', 'Bob']);
  });

  it('renders nothing without a group', () => {
    renderWithI18n(<GroupMembersDialog members={members} options={{}} group={null} call={fakeCall({}).call} onChange={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
