import { describe, expect, it } from 'vitest';
import { arrayEntryText, cellValue } from './cellValues.ts';

describe('cellValue', () => {
  it('shows strings and objects by name, displayName or ID', () => {
    expect(cellValue('Ann')).toEqual({ kind: 'text', text: 'Ann' });
    expect(cellValue({ displayName: 'Admins', ID: 'x' })).toEqual({ kind: 'text', text: 'Admins' });
    expect(cellValue({ ID: 'r1' })).toEqual({ kind: 'text', text: 'r1' });
    expect(cellValue(null)).toEqual({ kind: 'text', text: '' });
  });
  it("shows 'N/A' for the entitlement-parameter key", () => {
    expect(cellValue('{"EntitlementParamKey":"x"}')).toEqual({ kind: 'notApplicable' });
  });
  it('reads image and timestamp objects', () => {
    expect(cellValue({ DataType: 'image', data: 'AAA' })).toEqual({ kind: 'image', src: 'data:image/jpeg;base64,AAA' });
    expect(cellValue({ DataType: 'timeStamp', data: 5 })).toEqual({ kind: 'timestamp', value: 5 });
  });
  it('shows arrays whole up to 3 entries, else the first 2 and more', () => {
    expect(cellValue(['a', 'b', 'c'])).toMatchObject({ shown: ['a', 'b', 'c'], more: false });
    expect(cellValue(['a', 'b', 'c', 'd'])).toMatchObject({ items: ['a', 'b', 'c', 'd'], shown: ['a', 'b'], more: true });
  });
  it('names array entries by entityDisplayValue, name, displayName, username, id, ID', () => {
    expect(arrayEntryText({ name: 'n', entityDisplayValue: 'e' })).toBe('e');
    expect(arrayEntryText({ displayName: 'd', id: 'i' })).toBe('d');
    expect(arrayEntryText({ username: 'Eddie Enduser', dn: 'cn=enduser' })).toBe('Eddie Enduser');
    expect(arrayEntryText({ id: 'i', ID: 'I' })).toBe('i');
    expect(arrayEntryText({ ID: 'I' })).toBe('I');
  });
  it('joins the display values of an attribute node', () => {
    expect(cellValue({ key: 'Email', attributeValues: [{ $: 'a@x', value: 'a@x' }] })).toEqual({ kind: 'text', text: 'a@x' });
  });
});
