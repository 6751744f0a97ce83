import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import { declaredPickerSourcesOfAreas } from '../../testing.ts';
import { pickerSources } from '../../../widgets/picker/sources/index.ts';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import TeamMembersDialog, { teamDialogResult, type TeamMembersResult } from './TeamMembersDialog.tsx';

// MUI in jsdom renders slowly on a loaded two-core machine (the whole suite runs in parallel).
vi.setConfig({ testTimeout: 20_000 });

const team: PickerItem = { type: 'team', id: 'cn=Ops,cn=TeamDefs', dn: 'cn=Ops,cn=TeamDefs', displayName: 'Ops' };
const member = (name: string): PickerItem => ({ type: 'user', id: `cn=${name},o=d`, dn: `cn=${name},o=d`, displayName: name, detail: name });
const recipients = (names: string[], nextIndex = 0) => ({ recipients: names.map((name) => ({ dn: `cn=${name},o=d`, name })), nextIndex, total: names.length });

/** What the teams area declares, as the picker gives it. */
const members = pickerSources(declaredPickerSourcesOfAreas).members('team');

describe('team dialog emission rules', () => {
  it('team: the members and, if any, the team', () => {
    expect(teamDialogResult(team, [member('a')])).toEqual({ members: [member('a')], team });
    expect(teamDialogResult(team, [])).toEqual({ members: [], team: null });
  });
});

describe('TeamMembersDialog', () => {
  it('lists the team members and emits them with the team on OK', async () => {
    const { call, fn } = fakeCall({ 'teams.members': recipients(['Ann']) });
    const onChange = vi.fn<(value: TeamMembersResult | undefined) => void>();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<TeamMembersDialog members={members} options={{}} team={team} call={call} onChange={onChange} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Select Specific Users from Ops' });
    await user.click(await screen.findByRole('checkbox', { name: /Ann/ }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(fn).toHaveBeenCalledWith('teams.members', expect.objectContaining({ teamDn: team.dn }), undefined, expect.anything());
    expect(onChange).toHaveBeenCalledWith({ members: [member('Ann')], team });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
