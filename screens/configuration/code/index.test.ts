// The configuration pages' conversions between the stored settings and the form values.
import { describe, expect, it } from 'vitest';
import { cleanupServiceForm, cleanupServiceNode, roleResourceForm } from './index.ts';

describe('SoD approvers', () => {
  it('become picker items of their type, and the rest of the settings stays', () => {
    const form = roleResourceForm({
      sodQuorum: '50',
      sodApprovers: [{ id: 'cn=uaadmin,ou=users,o=data', name: 'UA Administrator', type: 'user', sequence: 1 }, { id: 'cn=Auditors,o=data', name: 'Auditors', type: 'group', sequence: 2 }],
    });
    expect(form).toEqual({
      sodQuorum: '50',
      sodApprovers: [
        { type: 'user', id: 'cn=uaadmin,ou=users,o=data', dn: 'cn=uaadmin,ou=users,o=data', name: 'UA Administrator', displayName: 'UA Administrator' },
        { type: 'group', id: 'cn=Auditors,o=data', dn: 'cn=Auditors,o=data', name: 'Auditors', displayName: 'Auditors' },
      ],
    });
    expect(roleResourceForm({})).toEqual({ sodApprovers: [] });
  });
});

describe('scheduled cleanup date', () => {
  const date = Date.UTC(2027, 0, 2, 3, 4);

  it('is an ISO text in the form, absent while none is set', () => {
    expect(cleanupServiceForm({ cleanupChoice: 'scheduled', scheduledCleanUpDate: date })).toEqual({ cleanupChoice: 'scheduled', scheduledCleanUpDate: '2027-01-02T03:04:00.000Z' });
    expect(cleanupServiceForm({ cleanupChoice: 'interval', scheduledCleanUpDate: 0 })).toEqual({ cleanupChoice: 'interval' });
  });

  it('is sent in milliseconds, 0 when none or unreadable', () => {
    expect(cleanupServiceNode({ cleanupChoice: 'scheduled', scheduledCleanUpDate: '2027-01-02T03:04:00.000Z' })).toEqual({ cleanupChoice: 'scheduled', scheduledCleanUpDate: date });
    expect(cleanupServiceNode({ cleanupChoice: 'interval' })).toEqual({ cleanupChoice: 'interval', scheduledCleanUpDate: 0 });
    expect(cleanupServiceNode({ scheduledCleanUpDate: 'soon' })).toEqual({ scheduledCleanUpDate: 0 });
  });
});
