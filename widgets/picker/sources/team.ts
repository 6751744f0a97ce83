// team tab (10): teams of a kind (A, P, R, S, C) (teams/nextIndex). Choosing a team opens the
// team-members dialog.
import type { PickerItem } from '../types.ts';
import { asAnswer, firstText, listOf, nameOfDn, serverPage, type PickerSource } from './common.ts';

export const teamSource: PickerSource = async ({ q, nextIndex, size, signal }, { call, options }) => {
  const answer = asAnswer(await call('teams.list', { q, nextIndex, size, type: options.teamKind }, undefined, { signal }));
  const items = listOf(answer, 'teams').flatMap((entry): PickerItem[] => {
    const dn = firstText(entry, 'dn', 'id');
    if (!dn) return [];
    return [{ type: 'team', id: dn, dn, displayName: firstText(entry, 'name', 'displayName') ?? nameOfDn(dn), description: firstText(entry, 'description'), subType: firstText(entry, 'type') }];
  });
  return serverPage(items, answer);
};
