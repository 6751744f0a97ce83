// user tab (0): the user list (usersList/nextIndex), the users the signed-in user may proxy for
// (proxyForUsers/nextUserIndex) or the recipients of a request on behalf (recipients/nextIndex).
import type { PickerItem, PickerTab } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type Answer, type PickerSource } from './common.ts';

export function personItem(entry: Answer, type: PickerTab = 'user'): PickerItem | undefined {
  const dn = firstText(entry, 'dn', 'recipientdn', 'userDn');
  if (!dn) return undefined;
  return {
    type,
    id: dn,
    dn,
    displayName: firstText(entry, 'fullName', 'recipientname', 'name', 'displayName') ?? nameOfDn(dn),
    detail: firstText(entry, 'username', 'email') ?? nameOfDn(dn),
  };
}

export const userSource = (type: PickerTab): PickerSource => async (request, context) => {
  const { q, nextIndex, size, signal } = request;
  const from = context.options.userSource ?? 'users';
  let answer: Answer;
  let listKey = 'usersList';
  let nextKey = 'nextIndex';
  if (from === 'proxyFor') {
    answer = asAnswer(await context.call('proxy.for', { q, nextIndex, size }, undefined, { signal }));
    listKey = 'proxyForUsers';
    nextKey = 'nextUserIndex';
  } else if (from === 'onBehalf') {
    answer = asAnswer(await context.call('onBehalf.users', { q, nextIndex, size, teamDn: context.teamDn }, undefined, { signal }));
    listKey = 'recipients';
  } else {
    answer = asAnswer(await context.call('users.list', { q, nextIndex, size, sortOrder: 'ASC' }, undefined, { signal }));
  }
  const self = context.options.excludeSelf ? context.selfDn?.toLowerCase() : undefined;
  const items = listOf(answer, listKey)
    .map((entry) => personItem(entry, type))
    .filter((item): item is PickerItem => item !== undefined && item.dn?.toLowerCase() !== self);
  return serverPage(items, answer, nextKey);
};
