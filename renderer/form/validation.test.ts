import { describe, expect, it } from 'vitest';
import { errorTransformer, validateFields } from './validation.ts';

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
});
