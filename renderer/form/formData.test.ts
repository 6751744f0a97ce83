import { describe, expect, it } from 'vitest';
import { buildFormModel } from './attributeSchema.ts';
import { editableData, loadedObject, loadedValues, prefillFrom } from './formData.ts';

describe('editableData', () => {
  it('drops read-only and unknown values', () => {
    const model = buildFormModel(
      [
        { key: 'CN', isEditable: false },
        { key: 'Title', isEditable: true },
      ],
      {},
      (k) => k,
    );
    expect(editableData(model, { CN: 'x', Title: 'Boss', stray: 1 })).toEqual({ Title: 'Boss' });
  });

  it('drops the values of fields hidden by visibleWhen', () => {
    const model = buildFormModel([], { fields: [{ name: 'expires', type: 'boolean' }, { name: 'expiry', type: 'string', visibleWhen: { field: 'expires', equals: true } }] }, (k) => k);
    expect(editableData(model, { expires: false, expiry: '2027-01-01' })).toEqual({ expires: false });
    expect(editableData(model, { expires: true, expiry: '2027-01-01' })).toEqual({ expires: true, expiry: '2027-01-01' });
  });
});

describe('prefillFrom', () => {
  it('reads initial values from the schema answer', () => {
    expect(prefillFrom({ container: 'ou=users,o=data', empty: '' }, { container: 'container', other: 'empty' })).toEqual({ container: 'ou=users,o=data' });
  });
});

describe('loadedObject (load.entryWhere)', () => {
  const answer = { delegations: [{ assignmentId: 'a', allRequests: true }, { assignmentId: '7', allRequests: false }] };

  it('picks the entry of the list whose key equals the value, compared as text', () => {
    expect(loadedObject(answer, 'delegations', { key: 'assignmentId', value: 7 })).toEqual({ assignmentId: '7', allRequests: false });
    expect(loadedValues(answer, 'delegations', undefined, { key: 'assignmentId', value: 'a' })).toEqual({ assignmentId: 'a', allRequests: true });
  });

  it('gives nothing when no entry matches or there is no list, and the object itself without entryWhere', () => {
    expect(loadedValues(answer, 'delegations', undefined, { key: 'assignmentId', value: 'b' })).toEqual({});
    expect(loadedObject({ delegations: {} }, 'delegations', { key: 'assignmentId', value: 'a' })).toBeUndefined();
    expect(loadedObject(answer, 'delegations')).toBe(answer.delegations);
  });
});
