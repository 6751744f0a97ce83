// category tab (3): role or resource categories (categories/nextIndex).
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, serverPage, type PickerSource } from './common.ts';

export const categorySource: PickerSource = async ({ q, nextIndex, size, signal }, { call, options }) => {
  const name = options.categoryKind === 'resource' ? 'categories.resources' : 'categories.roles';
  const answer = asAnswer(await call(name, { q, nextIndex, size, sortOrder: 'ASC' }, undefined, { signal }));
  const items = listOf(answer, 'categories').flatMap((entry): PickerItem[] => {
    const id = firstText(entry, 'key', 'id', 'categoryKey');
    if (!id) return [];
    return [{ type: 'category', id, displayName: firstText(entry, 'name', 'displayName', 'categoryName') ?? id, description: firstText(entry, 'description') }];
  });
  return serverPage(items, answer);
};
