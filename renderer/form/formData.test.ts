import { describe, expect, it } from 'vitest';
import { buildFormModel } from './attributeSchema.ts';
import { editableData, prefillFrom } from './formData.ts';

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
});

describe('prefillFrom', () => {
  it('reads initial values from the schema answer', () => {
    expect(prefillFrom({ container: 'ou=users,o=data', empty: '' }, { container: 'container', other: 'empty' })).toEqual({ container: 'ou=users,o=data' });
  });
});
