// permission tab (15): roles, resources and PRDs the user may request (permissions/nextIndex);
// descriptions are cut at 100 characters with an ellipsis.
import { PERMISSION_DESCRIPTION_LIMIT, type PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type PickerSource } from './common.ts';

export function shortDescription(description: string | undefined, limit = PERMISSION_DESCRIPTION_LIMIT): string | undefined {
  if (description === undefined || description.length <= limit) return description;
  return `${description.slice(0, limit)}...`;
}

export const permissionSource: PickerSource = async ({ q, nextIndex, size, signal }, { call }) => {
  const answer = asAnswer(
    await call('permissions.list', { q, nextIndex, size, type: ['ROLE', 'RESOURCE', 'PRD'], column: ['name', 'description', 'categories'], sortByName: false }, undefined, { signal }),
  );
  const items = listOf(answer, 'permissions').flatMap((entry): PickerItem[] => {
    const id = firstText(entry, 'id', 'dn');
    if (!id) return [];
    return [{ type: 'permission', subType: firstText(entry, 'type', 'entityType'), id, dn: id, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(id), description: shortDescription(firstText(entry, 'description', 'desc')) }];
  });
  return serverPage(items, answer);
};
