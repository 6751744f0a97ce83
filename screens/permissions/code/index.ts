// The permissions area's code: the encoders of its create, grant and withdraw dialogs, and the
// assignment list's row ids.
import { defineArea } from '../../../renderer/core/area.ts';
import { defineCodec } from '../../../api/encoders/codec.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { adminAssignmentNode, adminAssignmentRows, permissionListNode } from './permissions.ts';

export const permissionsCode = {
  encoders: {
    adminAssignmentNode: defineCodec({ fields: ['assignee', 'domain', 'adminType'], optionalFields: ['effectiveDate', 'expirationDate', 'comment'] }, adminAssignmentNode),
    permissionListNode: defineCodec({ fields: ['assignee', 'permissions'], optionalFields: ['domain'] }, permissionListNode),
  },
  transforms: { adminAssignmentRows },
} as const satisfies AreaCode;

export default defineArea({ code: permissionsCode });
