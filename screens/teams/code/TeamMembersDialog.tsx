// The teams area's member dialog 'teamMembers' (named by pickerSources.team.members.dialog of
// ../area.json, supplied by ./components.tsx): 'Select Specific Users from' plus the team name. OK emits the
// chosen members and, if any, the team, then clears the selection. Which call lists the members the
// teams area declares (pickerSources.team.members of its manifest).
import { useMemo } from 'react';
import { call as apiCall } from '../../../api/index.ts';
import { MembersDialog } from '../../../widgets/dialogs/MembersDialog.tsx';
import type { MemberLoader } from '../../../widgets/dialogs/useMemberPages.ts';
import type { MemberDeclaration } from '../../../widgets/picker/sources/index.ts';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import type { WidgetProps } from '../../../widgets/widgetProps.ts';

export interface TeamMembersDialogOptions {
  /** Members per page. */
  pageSize?: number;
}

export interface TeamMembersResult {
  members: PickerItem[];
  /** The team, when members were chosen. */
  team: PickerItem | null;
}

export function teamDialogResult(team: PickerItem, chosen: readonly PickerItem[]): TeamMembersResult {
  return { members: [...chosen], team: chosen.length > 0 ? team : null };
}

export interface TeamMembersDialogProps extends Omit<WidgetProps<TeamMembersDialogOptions, TeamMembersResult | undefined>, 'value'> {
  value?: TeamMembersResult;
  /** The team whose members are listed; the dialog is open while it is set. */
  team: PickerItem | null;
  /** What lists the members (the picker gives its tab's declaration). */
  members: MemberDeclaration | undefined;
  onClose(): void;
}

export default function TeamMembersDialog({ options, team, members, onChange, onClose, call = apiCall }: TeamMembersDialogProps) {
  const load = useMemo(
    (): MemberLoader | undefined => (team && members ? (request, signal) => members.load({ ...request, signal }, call, team) : undefined),
    [call, team, members],
  );
  if (!team || !load) return null;
  // The dialog unmounts on close, so the chosen members are cleared after OK.
  return (
    <MembersDialog
      name={team.displayName}
      load={load}
      pageSize={options.pageSize ?? 10}
      onCancel={onClose}
      onOk={(members) => {
        onChange(teamDialogResult(team, members));
        onClose();
      }}
    />
  );
}
