// entity tab (13): objects of an entity definition (entityList/nextIndex); each carries dn and
// attributes (key, attributeValues); the first attribute value names it.
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, text, type PickerSource } from './common.ts';

export const entitySource: PickerSource = async ({ q, nextIndex, size, signal }, { call, entityKey }) => {
  if (!entityKey) return { items: [], nextIndex: 0 };
  const answer = asAnswer(await call('entities.list', { entityKey, q, nextIndex, size }, undefined, { signal }));
  const items = listOf(answer, 'entityList').flatMap((entry): PickerItem[] => {
    const dn = firstText(entry, 'dn');
    if (!dn) return [];
    const values = listOf(entry, 'attributes').flatMap((attribute) => (Array.isArray(attribute.attributeValues) ? attribute.attributeValues : []));
    const shown = values.map((value) => (typeof value === 'object' && value !== null ? text((value as Record<string, unknown>).value) : text(value))).find((value) => value);
    return [{ type: 'entity', id: dn, dn, displayName: shown ?? nameOfDn(dn), detail: nameOfDn(dn) }];
  });
  return serverPage(items, answer, 'nextIndex', ['totalCount']);
};
