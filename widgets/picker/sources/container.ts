// container tab (4): the root containers of the kind (role, user, resource); the tree loads their
// sub-containers lazily (containers.subContainers).
import type { CallFunction } from '../../../api/index.ts';
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, num, type Answer, type PickerSource } from './common.ts';

export type ContainerKind = 'role' | 'user' | 'resource';

export function containerItem(entry: Answer, parentDn?: string): PickerItem | undefined {
  const dn = firstText(entry, 'dn', 'id');
  if (!dn) return undefined;
  return { type: 'container', id: dn, dn, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(dn), level: num(entry.level), parentDn, subType: firstText(entry, 'type') };
}

/** The roots of a container kind. Role and resource roots come from their root call (mapList or a node). */
export async function rootContainers(call: CallFunction, kind: ContainerKind, signal?: AbortSignal): Promise<PickerItem[]> {
  if (kind === 'user') {
    const answer = asAnswer(await call('containers.subContainers', {}, {}, { signal }));
    return listOf(answer, 'subContainers').flatMap((entry) => containerItem(entry) ?? []);
  }
  const answer = asAnswer(await call(kind === 'role' ? 'containers.roleRoot' : 'containers.resourceRoot', {}, undefined, { signal }));
  const fromMapList = listOf(answer, 'mapList').flatMap((pair) => containerItem({ dn: pair.value ?? pair.key, name: pair.key }) ?? []);
  if (fromMapList.length > 0) return fromMapList;
  const children = listOf(answer, 'subContainers').flatMap((entry) => containerItem(entry) ?? []);
  if (children.length > 0) return children;
  const root = containerItem(answer);
  return root ? [root] : [];
}

/** The sub-containers of a container (a tree branch). */
export async function subContainers(call: CallFunction, parent: PickerItem, signal?: AbortSignal): Promise<PickerItem[]> {
  const answer = asAnswer(await call('containers.subContainers', {}, { dn: parent.dn ?? parent.id }, { signal }));
  return listOf(answer, 'subContainers').flatMap((entry) => containerItem(entry, parent.dn ?? parent.id) ?? []);
}

/** The tab shows a tree: every root at once, no paging. */
export const containerSource: PickerSource = async (request, { call, options }) => {
  const items = await rootContainers(call, options.containerKind ?? 'user', request.signal);
  return { items, nextIndex: 0, total: items.length };
};
