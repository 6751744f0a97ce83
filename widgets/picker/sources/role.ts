// role tab (2): roles/nextIndex, optionally of one level (10, 20, 30).
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, num, serverPage, type PickerSource } from './common.ts';

export const roleSource: PickerSource = async ({ q, nextIndex, size, signal }, { call, options }) => {
  const answer = asAnswer(await call('roles.list', { q, nextIndex, size, roleLevel: options.roleLevel, sortOrder: 'ASC' }, undefined, { signal }));
  const items = listOf(answer, 'roles').flatMap((entry): PickerItem[] => {
    const id = firstText(entry, 'id', 'dn');
    if (!id) return [];
    const level = asLevel(entry.level) ?? asLevel(entry.roleLevel);
    return [{ type: 'role', id, dn: firstText(entry, 'dn') ?? id, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(id), description: firstText(entry, 'description'), level }];
  });
  return serverPage(items, answer);
};

/** A role level arrives as 20, "20" or { level: 20, ... }. */
function asLevel(value: unknown): number | undefined {
  if (typeof value === 'object' && value !== null) return num((value as Record<string, unknown>).level);
  return num(value);
}
