// Every area's registries at once, loaded statically: for tests and the bench, which render
// screens of several areas without the shell. The console itself loads one area at a time
// (screens/registries.ts). The areas are found as screens/areas.ts finds them (their code/index.ts
// and code/components.tsx), not listed.
import { createElement, type ReactElement } from 'react';
import { areaIdOfFile, NO_COMPONENTS, type AreaDefinition } from '../renderer/core/area.ts';
import type { AreaManifest } from '../schemas/types/area.ts';
import { MemberDialogsContext, type MemberDialogs } from '../widgets/dialogs/memberDialogs.ts';
import { declaredPickerSources, PickerSourcesContext } from '../widgets/picker/sources/context.ts';
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

/** The picker sources every manifest declares, as the shell provides them (PickerSourcesContext). */
export const declaredPickerSourcesOfAreas = declaredPickerSources(Object.values(import.meta.glob<AreaManifest>('./*/area.json', { import: 'default', eager: true })));

/** Every area's member dialogs (memberDialogs of its code/components.tsx), as the shell provides them (MemberDialogsContext). */
export const memberDialogsOfAreas: MemberDialogs = Object.assign({}, ...[...components.values()].map((parts) => parts.memberDialogs ?? {})) as MemberDialogs;

/** An element under the picker sources and member dialogs the shell provides, so that its pickers search and open dialogs as in the console. */
export function withPickerSources(element: ReactElement): ReactElement {
  return createElement(PickerSourcesContext.Provider, { value: declaredPickerSourcesOfAreas }, createElement(MemberDialogsContext.Provider, { value: memberDialogsOfAreas }, element));
}
