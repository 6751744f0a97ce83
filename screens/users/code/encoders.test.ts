import { describe, expect, it } from 'vitest';
import { userEncoders as encoders } from './encoders.ts';

describe('encoders', () => {
  const attributes = [
    { key: 'CN', dataType: 'String', isRequired: true },
    { key: 'Manager', dataType: 'DN' },
    { key: 'Region', dataType: 'String', choiceList: [{ key: 'emea', value: 'Europe' }] },
  ];

  it('createUser sends only attributes with values; DN values send the DN and choices the key', () => {
    const body = encoders.createUser(
      { container: { dn: 'ou=users,o=data' }, password: 'Passw0rd!', CN: 'jdoe', Manager: { dn: 'cn=boss,o=data', displayName: 'Boss' }, Region: { key: 'emea', value: 'Europe' }, Title: '  ', Phone: [] },
      { attributes },
    );
    expect(body).toEqual({
      container: 'ou=users,o=data',
      password: 'Passw0rd!',
      attributes: [
        { key: 'CN', dataType: 'String', isRequired: true, values: ['jdoe'], action: 'add' },
        { key: 'Manager', dataType: 'DN', isRequired: false, values: ['cn=boss,o=data'], action: 'add' },
        { key: 'Region', dataType: 'String', isRequired: false, values: ['emea'], action: 'add' },
      ],
    });
  });

  it('updateUser sends every attribute with action update, and isProfile when given', () => {
    expect(encoders.updateUser({ dn: 'cn=jdoe,o=data', Title: 'Eng', Phone: [] }, {})).toEqual({
      dn: 'cn=jdoe,o=data',
      attributes: [
        { key: 'Title', values: ['Eng'], action: 'update' },
        { key: 'Phone', values: [], action: 'update' },
      ],
    });
    expect(encoders.updateUser({ dn: 'x', isProfile: true }, {})).toEqual({ dn: 'x', attributes: [], isProfile: true });
  });
});
