import { describe, expect, it } from 'vitest';
import { teamForm } from './transforms.ts';

describe('teamForm', () => {
  it('reads a TargetSetNode into the team form: kind, flags, the directReports relationship, members and managers as picker items', () => {
    const node = {
      dn: 'cn=T,o=system', name: 'T', description: 'd', domainTypes: ['P'], allUsers: false, includeManager: true, readOnly: true,
      recipients: [
        { dn: 'cn=u,o=data', name: 'U', type: 'user' }, { dn: 'cn=g,o=data', name: 'G', type: 'group' }, { dn: 'ou=c,o=data', name: 'c', type: 'container' },
        { dn: 'directReports', name: 'Direct reports', type: 'relationship' },
      ],
      requestors: [{ dn: 'cn=m,o=data', name: 'M', type: 'user' }],
    };
    expect(teamForm(node)).toEqual({
      dn: 'cn=T,o=system', name: 'T', description: 'd', kind: 'P', allUsers: false, includeManager: true, directReports: true, readOnly: true,
      members: [
        { type: 'user', id: 'cn=u,o=data', dn: 'cn=u,o=data', displayName: 'U', name: 'U' },
        { type: 'group', id: 'cn=g,o=data', dn: 'cn=g,o=data', displayName: 'G', name: 'G' },
        { type: 'container', id: 'ou=c,o=data', dn: 'ou=c,o=data', displayName: 'c', name: 'c' },
      ],
      managers: [{ type: 'user', id: 'cn=m,o=data', dn: 'cn=m,o=data', displayName: 'M', name: 'M' }],
    });
  });

  it('defaults to a request team with no members', () => {
    expect(teamForm({ dn: 'cn=T,o=system' })).toMatchObject({ kind: 'R', allUsers: false, includeManager: false, directReports: false, readOnly: false, members: [], managers: [] });
  });
});
