// The teams area's code, node-safe: the team form's codec (create and modify) and the transform
// of the team detail page. Registered for the teams screens only (its default export below, found by screens/areas.ts); npm run
// validate reads it. Its member dialog's name ('teamMembers', supplied by ./components.tsx) is what
// pickerSources of ../area.json names.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { teamNode } from './encoders.ts';
import { teamForm } from './transforms.ts';

export const teamsCode = {
  encoders: {
    teamNode: defineCodec({ fields: ['name', 'managers'], optionalFields: ['description', 'kind', 'members', 'allUsers', 'includeManager', 'directReports'] }, teamNode),
  },
  transforms: { teamForm },
  // The dialog 'Select Specific Users from' a chosen team (./TeamMembersDialog.tsx).
  memberDialogs: ['teamMembers'],
} as const satisfies AreaCode;

export default defineArea({ code: teamsCode });
