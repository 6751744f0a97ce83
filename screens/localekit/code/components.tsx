// The locale kit and request forms area's React parts: the forms renderer page (#/form/details).
import type { AreaComponents } from '../../../renderer/core/registries.ts';
import { FormDetails } from './FormDetails.tsx';
import type { localekitCode } from './index.ts';

export const localekitComponents: AreaComponents<typeof localekitCode> = {
  cellRenderers: {},
  customScreens: { formDetails: FormDetails },
};

/** The area's React parts, found by screens/areas.ts beside its code/index.ts. */
export default localekitComponents;
