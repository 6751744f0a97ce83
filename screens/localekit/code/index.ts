// The locale kit and request forms area's code, node-safe: the request-definition form's encoder
// and the reading of a form's data items.
// Registered for this area's screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { formDataItems, prdCreateNode, STEP_FIELDS } from './prdCreate.ts';

export const localekitCode = {
  encoders: {
    prdCreateNode: defineCodec(
      { fields: ['cn', 'name', 'steps'], optionalFields: ['description', 'category', 'approvalType', 'quorum', 'quorumApprovers', ...STEP_FIELDS] },
      prdCreateNode,
    ),
  },
  transforms: { formDataItems },
  customScreens: ['formDetails'],
} as const satisfies AreaCode;

export default defineArea({ code: localekitCode });
