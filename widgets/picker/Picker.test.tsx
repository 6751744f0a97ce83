import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallFunction } from '../../api/index.ts';
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import { withPickerSources } from '../../screens/testing.ts';
import { fakeCall, renderWithI18n } from '../testing/renderWithI18n.tsx';
import Picker, { type PickerProps } from './Picker.tsx';
import type { PickerItem } from './types.ts';

// MUI in jsdom renders slowly on a loaded two-core machine (the whole suite runs in parallel).
vi.setConfig({ testTimeout: 20_000 });

const users = (count: number, from = 0) => Array.from({ length: count }, (_, index) => ({ dn: `cn=u${from + index},ou=users,o=data`, fullName: `User ${from + index}` }));

/** The picker with its value held in state, as the renderer holds it. */
function Controlled({ initial = [], onValue, ...props }: Omit<PickerProps, 'value' | 'onChange'> & { initial?: PickerItem[]; onValue?: (value: PickerItem[]) => void }) {
  const [value, setValue] = useState<PickerItem[]>(initial);
  return (
    <Picker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next ?? []);
        onValue?.(next ?? []);
      }}
    />
  );
}

function setup(options: PickerOptions, call: CallFunction, props: Partial<PickerProps> & { initial?: PickerItem[] } = {}) {
  const onValue = vi.fn<(value: PickerItem[]) => void>();
  const onBlur = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderWithI18n(withPickerSources(<Controlled options={options} call={call} onValue={onValue} onBlur={onBlur} label="Manager" {...props} />));
  return { user, onValue, onBlur, ...view };
}

const openDropdown = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Show results' }));
const lastValue = (onValue: ReturnType<typeof vi.fn>) => onValue.mock.lastCall?.[0] as PickerItem[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Picker: search and paging', () => {
  it('is not left while the focus moves from its search box into its results: the field is touched when the focus leaves the widget or an item is chosen', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(5), nextIndex: 6 } });
    const { user, onBlur } = setup({ selection: 'single' }, call);
    const search = screen.getByRole('combobox');
    await user.click(search);
    await screen.findByText('User 0');
    // A blur that would validate here shows "Required" under the box and moves the results under the pointer.
    fireEvent.blur(search, { relatedTarget: screen.getByRole('option', { name: /^User 0\b/ }) });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(search, { relatedTarget: document.body });
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('opens with the first page of an empty search (q *, nextIndex 1, size 5) and selects with a click, marking the field touched', async () => {
    const { call, fn } = fakeCall({ 'users.list': { usersList: users(5), nextIndex: 6 } });
    const { user, onValue, onBlur } = setup({ selection: 'single' }, call);
    await openDropdown(user);
    await screen.findByText('User 0');
    expect(fn).toHaveBeenCalledWith('users.list', expect.objectContaining({ q: '*', nextIndex: 1, size: 5 }), undefined, expect.anything());
    await user.click(screen.getByRole('option', { name: /^User 1\b/ }));
    expect(lastValue(onValue).map((item) => item.dn)).toEqual(['cn=u1,ou=users,o=data']);
    expect(onBlur).toHaveBeenCalled();
    // Single selection closes the dropdown and shows the item with Remove.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove User 1' })).toBeTruthy();
  });

  it('debounces typing by 1000 ms, aborts the superseded search and resets paging', async () => {
    const { call, fn } = fakeCall({ 'users.list': (params: Record<string, unknown>) => ({ usersList: users(5, Number(params.nextIndex) - 1), nextIndex: Number(params.nextIndex) + 5 }) });
    const { user } = setup({}, call);
    await openDropdown(user);
    await screen.findByText('User 0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('User 5');
    expect(fn).toHaveBeenLastCalledWith('users.list', expect.objectContaining({ nextIndex: 6 }), undefined, expect.anything());
    fn.mockClear();
    await user.type(screen.getByRole('combobox'), 'an');
    // (the fake clock also runs with real time, hence the margin)
    act(() => vi.advanceTimersByTime(900));
    expect(fn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    expect(fn).toHaveBeenLastCalledWith('users.list', expect.objectContaining({ q: 'an', nextIndex: 1 }), undefined, expect.anything());
    // A request still in flight is aborted by the next keystroke.
    fn.mockImplementationOnce(() => new Promise(() => {}));
    await user.type(screen.getByRole('combobox'), 'n');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    const inFlight = fn.mock.calls[1]?.[3]?.signal as AbortSignal;
    expect(inFlight.aborted).toBe(false);
    await user.type(screen.getByRole('combobox'), 'e');
    expect(inFlight.aborted).toBe(true);
  });

  it('Prev goes back a page and is disabled on the first', async () => {
    const { call, fn } = fakeCall({ 'users.list': (params: Record<string, unknown>) => ({ usersList: users(5, Number(params.nextIndex) - 1), nextIndex: 11 }) });
    const { user } = setup({}, call);
    await openDropdown(user);
    await screen.findByText('User 0');
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('User 5');
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByText('User 0');
    expect(fn).toHaveBeenLastCalledWith('users.list', expect.objectContaining({ nextIndex: 1 }), undefined, expect.anything());
  });

  it('Escape closes and keeps the query; a click outside closes and clears it', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(2), nextIndex: 0 } });
    const { user } = setup({}, call);
    await user.type(screen.getByRole('combobox'), 'us');
    await screen.findByRole('listbox', undefined, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('us');
    await openDropdown(user);
    await screen.findByRole('listbox');
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });
});

describe('Picker: keyboard', () => {
  it('ArrowDown opens the results, then moves into them; Enter chooses; Escape closes', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(2), nextIndex: 0 } });
    const { onValue } = setup({}, call);
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = await screen.findByRole('option', { name: /^User 0\b/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /^User 1\b/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(lastValue(onValue).map((item) => item.displayName)).toEqual(['User 1']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('Picker: tabs', () => {
  it('shows a tab bar only for several tabs; a search tab clears the query, with the alternate labels', async () => {
    const { call, fn } = fakeCall({ 'users.list': { usersList: users(1), nextIndex: 0 }, 'groups.list': { groups: [{ dn: 'cn=g1,o=data', name: 'Sales' }], nextIndex: 0 }, 'prds.list': { requestDefs: [] } });
    const { user } = setup({ tabs: ['user', 'group', 'prd'], labelSet: 'alternate' }, call);
    await user.type(screen.getByRole('combobox'), 'x');
    await screen.findByRole('tab', { name: 'Product' });
    await user.click(screen.getByRole('tab', { name: 'Group' }));
    await screen.findByText('Sales');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
    expect(fn).toHaveBeenLastCalledWith('groups.list', expect.objectContaining({ q: '*' }), undefined, expect.anything());
  });

  it('a single tab has no tab bar', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(1), nextIndex: 0 } });
    const { user } = setup({ tabs: ['user'] }, call);
    await openDropdown(user);
    await screen.findByText('User 0');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('the container tab loads at once as a tree and shows a branch failure', async () => {
    const { call } = fakeCall({
      'containers.subContainers': (_params: Record<string, unknown>, body: unknown) =>
        (body as { dn?: string }).dn ? new Error('boom') : { subContainers: [{ dn: 'o=data', name: 'data' }] },
    });
    const { user, onValue } = setup({ tabs: ['container'], containerKind: 'user' }, call);
    await openDropdown(user);
    const node = await screen.findByRole('treeitem', { name: /data/ });
    fireEvent.keyDown(node, { key: 'ArrowRight' });
    await screen.findByText('Failed to load sub-containers for this container.');
    fireEvent.keyDown(node, { key: 'Enter' });
    expect(lastValue(onValue)[0]).toMatchObject({ type: 'container', dn: 'o=data' });
  });
});

describe('Picker: selection rules', () => {
  it('selected and excluded items cannot be clicked', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(3), nextIndex: 0 } });
    const selected: PickerItem = { type: 'user', id: 'cn=u0,ou=users,o=data', dn: 'cn=u0,ou=users,o=data', displayName: 'User 0' };
    const excluded: PickerItem = { type: 'user', id: 'x', dn: 'CN=u2,ou=users,o=data', displayName: 'whoever' };
    const { user, onValue } = setup({}, call, { initial: [selected], excluded: [excluded] });
    await openDropdown(user);
    await screen.findByText('User 1');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /^User 0\b/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(listbox).getByRole('option', { name: /^User 2\b/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(listbox).getByRole('option', { name: /^User 1\b/ }).getAttribute('aria-disabled')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('Remove and Clear Selection emit and mark touched; the drag note shows only for multi, draggable, with items', async () => {
    const { call } = fakeCall({});
    const initial: PickerItem[] = [
      { type: 'user', id: 'a', displayName: 'Ann' },
      { type: 'user', id: 'b', displayName: 'Bob' },
    ];
    const { user, onValue, onBlur } = setup({ draggable: true }, call, { initial });
    expect(screen.getByText('Drag and drop to reorder selected items')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    expect(lastValue(onValue).map((item) => item.id)).toEqual(['b']);
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(lastValue(onValue)).toEqual([]);
    expect(onBlur).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Drag and drop to reorder selected items')).toBeNull();
  });

  it('keeps the focus after a Remove (the next item, then the last), and on the search box once none is left', async () => {
    const { call } = fakeCall({});
    const initial: PickerItem[] = ['Ann', 'Bob', 'Cat'].map((name) => ({ type: 'user', id: name, displayName: name }));
    const { user } = setup({}, call, { initial });
    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Cat' }));
    await user.click(screen.getByRole('button', { name: 'Remove Cat' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Ann' }));
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('gives the focus to the search box after Clear Selection and after a single choice closes the results', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(3), nextIndex: 0 } });
    const { user } = setup({ selection: 'single' }, call, { initial: [{ type: 'user', id: 'x', displayName: 'Xavier' }] });
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    await openDropdown(user);
    await user.click(await screen.findByRole('option', { name: /^User 2\b/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('no drag note for single selection or without drag', () => {
    const initial: PickerItem[] = [{ type: 'user', id: 'a', displayName: 'Ann' }];
    const { unmount } = setup({ draggable: true, selection: 'single' }, fakeCall({}).call, { initial });
    expect(screen.queryByText('Drag and drop to reorder selected items')).toBeNull();
    unmount();
    setup({ selection: 'multi' }, fakeCall({}).call, { initial });
    expect(screen.queryByText('Drag and drop to reorder selected items')).toBeNull();
  });

  it('keyboard reordering with Alt+Down when drag is enabled', async () => {
    const initial: PickerItem[] = [
      { type: 'user', id: 'a', displayName: 'Ann' },
      { type: 'user', id: 'b', displayName: 'Bob' },
    ];
    const { onValue } = setup({ draggable: true }, fakeCall({}).call, { initial });
    fireEvent.keyDown(screen.getByText('Ann').closest('li')!, { key: 'ArrowDown', altKey: true });
    expect(lastValue(onValue).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('reorders by dragging a selected item onto another', () => {
    const initial: PickerItem[] = [
      { type: 'user', id: 'a', displayName: 'Ann' },
      { type: 'user', id: 'b', displayName: 'Bob' },
      { type: 'user', id: 'c', displayName: 'Cid' },
    ];
    const { onValue } = setup({ draggable: true }, fakeCall({}).call, { initial });
    const row = (name: string) => screen.getByText(name).closest('li')!;
    fireEvent.dragStart(row('Cid'));
    fireEvent.dragOver(row('Ann'));
    fireEvent.drop(row('Ann'));
    expect(lastValue(onValue).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('changing the team clears the selected containers', async () => {
    const onValue = vi.fn();
    const initial: PickerItem[] = [
      { type: 'container', id: 'ou=a', dn: 'ou=a', displayName: 'a' },
      { type: 'user', id: 'u', displayName: 'U' },
    ];
    function TeamSwitch() {
      const [teamDn, setTeamDn] = useState('cn=t1');
      return (
        <>
          <button onClick={() => setTeamDn('cn=t2')}>team</button>
          <Controlled options={{}} call={fakeCall({}).call} initial={initial} onValue={onValue} teamDn={teamDn} />
        </>
      );
    }
    renderWithI18n(withPickerSources(<TeamSwitch />));
    fireEvent.click(screen.getByRole('button', { name: 'team' }));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(lastValue(onValue).map((item) => item.type)).toEqual(['user']);
  });

  it('roles of another level are not listed', async () => {
    const { call } = fakeCall({ 'roles.list': { roles: [{ id: 'r1', name: 'IT one', level: 20 }, { id: 'r2', name: 'Business one', level: 30 }], nextIndex: 0 } });
    const { user } = setup({ tabs: ['role'], roleLevel: 20 }, call);
    await openDropdown(user);
    await screen.findByText('IT one');
    expect(screen.queryByText('Business one')).toBeNull();
  });

  it('changing the role level clears the selected containers', async () => {
    const { call } = fakeCall({});
    const onValue = vi.fn();
    const initial: PickerItem[] = [
      { type: 'container', id: 'ou=a', dn: 'ou=a', displayName: 'a' },
      { type: 'role', id: 'r', displayName: 'R' },
    ];
    function LevelSwitch() {
      const [level, setLevel] = useState<10 | 20>(10);
      return (
        <>
          <button onClick={() => setLevel(20)}>level</button>
          <Controlled options={{ roleLevel: level }} call={call} initial={initial} onValue={onValue} />
        </>
      );
    }
    renderWithI18n(withPickerSources(<LevelSwitch />));
    fireEvent.click(screen.getByRole('button', { name: 'level' }));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(lastValue(onValue).map((item) => item.type)).toEqual(['role']);
  });

  it('changing the entitlement clears the selection, except on an entitlement screen', async () => {
    const initial: PickerItem[] = [{ type: 'entitlementValues', id: '1', value: '1', displayName: 'One' }];
    for (const fromEntitlementScreen of [false, true]) {
      const onValue = vi.fn();
      function EntitlementSwitch() {
        const [id, setId] = useState('cn=e1');
        return (
          <>
            <button onClick={() => setId('cn=e2')}>switch</button>
            <Controlled options={{ tabs: ['entitlementValues'] }} call={fakeCall({}).call} initial={initial} onValue={onValue} entitlement={{ id }} fromEntitlementScreen={fromEntitlementScreen} />
          </>
        );
      }
      const view = renderWithI18n(withPickerSources(<EntitlementSwitch />));
      fireEvent.click(screen.getByRole('button', { name: 'switch' }));
      await act(async () => {});
      if (fromEntitlementScreen) expect(onValue).not.toHaveBeenCalled();
      else expect(lastValue(onValue)).toEqual([]);
      view.unmount();
    }
  });

  it('auto-select-first picks All Drivers with select-all, before the dropdown opens', async () => {
    const { call } = fakeCall({ 'drivers.list': { drivers: [{ id: 'cn=AD', name: 'AD' }] } });
    const { onValue } = setup({ tabs: ['driverOrEntitlement'], autoSelectFirst: true, selectAll: true }, call);
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(lastValue(onValue)[0]).toMatchObject({ id: 'ALL DRIVERS' });
  });

  it('the resource tab with an entitlement preselects resources with an odd managedBy', async () => {
    const { call } = fakeCall({ 'resources.driverResources': { resources: [{ id: 'r1', name: 'One', managedBy: 1 }, { id: 'r2', name: 'Two', managedBy: 2 }], nextIndex: 0 } });
    const { user, onValue } = setup({ tabs: ['resource'] }, call, { entitlement: { id: 'cn=ent' } });
    await openDropdown(user);
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(lastValue(onValue).map((item) => item.id)).toEqual(['r1']);
  });

  it('a group opens the members dialog; OK with members adds them', async () => {
    const { call } = fakeCall({
      'groups.list': { groups: [{ dn: 'cn=Sales,ou=groups,o=data', name: 'Sales' }], nextIndex: 0 },
      'groups.members': { recipients: [{ dn: 'cn=ann,o=d', name: 'Ann' }, { dn: 'cn=bob,o=d', name: 'Bob' }], nextIndex: 0, total: 2 },
    });
    const { user, onValue } = setup({ tabs: ['group'] }, call, { isRoleAdmin: false });
    await openDropdown(user);
    await user.click(await screen.findByRole('option', { name: /^Sales/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Specific Users from Sales' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Bob/ }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(lastValue(onValue).map((item) => item.displayName)).toEqual(['Bob']);
  });
});

describe('Picker: item picture, categories, bulk requests and view', () => {
  it("draws a permission's picture with an empty alt and its categories, notes one that cannot be requested for several recipients, and keeps its view in the chosen value", async () => {
    const { call } = fakeCall({
      'permissions.list': {
        permissions: [
          { id: 'cn=Laptop,o=data', name: 'Laptop', entityType: 'RESOURCE', image: '/images/laptop.png', categories: ['Hardware', 'Office'], bulkRequestable: true, viewID: 'view-7' },
          { id: 'cn=Admin,o=data', name: 'Admin', entityType: 'ROLE', image: 'iVBORw0KGgo=', categories: [{ id: 'it', name: 'IT' }], bulkRequestable: false },
        ],
        nextIndex: 0,
      },
    });
    const { user, onValue, container } = setup({ tabs: ['permission'], selection: 'multi' }, call);
    await openDropdown(user);
    const laptop = await screen.findByRole('option', { name: /^Laptop\b/ });
    const admin = screen.getByRole('option', { name: /^Admin\b/ });
    // The picture is decoration beside the name: an empty alt keeps it out of the option's name.
    expect(laptop.querySelector('img')?.getAttribute('src')).toBe('/images/laptop.png');
    expect(laptop.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(admin.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(within(laptop).getByText('Categories: Hardware, Office')).toBeTruthy();
    expect(within(admin).getByText('Categories: IT')).toBeTruthy();
    expect(within(admin).getByText('Can be requested for one recipient at a time')).toBeTruthy();
    expect(within(laptop).queryByText('Can be requested for one recipient at a time')).toBeNull();
    // The notes describe the option for a screen reader.
    expect(laptop.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    await user.click(laptop);
    expect(lastValue(onValue)[0]).toMatchObject({ id: 'cn=Laptop,o=data', image: '/images/laptop.png', categories: 'Hardware, Office', bulkRequestable: true, viewID: 'view-7' });
    expect(container.querySelectorAll('img[alt]:not([alt=""])')).toHaveLength(0);
  });

  it('draws no picture for an image that is neither an address nor base64', async () => {
    const { call } = fakeCall({ 'roles.list': { roles: [{ id: 'r1', name: 'Odd', image: 'javascript:alert(1)', bulkRequestable: 'false' }], nextIndex: 0 } });
    const { user } = setup({ tabs: ['role'] }, call);
    await openDropdown(user);
    const odd = await screen.findByRole('option', { name: /^Odd\b/ });
    expect(odd.querySelector('img')).toBeNull();
    expect(within(odd).getByText('Can be requested for one recipient at a time')).toBeTruthy();
  });
});

describe('Picker: team dialog', () => {
  it('a team opens the team dialog; OK without members selects the team itself', async () => {
    const { call, fn } = fakeCall({
      'teams.list': { teams: [{ dn: 'cn=Ops,cn=TeamDefs', name: 'Ops' }], nextIndex: 0 },
      'teams.members': { recipients: [], nextIndex: 0, total: 0 },
    });
    const { user, onValue } = setup({ tabs: ['team'], teamKind: 'R' }, call);
    await openDropdown(user);
    expect(fn).toHaveBeenCalledWith('teams.list', expect.objectContaining({ type: 'R' }), undefined, expect.anything());
    await user.click(await screen.findByRole('option', { name: 'Ops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Specific Users from Ops' });
    await within(dialog).findByText('The following query returned 0 result.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(lastValue(onValue)).toEqual([expect.objectContaining({ type: 'team', dn: 'cn=Ops,cn=TeamDefs' })]);
  });
});

describe('Picker: messages', () => {
  it('more than 300 results: Too many users to display', async () => {
    const { call } = fakeCall({ 'users.list': { usersList: users(301), nextIndex: 0 } });
    const { user } = setup({}, call);
    await openDropdown(user);
    expect(await screen.findByText('Too many users to display, Please refine your search.')).toBeTruthy();
  });

  it('per-tab failure and empty messages', async () => {
    const cases: [PickerOptions, Record<string, unknown>, string, Partial<PickerProps>?][] = [
      [{ tabs: ['user'] }, { 'users.list': new Error('x') }, 'Failed to fetch users list.'],
      [{ tabs: ['sod'] }, { 'sods.list': new Error('x') }, 'Failed to fetch SoDs list.'],
      [{ tabs: ['dirxmldriver'] }, { 'drivers.directory': new Error('x') }, 'Failed to fetch Drivers list.'],
      [{ tabs: ['entity'] }, { 'entities.list': new Error('x') }, 'Failed to fetch entity list', { entityKey: 'dev' }],
      [{ tabs: ['group'] }, { 'groups.list': { groups: [], nextIndex: 0 } }, 'No more groups are available for selection.'],
      [{ tabs: ['permission'] }, { 'permissions.list': { permissions: [] } }, 'No Permission Found.'],
      [{ tabs: ['entitlementValues'] }, {}, 'If the entitlements are valueless please choose the entitlement.'],
    ];
    for (const [options, answers, text, extra] of cases) {
      const { user, unmount } = setup(options, fakeCall(answers).call, extra);
      await openDropdown(user);
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });
});

describe('Picker: read-only and disabled', () => {
  it('read-only shows the selection without search, Remove or Clear', () => {
    setup({ readOnly: true }, fakeCall({}).call, { initial: [{ type: 'user', id: 'a', displayName: 'Ann' }] });
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Selection' })).toBeNull();
  });

  it('disabled greys out the search box and the buttons', () => {
    setup({}, fakeCall({}).call, { disabled: true, initial: [{ type: 'user', id: 'a', displayName: 'Ann' }] });
    expect((screen.getByRole('combobox') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove Ann' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Clear Selection' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
