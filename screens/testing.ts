// Every area's registries at once, loaded statically: for tests and the bench, which render
// screens of several areas without the shell. The console itself loads one area at a time
// (screens/registries.ts).
import { withArea, type RendererRegistries } from '../renderer/core/registries.ts';
import { NO_COMPONENTS } from './areas.ts';
import { auditComponents } from './audit/code/components.tsx';
import { auditCode } from './audit/code/index.ts';
import { dashboardCode } from './dashboard/code/index.ts';
import { genericRegistries } from './registries.ts';
import { requestsComponents } from './requests/code/components.tsx';
import { requestsCode } from './requests/code/index.ts';
import { resourcesCode } from './resources/code/index.ts';
import { rolesCode } from './roles/code/index.ts';
import { settingsCode } from './settings/code/index.ts';
import { sodCode } from './sod/code/index.ts';
import { usersCode } from './users/code/index.ts';
import { usersComponents } from './users/code/components.tsx';

export { genericRegistries };

/** The generic registries with every area's code and components. */
export const allRegistries: RendererRegistries = [
  { code: usersCode, components: usersComponents },
  { code: rolesCode, components: NO_COMPONENTS },
  { code: resourcesCode, components: NO_COMPONENTS },
  { code: sodCode, components: NO_COMPONENTS },
  { code: dashboardCode, components: NO_COMPONENTS },
  { code: requestsCode, components: requestsComponents },
  { code: settingsCode, components: NO_COMPONENTS },
  { code: auditCode, components: auditComponents },
].reduce((registries, area) => withArea(registries, area.code, area.components), genericRegistries);
