// The requests area's code, node-safe: the names of its React parts (./components.tsx). The
// request catalogue with its cart and submission is a page drawn by hand: a cart whose items each
// carry their recipients, and a submission that goes again for SoD conflicts, are no form or list.
import { defineArea } from '../../../renderer/core/area.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';

export const requestsCode = {
  customScreens: ['requestCatalog'],
} as const satisfies AreaCode;

export default defineArea({ code: requestsCode });
