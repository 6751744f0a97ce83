// Every area's registries at once, loaded statically: for tests and the bench, which render
// screens of several areas without the shell. The console itself loads one area at a time
// (screens/registries.ts). The areas are found as screens/areas.ts finds them (their code/index.ts
// and code/components.tsx), not listed.
import { areaIdOfFile, NO_COMPONENTS, type AreaDefinition } from '../renderer/core/area.ts';
import { withArea, type AreaComponents, type RendererRegistries } from '../renderer/core/registries.ts';
import { genericRegistries } from './registries.ts';

export { genericRegistries };

const codes = import.meta.glob<AreaDefinition>('./*/code/index.ts', { import: 'default', eager: true });
const components = new Map(
  Object.entries(import.meta.glob<AreaComponents>('./*/code/components.tsx', { import: 'default', eager: true })).map(([file, parts]) => [areaIdOfFile(file), parts]),
);

/** The generic registries with every area's code and components. */
export const allRegistries: RendererRegistries = Object.entries(codes).reduce(
  (registries, [file, area]) => withArea(registries, area.code, components.get(areaIdOfFile(file)) ?? NO_COMPONENTS),
  genericRegistries,
);
