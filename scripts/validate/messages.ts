// Ajv errors rewritten for a person editing JSON: one line each, naming the offending value and,
// where the schema lists the allowed words, the closest one.
import type { ErrorObject } from 'ajv';
import { didYouMean } from './suggest.ts';

export interface ReadableError {
  pointer: string;
  message: string;
}

const quote = (v: unknown) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v);

function rewrite(error: ErrorObject): ReadableError | undefined {
  // An error about a key (propertyNames) points at the key; the summary that follows it says nothing more.
  if (error.keyword === 'propertyNames') return undefined;
  const pointer = error.propertyName === undefined ? error.instancePath : `${error.instancePath}/${error.propertyName.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required property '${String(params.missingProperty)}'` };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { pointer: `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, message: `unknown property '${name}'${didYouMean(name, known)}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const value = error.data;
      return { pointer, message: `${quote(value)} is not allowed here; use one of ${allowed.map((a) => `'${a}'`).join(', ')}${didYouMean(String(value), allowed)}` };
    }
    case 'const':
      return { pointer, message: `must be ${quote(params.allowedValue)}, got ${quote(error.data)}` };
    case 'type':
      return { pointer, message: `must be ${String(params.type).replace(',', ' or ')}, got ${typeOf(error.data)}` };
    case 'pattern':
      if (error.parentSchema && 'x-translation-key' in error.parentSchema) {
        return { pointer, message: `${quote(error.data)} is not a translation key; write a dot-namespaced key such as 'users.list.title'` };
      }
      return { pointer, message: `${quote(error.data)} does not match the pattern ${String(params.pattern)}` };
    case 'discriminator':
      // Reported by the enum of "kind" already.
      return undefined;
    case 'anyOf':
    case 'oneOf':
      return { pointer, message: 'does not match any of the allowed forms (see the schema description)' };
    case 'if':
      return undefined;
    default:
      return { pointer, message: `${error.message ?? 'is invalid'}` };
  }
}

/**
 * Readable errors, one per location. When an anyOf/oneOf fails, every branch reports why it does
 * not fit, which contradicts itself (string here, object there). The branches of the wrong type
 * only say "must be string"; a branch of the right type reports errors inside the value (its
 * schema may sit behind a $ref, so they are recognised by location). When there are such errors,
 * they are the precise ones and are kept; otherwise only the union's summary is.
 */
export function readableErrors(errors: ErrorObject[] | null | undefined, prefix = ''): ReadableError[] {
  if (!errors) return [];
  const isUnion = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';
  const dropped = new Set<ErrorObject>();
  for (const union of errors.filter(isUnion)) {
    const wrongType = errors.filter((e) => e.keyword === 'type' && e.instancePath === union.instancePath && e.schemaPath.startsWith(union.schemaPath + '/'));
    const inside = errors.filter(
      (e) => e !== union && !wrongType.includes(e) && !isUnion(e) && (e.instancePath === union.instancePath || e.instancePath.startsWith(union.instancePath + '/')),
    );
    wrongType.forEach((e) => dropped.add(e));
    if (inside.length > 0) dropped.add(union);
  }
  const out: ReadableError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (dropped.has(error)) continue;
    const readable = rewrite(error);
    if (!readable) continue;
    readable.pointer = prefix + readable.pointer;
    const id = readable.pointer + '\u0000' + readable.message;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(readable);
    }
  }
  return out;
}
