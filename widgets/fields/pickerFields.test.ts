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
  it('names a DN by the item chosen before, else by the display texts, else by its RDN', () => {
    const chosen = new Map([['cn=megan,o=data', { type: 'user' as const, id: 'cn=megan,o=data', dn: 'cn=megan,o=data', displayName: 'Megan Manager', email: 'm@example.com' }]]);
    const names = { 'cn=ann,o=data': 'Ann Admin' };
    expect(itemsOfValue(['cn=megan,o=data', 'cn=ann,o=data', 'cn=bob,o=data'], 'user', { items: chosen, names }).map((item) => item.displayName)).toEqual(['Megan Manager', 'Ann Admin', 'bob']);
  });
});
