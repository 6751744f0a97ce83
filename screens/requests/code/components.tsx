// The requests area's React parts: the request catalogue page.
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import type { requestsCode } from './index.ts';
import { RequestCatalog } from './RequestCatalog.tsx';

export const requestsComponents: AreaComponents<typeof requestsCode> = {
  cellRenderers: {},
  customScreens: { requestCatalog: RequestCatalog },
};

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default requestsComponents;
