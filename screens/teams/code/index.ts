// The teams area's code, node-safe: the transform of the team detail page (the bodies of the
// team screens are templates). Registered for the teams screens only (screens/areas.ts); npm run
// validate reads it.
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { teamForm } from './transforms.ts';

export const teamsCode = {
  transforms: { teamForm },
} as const satisfies AreaCode;
