import { describe, expect, it } from 'vitest';
import { groupForm } from './transforms.ts';

describe('groupForm', () => {
  it('reads a group quick info into the form values, the container as a tree item', () => {
    const info = { entityType: 'GROUP', entityName: 'Chess Club', details: [
      { key: 'dn', value: 'cn=Chess Club,ou=groups,o=data' }, { key: 'name', value: 'Chess Club' },
      { key: 'description', value: 'Lunch-break chess' }, { key: 'container', value: 'ou=groups,o=data' },
    ] };
    expect(groupForm(info)).toEqual({
      dn: 'cn=Chess Club,ou=groups,o=data', name: 'Chess Club', description: 'Lunch-break chess',
      container: [expect.objectContaining({ type: 'container', id: 'ou=groups,o=data', displayName: 'groups' })],
    });
  });

  it('gives empty values for an answer without details', () => {
    expect(groupForm({ entityName: 'X' })).toEqual({ dn: '', name: 'X', description: '', container: [] });
  });
});
