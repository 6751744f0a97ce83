// The forms' JSON Schema validator: @rjsf's ValidatorType over @cfworker/json-schema, which
// interprets a schema where ajv (@rjsf/validator-ajv8) compiles it to code with new Function. The
// console's Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids that, and form
// schemas are built at run time from the server's attributes, so they cannot be compiled at build
// time either.
//
// The errors keep the shape @rjsf/validator-ajv8 gives them, which validation.ts and the fields'
// error lines read: `name` the keyword ('required', 'type', 'enum', 'minItems', ...), `property`
// the data path ('.owners', '.list.0'; a missing property's own name), `params` as ajv's
// ({missingProperty}, {limit}, {allowedValues}, ...), ajv's English `message`, `stack`, `schemaPath`
// and `title`. cfworker also reports the keywords whose subschemas failed (properties, items,
// allOf, $ref): ajv does not, so they are dropped.
import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  deepEquals,
  getByPath,
  getDefaultFormState,
  getUiOptions,
  ROOT_SCHEMA_PREFIX,
  toErrorSchema,
  toPath,
  unwrapErrorHandler,
  validationDataMerge,
  withIdRefPrefix,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

type Json = Record<string, unknown>;
type Lookup = Record<string, Schema | boolean>;

/** 2019-09: as with ajv, the keywords beside a $ref apply too; draft-07's definitions and dependencies are read as well. */
const DRAFT = '2019-09';

/** Keywords cfworker reports above the errors of their subschemas, which ajv leaves out. */
const WRAPPERS = new Set(['properties', 'patternProperties', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'unevaluatedProperties', 'allOf', '$ref', '$recursiveRef', 'dependentSchemas', 'propertyNames']);

/** Form data as JSON: undefined members dropped (for ajv and @rjsf an undefined value is a missing one), undefined items null. */
function asJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : asJson(item)));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, member] of Object.entries(value)) if (member !== undefined) out[key] = asJson(member);
  return out;
}

/** A copy of a schema (cfworker marks the schemas it dereferences; the caller's stay as they are) and the lookup its $refs are read in. */
interface Prepared {
  schema: Schema;
  lookup: Lookup;
}

const preparedRoots = new WeakMap<object, Lookup>();
const prepared = new WeakMap<object, WeakMap<object, Prepared>>();
const NO_ROOT = {};

/** The root's lookup: its copy under the id ROOT_SCHEMA_PREFIX, which withIdRefPrefix makes a subschema's '#/…' refs name. */
function rootLookup(root: RJSFSchema): Lookup {
  let lookup = preparedRoots.get(root);
  if (!lookup) {
    lookup = dereference({ ...(JSON.parse(JSON.stringify(root)) as Schema), $id: ROOT_SCHEMA_PREFIX });
    preparedRoots.set(root, lookup);
  }
  return lookup;
}

function prepare(schema: RJSFSchema, root?: RJSFSchema): Prepared {
  let byRoot = prepared.get(schema);
  if (!byRoot) prepared.set(schema, (byRoot = new WeakMap()));
  let entry = byRoot.get(root ?? NO_ROOT);
  if (!entry) {
    const own = JSON.parse(JSON.stringify(root ? withIdRefPrefix(schema) : schema)) as Schema;
    entry = { schema: own, lookup: dereference(own, root ? { ...rootLookup(root) } : Object.create(null)) };
    byRoot.set(root ?? NO_ROOT, entry);
  }
  return entry;
}

/** A JSON pointer's segments as written in it (`#/a~1b/0` → ['a~1b', '0']), and as the keys they name. */
const segments = (pointer: string) => pointer.replace(/^#/, '').split('/').slice(1).map((segment) => decodeURIComponent(segment));
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function at(value: unknown, pointer: string): unknown {
  let node = value;
  for (const segment of segments(pointer)) node = node !== null && typeof node === 'object' ? (node as Json)[unescape(segment)] : undefined;
  return node;
}

/**
 * The schema holding a keyword, found by walking its keywordLocation from the schema validated and
 * following $ref through the lookup, and the keyword's place as ajv names it (a $ref's target:
 * '#/definitions/S/minLength' where cfworker says '#/properties/r/$ref/minLength').
 */
function keywordAt(prepared: Prepared, keywordLocation: string): { parent: Json; schemaPath: string } {
  let node: unknown = prepared.schema;
  let schemaPath = '#';
  const path = segments(keywordLocation);
  for (const segment of path.slice(0, -1)) {
    const current = (node ?? {}) as Json & { __absolute_ref__?: string };
    if (segment === '$ref' && current.__absolute_ref__) {
      node = prepared.lookup[current.__absolute_ref__];
      schemaPath = `#${new URL(current.__absolute_ref__).hash.slice(1)}`;
    } else {
      node = current[unescape(segment)];
      schemaPath += `/${segment}`;
    }
  }
  return { parent: (node !== null && typeof node === 'object' ? node : {}) as Json, schemaPath: path.length > 0 ? `${schemaPath}/${path.at(-1)!}` : schemaPath };
}

const instancePathOf = (unit: OutputUnit) => segments(unit.instanceLocation).map((segment) => `/${segment}`).join('');

/** ajv's pair of equal items: the last item equal to an earlier one (i) and the last such earlier one (j). */
function duplicate(items: readonly unknown[]): { i: number; j: number } {
  for (let i = items.length - 1; i > 0; i--) for (let j = i - 1; j >= 0; j--) if (deepEquals(items[i], items[j])) return { i, j };
  return { i: -1, j: -1 };
}

/** ajv's error object for one cfworker error: keyword, params and message as ajv words them. */
interface AjvLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Json;
  message: string;
  parentSchema: Json;
}

function ajvLike(unit: OutputUnit, prepared: Prepared, data: unknown, next: OutputUnit | undefined): AjvLike[] | undefined {
  const { parent: parentSchema, schemaPath } = keywordAt(prepared, unit.keywordLocation);
  const value = parentSchema[unit.keyword];
  const instancePath = instancePathOf(unit);
  const error = (keyword: string, params: Json, message: string): AjvLike => ({ keyword, instancePath, schemaPath, params, message, parentSchema });
  const limit = (words: string) => [error(unit.keyword, { limit: value }, `must NOT have ${words.replace('N', String(value))}`)];
  const compare = (comparison: string) => [error(unit.keyword, { comparison, limit: value }, `must be ${comparison} ${String(value)}`)];
  switch (unit.keyword) {
    case 'type':
      return [error('type', { type: value }, `must be ${String(value)}`)];
    case 'enum':
      return [error('enum', { allowedValues: value }, 'must be equal to one of the allowed values')];
    case 'const':
      return [error('const', { allowedValue: value }, 'must be equal to constant')];
    case 'minItems':
      return limit('fewer than N items');
    case 'maxItems':
      return limit('more than N items');
    case 'minLength':
      return limit('fewer than N characters');
    case 'maxLength':
      return limit('more than N characters');
    case 'minProperties':
      return limit('fewer than N properties');
    case 'maxProperties':
      return limit('more than N properties');
    case 'minimum':
      return compare(parentSchema.exclusiveMinimum === true ? '>' : '>=');
    case 'maximum':
      return compare(parentSchema.exclusiveMaximum === true ? '<' : '<=');
    case 'exclusiveMinimum':
      return compare('>');
    case 'exclusiveMaximum':
      return compare('<');
    case 'multipleOf':
      return [error('multipleOf', { multipleOf: value }, `must be multiple of ${String(value)}`)];
    case 'pattern':
      return [error('pattern', { pattern: value }, `must match pattern "${String(value)}"`)];
    case 'format':
      return [error('format', { format: value }, `must match format "${String(value)}"`)];
    case 'uniqueItems': {
      const { i, j } = duplicate(at(data, unit.instanceLocation) as unknown[]);
      return [error('uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`)];
    }
    case 'contains':
      return [error('contains', { minContains: 1 }, 'must contain at least 1 valid item(s)')];
    case 'not':
      return [error('not', {}, 'must NOT be valid')];
    case 'anyOf':
      return [error('anyOf', {}, 'must match a schema in anyOf')];
    case 'oneOf': {
      const instance = at(data, unit.instanceLocation);
      const passing = (value as Schema[]).flatMap((option, index) => (validate(instance, option, DRAFT, prepared.lookup).valid ? [index] : []));
      return [error('oneOf', { passingSchemas: passing.length > 0 ? passing.slice(0, 2) : null }, 'must match exactly one schema in oneOf')];
    }
    case 'if': {
      const failingKeyword = validate(at(data, unit.instanceLocation), parentSchema.if as Schema, DRAFT, prepared.lookup).valid ? 'then' : 'else';
      return [error('if', { failingKeyword }, `must match "${failingKeyword}" schema`)];
    }
    case 'additionalProperties':
      // Only a `false` one is an error of its own (the 'false' error of the property follows it).
      if (value !== false || !next) return undefined;
      return [error('additionalProperties', { additionalProperty: unescape(segments(next.instanceLocation).at(-1) ?? '') }, 'must NOT have additional properties')];
    case 'false':
      return [error('false schema', {}, 'boolean schema is false')];
    default:
      return WRAPPERS.has(unit.keyword) ? undefined : [error(unit.keyword, {}, unit.error)];
  }
}

/** ajv's errors for the required properties missing from the object at each place (one per property). */
function missing(unit: OutputUnit, prepared: Prepared, data: unknown): AjvLike[] {
  const { parent: parentSchema, schemaPath } = keywordAt(prepared, unit.keywordLocation);
  const object = (at(data, unit.instanceLocation) ?? {}) as Json;
  const instancePath = instancePathOf(unit);
  return ((parentSchema.required ?? []) as string[])
    .filter((name) => !Object.hasOwn(object, name))
    .map((missingProperty) => ({ keyword: 'required', instancePath, schemaPath, params: { missingProperty }, message: `must have required property '${missingProperty}'`, parentSchema }));
}

/** ajv's errors for the properties that `dependencies` asks for beside a present one and that are missing (its schema form only wraps). */
function missingDependencies(unit: OutputUnit, prepared: Prepared, data: unknown): AjvLike[] {
  const { parent: parentSchema, schemaPath } = keywordAt(prepared, unit.keywordLocation);
  const object = (at(data, unit.instanceLocation) ?? {}) as Json;
  const instancePath = instancePathOf(unit);
  return Object.entries((parentSchema.dependencies ?? {}) as Record<string, unknown>).flatMap(([property, deps]) => {
    if (!Array.isArray(deps) || !Object.hasOwn(object, property)) return [];
    return (deps as string[])
      .filter((name) => !Object.hasOwn(object, name))
      .map((missingProperty) => ({
        keyword: 'dependencies',
        instancePath,
        schemaPath,
        params: { property, missingProperty, depsCount: deps.length, deps: deps.join(', ') },
        message: `must have propert${deps.length === 1 ? 'y' : 'ies'} ${deps.join(', ')} when property ${property} is present`,
        parentSchema,
      }));
  });
}

/** Where the errors of a summary's subschemas are (cfworker puts a summary before them, ajv after). */
function subschemaPrefixes(unit: OutputUnit): string[] | undefined {
  if (unit.keyword === 'anyOf' || unit.keyword === 'oneOf') return [`${unit.keywordLocation}/`];
  if (unit.keyword === 'if') return ['then', 'else'].map((branch) => unit.keywordLocation.replace(/if$/, `${branch}/`));
  return undefined;
}

/** The errors in ajv's order: each summary (anyOf, oneOf, if) after the errors of its subschemas. */
function summariesLast(units: readonly OutputUnit[]): OutputUnit[] {
  const out = [...units];
  for (let index = out.length - 1; index >= 0; index--) {
    const prefixes = subschemaPrefixes(out[index]!);
    if (!prefixes) continue;
    let end = index + 1;
    while (end < out.length && prefixes.some((prefix) => out[end]!.keywordLocation.startsWith(prefix))) end++;
    out.splice(end - 1, 0, ...out.splice(index, 1));
  }
  return out;
}

/** cfworker's errors as ajv's: wrappers dropped, each missing required property once, summaries after their details. */
function ajvErrors(found: readonly OutputUnit[], prepared: Prepared, data: unknown): AjvLike[] {
  const units = summariesLast(found);
  const out: AjvLike[] = [];
  const requiredSeen = new Set<string>();
  units.forEach((unit, index) => {
    // One cfworker error per missing property: ajv's, once for each place.
    if (unit.keyword === 'required' || unit.keyword === 'dependencies') {
      const place = `${unit.keyword} ${unit.instanceLocation} ${unit.keywordLocation}`;
      if (!requiredSeen.has(place)) out.push(...(unit.keyword === 'required' ? missing : missingDependencies)(unit, prepared, data));
      requiredSeen.add(place);
      return;
    }
    // The 'false' error of a property refused by additionalProperties: false is that error.
    const previous = units[index - 1];
    if (unit.keyword === 'false' && previous?.keyword === 'additionalProperties' && keywordAt(prepared, previous.keywordLocation).parent.additionalProperties === false) return;
    out.push(...(ajvLike(unit, prepared, data, units[index + 1]) ?? []));
  });
  return out;
}

/** As @rjsf/validator-ajv8 turns ajv's errors into RJSFValidationErrors: a field's title (ui:title, else the schema's) in the stack. */
function toRjsfError(error: AjvLike, uiSchema: UiSchema | undefined): RJSFValidationError {
  let property = error.instancePath.replace(/\//g, '.');
  let { message } = error;
  let stack = `${property} ${message}`.trim();
  let title = '';
  const named = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
  if (named !== undefined) {
    const uiTitle = getUiOptions(getByPath<UiSchema | undefined>(uiSchema, [...toPath(property).filter(Boolean), named])).title;
    const found = uiTitle ?? getByPath<string | undefined>(error.parentSchema, ['properties', named, 'title']);
    if (found) {
      message = message.replace(`'${named}'`, `'${found}'`);
      title = found;
    }
    stack = message;
  } else {
    const found = getUiOptions(getByPath<UiSchema | undefined>(uiSchema, toPath(property).filter(Boolean))).title ?? (error.parentSchema.title as string | undefined);
    if (found) {
      stack = `'${found}' ${message}`.trim();
      title = found;
    }
  }
  if ('missingProperty' in error.params) property = property ? `${property}.${String(error.params.missingProperty)}` : String(error.params.missingProperty);
  return { name: error.keyword, property, message, params: error.params, stack, schemaPath: error.schemaPath, title };
}

type FormValue = Record<string, unknown> | undefined;

/** The forms' validator (one instance is enough: what it prepares is cached by schema object). */
export class InterpretingValidator implements ValidatorType<FormValue, RJSFSchema> {
  /** cfworker's own errors (the output units), or the error of a schema it cannot read (an unresolved $ref). */
  rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: FormValue): { errors?: Result[]; validationError?: Error } {
    try {
      const entry = prepare(schema);
      const result = validate(asJson(formData), entry.schema, DRAFT, entry.lookup, false);
      return { errors: result.valid ? undefined : (result.errors as Result[]) };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  validateFormData(formData: FormValue, schema: RJSFSchema, customValidate?: CustomValidator<FormValue>, transformErrors?: ErrorTransformer<FormValue>, uiSchema?: UiSchema<FormValue>): ValidationData<FormValue> {
    const raw = this.rawValidation(schema, formData);
    const data = asJson(formData);
    let errors = ajvErrors(raw.errors ?? [], prepare(schema), data).map((error) => toRjsfError(error, uiSchema));
    if (raw.validationError) errors = [...errors, { stack: raw.validationError.message }];
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    let errorSchema = toErrorSchema<FormValue>(errors);
    if (raw.validationError) errorSchema = { ...errorSchema, $schema: { __errors: [raw.validationError.message] } } as typeof errorSchema;
    if (!customValidate) return { errors, errorSchema };
    // As @rjsf's own validators: the custom check sees the form data with its defaults filled in.
    const withDefaults = getDefaultFormState<FormValue>(this, schema, formData, schema, true) as FormValue;
    const handler = customValidate(withDefaults, createErrorHandler<FormValue>(withDefaults), uiSchema, errorSchema);
    return validationDataMerge<FormValue>({ errors, errorSchema }, unwrapErrorHandler<FormValue>(handler));
  }

  /** Whether the data fits a schema, '#/…' refs read in the root schema (@rjsf asks when it picks an anyOf or oneOf option). */
  isValid(schema: RJSFSchema, formData: FormValue, rootSchema: RJSFSchema): boolean {
    try {
      const entry = prepare(schema, rootSchema);
      return validate(asJson(formData), entry.schema, DRAFT, entry.lookup, true).valid;
    } catch {
      return false;
    }
  }
}

export const formValidator = new InterpretingValidator();
