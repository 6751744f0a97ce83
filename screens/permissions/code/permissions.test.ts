import { describe, expect, it } from 'vitest';
import { adminAssignmentNode, adminAssignmentRows, permissionListNode } from './permissions.ts';

const user = { type: 'user', id: 'cn=eddie,o=data', dn: 'cn=eddie,o=data', name: 'Eddie' };

describe('administrator assignment dialogs → contract nodes', () => {
  it('sends the picked user DN, the domain and type, and the dates as epoch milliseconds', () => {
    expect(adminAssignmentNode({
      assignee: [user], domain: 'ROLES', adminType: 'DELEGATED',
      effectiveDate: '2030-01-01T00:00:00.000Z', expirationDate: '2030-02-01T00:00:00.000Z', comment: ' Role upkeep ',
    })).toEqual({
      assigneeDn: 'cn=eddie,o=data', domain: 'ROLES', adminType: 'DELEGATED',
      effectiveDate: Date.UTC(2030, 0, 1), expirationDate: Date.UTC(2030, 1, 1), comment: 'Role upkeep',
    });
  });

  it('leaves out empty dates and comment, so the server starts the assignment now and never ends it', () => {
    expect(adminAssignmentNode({ assignee: [user], domain: 'PRD', adminType: 'DOMAIN', effectiveDate: '', comment: '' }))
      .toEqual({ assigneeDn: 'cn=eddie,o=data', domain: 'PRD', adminType: 'DOMAIN' });
  });

  it('reads the dialog values of a list action (whose data is the selected rows)', () => {
    expect(adminAssignmentNode([], { form: { assignee: [user], domain: 'ROLES', adminType: 'DOMAIN' } }))
      .toEqual({ assigneeDn: 'cn=eddie,o=data', domain: 'ROLES', adminType: 'DOMAIN' });
  });

  it('sends each chosen permission key as { id } for the assignee', () => {
    expect(permissionListNode([], { form: { assignee: [user], domain: 'ROLES', permissions: ['role:create', 'role:delete'] } }))
      .toEqual({ assignedToDN: 'cn=eddie,o=data', permissions: [{ id: 'role:create' }, { id: 'role:delete' }] });
  });
});

describe('assignment rows', () => {
  it('names each row by assignee and domain, so two domains of one user are two rows', () => {
    const rows = adminAssignmentRows([{ assigneeDn: 'cn=eddie,o=data', domain: 'ROLES' }, { assigneeDn: 'cn=eddie,o=data', domain: 'PRD' }]);
    expect(rows.map((row) => row.id)).toEqual(['cn=eddie,o=data|ROLES', 'cn=eddie,o=data|PRD']);
    expect(rows[0]).toMatchObject({ assigneeDn: 'cn=eddie,o=data', domain: 'ROLES' });
  });
});
