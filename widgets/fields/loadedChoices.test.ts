import { describe, expect, it } from 'vitest';
import { choiceParams, choicesOf, translatedChoices } from './loadedChoices.ts';

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

  it('shows the console’s translation of a server label it has a key for, and the server’s label of any other', () => {
    const texts: Record<string, string> = { 'columns.createTime': 'Zugewiesen am' };
    const translate = (key: string) => texts[key];
    const columns = [{ value: 'createTime', label: 'Assigned on' }, { value: 'customColumn', label: 'Cost centre' }];
    expect(translatedChoices(columns, 'columns.', translate)).toEqual([
      { value: 'createTime', label: 'Zugewiesen am' },
      { value: 'customColumn', label: 'Cost centre' },
    ]);
    expect(translatedChoices(columns, undefined, translate)).toBe(columns);
  });
});
