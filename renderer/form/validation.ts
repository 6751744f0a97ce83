// Form validation: the named validators of each field (renderer/validators) and JSON Schema's own
// checks, turned into translated messages here, in one place.
import type { ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import type { Field, ValidatorRef } from '../types/screen.ts';
import { runValidator, type ValidationFailure, type ValidatorParams } from '../validators/index.ts';

export type TranslateWith = (key: string, values?: Record<string, string | number>) => string;

export function messageOf(failure: ValidationFailure, t: TranslateWith): string {
  return t(failure.messageKey, failure.values);
}

/** The first failing validator of a field's value, or null. */
export function validateField(validators: readonly ValidatorRef[] | undefined, value: unknown): ValidationFailure | null {
  for (const ref of validators ?? []) {
    const failure = typeof ref === 'string' ? runValidator(ref, value) : runValidator(ref.name, value, (ref.params ?? {}) as ValidatorParams);
    if (failure) return failure;
  }
  return null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Checks of all fields at once: field name to message, for the fields that fail. An empty value
 * of a field the schema requires is left to JSON Schema's 'Required', said once.
 */
export function validateFields(fields: Record<string, Field>, data: Record<string, unknown>, t: TranslateWith, required: readonly string[] = []): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = data[name];
    if (isEmpty(value) && required.includes(name)) continue;
    const values = Array.isArray(value) && field.type !== 'array' ? value : [value];
    for (const v of values) {
      const failure = validateField(field.validators, v);
      if (failure) {
        errors[name] = messageOf(failure, t);
        break;
      }
    }
  }
  return errors;
}

/** rjsf customValidate over the fields' validators. */
export function customValidator(fields: Record<string, Field>, t: TranslateWith, required: readonly string[] = []) {
  return (data: Record<string, unknown> | undefined, errors: FormValidation<Record<string, unknown>>) => {
    const found = validateFields(fields, data ?? {}, t, required);
    for (const [name, message] of Object.entries(found)) {
      const entry = (errors as Record<string, { addError?: (m: string) => void } | undefined>)[name];
      entry?.addError?.(message);
    }
    return errors;
  };
}

/** JSON Schema's messages in the spec's words: a missing required value says 'Required'. */
export function errorTransformer(t: TranslateWith): ErrorTransformer {
  return (errors: RJSFValidationError[]) =>
    errors.map((error) => (error.name === 'required' ? { ...error, message: t('validation.required'), stack: t('validation.required') } : error));
}
