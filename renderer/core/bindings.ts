// Screen parameters: literals, or bindings read when the call is made (route, settings, user,
// item, form, answer). Pure.
import type { Binding, ParamValue, Params } from '../../schemas/types/screen.ts';
import { getPath } from '../../api/normalize/paths.ts';

export interface BindingSources {
  route?: Record<string, string | undefined>;
  settings?: unknown;
  user?: unknown;
  item?: unknown;
  form?: unknown;
  /** The answer of the call just made (a form's next route). */
  answer?: unknown;
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

function isBodyBinding(value: object): value is Binding {
  const keys = Object.keys(value);
  return 'from' in value && 'name' in value && keys.every((k) => k === 'from' || k === 'name' || k === 'default');
}
