// The areas, found rather than listed: every screens/<area>/code/index.ts declares its area
// (export default defineArea({ code })), and an area with React parts default-exports them from its
// code/components.tsx. import.meta.glob finds both; the area id is the folder's name. The shell loads
// an area's code together with its screens, never with the shell itself. npm run validate and the
// node tests find the same files with scripts/validate/areaDiscovery.ts. Adding an area: its
// folder with code/index.ts; nothing to register.
import { areaIdOfFile, NO_COMPONENTS, type AreaDefinition } from '../renderer/core/area.ts';
import type { AreaCode, AreaComponents } from '../renderer/core/registries.ts';

export { NO_COMPONENTS };

/** An area's id: the name of its folder under screens/. */
export type AreaId = string;

export interface AreaModules {
  code: AreaCode;
  components: AreaComponents;
}

const codeModules = import.meta.glob<AreaDefinition>('./*/code/index.ts', { import: 'default' });
const componentModules = import.meta.glob<AreaComponents>('./*/code/components.tsx', { import: 'default' });
const areaIdOf = areaIdOfFile;
const componentsOf = new Map(Object.entries(componentModules).map(([file, load]) => [areaIdOf(file), load]));

/** Every area id (the folders with code/index.ts), sorted. */
export const AREA_IDS: readonly AreaId[] = Object.keys(codeModules).map(areaIdOf).sort();

/** Area id → the loader of its code and React parts, each in the area's own chunk. */
export const AREA_LOADERS: Readonly<Record<AreaId, () => Promise<AreaModules>>> = Object.fromEntries(
  Object.entries(codeModules).map(([file, load]) => {
    const components = componentsOf.get(areaIdOf(file));
    const loader = async (): Promise<AreaModules> => {
      const [area, parts] = await Promise.all([load(), components ? components() : NO_COMPONENTS]);
      return { code: area.code, components: parts };
    };
    return [areaIdOf(file), loader];
  }),
);

export const isAreaId = (name: string): name is AreaId => AREA_IDS.includes(name);

/** The area of a screen file named relative to screens/ ('roles/detail.json' → 'roles'); undefined outside the areas. */
export function areaOfScreen(file: string): AreaId | undefined {
  const folder = file.split('/')[0] ?? '';
  return isAreaId(folder) ? folder : undefined;
}
