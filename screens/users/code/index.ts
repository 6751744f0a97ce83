// The users area's code, node-safe: its encoders, the failure rules of user create and update,
// the picker a user DN attribute gets, and the names of its React parts (./components.tsx).
// Registered for the users screens only (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';
import { userEncoders } from './encoders.ts';
import { userCreateFailure, userUpdateFailure } from './failures.ts';

export const usersCode = {
  encoders: userEncoders,
  failureRules: {
    /** User create: status 500 → the server-error message; no answer → 'Network Error'; otherwise the Fault text. */
    userCreate: userCreateFailure,
    /** User and profile update: the Fault text, else 'Network Error' when nothing answered. */
    userUpdate: userUpdateFailure,
  },
  // A DN attribute whose lookup entity is user-lookup (the manager, for one) is chosen with the
  // picker's user tab, one user, the edited user left out.
  lookupPickers: { 'user-lookup': { tabs: ['user'], selection: 'single', excludeSelf: true } },
  cellRenderers: ['userQuickInfo', 'passwordSyncStatus'],
} as const satisfies AreaCode;

export default defineArea({ code: usersCode });
