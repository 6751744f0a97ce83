// Form validation: the named validators of each field (the registry's: renderer/validators and
// any of the screen's area) and JSON Schema's own checks, turned into translated messages here, in
// one place.
import type { ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import type { Field, ValidatorRef } from '../../schemas/types/screen.ts';
import type { ValidationFailure, ValidatorEntry, ValidatorParams } from '../validators/index.ts';
import { registered } from '../core/registries.ts';

export type ValidatorRegistry = Readonly<Record<string, ValidatorEntry>>;
import { valueProblem } from '../../widgets/valueChecks.ts';

export type TranslateWith = (key: string, values?: Record<string, string | number>) => string;

export function messageOf(failure: ValidationFailure, t: TranslateWith): string {
  return t(failure.messageKey, failure.values);
}

/** The first failing validator of a field's value, or null. */
export function validateField(validators: readonly ValidatorRef[] | undefined, value: unknown, registry: ValidatorRegistry): ValidationFailure | null {
  for (const ref of validators ?? []) {
    const name = typeof ref === 'string' ? ref : ref.name;
    const params = typeof ref === 'string' ? {} : ((ref.params ?? {}) as ValidatorParams);
    const failure = registered(registry, 'validator', name).validate(value, params);
    if (failure) return failure;
  }
  return null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The bounds a number widget offers (options min and max) hold for the value too: the browser's
 * own check of an input's min and max does not run in these forms, so a number outside them would
 * otherwise reach the server.
 */
export function numberBoundsProblem(field: Field, value: unknown): ValidationFailure | null {
  if (field.widget !== 'number' || isEmpty(value)) return null;
  const { min, max } = (field.options ?? {}) as { min?: unknown; max?: unknown };
  const low = typeof min === 'number' ? min : undefined;
  const high = typeof max === 'number' ? max : undefined;
  const n = Number(value);
  if (Number.isFinite(n) && (low === undefined || n >= low) && (high === undefined || n <= high)) return null;
  if (low !== undefined && high !== undefined) return { messageKey: 'validation.range', values: { min: low, max: high } };
  if (low !== undefined) return { messageKey: 'validation.minimum', values: { min: low } };
  if (high !== undefined) return { messageKey: 'validation.maximum', values: { max: high } };
  return null;
}

/**
 * Checks of all fields at once: field name to message, for the fields that fail. An empty value
 * of a field the schema requires is left to JSON Schema's 'Required', said once.
 */
export function validateFields(
  fields: Record<string, Field>,
  data: Record<string, unknown>,
  t: TranslateWith,
  required: readonly string[],
  hidden: ReadonlySet<string>,
  registry: ValidatorRegistry,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (hidden.has(name)) continue;
    const value = data[name];
    const problem = valueProblem(field.widget, value);
    if (problem) {
      errors[name] = t(problem);
      continue;
    }
    if (isEmpty(value) && required.includes(name)) continue;
    const values = Array.isArray(value) && field.type !== 'array' ? value : [value];
    for (const v of values) {
      const failure = numberBoundsProblem(field, v) ?? validateField(field.validators, v, registry);
      if (failure) {
        errors[name] = messageOf(failure, t);
        break;
      }
    }
  }
  return errors;
}

/** rjsf customValidate over the fields' validators. */
export function customValidator(fields: Record<string, Field>, t: TranslateWith, required: readonly string[], hidden: ReadonlySet<string>, registry: ValidatorRegistry) {
  return (data: Record<string, unknown> | undefined, errors: FormValidation<Record<string, unknown>>) => {
    const found = validateFields(fields, data ?? {}, t, required, hidden, registry);
    for (const [name, message] of Object.entries(found)) {
      const entry = (errors as Record<string, { addError?: (m: string) => void } | undefined>)[name];
      entry?.addError?.(message);
    }
    return errors;
  };
}

/** The field a JSON Schema error is about: '.name' (or the missing property of a 'required' error). */
function errorField(error: RJSFValidationError): string {
  if (error.name === 'required' && typeof (error.params as { missingProperty?: unknown })?.missingProperty === 'string') return (error.params as { missingProperty: string }).missingProperty;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

type Params = Record<string, unknown>;
const numberParam = (params: Params, name: string): number | undefined => (typeof params[name] === 'number' ? params[name] : undefined);

/**
 * The translated message of one JSON Schema error, by its keyword: the validator's own text is
 * English, and a user reads their language. A keyword the console has no words for says 'Invalid
 * value' rather than pass the English through.
 */
function schemaMessage(error: RJSFValidationError, t: TranslateWith): string {
  const params = (error.params ?? {}) as Params;
  const limit = numberParam(params, 'limit');
  switch (error.name) {
    case 'required':
    case 'dependencies':
      return t('validation.required');
    case 'minItems':
      return limit === undefined || limit <= 1 ? t('validation.required') : t('validation.minItems', { min: limit });
    case 'maxItems':
      return limit === undefined ? t('validation.invalid') : t('validation.maxItems', { max: limit });
    case 'minLength':
      return limit === undefined ? t('validation.invalid') : t('validation.minLength', { min: limit });
    case 'maxLength':
      return limit === undefined ? t('validation.invalid') : t('validation.maxLength', { max: limit, length: numberParam(params, 'length') ?? limit + 1 });
    case 'minimum':
    case 'exclusiveMinimum':
      return limit === undefined ? t('validation.invalid') : t('validation.minimum', { min: limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return limit === undefined ? t('validation.invalid') : t('validation.maximum', { max: limit });
    case 'enum':
    case 'const':
      return t('validation.choice');
    case 'type':
      return params.type === 'integer' ? t('validation.wholeNumber') : params.type === 'number' ? t('validation.number') : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/**
 * JSON Schema's messages in the user's language and the spec's words: a missing required value (or
 * an empty required list) says 'Required'. Errors of hidden fields (visibleWhen) are dropped.
 */
export function errorTransformer(t: TranslateWith, hidden: ReadonlySet<string> = new Set()): ErrorTransformer {
  return (errors: RJSFValidationError[]) =>
    errors
      .filter((error) => !hidden.has(errorField(error)))
      .map((error) => {
        const message = schemaMessage(error, t);
        return { ...error, message, stack: message };
      });
}
