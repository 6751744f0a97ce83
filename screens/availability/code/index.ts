// The availability area's code, node-safe: the availability form's codec and transform. Registered for the
// availability screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { availabilityForm, availabilityNode } from './availability.ts';

export const availabilityCode = {
  encoders: {
    availabilityNode: defineCodec({ fields: ['allRequests', 'expiry'], optionalFields: ['requestDefs', 'effectiveDate', 'expiryDate', 'expiryDuration', 'expiryDurationUnit'] }, availabilityNode),
  },
  transforms: { availabilityForm },
} as const satisfies AreaCode;

export default defineArea({ code: availabilityCode });
