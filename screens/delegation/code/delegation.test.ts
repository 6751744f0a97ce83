import { describe, expect, it } from 'vitest';
import { delegationForm, delegationNode, delegationRows } from './delegation.ts';

const user = (dn: string, name: string) => ({ type: 'user', id: dn, dn, name, displayName: name });

describe('delegation form ↔ DelegationNode', () => {
  it('splits the "from" picker by type and sends dates as epoch milliseconds', () => {
    const node = delegationNode({
      assignFrom: [user('cn=a', 'A'), { type: 'group', id: 'cn=g', name: 'G' }, { type: 'container', id: 'ou=c', name: 'C' }],
      delegateTo: 'users', assignToUsers: [user('cn=b', 'B')], allRequests: false, requestDefs: ['cn=vpn'],
      effectiveDate: '2030-01-01T00:00:00.000Z', isExpires: true, expiryDate: '2030-02-01T00:00:00.000Z', createAvailability: true,
    }, { route: { id: 'd1' } });
    expect(node).toEqual({
      assignmentId: 'd1',
      assignFromUsers: [{ dn: 'cn=a' }], assignFromGroups: [{ dn: 'cn=g' }], assignFromContainers: [{ dn: 'ou=c' }],
      assignToUsers: [{ dn: 'cn=b' }], allRequests: false, requestDefs: [{ dn: 'cn=vpn' }],
      effectiveDate: Date.UTC(2030, 0, 1), isExpires: true, expiryDate: Date.UTC(2030, 1, 1), createAvailability: true,
    });
  });

  it('sends a relationship instead of users, no request definitions for all requests, and no expiry unless it expires', () => {
    const node = delegationNode({ delegateTo: 'relationship', relationship: 'manager', assignToUsers: [user('cn=b', 'B')], allRequests: true, requestDefs: ['cn=vpn'], expiryDate: '2030-02-01T00:00:00.000Z' });
    expect(node).toMatchObject({ assignToUsers: [], assignToRelationship: { key: 'manager' }, allRequests: true, requestDefs: [], isExpires: false });
    expect(node).not.toHaveProperty('expiryDate');
    expect(node).not.toHaveProperty('assignmentId');
  });

  it('reads a node back into the form', () => {
    const values = delegationForm({
      assignmentId: 'd1', assignFromUsers: [{ dn: 'cn=a', name: 'A' }], assignFromGroups: [{ dn: 'cn=g', name: 'G' }], assignToUsers: [],
      assignToRelationship: { key: 'manager', displayName: 'Manager' }, allRequests: false, requestDefs: [{ dn: 'cn=vpn', name: 'VPN' }],
      effectiveDate: Date.UTC(2030, 0, 1), isExpires: false, createAvailability: false,
    });
    expect(values).toMatchObject({
      assignFrom: [{ type: 'user', id: 'cn=a', name: 'A' }, { type: 'group', id: 'cn=g', name: 'G' }],
      delegateTo: 'relationship', relationship: 'manager', requestDefs: ['cn=vpn'], effectiveDate: '2030-01-01T00:00:00.000Z', isExpires: false,
    });
    expect(delegationForm(undefined)).toEqual({});
  });
});

describe('the delegation list\'s rows', () => {
  const now = Date.UTC(2030, 5, 1);
  const day = 86_400_000;
  const rows = delegationRows([
    { assignmentId: 'a', allRequests: true, requestDefs: [], assignToRelationship: { key: 'manager', displayName: 'Manager' }, effectiveDate: now - day, isExpires: false },
    { assignmentId: 's', allRequests: false, requestDefs: [{ dn: 'cn=vpn', name: 'VPN access' }, { dn: 'cn=car' }], effectiveDate: now + day, isExpires: true, expiryDate: now + 2 * day },
    { assignmentId: 'e', allRequests: true, effectiveDate: now - 2 * day, isExpires: true, expiryDate: now - day },
  ], now);

  it('say what each covers: all requests, or the names of its request definitions', () => {
    expect(rows.map((row) => row.covers)).toEqual(['allRequests', 'VPN access, cn=car', 'allRequests']);
  });

  it('name the relationship a delegation goes to', () => {
    expect(rows.map((row) => row.relationship)).toEqual(['Manager', undefined, undefined]);
  });

  it('tell an active delegation from a scheduled and an expired one', () => {
    expect(rows.map((row) => row.state)).toEqual(['active', 'scheduled', 'expired']);
  });
});
