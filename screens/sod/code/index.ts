// The SoD area's code, node-safe: its codecs, each declaring the form fields it reads.
// Registered for the SoD screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import { TEXT_FIELDS } from '../../../domain/catalogEncoding.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { sodForm, sodNode } from './codecs.ts';

export const sodCode = {
  encoders: {
    sodNode: defineCodec({ optionalFields: [...TEXT_FIELDS, 'roles', 'isDefaultApproversUsed', 'approval'] }, sodNode),
  },
  transforms: { sodForm },
} as const satisfies AreaCode;

export default defineArea({ code: sodCode });
