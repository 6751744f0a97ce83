// The teams area's React parts: its member dialog 'teamMembers' (./TeamMembersDialog.tsx), one per
// name ./index.ts declares. A picker opens it for a chosen team, named by
// pickerSources.team.members.dialog of ../area.json; it takes it from what the shell provides
// (widgets/dialogs/memberDialogs.ts), never by importing it.
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { MemberDialogProps } from '../../../widgets/dialogs/memberDialogs.ts';
import type { teamsCode } from './index.ts';
import TeamMembersDialog from './TeamMembersDialog.tsx';

// OK with members adds them; without, the team itself is chosen.
function TeamMembers({ item, members, call, onPick, onClose }: MemberDialogProps) {
  return <TeamMembersDialog options={{}} team={item} members={members} call={call} onChange={(result) => result && onPick({ members: result.members, item })} onClose={onClose} />;
}

export const teamsComponents = {
  cellRenderers: {},
  memberDialogs: { teamMembers: TeamMembers },
} satisfies AreaComponents<typeof teamsCode>;

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default teamsComponents;
