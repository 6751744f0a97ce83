import { describe, expect, it } from 'vitest';
import { addToCartNode, cartItemsOf, linkedPermission, mayReceive, namesSeveral, needsOneRecipient, permissionsOf, recipientsOf, removeAssigneeNode, removeItemsNode } from './cart.ts';

const ALICE = { dn: 'cn=alice,o=data', name: 'Alice', type: 'user' as const };
const SALES = { dn: 'cn=sales,o=groups', name: 'Sales', type: 'group' as const };
const BOB = { dn: 'cn=bob,o=data', name: 'Bob', type: 'user' as const };

describe('the cart model', () => {
  it('reads a CartNode: items with their recipients, unknown item types left out', () => {
    const items = cartItemsOf({
      cartItems: [
        { itemDn: 'cn=r1', itemType: 'ROLE', itemFullname: 'Role 1', itemAssignees: [{ assignedToDn: ALICE.dn, assigneeFullName: 'Alice', type: 'user' }, { assignedToDn: SALES.dn, assigneeFullName: 'Sales', type: 'group' }] },
        { itemDn: 'cn=x', itemType: 'TEAM' },
      ],
    });
    expect(items).toEqual([{ dn: 'cn=r1', type: 'ROLE', name: 'Role 1', assignees: [ALICE, SALES] }]);
    expect(cartItemsOf(undefined)).toEqual([]);
  });

  it('reads permissions of the index', () => {
    expect(permissionsOf({ permissions: [{ id: 'cn=a', name: 'A', desc: 'd', entityType: 'RESOURCE', categories: ['Hardware'] }, { id: 'cn=b', entityType: 'OTHER' }] }))
      .toEqual([{ id: 'cn=a', name: 'A', desc: 'd', entityType: 'RESOURCE', categories: ['Hardware'] }]);
  });

  it('takes users and whole groups from the picker, once each; a team chosen as a whole is not a recipient', () => {
    const recipients = recipientsOf([
      { type: 'user', id: ALICE.dn, dn: ALICE.dn, displayName: 'Alice' },
      { type: 'user', id: 'x', recipientdn: ALICE.dn.toUpperCase(), displayName: 'Alice again' },
      { type: 'group', id: SALES.dn, dn: SALES.dn, displayName: 'Sales' },
      { type: 'team', id: 'cn=team', displayName: 'Team' },
    ]);
    expect(recipients).toEqual([ALICE, SALES]);
  });

  it('adds for oneself without assignees, for others with them; a group may receive a role only', () => {
    expect(addToCartNode({ id: 'cn=r1', entityType: 'ROLE' }, []).node).toEqual({ cartAction: 'grant', cartItems: [{ itemDn: 'cn=r1', itemType: 'ROLE' }] });
    const role = addToCartNode({ id: 'cn=r1', entityType: 'ROLE' }, [ALICE, SALES]);
    expect(role.node.cartItems).toEqual([{ itemDn: 'cn=r1', itemType: 'ROLE', itemAssignees: [{ assignedToDn: ALICE.dn, type: 'user' }, { assignedToDn: SALES.dn, type: 'group' }] }]);
    expect(role.refused).toEqual([]);
    const resource = addToCartNode({ id: 'cn=res', entityType: 'RESOURCE' }, [ALICE, SALES]);
    expect(resource.node.cartItems).toEqual([{ itemDn: 'cn=res', itemType: 'RESOURCE', itemAssignees: [{ assignedToDn: ALICE.dn, type: 'user' }] }]);
    expect(resource.refused).toEqual([SALES]);
    expect(mayReceive('PRD', SALES)).toBe(false);
  });

  it('reads which permissions go to one user at a time (bulkRequestable false; absent or true: any number)', () => {
    const [single, bulk, unsaid] = permissionsOf({ permissions: [{ id: 'cn=pay', entityType: 'RESOURCE', bulkRequestable: false }, { id: 'cn=b', entityType: 'ROLE', bulkRequestable: true }, { id: 'cn=c', entityType: 'PRD' }] });
    expect(single?.bulkRequestable).toBe(false);
    expect(bulk).not.toHaveProperty('bulkRequestable');
    expect(unsaid).not.toHaveProperty('bulkRequestable');
  });

  it('holds back an item for one user at a time only while it names several recipients (two users, or a group)', () => {
    expect(namesSeveral([ALICE])).toBe(false);
    expect(namesSeveral([ALICE, BOB])).toBe(true);
    expect(namesSeveral([SALES])).toBe(true);
    expect(needsOneRecipient({ assignees: [ALICE, BOB] }, false)).toBe(true);
    expect(needsOneRecipient({ assignees: [SALES] }, false)).toBe(true);
    expect(needsOneRecipient({ assignees: [ALICE] }, false)).toBe(false);
    // Oneself only (no recipients named: the server's default).
    expect(needsOneRecipient({ assignees: [] }, false)).toBe(false);
    expect(needsOneRecipient({ assignees: [ALICE, BOB] }, true)).toBe(false);
    // Not known yet (the detail is still loading): nothing is held back on a guess.
    expect(needsOneRecipient({ assignees: [ALICE, BOB] }, undefined)).toBe(false);
  });

  it('writes removals as CartNodes', () => {
    expect(removeItemsNode(['cn=a', 'cn=b'])).toEqual({ cartAction: 'grant', cartItems: [{ itemDn: 'cn=a' }, { itemDn: 'cn=b' }] });
    expect(removeAssigneeNode('cn=a', ALICE.dn)).toEqual({ cartAction: 'grant', cartItems: [{ itemDn: 'cn=a', itemAssignees: [{ assignedToDn: ALICE.dn }] }] });
  });
});

describe('a permission named by a link', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('is read from the landing page link: the DN and its type', () => {
    expect(linkedPermission(query('permission=cn%3DAdmin%2Cou%3Droles&type=ROLE'), ['ROLE', 'RESOURCE'])).toEqual({ id: 'cn=Admin,ou=roles', entityType: 'ROLE' });
    expect(linkedPermission(query('permission=cn%3DMail&type=resource'), ['ROLE', 'RESOURCE'])).toEqual({ id: 'cn=Mail', entityType: 'RESOURCE' });
  });

  it('is nothing without a DN, with an unknown type, or a type the client does not let users request', () => {
    expect(linkedPermission(query('type=ROLE'), ['ROLE'])).toBeUndefined();
    expect(linkedPermission(query('permission=cn%3Dx&type=TEAM'), ['ROLE'])).toBeUndefined();
    expect(linkedPermission(query('permission=cn%3Dx&type=PRD'), ['ROLE', 'RESOURCE'])).toBeUndefined();
  });
});
