import { describe, expect, it } from 'vitest';
import { valueProblem } from '../widgets/valueChecks.ts';
import { decodeListValues, encodeListValues, moveRow, parameterProblems, rowProblems, type ParameterRow } from './parameters.ts';

const row = (id: string, type = 'String', listValues?: string[]): ParameterRow => ({ id, displayValue: '', type, ...(listValues ? { listValues } : {}) });

describe('parameter rules', () => {
  it('an id is required, has no spaces and is unique (case-insensitive); a List needs a value that is not blank', () => {
    expect(rowProblems([row('level'), row(' '), row('two words'), row('Tier', 'List', ['', '  ']), row('tier'), row('ok', 'List', ['Gold'])])).toEqual([
      {},
      { id: 'validation.required' },
      { id: 'widgets.parameterList.error.idSpaces' },
      { id: 'widgets.parameterList.error.idDuplicate', listValues: 'widgets.parameterList.error.listValues' },
      { id: 'widgets.parameterList.error.idDuplicate' },
      {},
    ]);
  });

  it('the entitlement parameter is never wrong, but another row may not take its id', () => {
    const entitlement = { id: 'EntitlementParamKey', displayValue: '', type: 'EntitlementRef' };
    expect(rowProblems([entitlement, row('entitlementparamkey'), row('EntitlementParamKey')])).toEqual([
      {},
      { id: 'widgets.parameterList.error.idReserved' },
      { id: 'widgets.parameterList.error.idReserved' },
    ]);
  });

  it('stops a form from saving through valueChecks, each problem once', () => {
    expect(parameterProblems([row(''), row('')])).toEqual(['validation.required']);
    expect(valueProblem('parameterList', [row('a'), row('b', 'List', [])])).toBe('widgets.parameterList.error.listValues');
    expect(valueProblem('parameterList', [row('a', 'Boolean')])).toBeUndefined();
    expect(valueProblem('parameterList', undefined)).toBeUndefined();
  });

  it('List values travel as a JSON array text; a plain text reads one value per line', () => {
    expect(encodeListValues(['Gold', 'Silver, plated'])).toBe('["Gold","Silver, plated"]');
    expect(decodeListValues('["Gold","Silver, plated"]')).toEqual(['Gold', 'Silver, plated']);
    expect(decodeListValues('Gold\nSilver')).toEqual(['Gold', 'Silver']);
    expect(decodeListValues(undefined)).toEqual([]);
  });

  it('moves a row within the list', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
