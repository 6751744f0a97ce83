// The data source of each tab. The tabs that list an area's objects (users, groups, roles ...) are
// declared by the areas (pickerSources of screens/<area>/area.json, read by declared.ts); the tree
// and drop-down tabs are the picker's own. The shell gives the picker the declared ones
// (PickerSourcesContext, context.ts); without them only the picker's own tabs search.
import { useContext } from 'react';
import type { MemberList } from '../../../schemas/types/area.ts';
import type { PickerTab } from '../types.ts';
import type { PickerSource } from './common.ts';
import { containerSource } from './container.ts';
import { PickerSourcesContext, type PickerSourceDeclarations } from './context.ts';
import { declaredMembers, declaredSource, type MemberSource } from './declared.ts';
import { dirxmlDriverSource } from './dirxmldriver.ts';
import { driverSource } from './driver.ts';
import { dropdownSource } from './dropdown.ts';

/** The tabs the picker searches itself: trees loaded at once and the screen's own items. */
export const OWN_SOURCES: Readonly<Partial<Record<PickerTab, PickerSource>>> = {
  container: containerSource,
  driverOrEntitlement: driverSource,
  dropdown: dropdownSource,
  dirxmldriver: dirxmlDriverSource,
};

/** What the members dialog of a chosen item (a group, a team) lists, and who may take the item whole. */
export interface MemberDeclaration {
  /** The member dialog that lists them (widgets/dialogs/memberDialogs.ts), by name. */
  dialog: string;
  load: MemberSource;
  wholeRight?: MemberList['wholeRight'];
}

export interface PickerSources {
  /** The source of a tab; undefined for a tab nobody declares. */
  source(tab: PickerTab): PickerSource | undefined;
  /** The members of an item of the tab (group, team), when the tab's declaration lists them. */
  members(tab: PickerTab): MemberDeclaration | undefined;
}

/** The picker's own sources and the declared ones. */
export function pickerSources(declarations: PickerSourceDeclarations): PickerSources {
  const sources = new Map<PickerTab, PickerSource | undefined>();
  const members = new Map<PickerTab, MemberDeclaration | undefined>();
  return {
    source(tab) {
      if (!sources.has(tab)) sources.set(tab, OWN_SOURCES[tab] ?? declaredSource(tab, declarations));
      return sources.get(tab);
    },
    members(tab) {
      if (!members.has(tab)) {
        const list = declarations[tab]?.members;
        members.set(tab, list ? { dialog: list.dialog, load: declaredMembers(list), wholeRight: list.wholeRight } : undefined);
      }
      return members.get(tab);
    },
  };
}

const built = new WeakMap<PickerSourceDeclarations, PickerSources>();

/** The sources of the declarations a provider gives (built once per declarations). */
export function usePickerSources(): PickerSources {
  const declarations = useContext(PickerSourcesContext);
  let sources = built.get(declarations);
  if (!sources) {
    sources = pickerSources(declarations);
    built.set(declarations, sources);
  }
  return sources;
}

export type { PickerSource, SourceContext, SourceRequest, EntitlementRef } from './common.ts';
export { declaredPickerSources, PickerSourcesContext, type PickerSourceDeclarations } from './context.ts';
