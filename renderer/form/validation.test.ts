import { describe, expect, it } from 'vitest';
import type { Field } from '../../schemas/types/screen.ts';
import { validators } from '../validators/index.ts';
import { errorTransformer, validateFields as validateWith } from './validation.ts';

// The fields are checked with the generic validators.
const validateFields = (fields: Record<string, Field>, data: Record<string, unknown>, t: (key: string) => string, required: string[] = [], hidden = new Set<string>()) =>
  validateWith(fields, data, t, required, hidden, validators);

const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('validateFields', () => {
  it('runs each field validators in order and reports the first failure', () => {
    const errors = validateFields(
      {
        CN: { name: 'CN', validators: ['required', 'commonName', { name: 'maxLength', params: { max: 4 } }] },
        FirstName: { name: 'FirstName', validators: ['nonBlank', 'name'] },
        Description: { name: 'Description', validators: ['description'] },
      },
      { CN: 'abcdef', FirstName: '  ', Description: 'fine' },
      t,
    );
    expect(errors).toEqual({ CN: 'validation.maxLength{"max":4,"length":6}', FirstName: 'validation.nonBlank' });
  });
  it("leaves an empty required value to JSON Schema's single 'Required'", () => {
    const fields = { CN: { name: 'CN', validators: ['required' as const, 'commonName' as const] }, Note: { name: 'Note', validators: ['required' as const] } };
    expect(validateFields(fields, { CN: '' }, t, ['CN'])).toEqual({ Note: 'validation.required' });
  });
  it('skips hidden fields and asks a value widget what is wrong with its whole value', () => {
    const fields = { Note: { name: 'Note', validators: ['required' as const] }, approval: { name: 'approval', widget: 'approvalEditor' as const } };
    expect(validateFields(fields, { approval: { type: 'serial', approvers: [] } }, t, [], new Set(['Note']))).toEqual({ approval: 'widgets.approvalEditor.error.approvers' });
    expect(validateFields(fields, { Note: 'x', approval: { type: 'none', approvers: [] } }, t)).toEqual({});
  });
  it("holds a number widget's value to the bounds its options offer, before the named validators", () => {
    const fields: Record<string, Field> = {
      port: { name: 'port', widget: 'number', options: { min: 1, max: 65535 } },
      days: { name: 'days', widget: 'number', options: { min: 0 } },
      share: { name: 'share', widget: 'number', options: { max: 1 } },
      text: { name: 'text', widget: 'text', options: { min: 1, max: 2 } as Record<string, unknown> },
    };
    expect(validateFields(fields, { port: 70000, days: -1, share: 1.5, text: 'abc' }, t)).toEqual({
      port: 'validation.range{"min":1,"max":65535}',
      days: 'validation.minimum{"min":0}',
      share: 'validation.maximum{"max":1}',
    });
    expect(validateFields(fields, { port: 65535, days: 0, share: 1 }, t)).toEqual({});
    // An empty value is left to 'Required' (or allowed).
    expect(validateFields(fields, { port: '', days: undefined }, t)).toEqual({});
  });
  it('checks each value of a multi-valued field', () => {
    expect(validateFields({ Mail: { name: 'Mail', validators: ['name'] } }, { Mail: ['ok', 'fine'] }, t)).toEqual({});
    expect(validateFields({ Mail: { name: 'Mail', validators: ['name'] } }, { Mail: ['ok', 'b#d'] }, t)).toEqual({ Mail: 'validation.invalidCharacter' });
  });
});

describe('errorTransformer', () => {
  it("says 'Required' for a missing required value", () => {
    const [error] = errorTransformer(t)([{ name: 'required', property: '.CN', message: "must have required property 'CN'", stack: '' }]);
    expect(error?.message).toBe('validation.required');
  });
  it("says 'Required' for an empty required list and drops the errors of hidden fields", () => {
    const errors = errorTransformer(t, new Set(['hidden']))([
      { name: 'minItems', property: '.owners', params: { limit: 1 }, message: 'must NOT have fewer than 1 items', stack: '' },
      { name: 'required', property: 'hidden', params: { missingProperty: 'hidden' }, message: 'x', stack: '' },
    ]);
    expect(errors.map((e) => [e.property, e.message])).toEqual([['.owners', 'validation.required']]);
  });
  it("gives every other JSON Schema error in the user's words, never the validator's English", () => {
    const errors = errorTransformer(t)([
      { name: 'type', property: '.port', params: { type: 'integer' }, message: 'must be integer', stack: '' },
      { name: 'type', property: '.share', params: { type: 'number' }, message: 'must be number', stack: '' },
      { name: 'enum', property: '.level', params: { allowedValues: [10, 20] }, message: 'must be equal to one of the allowed values', stack: '' },
      { name: 'minItems', property: '.approvers', params: { limit: 2 }, message: 'must NOT have fewer than 2 items', stack: '' },
      { name: 'maxItems', property: '.approvers', params: { limit: 4 }, message: 'must NOT have more than 4 items', stack: '' },
      { name: 'maxLength', property: '.code', params: { limit: 2 }, message: 'must NOT have more than 2 characters', stack: '' },
      { name: 'minimum', property: '.days', params: { comparison: '>=', limit: 0 }, message: 'must be >= 0', stack: '' },
      { name: 'pattern', property: '.code', params: { pattern: '^[a-z]+$' }, message: 'must match pattern "^[a-z]+$"', stack: '' },
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      'validation.wholeNumber',
      'validation.number',
      'validation.choice',
      'validation.minItems{"min":2}',
      'validation.maxItems{"max":4}',
      'validation.maxLength{"max":2,"length":3}',
      'validation.minimum{"min":0}',
      'validation.invalid',
    ]);
    expect(errors.every((e) => e.stack === e.message)).toBe(true);
  });
});
