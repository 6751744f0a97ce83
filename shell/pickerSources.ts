// The picker sources the areas declare (pickerSources of screens/<area>/area.json), gathered from
// the manifests the shell reads at start: every picker of the console searches with them and so
// does the command palette. With them, the member dialogs those declarations name (members.dialog):
// each is an area's React part (screens/<area>/code/components.tsx memberDialogs), loaded with its
// area's code the first time a picker opens it. PickerDeclarations provides both (App.tsx).
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { AREA_LOADERS } from '../screens/areas.ts';
import { MemberDialogsContext, type MemberDialogProps, type MemberDialogs } from '../widgets/dialogs/memberDialogs.ts';
import { declaredPickerSources, PickerSourcesContext } from '../widgets/picker/sources/context.ts';
import { AREA_MANIFESTS } from './routing/routeTable.ts';

export const DECLARED_PICKER_SOURCES = declaredPickerSources(AREA_MANIFESTS.values());

/** The dialog `name` of `area`, loaded with the area's code (missing there: an error, validate reports it first). */
function areaDialog(area: string, name: string): ComponentType<MemberDialogProps> {
  return lazy(async () => {
    const dialog = (await AREA_LOADERS[area]!()).components.memberDialogs?.[name];
    if (!dialog) throw new Error(`unknown member dialog '${name}': screens/${area}/code/components.tsx supplies no memberDialogs.${name}`);
    return { default: dialog };
  });
}

/** Every member dialog the manifests name, by name, each from the area that declares it. */
export const MEMBER_DIALOGS: MemberDialogs = Object.fromEntries(
  [...AREA_MANIFESTS].flatMap(([area, manifest]) =>
    Object.values(manifest.pickerSources ?? {}).flatMap((source) => (source?.members ? [[source.members.dialog, areaDialog(area, source.members.dialog)]] : [])),
  ),
);

/** Every picker below searches with the declared sources and opens the declared member dialogs. */
export function PickerDeclarations({ children }: { children: ReactNode }) {
  return createElement(
    PickerSourcesContext.Provider,
    { value: DECLARED_PICKER_SOURCES },
    createElement(MemberDialogsContext.Provider, { value: MEMBER_DIALOGS }, children),
  );
}
