// The users area's code, node-safe: its encoders, the failure rules of user create and update,
// the picker a user DN attribute gets, and the names of its React parts (./components.tsx).
// Registered for the users screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { userCreateFailure, userUpdateFailure } from '../../../api/normalize/messages.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { userEncoders } from './encoders.ts';

export const usersCode = {
  encoders: userEncoders,
  failureRules: {
    /** User create: status 500 → the server-error message; no answer → 'Network Error'; otherwise the status text. */
    userCreate: userCreateFailure,
    /** User and profile update: the status text or the Fault reason, else 'Network Error'. */
    userUpdate: userUpdateFailure,
  },
  // A DN attribute whose lookup entity is user-lookup (the manager, for one) is chosen with the
  // picker's user tab, one user, the edited user left out.
  lookupPickers: { 'user-lookup': { tabs: ['user'], selection: 'single', excludeSelf: true } },
  cellRenderers: ['userQuickInfo', 'passwordSyncStatus'],
} as const satisfies AreaCode;

export default defineArea({ code: usersCode });
