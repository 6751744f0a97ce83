// The member lists of a group (groups.members, body {dn}) and of a team (teams.members, teamDn):
// both answer recipients (name, dn) with nextIndex and total.
import type { CallFunction } from '../../api/index.ts';
import { asAnswer, listOf, serverPage } from '../picker/sources/common.ts';
import { personItem } from '../picker/sources/user.ts';
import type { PickerItem } from '../picker/types.ts';
import type { MemberLoader } from './useMemberPages.ts';

const recipientsPage = (answer: unknown) => {
  const body = asAnswer(answer);
  return serverPage(listOf(body, 'recipients').flatMap((entry) => personItem(entry) ?? []), body);
};

export const groupMemberLoader = (call: CallFunction, group: PickerItem): MemberLoader => async ({ q, nextIndex, size }, signal) =>
  recipientsPage(await call('groups.members', { q, nextIndex, size, sortOrder: 'ASC' }, { dn: group.dn ?? group.id }, { signal }));

export const teamMemberLoader = (call: CallFunction, team: PickerItem): MemberLoader => async ({ q, nextIndex, size }, signal) =>
  recipientsPage(await call('teams.members', { q, nextIndex, size, teamDn: team.dn ?? team.id, sortOrder: 'ASC' }, undefined, { signal }));
