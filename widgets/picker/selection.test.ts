import { describe, expect, it } from 'vitest';
import { addAll, allDriversItem, autoSelection, isUnavailable, managedResources, matchesRoleLevel, moveItem, removeItem, sameItem, selectItem, withoutContainers } from './selection.ts';
import { ALL_DRIVERS_ID, type PickerItem } from './types.ts';

const user = (name: string, extra: Partial<PickerItem> = {}): PickerItem => ({ type: 'user', id: `cn=${name},ou=users,o=data`, dn: `cn=${name},ou=users,o=data`, displayName: name, ...extra });
const container = (dn: string): PickerItem => ({ type: 'container', id: dn, dn, displayName: dn.split(',')[0]! });
const driver = (name: string): PickerItem => ({ type: 'driverOrEntitlement', subType: 'driver', id: `cn=${name},cn=driverset1,o=system`, dn: `cn=${name},cn=driverset1,o=system`, displayName: name });
const entitlement = (name: string, of: PickerItem): PickerItem => ({ type: 'driverOrEntitlement', subType: 'entitlement', id: `cn=${name},${of.dn}`, dn: `cn=${name},${of.dn}`, parentDn: of.dn, displayName: name });

describe('selectItem', () => {
  it('single selection clears every selection before adding', () => {
    expect(selectItem([user('a'), container('ou=x,o=data')], user('b'), { selection: 'single' })).toEqual([user('b')]);
  });

  it('dropdown selection keeps one item too', () => {
    expect(selectItem([user('a')], user('b'), { selection: 'dropdown' })).toEqual([user('b')]);
  });

  it('multi selection appends, and an item already selected changes nothing', () => {
    const once = selectItem([user('a')], user('b'), { selection: 'multi' });
    expect(once.map((item) => item.displayName)).toEqual(['a', 'b']);
    expect(selectItem(once, user('b'), { selection: 'multi' })).toEqual(once);
  });

  it('a single-select tab replaces the existing item of that type only', () => {
    const role: PickerItem = { type: 'role', id: 'r1', displayName: 'R1' };
    const next = selectItem([user('a'), role], user('b'), { selection: 'multi', singleSelectTabs: ['user'] });
    expect(next.map((item) => item.displayName)).toEqual(['R1', 'b']);
  });

  it('a container replaces a selected container it contains, and one that contains it', () => {
    const inner = container('ou=sales,ou=emea,o=data');
    const outer = container('ou=emea,o=data');
    const other = container('ou=apac,o=data');
    expect(selectItem([inner, other], outer, { selection: 'multi' }).map((item) => item.id)).toEqual([other.id, outer.id]);
    expect(selectItem([outer, other], inner, { selection: 'multi' }).map((item) => item.id)).toEqual([other.id, inner.id]);
  });

  it('containment is by DN suffix, not by text: ou=sales2 is not inside ou=sales', () => {
    const sales = container('ou=sales,o=data');
    const sales2 = container('ou=x,ou=sales2,o=data');
    expect(selectItem([sales], sales2, { selection: 'multi' })).toHaveLength(2);
  });

  it('a driver replaces its selected entitlements and an entitlement replaces its driver', () => {
    const ad = driver('AD');
    const groups = entitlement('Group', ad);
    const other = driver('LDAP');
    expect(selectItem([groups, other], ad, { selection: 'multi' }).map((item) => item.displayName)).toEqual(['LDAP', 'AD']);
    expect(selectItem([ad, other], groups, { selection: 'multi' }).map((item) => item.displayName)).toEqual(['LDAP', 'Group']);
  });

  it('All Drivers replaces every driver and entitlement, and a driver replaces All Drivers', () => {
    const ad = driver('AD');
    const all = allDriversItem();
    expect(selectItem([ad, entitlement('Group', driver('LDAP'))], all, { selection: 'multi' })).toEqual([all]);
    expect(selectItem([all], ad, { selection: 'multi' })).toEqual([ad]);
  });
});

describe('matching selected or excluded items', () => {
  it('matches by id, dn, display name or recipient dn, case-insensitively', () => {
    const a = user('Alice');
    expect(sameItem(a, { type: 'user', id: 'other', displayName: 'x', dn: a.dn!.toUpperCase() })).toBe(true);
    expect(sameItem(a, { type: 'user', id: a.id, displayName: 'y' })).toBe(true);
    expect(sameItem(a, { type: 'user', id: 'z', displayName: 'alice' })).toBe(true);
    expect(sameItem({ type: 'user', id: 'r', displayName: 'R', recipientdn: a.dn }, a)).toBe(true);
    expect(sameItem(a, user('Bob'))).toBe(false);
  });

  it('matches level-only items by level', () => {
    expect(sameItem({ type: 'role', id: '', displayName: '', level: 20 }, { type: 'role', id: '', displayName: '', level: 20 })).toBe(true);
    expect(sameItem({ type: 'role', id: 'a', displayName: 'A', level: 20 }, { type: 'role', id: 'b', displayName: 'B', level: 20 })).toBe(false);
  });

  it('matches entitlement values by value only', () => {
    const value = (v: string, name: string): PickerItem => ({ type: 'entitlementValues', id: v, value: v, displayName: name });
    expect(sameItem(value('1', 'Sales'), value('1', 'Other'))).toBe(true);
    expect(sameItem(value('1', 'Sales'), value('2', 'Sales'))).toBe(false);
  });

  it('does not match items of different tabs by name', () => {
    expect(sameItem({ type: 'role', id: 'a', displayName: 'Admin' }, { type: 'resource', id: 'b', displayName: 'Admin' })).toBe(false);
  });

  it('an item selected or excluded is unavailable', () => {
    expect(isUnavailable(user('a'), [user('a')])).toBe(true);
    expect(isUnavailable(user('a'), [], [user('a')])).toBe(true);
    expect(isUnavailable(user('a'), [user('b')], [user('c')])).toBe(false);
  });
});

describe('other rules', () => {
  it('remove drops the item and move reorders', () => {
    const list = [user('a'), user('b'), user('c')];
    expect(removeItem(list, user('b')).map((item) => item.displayName)).toEqual(['a', 'c']);
    expect(moveItem(list, 0, 2).map((item) => item.displayName)).toEqual(['b', 'c', 'a']);
  });

  it('a role-level or team change clears the containers only', () => {
    expect(withoutContainers([user('a'), container('ou=x,o=data')])).toEqual([user('a')]);
  });

  it('role items show only for the chosen level; with no level all show', () => {
    const role: PickerItem = { type: 'role', id: 'r', displayName: 'R', level: 20 };
    expect(matchesRoleLevel(role, 20)).toBe(true);
    expect(matchesRoleLevel(role, 30)).toBe(false);
    expect(matchesRoleLevel(role, undefined)).toBe(true);
    expect(matchesRoleLevel(user('a'), 30)).toBe(true);
  });

  it('auto-select-first picks the first driver, or All Drivers with select-all, only when none is selected', () => {
    const drivers = [driver('AD'), driver('LDAP')];
    expect(autoSelection(drivers, [], 'driverOrEntitlement', false)).toEqual(drivers[0]);
    expect(autoSelection(drivers, [], 'driverOrEntitlement', true)?.id).toBe(ALL_DRIVERS_ID);
    expect(autoSelection(drivers, [drivers[1]!], 'driverOrEntitlement', false)).toBeUndefined();
    expect(autoSelection([user('a')], [], 'user', false)).toBeUndefined();
    const options: PickerItem[] = [{ type: 'dropdown', id: 'x', displayName: 'X' }];
    expect(autoSelection(options, [], 'dropdown', true)).toEqual(options[0]);
  });

  it('resources with an odd managedBy are preselected', () => {
    const resource = (id: string, managedBy?: number): PickerItem => ({ type: 'resource', id, displayName: id, managedBy });
    expect(managedResources([resource('a', 1), resource('b', 2), resource('c', 3), resource('d')]).map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('addAll adds what is not selected yet', () => {
    expect(addAll([user('a')], [user('a'), user('b')]).map((item) => item.displayName)).toEqual(['a', 'b']);
  });
});
