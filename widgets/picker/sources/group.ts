// group tab (1): groups/nextIndex. Choosing a group opens the group-members dialog.
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type PickerSource } from './common.ts';

export const groupSource: PickerSource = async ({ q, nextIndex, size, signal }, { call }) => {
  const answer = asAnswer(await call('groups.list', { q, nextIndex, size, sortOrder: 'ASC' }, undefined, { signal }));
  const items = listOf(answer, 'groups').flatMap((entry): PickerItem[] => {
    const dn = firstText(entry, 'dn', 'id');
    if (!dn) return [];
    return [{ type: 'group', id: dn, dn, displayName: firstText(entry, 'name', 'displayName', 'cn') ?? nameOfDn(dn), description: firstText(entry, 'description') }];
  });
  return serverPage(items, answer);
};
