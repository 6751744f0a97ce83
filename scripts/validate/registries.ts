// The names of every registry, imported without React or MUI so that the validator runs in node.
// Calls and routes are not here: they are data files of the project and read per validation.
import { CELL_RENDERER_NAMES, WIDGET_NAMES } from '../../widgets/names.ts';
import { validators, type ValidatorEntry } from '../../renderer/validators/index.ts';
import { ENCODER_NAMES } from '../../api/encoders/index.ts';
import { TRANSFORM_NAMES } from '../../api/transforms/index.ts';
import { CHECK_NAMES } from '../../renderer/checks/index.ts';

export interface CodeRegistries {
  widgets: readonly string[];
  cellRenderers: readonly string[];
  validators: ReadonlyMap<string, ValidatorEntry>;
  encoders: readonly string[];
  transforms: readonly string[];
  checks: readonly string[];
}

export const codeRegistries: CodeRegistries = {
  widgets: WIDGET_NAMES,
  cellRenderers: CELL_RENDERER_NAMES,
  validators: new Map<string, ValidatorEntry>(Object.entries(validators)),
  encoders: ENCODER_NAMES,
  transforms: TRANSFORM_NAMES,
  checks: CHECK_NAMES,
};
