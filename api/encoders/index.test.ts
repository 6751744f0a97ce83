import { describe, expect, it } from 'vitest';
import { encoders } from './index.ts';

describe('encoders', () => {
  it('entityItem sends the route key and dn and each value as a trimmed list', () => {
    const route = { key: 'location', dn: 'cn=Oslo,ou=locations,o=data' };
    expect(encoders.entityItem({ CN: ' Oslo ', City: 'Oslo', Description: '', Tags: ['a', ' '] }, { route })).toEqual({
      key: 'location',
      dn: 'cn=Oslo,ou=locations,o=data',
      attributes: [
        { key: 'CN', attributeValues: ['Oslo'] },
        { key: 'City', attributeValues: ['Oslo'] },
        { key: 'Description', attributeValues: [] },
        { key: 'Tags', attributeValues: ['a'] },
      ],
    });
    expect(encoders.entityItem({ CN: 'Bergen', dn: 'ignored' }, { route: { key: 'location' } })).toEqual({ key: 'location', attributes: [{ key: 'CN', attributeValues: ['Bergen'] }] });
  });

  it('trimNames trims name, description and localized texts', () => {
    expect(encoders.trimNames({ name: ' Role ', description: ' d ', localizedNames: { en: ' R ', de: ' Rolle' }, other: ' x ' }, {})).toEqual({
      name: 'Role',
      description: 'd',
      localizedNames: { en: 'R', de: 'Rolle' },
      other: ' x ',
    });
  });
});
