import { describe, expect, it } from 'vitest';
import { choiceParams, choicesOf } from './loadedChoices.ts';

describe('choicesFrom', () => {
  it('fills parameters from other fields, and gives none while such a field is empty', () => {
    expect(choiceParams({ category: { field: 'category' }, size: 10 }, { category: 'it' })).toEqual({ category: 'it', size: 10 });
    expect(choiceParams({ category: { field: 'category' } }, { category: '' })).toBeUndefined();
    expect(choiceParams({ category: { field: 'category' } }, undefined)).toBeUndefined();
    expect(choiceParams(undefined, {})).toEqual({});
  });

  it('turns the entries of the answer into choices, leaving out entries without a value', () => {
    const answer = { provisioningRequests: [{ dn: 'cn=a', name: 'A' }, { name: 'no dn' }, { dn: 'cn=b', name: 'B' }] };
    expect(choicesOf(answer, { call: 'x', itemsPath: 'provisioningRequests', valuePath: 'dn', labelPath: 'name' })).toEqual([
      { value: 'cn=a', label: 'A' },
      { value: 'cn=b', label: 'B' },
    ]);
    expect(choicesOf({}, { call: 'x', itemsPath: 'missing', valuePath: 'dn', labelPath: 'name' })).toEqual([]);
  });
});
