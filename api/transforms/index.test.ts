import { describe, expect, it } from 'vitest';
import { transforms } from './index.ts';

describe('transforms', () => {
  it('dataItemValues gives a task\'s data items by name: single values, lists, parameters and SoD pairs as text', () => {
    const task = {
      taskId: 't1',
      dataItems: [
        { name: 'reason', multiValued: false, values: [{ value: 'Audit' }] },
        { name: 'effectiveDate', dataType: 'date', values: [{ value: 1_900_000_000_000 }] },
        { name: 'parameters', multiValued: true, values: [{ key: 'Mailbox', value: 'Large' }] },
        { name: 'sodConflicts', multiValued: true, values: [{ sodName: 'Finance', perm1Name: 'Payroll', perm2Name: 'ERP' }] },
        { name: 'broken' },
      ],
    };
    expect(transforms.dataItemValues(task)).toMatchObject({
      taskId: 't1',
      data: { reason: 'Audit', effectiveDate: 1_900_000_000_000, parameters: ['Mailbox: Large'], sodConflicts: ['Finance: Payroll / ERP'] },
    });
    expect(transforms.dataItemValues({ taskId: 't2' })).toEqual({ taskId: 't2', data: {} });
  });


  it('entityValues reads an entity item as form values', () => {
    const item = {
      dn: 'cn=Oslo,ou=locations,o=data',
      attributes: [
        { key: 'CN', attributeValues: [{ $: 'Oslo', value: 'Oslo' }] },
        { key: 'Description', attributeValues: [] },
        { key: 'Tags', isMultivalued: true, attributeValues: ['a', 'b'] },
      ],
    };
    expect(transforms.entityValues(item)).toEqual({ dn: 'cn=Oslo,ou=locations,o=data', CN: 'Oslo', Description: undefined, Tags: ['a', 'b'] });
    expect(transforms.entityValues('x')).toBe('x');
  });

  it('serverLocaleKeys renames zh-CN, zh-TW and he, and keeps other keys', () => {
    expect(transforms.serverLocaleKeys({ 'zh-CN': 'a', 'zh-TW': 'b', he: 'c', de: 'd' })).toEqual({ zh_CN: 'a', zh_TW: 'b', iw: 'c', de: 'd' });
    expect(transforms.serverLocaleKeys('text')).toBe('text');
  });

  it('dnNames takes the first segment of each DN', () => {
    expect(transforms.dnNames('cn=Admins,ou=groups,o=data')).toBe('Admins');
    expect(transforms.dnNames(['cn=A,o=x', 'cn=B,o=x'])).toEqual(['A', 'B']);
  });

  it('spreadObjects lifts the entries of nested objects to the top level, keeping lists and plain values', () => {
    expect(transforms.spreadObjects({ enableCEF: true, cefConfigs: { destinationHost: 'siem', destinationPort: 6514 }, logConfigurations: [] }))
      .toEqual({ enableCEF: true, destinationHost: 'siem', destinationPort: 6514, logConfigurations: [] });
    expect(transforms.spreadObjects(undefined)).toBeUndefined();
  });

  it("booleanFlag treats the string 'true' as true", () => {
    expect(transforms.booleanFlag('true')).toBe(true);
    expect(transforms.booleanFlag(true)).toBe(true);
    expect(transforms.booleanFlag('false')).toBe(false);
    expect(transforms.booleanFlag(undefined)).toBe(false);
  });
});
