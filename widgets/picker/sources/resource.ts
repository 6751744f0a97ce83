// resource tab (9): resources (resources/nextIndex); with an entitlement, the resources of that
// entitlement (driver resources, each with managedBy: an odd value means already managed).
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, num, serverPage, type PickerSource } from './common.ts';

export const resourceSource: PickerSource = async ({ q, nextIndex, size, signal }, { call, entitlement }) => {
  const answer = asAnswer(
    entitlement
      ? await call('resources.driverResources', { q, nextIndex, size, entitlementId: entitlement.id }, { q, size, nextIndex, entitlementId: entitlement.id }, { signal })
      : await call('resources.listV2', { q, nextIndex, size, sortOrder: 'ASC' }, undefined, { signal }),
  );
  const items = listOf(answer, 'resources').flatMap((entry): PickerItem[] => {
    const id = firstText(entry, 'id', 'dn');
    if (!id) return [];
    return [{ type: 'resource', id, dn: firstText(entry, 'dn') ?? id, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(id), description: firstText(entry, 'description'), managedBy: num(entry.managedBy) }];
  });
  return serverPage(items, answer);
};
