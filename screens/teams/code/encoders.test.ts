import { describe, expect, it } from 'vitest';
import { teamNode } from './encoders.ts';
import { teamForm } from './transforms.ts';

const values = {
  name: ' Auditors ', description: ' Internal audit ', kind: 'S', allUsers: false, includeManager: true, directReports: true,
  managers: [{ type: 'user', id: 'cn=m,o=data', dn: 'cn=m,o=data', displayName: 'M' }],
  members: [{ type: 'user', id: 'cn=u,o=data', displayName: 'U' }, { type: 'group', id: 'cn=g,o=data', displayName: 'G' }, { type: 'container', id: 'ou=c,o=data', displayName: 'c' }],
};

describe('teamNode', () => {
  it('makes a TargetSetNode of the team form: requestors, recipients with their types and the directReports relationship', () => {
    expect(teamNode(values)).toEqual({
      name: 'Auditors', description: 'Internal audit', domainTypes: ['S'], allUsers: false, includeManager: true,
      requestors: [{ dn: 'cn=m,o=data', type: 'user' }],
      recipients: [{ dn: 'cn=u,o=data', type: 'user' }, { dn: 'cn=g,o=data', type: 'group' }, { dn: 'ou=c,o=data', type: 'container' }, { dn: 'directReports', type: 'relationship' }],
    });
  });

  it('names the team of the detail page by its route and leaves the relationship out when not ticked', () => {
    const node = teamNode({ ...values, directReports: false }, { route: { dn: 'cn=Auditors,o=system' } });
    expect(node).toMatchObject({ dn: 'cn=Auditors,o=system' });
    expect(node.recipients).toHaveLength(3);
  });

  it('gives back the node the transform read', () => {
    const details = {
      dn: 'cn=T,o=system', name: 'T', description: '', domainTypes: ['R'], allUsers: true, includeManager: false,
      recipients: [{ dn: 'cn=u,o=data', name: 'U', type: 'user' }, { dn: 'directReports', name: 'Direct reports', type: 'relationship' }],
      requestors: [{ dn: 'cn=m,o=data', name: 'M', type: 'user' }],
    };
    expect(teamNode(teamForm(details), { route: { dn: 'cn=T,o=system' } })).toEqual({
      dn: 'cn=T,o=system', name: 'T', description: '', domainTypes: ['R'], allUsers: true, includeManager: false,
      requestors: [{ dn: 'cn=m,o=data', type: 'user' }], recipients: [{ dn: 'cn=u,o=data', type: 'user' }, { dn: 'directReports', type: 'relationship' }],
    });
  });
});
