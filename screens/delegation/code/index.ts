// The delegation area's code, node-safe: the delegation form's codec and transform. Registered for
// the delegation screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { delegationForm, delegationNode, delegationRows } from './delegation.ts';

export const delegationCode = {
  encoders: {
    delegationNode: defineCodec(
      { fields: ['delegateTo', 'allRequests'], optionalFields: ['assignFrom', 'assignToUsers', 'relationship', 'requestDefs', 'effectiveDate', 'isExpires', 'expiryDate', 'createAvailability'] },
      delegationNode,
    ),
  },
  transforms: { delegationForm, delegationRows: (value: unknown) => delegationRows(value) },
} as const satisfies AreaCode;

export default defineArea({ code: delegationCode });
