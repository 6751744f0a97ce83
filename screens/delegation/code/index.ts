// The delegation area's code, node-safe: the delegation form's codec and transform. Registered for
// the delegation screens only (screens/areas.ts); npm run validate reads it.
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
