// The request catalogue as the renderer draws it (a custom screen of the requests area), with a
// fake server: the cart comes from the server, and is worked by keyboard alone.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allRegistries } from '../../testing.ts';
import { fakeCall } from '../../../widgets/testing/renderWithI18n.tsx';
import { ME, renderCatalogue, withoutAssignees, type AssigneeRemoval } from './catalogueTesting.tsx';

const ANN = 'cn=ann,o=data';

/** A server keeping one cart: an Auditor role for me and Ann, and a Laptop for me. */
function server() {
  let items = [
    { itemDn: 'cn=auditor', itemType: 'ROLE', itemFullname: 'Auditor', itemAssignees: [{ assignedToDn: ME, assigneeFullName: 'Me', type: 'user' }, { assignedToDn: ANN, assigneeFullName: 'Ann', type: 'user' }] },
    { itemDn: 'cn=laptop', itemType: 'RESOURCE', itemFullname: 'Laptop', itemAssignees: [{ assignedToDn: ME, assigneeFullName: 'Me', type: 'user' }] },
  ];
  return fakeCall({
    'cart.entry': () => ({ cartItems: items }),
    'cart.removeAssignees': (_p: unknown, body: AssigneeRemoval) => {
      items = withoutAssignees(items, body);
      return undefined;
    },
    'cart.removeItems': (_p: unknown, body: { cartItems: { itemDn: string }[] }) => {
      items = items.filter((i) => !body.cartItems.some((g) => g.itemDn === i.itemDn));
      return undefined;
    },
    'onBehalf.users': { recipients: [] },
    'categories.requestRoles': { categories: [] },
    'categories.requestResources': { categories: [] },
    'permissions.list': { permissions: [], nextIndex: 0 },
    'permissions.item': { id: 'cn=vpn', name: 'VPN User', desc: 'Remote access', entityType: 'role', categories: ['Network'] },
    'cart.addItems': () => ({ cartItems: items }),
  });
}

describe('the request catalogue screen', () => {
  it('is drawn under its title with the cart the server keeps', async () => {
    const { call } = server();
    renderCatalogue(allRegistries, call);
    expect(screen.getByRole('heading', { level: 1, name: 'Requests' })).toBeTruthy();
    const cart = await screen.findByRole('list', { name: 'Items in the cart' });
    await waitFor(() => expect(within(cart).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Cart (2)' })).toBeTruthy();
  });

  it('takes a recipient out with Delete on its chip and an item out with Enter on its button', async () => {
    const { call, fn } = server();
    renderCatalogue(allRegistries, call);
    const user = userEvent.setup();
    const ann = await screen.findByRole('button', { name: 'Ann (press Delete to remove from Auditor)' });
    ann.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Ann/ })).toBeNull());
    expect(fn).toHaveBeenCalledWith('cart.removeAssignees', {}, { cartAction: 'grant', cartItems: [{ itemDn: 'cn=auditor', itemAssignees: [{ assignedToDn: ANN }] }] });

    screen.getByRole('button', { name: 'Remove Laptop from the cart' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cart (1)' })).toBeTruthy());
    expect(fn).toHaveBeenCalledWith('cart.removeItems', {}, { cartAction: 'grant', cartItems: [{ itemDn: 'cn=laptop' }] });
  });

  it('shows the item a link names (the landing page) first, ready to go into the cart', async () => {
    const { call, fn } = server();
    renderCatalogue(allRegistries, call, '/requests?permission=cn%3Dvpn&type=ROLE');
    const linked = await screen.findByRole('region', { name: 'Linked item' });
    expect(await within(linked).findByText('Remote access')).toBeTruthy();
    expect(fn).toHaveBeenCalledWith('permissions.item', {}, { id: 'cn=vpn', entityType: 'ROLE' }, expect.anything());
    await userEvent.setup().click(within(linked).getByRole('button', { name: 'Add to cart: VPN User' }));
    await waitFor(() => expect(fn).toHaveBeenCalledWith('cart.addItems', expect.anything(), expect.objectContaining({ cartItems: [expect.objectContaining({ itemDn: 'cn=vpn', itemType: 'ROLE' })] })));
  });
});
