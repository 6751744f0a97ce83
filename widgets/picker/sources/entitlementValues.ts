// entitlementValues tab (8): the values of the picker's entitlement (entitlementValues/nextIndex).
// Without an entitlement there is nothing to list: 'If the entitlements are valueless please choose the entitlement.'
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, serverPage, type PickerSource } from './common.ts';

export const entitlementValuesSource: PickerSource = async ({ q, nextIndex, size, signal }, { call, entitlement }) => {
  if (!entitlement) return { items: [], nextIndex: 0 };
  const answer = asAnswer(await call('drivers.entitlementValues', { query: q, nextIndex, pageSize: size }, { id: entitlement.id, dn: entitlement.dn ?? entitlement.id }, { signal }));
  const items = listOf(answer, 'entitlementValues').flatMap((entry): PickerItem[] => {
    const value = firstText(entry, 'value', 'id');
    if (value === undefined) return [];
    return [{ type: 'entitlementValues', id: value, value, displayName: firstText(entry, 'valueDisplayName', 'displayName', 'name') ?? value, description: firstText(entry, 'description') }];
  });
  return serverPage(items, answer);
};
