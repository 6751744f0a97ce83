// A permission that may be requested for one user at a time (bulkRequestable false): the catalogue
// says so, the cart shows the item with what to do while it names several recipients and the
// request waits until it keeps one, and the submission sends nothing while such an item remains.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenEnvironmentContext } from '../../../widgets/environment.tsx';
import { allRegistries } from '../../testing.ts';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { ME, renderCatalogue, withoutAssignees, type AssigneeRemoval } from './catalogueTesting.tsx';
import type { CartState } from './useCart.ts';
import { SubmitPanel } from './SubmitPanel.tsx';

vi.setConfig({ testTimeout: 60_000 });

const ANN = 'cn=ann,o=data';
const HELD = 'Payroll Run can be requested for one user at a time: remove it, or keep a single user as its recipient.';
const assignee = (dn: string, name: string) => ({ assignedToDn: dn, assigneeFullName: name, type: 'user' });

/** A cart with Payroll Run (one user at a time) for me and Ann, and a Laptop for me. */
function server() {
  let items = [
    { itemDn: 'cn=payroll', itemType: 'RESOURCE', itemFullname: 'Payroll Run', itemAssignees: [assignee(ME, 'Me'), assignee(ANN, 'Ann')] },
    { itemDn: 'cn=laptop', itemType: 'RESOURCE', itemFullname: 'Laptop', itemAssignees: [assignee(ME, 'Me')] },
  ];
  return fakeCall({
    'cart.entry': () => ({ cartItems: items }),
    'cart.removeAssignees': (_p: unknown, body: AssigneeRemoval) => {
      items = withoutAssignees(items, body);
      return undefined;
    },
    'onBehalf.users': { recipients: [] },
    'categories.requestRoles': { categories: [] },
    'categories.requestResources': { categories: [] },
    'permissions.list': { permissions: [{ id: 'cn=payroll', name: 'Payroll Run', desc: 'Runs the payroll', entityType: 'RESOURCE', categories: [], bulkRequestable: false }, { id: 'cn=laptop', name: 'Laptop', desc: 'A laptop', entityType: 'RESOURCE', categories: [], bulkRequestable: true }], nextIndex: 0 },
    'permissions.item': (_p: unknown, body: { id: string }) => (body.id === 'cn=payroll'
      ? { id: 'cn=payroll', name: 'Payroll Run', entityType: 'RESOURCE', bulkRequestable: false }
      : { id: 'cn=laptop', name: 'Laptop', entityType: 'RESOURCE', bulkRequestable: true }),
  });
}

describe('a permission requested for one user at a time', () => {
  it('is marked in the catalogue; in the cart it holds the request back until it keeps one recipient', async () => {
    const { call, fn } = server();
    renderCatalogue(allRegistries, call);
    const results = await screen.findByRole('list', { name: 'Search results' });
    const payrollResult = (await within(results).findByText('Payroll Run')).closest('li')!;
    expect(within(payrollResult as HTMLElement).getByText('Can be requested for one user at a time')).toBeTruthy();
    expect(within(within(results).getByText('Laptop').closest('li')!).queryByText('Can be requested for one user at a time')).toBeNull();

    const cart = await screen.findByRole('list', { name: 'Items in the cart' });
    const payroll = (await within(cart).findByText('Payroll Run')).closest('li')!;
    expect(await within(payroll).findByText(HELD)).toBeTruthy();
    // Only that item says so; the request waits, and says why.
    expect(within(within(cart).getByText('Laptop').closest('li')!).queryByText(HELD)).toBeNull();
    const request = screen.getByRole('button', { name: 'Request' });
    expect(request).toHaveProperty('disabled', true);
    expect(request.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The request can be sent once each item marked above is removed or has a single user as its recipient.')).toBeTruthy();

    // Ann out: Payroll Run is for me alone, and the request may go.
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Ann (press Delete to remove from Payroll Run)' }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByText(HELD)).toBeNull());
    expect(fn).toHaveBeenCalledWith('cart.removeAssignees', {}, { cartAction: 'grant', cartItems: [{ itemDn: 'cn=payroll', itemAssignees: [{ assignedToDn: ANN }] }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request' })).toHaveProperty('disabled', false));
  });

  it('is not sent by the submission while it names several recipients (the cart changed before its details came)', async () => {
    const { call, fn } = fakeCall({
      'permissions.item': { id: 'cn=payroll', name: 'Payroll Run', entityType: 'RESOURCE', bulkRequestable: false },
      'requests.submitItem': { success: true, OperationNodes: [] },
    });
    const cart: CartState = {
      items: [{ dn: 'cn=payroll', type: 'RESOURCE', name: 'Payroll Run', assignees: [{ dn: ME, name: 'Me', type: 'user' }, { dn: ANN, name: 'Ann', type: 'user' }] }],
      loading: false,
      error: undefined,
      add: () => Promise.resolve(true),
      removeItem: () => Promise.resolve(),
      removeAssignee: () => Promise.resolve(),
      removeAssignees: () => Promise.resolve(),
    };
    renderWithI18n(
      <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: { dn: ME, fullName: 'Me' }, settings: {} }}>
        <SubmitPanel cart={cart} selfDn={ME} onClose={() => undefined} />
      </ScreenEnvironmentContext.Provider>,
    );
    expect(await screen.findByText(HELD)).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Reason' }), 'Payroll');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    expect(fn.mock.calls.some(([name]) => name === 'requests.submitItem')).toBe(false);
  });
});
