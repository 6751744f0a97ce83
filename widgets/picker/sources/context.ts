// The picker sources the areas declare, as data (pickerSources of their manifests), handed to every
// picker below the provider. The shell provides them; the picker builds its sources from them
// (index.ts). This module holds no code of the sources, so that the shell's first chunk carries
// only the declarations.
import { createContext } from 'react';
import type { AreaManifest, PickerSource as PickerSourceDeclaration } from '../../../schemas/types/area.ts';
import type { PickerTab } from '../types.ts';

/** The declared sources by tab, as the manifests give them. */
export type PickerSourceDeclarations = Readonly<Partial<Record<PickerTab, PickerSourceDeclaration>>>;

/** Every manifest's picker sources, as one map by tab (validate has checked that a tab is declared once). */
export function declaredPickerSources(manifests: Iterable<Pick<AreaManifest, 'pickerSources'>>): PickerSourceDeclarations {
  return Object.assign({}, ...[...manifests].map((manifest) => manifest.pickerSources ?? {})) as PickerSourceDeclarations;
}

/** Without a provider no tab is declared: only the picker's own tabs (trees, drop-downs) search. */
export const PickerSourcesContext = createContext<PickerSourceDeclarations>({});
