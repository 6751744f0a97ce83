import { describe, expect, it } from 'vitest';
import type { Field } from '../../schemas/types/screen.ts';
import { disabledFields, hiddenFields, isFieldVisible } from './visibility.ts';

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

describe('enabledWhen and combined conditions', () => {
  const fields: Record<string, Field> = {
    kind: { name: 'kind' },
    days: { name: 'days', visibleWhen: { or: [{ field: 'kind', equals: 'D' }, { field: 'kind', equals: 'M' }] } },
    note: { name: 'note', enabledWhen: { from: 'route', name: 'dn', exists: true } },
    amount: { name: 'amount', enabledWhen: { not: { field: 'kind', equals: 'never' } } },
  };

  it('hides by a combined condition', () => {
    expect([...hiddenFields(fields, { kind: 'M' })]).toEqual([]);
    expect([...hiddenFields(fields, { kind: 'Y' })]).toEqual(['days']);
  });

  it('names the fields whose enabledWhen does not hold, reading the route too', () => {
    expect([...disabledFields(fields, { kind: 'never' }, { route: { dn: 'cn=x' } })]).toEqual(['amount']);
    expect([...disabledFields(fields, { kind: 'D' }, {})]).toEqual(['note']);
  });
});
