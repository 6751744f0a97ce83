// The resources area has no React parts of its own.
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { resourcesCode } from './index.ts';

export const resourcesComponents = { cellRenderers: {} } satisfies AreaComponents<typeof resourcesCode>;
