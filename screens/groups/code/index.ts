// The groups area's code, node-safe: the transform of the group detail page (the bodies of the
// group screens are templates). Registered for the groups screens only (its default export below, found by screens/areas.ts); npm run
// validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { groupForm } from './transforms.ts';

export const groupsCode = {
  transforms: { groupForm },
} as const satisfies AreaCode;

export default defineArea({ code: groupsCode });
