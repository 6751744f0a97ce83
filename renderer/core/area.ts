// An area declares itself once: screens/<area>/code/index.ts default-exports defineArea({ code })
// (node-safe: the names and pure functions it adds), and an area with React parts default-exports
// them from screens/<area>/code/components.tsx. Nothing else lists the areas: the app finds them with
// import.meta.glob (screens/areas.ts), validate and the node tests with one function
// (scripts/validate/areaDiscovery.ts), the area's id being its folder's name.
import type { AreaCode, AreaComponents } from './registries.ts';

export interface AreaDefinition<Code extends AreaCode = AreaCode> {
  /** What the area adds to the registries (encoders, transforms, checks, names of its React parts ...). */
  code: Code;
}

/** Declares an area (the default export of screens/<area>/code/index.ts). */
export const defineArea = <Code extends AreaCode>(area: AreaDefinition<Code>): AreaDefinition<Code> => area;

/** An area without React parts of its own (no components.tsx: its screens use the generic cells). */
export const NO_COMPONENTS: AreaComponents = { cellRenderers: {} };

/** The area id of a discovered file path ('./users/code/index.ts', 'screens/users/code/index.ts' → 'users'). */
export function areaIdOfFile(file: string): string {
  const match = /(?:^|\/)([^/]+)\/code\/(?:index\.ts|components\.tsx)$/.exec(file);
  if (!match) throw new Error(`${file} is not an area's code/index.ts or code/components.tsx`);
  return match[1]!;
}
