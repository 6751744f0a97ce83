// sod tab (11): SoD policies (sods/nextIndex), each shown as its pair of conflicting roles.
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type Answer, type PickerSource } from './common.ts';

function roleName(role: Answer | undefined): string {
  if (!role) return '';
  return firstText(role, 'name', 'displayName') ?? nameOfDn(firstText(role, 'id', 'dn'));
}

export const sodSource: PickerSource = async ({ q, nextIndex, size, signal }, { call }) => {
  const answer = asAnswer(await call('sods.list', { q, nextIndex, size, sortOrder: 'ASC' }, undefined, { signal }));
  const items = listOf(answer, 'sods').flatMap((entry): PickerItem[] => {
    const id = firstText(entry, 'id', 'dn');
    if (!id) return [];
    const roles = listOf(entry, 'roles');
    const conflict: [string, string] | undefined = roles.length >= 2 ? [roleName(roles[0]), roleName(roles[1])] : undefined;
    return [{ type: 'sod', id, dn: id, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(id), description: firstText(entry, 'description'), conflict }];
  });
  return serverPage(items, answer);
};
