import { describe, expect, it } from 'vitest';
import { hiddenFields, isFieldVisible } from './visibility.ts';

describe('visibleWhen', () => {
  const fields = {
    kind: { name: 'kind' },
    days: { name: 'days', visibleWhen: { field: 'kind', equals: 'D' } },
    strict: { name: 'strict', visibleWhen: { field: 'expires', equals: true } },
  };

  it('shows a field while the other field has the value', () => {
    expect(isFieldVisible(fields.days, { kind: 'D' })).toBe(true);
    expect(isFieldVisible(fields.days, { kind: 'M' })).toBe(false);
    expect(isFieldVisible(fields.days, {})).toBe(false);
    expect(isFieldVisible(fields.strict, { expires: true })).toBe(true);
    expect(isFieldVisible(fields.strict, { expires: 'true' })).toBe(false);
    expect(isFieldVisible(fields.kind, {})).toBe(true);
  });

  it('names the hidden fields', () => {
    expect([...hiddenFields(fields, { kind: 'M', expires: true })]).toEqual(['days']);
  });
});
