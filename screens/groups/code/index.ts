// The groups area's code, node-safe: the transform of the group detail page (the bodies of the
// group screens are templates). Registered for the groups screens only (its default export below, found by screens/areas.ts); npm run
// validate reads it. Its member dialog's name ('groupMembers', supplied by ./components.tsx) is what
// pickerSources of ../area.json names.
import { defineArea } from '../../../renderer/core/area.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { groupForm } from './transforms.ts';

export const groupsCode = {
  transforms: { groupForm },
  // The dialog 'Select Specific Users from' a chosen group (./GroupMembersDialog.tsx).
  memberDialogs: ['groupMembers'],
} as const satisfies AreaCode;

export default defineArea({ code: groupsCode });
