// The checks of a screen against the code of its area (scripts/validate/registries.ts):
//   - a screen in an area's folder names only generic encoders, transforms, checks, validators and
//     cell renderers, or those of its own area (never another area's);
//   - a codec's declared fields are on the form it is used with: the dialog of an action, or the
//     screen's own fields and sections for its submit. A form built on the server's attribute
//     schema may hold any attribute, so only a dialog or a form of declared fields is checked; an
//     action without a dialog encodes the selected rows and reads no field.
import type { Reference } from './schemas.ts';
import type { AreaRegistries, CodeRegistries, NamedRegistry } from './registries.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

const LABEL: Record<NamedRegistry, string> = { customScreens: 'custom screen', dashboardCards: 'dashboard card', memberDialogs: 'member dialog', cellRenderers: 'cell renderer', validators: 'validator', encoders: 'encoder', transforms: 'transform', checks: 'check' };
const isNamedRegistry = (kind: string): kind is NamedRegistry => kind in LABEL;

export type Report = (pointer: string, message: string) => void;

/** The area a screen file belongs to ('screens/roles/detail.json' → 'roles'), if its folder is an area. */
export function areaOf(file: string, registries: CodeRegistries): string | undefined {
  const folder = file.split('/')[1];
  return folder !== undefined && registries.areas?.has(folder) ? folder : undefined;
}

/** The area (other than the screen's) that registers a name, for the message. */
function ownerOf(registries: CodeRegistries, kind: NamedRegistry, name: string): string | undefined {
  return [...(registries.areas ?? [])].find(([, area]) => area.names[kind]?.includes(name))?.[0];
}

/** A name the screen may not use: registered, but neither generic nor its area's. */
export function checkAreaName(registries: CodeRegistries, area: string, ref: Reference, report: Report) {
  if (!isNamedRegistry(ref.kind) || !registries.generic) return;
  const own = registries.areas?.get(area);
  if (registries.generic.names[ref.kind]?.includes(ref.value) || own?.names[ref.kind]?.includes(ref.value)) return;
  const owner = ownerOf(registries, ref.kind, ref.value);
  if (!owner) return; // unknown names are reported by the registry check
  report(ref.pointer, `${LABEL[ref.kind]} '${ref.value}' belongs to the ${owner} area; a screen of the ${area} area names only generic ${LABEL[ref.kind]}s and its own area's`);
}

const fieldName = (entry: unknown): string | undefined => (typeof entry === 'string' ? entry : isObject(entry) && typeof entry.name === 'string' ? entry.name : undefined);

/** The names of a list of fields (declarations or section entries). */
const namesOf = (fields: unknown): string[] => (Array.isArray(fields) ? fields.map(fieldName).filter((n): n is string => n !== undefined) : []);

/** Every field a screen's own form has: its fields, and the fields and bound values of its sections and tabs' (or settings parts') sections. */
function screenFormFields(screen: Json): Set<string> {
  const nested = (list: unknown) => (Array.isArray(list) ? list.flatMap((entry: unknown) => (isObject(entry) && Array.isArray(entry.sections) ? entry.sections : [])) : []);
  const sections = [...(Array.isArray(screen.sections) ? screen.sections : []), ...nested(screen.tabs), ...nested(screen.parts)].filter(isObject);
  return new Set([...namesOf(screen.fields), ...sections.flatMap((s) => [...namesOf(s.fields), ...(typeof s.bind === 'string' ? [s.bind] : [])])]);
}

function codecOf(registries: CodeRegistries, area: string | undefined, name: string) {
  return registries.generic?.codecFields.get(name) ?? (area ? registries.areas?.get(area)?.codecFields.get(name) : undefined) ?? [...(registries.areas?.values() ?? [])].map((a: AreaRegistries) => a.codecFields.get(name)).find((c) => c !== undefined);
}

/** The fields of the form an encoder reference is used with, or undefined when there is none to check. */
function formFieldsAt(screen: Json, owner: Json, ownerPointer: string): Set<string> | undefined {
  if (isObject(owner.form)) return new Set(namesOf(owner.form.fields));
  if (ownerPointer !== '/submit' || screen.attributeSchema !== undefined) return undefined;
  return screenFormFields(screen);
}

export function checkCodecFields(registries: CodeRegistries, area: string | undefined, screen: unknown, ref: Reference, owner: unknown, report: Report) {
  if (ref.kind !== 'encoders' || !isObject(screen) || !isObject(owner)) return;
  const codec = codecOf(registries, area, ref.value);
  const fields = codec ? formFieldsAt(screen, owner, parentOf(ref.pointer)) : undefined;
  if (!codec || !fields) return;
  const where = isObject(owner.form) ? 'its dialog' : 'the form';
  for (const field of codec.fields ?? []) {
    if (!fields.has(field)) report(ref.pointer, `encoder '${ref.value}' reads the field '${field}', which ${where} does not have; add a field named '${field}' or name another encoder`);
  }
}
