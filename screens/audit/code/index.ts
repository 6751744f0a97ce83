// The audit trail area's code, node-safe: the names of its React parts (./components.tsx): the
// operation cell, which names an operation code in words (./operations.ts).
// Registered for the audit screens only (screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';

export const auditCode = {
  cellRenderers: ['auditOperation'],
} as const satisfies AreaCode;

export default defineArea({ code: auditCode });
