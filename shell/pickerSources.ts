// The picker sources the areas declare (pickerSources of screens/<area>/area.json), gathered from
// the manifests the shell reads at start: every picker of the console searches with them (App.tsx
// provides them) and so does the command palette.
import { declaredPickerSources } from '../widgets/picker/sources/context.ts';
import { AREA_MANIFESTS } from './routing/routeTable.ts';

export const DECLARED_PICKER_SOURCES = declaredPickerSources(AREA_MANIFESTS.values());
