// Every area's registries at once, loaded statically: for tests and the bench, which render
// screens of several areas without the shell. The console itself loads one area at a time
// (screens/registries.ts).
import { withArea, type RendererRegistries } from '../renderer/core/registries.ts';
import { genericRegistries } from './registries.ts';
import { resourcesCode } from './resources/code/index.ts';
import { resourcesComponents } from './resources/code/components.tsx';
import { rolesCode } from './roles/code/index.ts';
import { rolesComponents } from './roles/code/components.tsx';
import { sodCode } from './sod/code/index.ts';
import { sodComponents } from './sod/code/components.tsx';
import { usersCode } from './users/code/index.ts';
import { usersComponents } from './users/code/components.tsx';

export { genericRegistries };

/** The generic registries with every area's code and components. */
export const allRegistries: RendererRegistries = [
  { code: usersCode, components: usersComponents },
  { code: rolesCode, components: rolesComponents },
  { code: resourcesCode, components: resourcesComponents },
  { code: sodCode, components: sodComponents },
].reduce((registries, area) => withArea(registries, area.code, area.components), genericRegistries);
