// group tab (1): the group list (groups/nextIndex) or the groups of a request on behalf
// (recipients/nextIndex). Choosing a group opens the group-members dialog.
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type PickerSource } from './common.ts';

export const groupSource: PickerSource = async ({ q, nextIndex, size, signal }, { call, options }) => {
  const onBehalf = options.groupSource === 'onBehalf';
  const answer = asAnswer(onBehalf ? await call('onBehalf.groups', { q, nextIndex, size }, undefined, { signal }) : await call('groups.list', { q, nextIndex, size, sortOrder: 'ASC' }, undefined, { signal }));
  const items = listOf(answer, onBehalf ? 'recipients' : 'groups').flatMap((entry): PickerItem[] => {
    const dn = firstText(entry, 'dn', 'id');
    if (!dn) return [];
    return [{ type: 'group', id: dn, dn, displayName: firstText(entry, 'name', 'displayName', 'cn') ?? nameOfDn(dn), description: firstText(entry, 'description') }];
  });
  return serverPage(items, answer);
};
