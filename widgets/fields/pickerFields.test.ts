import { describe, expect, it } from 'vitest';
import { itemsOfValue, valueOfItems } from './pickerFields.tsx';

describe('picker values in forms', () => {
  it('turns a DN into an item of the tab and back', () => {
    const items = itemsOfValue('ou=users,o=data', 'container');
    expect(items).toEqual([{ type: 'container', id: 'ou=users,o=data', dn: 'ou=users,o=data', displayName: 'users' }]);
    expect(valueOfItems(items, 'string', undefined)).toBe('ou=users,o=data');
    expect(valueOfItems([], 'string', undefined)).toBeUndefined();
    expect(itemsOfValue(undefined, 'user')).toEqual([]);
  });
  it('keeps DNs for string arrays and items otherwise', () => {
    const items = itemsOfValue(['cn=a,o=data', 'cn=b,o=data'], 'user');
    expect(valueOfItems(items, 'array', 'string')).toEqual(['cn=a,o=data', 'cn=b,o=data']);
    expect(valueOfItems(items, 'array', 'object')).toEqual(items);
  });
});
