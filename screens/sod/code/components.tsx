// The SoD area has no React parts of its own.
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { sodCode } from './index.ts';

export const sodComponents = { cellRenderers: {} } satisfies AreaComponents<typeof sodCode>;
