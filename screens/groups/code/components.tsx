// The groups area's React parts: its member dialog 'groupMembers' (./GroupMembersDialog.tsx), one
// per name ./index.ts declares. A picker opens it for a chosen group, named by
// pickerSources.group.members.dialog of ../area.json; it takes it from what the shell provides
// (widgets/dialogs/memberDialogs.ts), never by importing it.
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { MemberDialogProps } from '../../../widgets/dialogs/memberDialogs.ts';
import GroupMembersDialog, { groupPick } from './GroupMembersDialog.tsx';
import type { groupsCode } from './index.ts';

function GroupMembers({ item, members, call, isRoleAdmin, onPick, onClose }: MemberDialogProps) {
  return <GroupMembersDialog options={{}} group={item} members={members} call={call} isRoleAdmin={isRoleAdmin} onChange={(result) => result && onPick(groupPick(result))} onClose={onClose} />;
}

export const groupsComponents = {
  cellRenderers: {},
  memberDialogs: { groupMembers: GroupMembers },
} satisfies AreaComponents<typeof groupsCode>;

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default groupsComponents;
