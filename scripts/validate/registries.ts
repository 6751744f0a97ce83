// The names of every registry, imported without React or MUI so that the validator runs in node:
// the generic ones and those of each area (screens/<area>/code/index.ts, node-safe, found by
// ./areaDiscovery.ts), with the
// form fields each codec declares. Calls and routes are not here: they are data files of the
// project and read per validation.
import { CELL_RENDERER_NAMES, SCREEN_WIDGET_NAMES, VIEW_WIDGET_NAMES, WIDGET_NAMES } from '../../widgets/names.ts';
import { validators, type ValidatorEntry } from '../../renderer/validators/index.ts';
import { encoders } from '../../api/encoders/index.ts';
import type { FieldDeclaration } from '../../api/encoders/codec.ts';
import { transforms } from '../../api/transforms/index.ts';
import type { AreaCode } from '../../renderer/core/registries.ts';
import { loadAreas } from './areaDiscovery.ts';

/** The registries a screen may name from: the generic names and those of its area. */
export type NamedRegistry = 'customScreens' | 'dashboardCards' | 'memberDialogs' | 'cellRenderers' | 'validators' | 'encoders' | 'transforms' | 'checks';

export interface AreaRegistries {
  /** The names the area adds to each registry. */
  names: Readonly<Partial<Record<NamedRegistry, readonly string[]>>>;
  /** The form fields each of its encoders declares. */
  codecFields: ReadonlyMap<string, FieldDeclaration>;
}

export interface CodeRegistries {
  widgets: readonly string[];
  /** The widgets that only show a value (a row detail section's); default those of widgets/names.ts. */
  viewWidgets?: readonly string[];
  /** The custom screens of every area (a screen may name only its own area's). */
  customScreens: readonly string[];
  /** The dashboard cards of every area (a screen may name only its own area's). */
  dashboardCards: readonly string[];
  /** The member dialogs of every area (a manifest may name only its own area's). */
  memberDialogs: readonly string[];
  /** Every name, generic or of any area: what a screen may name at all. */
  cellRenderers: readonly string[];
  validators: ReadonlyMap<string, ValidatorEntry>;
  encoders: readonly string[];
  transforms: readonly string[];
  checks: readonly string[];
  /** The generic names (any screen may use them) and the form fields of the generic codecs. */
  generic?: AreaRegistries;
  /** Per area folder under screens/: its own names. A screen of an area may name only generic names and its area's. */
  areas?: ReadonlyMap<string, AreaRegistries>;
}

// Every area, found by its code/index.ts (scripts/validate/areaDiscovery.ts), not listed here.
const AREA_CODE: ReadonlyMap<string, AreaCode> = new Map([...(await loadAreas())].map(([id, area]) => [id, area.code]));

const fieldsOf = (codecs: Readonly<Record<string, FieldDeclaration>> = {}) =>
  new Map(Object.entries(codecs).map(([name, codec]) => [name, { fields: codec.fields ?? [], optionalFields: codec.optionalFields ?? [] }]));

function areaRegistries(code: AreaCode): AreaRegistries {
  return {
    names: {
      customScreens: code.customScreens ?? [],
      dashboardCards: code.dashboardCards ?? [],
      memberDialogs: code.memberDialogs ?? [],
      cellRenderers: code.cellRenderers ?? [],
      validators: Object.keys(code.validators ?? {}),
      encoders: Object.keys(code.encoders ?? {}),
      transforms: Object.keys(code.transforms ?? {}),
      checks: Object.keys(code.checks ?? {}),
    },
    codecFields: fieldsOf(code.encoders),
  };
}

const generic: AreaRegistries = {
  names: { customScreens: SCREEN_WIDGET_NAMES, dashboardCards: [], memberDialogs: [], cellRenderers: CELL_RENDERER_NAMES, validators: Object.keys(validators), encoders: Object.keys(encoders), transforms: Object.keys(transforms), checks: [] },
  codecFields: fieldsOf(encoders),
};
const areas = new Map([...AREA_CODE].map(([id, code]) => [id, areaRegistries(code)]));
const every = (registry: NamedRegistry) => [...new Set([generic, ...areas.values()].flatMap((a) => a.names[registry] ?? []))];

export const codeRegistries: CodeRegistries = {
  widgets: WIDGET_NAMES,
  viewWidgets: VIEW_WIDGET_NAMES,
  customScreens: every('customScreens'),
  dashboardCards: every('dashboardCards'),
  memberDialogs: every('memberDialogs'),
  cellRenderers: every('cellRenderers'),
  validators: new Map<string, ValidatorEntry>([...Object.entries(validators), ...[...AREA_CODE.values()].flatMap((code) => Object.entries(code.validators ?? {}))]),
  encoders: every('encoders'),
  transforms: every('transforms'),
  checks: every('checks'),
  generic,
  areas,
};
