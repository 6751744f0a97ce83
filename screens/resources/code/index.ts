// The resources area's code, node-safe: its codecs, each declaring the form or dialog fields it
// reads, and its server check. Registered for the resources screens only (its default export below, found by screens/areas.ts);
// npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import { revokeAssignments } from '../../../api/encoders/catalog.ts';
import { ASSIGNMENT_FIELDS, TEXT_FIELDS } from '../../../domain/catalogEncoding.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { resourceChecks } from './checks.ts';
import { resourceAssignment, resourceEntitlement, resourceNode } from './encoders.ts';
import { resourceForm } from './transforms.ts';

const BINDING_FIELDS = ['entitlement', 'entitlementValue', 'resourceParameters'] as const;

export const resourcesCode = {
  encoders: {
    resourceNode: defineCodec(
      { optionalFields: [...TEXT_FIELDS, 'categories', 'owners', 'approval', 'revokeApproval', 'isExpirationRequired', 'expiresAfterAmount', 'expiresAfterUnit', 'fromEntitlement', ...BINDING_FIELDS] },
      resourceNode,
    ),
    resourceEntitlement: defineCodec({ fields: ['entitlement'], optionalFields: BINDING_FIELDS }, resourceEntitlement),
    resourceAssignment: defineCodec({ fields: ['recipients'], optionalFields: ['entitlementParamValue', ...ASSIGNMENT_FIELDS] }, resourceAssignment),
    revokeAssignments,
  },
  transforms: { resourceForm },
  checks: resourceChecks,
} as const satisfies AreaCode;

export default defineArea({ code: resourcesCode });
