// The roles area's code, node-safe: its codecs, each declaring the form or dialog fields it
// reads, and the names of its React parts (./components.tsx). Registered for the roles screens
// only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import { revokeAssignments } from '../../../api/encoders/catalog.ts';
import { ASSIGNMENT_FIELDS, TEXT_FIELDS } from '../../../domain/catalogEncoding.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { mappedResources, roleAssignment, roleNode } from './encoders.ts';
import { roleForm } from './transforms.ts';

export const rolesCode = {
  encoders: {
    roleNode: defineCodec({ optionalFields: [...TEXT_FIELDS, 'roleLevel', 'subContainer', 'categories', 'owners', 'approval', 'revokeApproval'] }, roleNode),
    mappedResources: defineCodec({ fields: ['resources'], optionalFields: ['mappingDescription'] }, mappedResources),
    roleAssignment: defineCodec({ fields: ['recipientType', 'users', 'groups', 'containers'], optionalFields: ASSIGNMENT_FIELDS }, roleAssignment),
    revokeAssignments,
  },
  transforms: { roleForm },
} as const satisfies AreaCode;

export default defineArea({ code: rolesCode });
