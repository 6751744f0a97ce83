// Screen parameters: literals, or bindings read when the call is made (route, settings, user,
// item, form, answer); request body templates, which may also map a list (the selected rows, a
// dialog's picker field) to one entry each. Pure.
import type { Binding, BodyBinding, ParamValue, Params, RowMap } from '../../schemas/types/screen.ts';
import { getPath } from '../../api/normalize/paths.ts';

export interface BindingSources {
  route?: Record<string, string | undefined>;
  settings?: unknown;
  user?: unknown;
  item?: unknown;
  /** The detail page's object, around a list in one of its sections (conditions only). */
  page?: unknown;
  /** A list screen's answer to its data call, e.g. what the server says the user may do there (conditions only). */
  list?: unknown;
  form?: unknown;
  /** The answer of the call just made (a form's next route). */
  answer?: unknown;
  /** The rows an action applies to: the selected rows, or [the page's object]. */
  rows?: unknown[];
  /** The entry a body template's map is at (bindings with from 'row'). */
  row?: unknown;
}


const isBinding = (value: ParamValue | undefined): value is Binding => !!value && typeof value === 'object' && 'from' in value;

export function resolveParam(value: ParamValue | undefined, sources: BindingSources): string | number | boolean | undefined {
  if (!isBinding(value)) return value;
  const source = value.from === 'route' ? sources.route : sources[value.from];
  const found = getPath(source, value.name);
  if (found === undefined || found === null || found === '') return value.default;
  return typeof found === 'number' || typeof found === 'boolean' ? found : String(found);
}

export function resolveParams(params: Params | undefined, sources: BindingSources): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const resolved = resolveParam(value, sources);
    if (resolved !== undefined) out[name] = resolved;
  }
  return out;
}

/**
 * A request body template with its bindings read: any JSON where an object of exactly the form
 * { from, name, default? } is a binding. A binding that finds nothing (and has no default) drops its
 * key from an object, and its entry from an array, so that an absent value is not sent as null.
 * Unlike resolveParam, a found value keeps its type (an array or object stays one).
 */
export function resolveBody(template: unknown, sources: BindingSources): unknown {
  if (Array.isArray(template)) return template.map((entry) => resolveBody(entry, sources)).filter((entry) => entry !== undefined);
  if (!template || typeof template !== 'object') return template;
  if (isRowMap(template)) return mapRows(template, sources);
  if (isBodyBinding(template)) {
    const source = template.from === 'route' ? sources.route : sources[template.from];
    const found = getPath(source, template.name);
    return found === undefined || found === null || found === '' ? template.default : found;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template)) {
    const resolved = resolveBody(value, sources);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

/**
 * { map, to }: `to` resolved once per entry of the list (a binding may read the entry with from
 * 'row'); an entry that resolves to nothing, or to an empty object, is left out, as a row without
 * the value it should send.
 */
function mapRows(template: RowMap, sources: BindingSources): unknown[] {
  const { map } = template;
  const list = map.from === 'rows' ? sources.rows : getPath(sources[map.from], map.name ?? '');
  return asList(list)
    .map((row) => resolveBody(template.to, { ...sources, row }))
    .filter((entry) => entry !== undefined && !(isPlainObject(entry) && Object.keys(entry).length === 0));
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function isRowMap(value: object): value is RowMap {
  const keys = Object.keys(value);
  return keys.length === 2 && 'map' in value && 'to' in value && isPlainObject((value as RowMap).map);
}

function isBodyBinding(value: object): value is BodyBinding {
  const keys = Object.keys(value);
  return 'from' in value && 'name' in value && keys.every((k) => k === 'from' || k === 'name' || k === 'default');
}
