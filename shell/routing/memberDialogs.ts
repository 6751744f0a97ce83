// The member dialogs every rendered screen's pickers open (widgets/dialogs/memberDialogs.ts): each
// one a manifest names (pickerSources.<tab>.members.dialog) is its area's React part
// (screens/<area>/code/components.tsx memberDialogs), loaded with the area's code the first time a
// picker opens it. RenderedScreen.tsx provides them around every screen, so that this module loads
// with the first screen, not with the shell.
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { AREA_LOADERS } from '../../screens/areas.ts';
import { MemberDialogsContext, type MemberDialogProps, type MemberDialogs } from '../../widgets/dialogs/memberDialogs.ts';
import { AREA_MANIFESTS } from './routeTable.ts';

/** The dialog `name` of `area`, loaded with the area's code (missing there: an error; npm run validate reports it first). */
function areaDialog(area: string, name: string): ComponentType<MemberDialogProps> {
  return lazy(async () => {
    const dialog = (await AREA_LOADERS[area]!()).components.memberDialogs?.[name];
    if (!dialog) throw new Error(`unknown member dialog '${name}': screens/${area}/code/components.tsx supplies no memberDialogs.${name}`);
    return { default: dialog };
  });
}

/** Every member dialog the manifests name, by name, each from the area whose manifest names it. */
export const MEMBER_DIALOGS: MemberDialogs = Object.fromEntries(
  [...AREA_MANIFESTS].flatMap(([area, manifest]) =>
    Object.values(manifest.pickerSources ?? {}).flatMap((source) => (source?.members ? [[source.members.dialog, areaDialog(area, source.members.dialog)]] : [])),
  ),
);

/** The pickers below open the declared member dialogs. */
export function MemberDialogsProvider({ children }: { children: ReactNode }) {
  return createElement(MemberDialogsContext.Provider, { value: MEMBER_DIALOGS }, children);
}
