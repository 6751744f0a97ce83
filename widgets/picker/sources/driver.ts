// driverOrEntitlement tab (6): drivers (drivers/nextIndex), whose entitlements the tree loads lazily
// (drivers.entitlements, answer entitlements). With selectAll the list starts with 'All Drivers'.
import type { CallFunction } from '../../../api/index.ts';
import { allDriversItem } from '../selection.ts';
import { MAX_RESULTS, type PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, type Answer, type PickerSource } from './common.ts';

export function driverItem(entry: Answer): PickerItem | undefined {
  const dn = firstText(entry, 'id', 'dn');
  if (!dn) return undefined;
  return {
    type: 'driverOrEntitlement',
    subType: 'driver',
    id: dn,
    dn,
    displayName: firstText(entry, 'displayName', 'name') ?? nameOfDn(dn),
    description: firstText(entry, 'description'),
    hasLogicalSystem: entry.hasLogicalSystem === true,
  };
}

/** The entitlements of a driver, each with its driver as parent. */
export async function driverEntitlements(call: CallFunction, driver: PickerItem, cprsSupported: boolean, signal?: AbortSignal): Promise<PickerItem[]> {
  const answer = asAnswer(await call('drivers.entitlements', { cprsSupported: cprsSupported || undefined }, { id: driver.id }, { signal }));
  return listOf(answer, 'entitlements').flatMap((entry): PickerItem[] => {
    const dn = firstText(entry, 'id', 'dn');
    if (!dn) return [];
    return [{ type: 'driverOrEntitlement', subType: 'entitlement', id: dn, dn, parentDn: driver.dn ?? driver.id, displayName: firstText(entry, 'displayName', 'name') ?? nameOfDn(dn), description: firstText(entry, 'description') }];
  });
}

/** Every driver, loaded at once (the tab has no search); the tree shows them. */
export async function allDrivers(call: CallFunction, selectAll: boolean, signal?: AbortSignal): Promise<PickerItem[]> {
  const answer = asAnswer(await call('drivers.list', { q: '*', nextIndex: 1, size: MAX_RESULTS }, undefined, { signal }));
  const drivers = listOf(answer, 'drivers').flatMap((entry) => driverItem(entry) ?? []);
  return selectAll ? [allDriversItem(), ...drivers] : drivers;
}

/** The tab shows a tree: every driver at once, no paging. */
export const driverSource: PickerSource = async (request, { call, options }) => {
  const items = await allDrivers(call, options.selectAll === true, request.signal);
  return { items, nextIndex: 0, total: items.length };
};
