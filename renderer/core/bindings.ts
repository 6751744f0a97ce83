// Screen parameters: literals, or bindings read when the call is made (route, settings, user,
// item, form). Pure.
import type { Binding, ParamValue, Params } from '../types/screen.ts';
import { getPath } from './paths.ts';

export interface BindingSources {
  route?: Record<string, string | undefined>;
  settings?: unknown;
  user?: unknown;
  item?: unknown;
  form?: unknown;
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
