// What a request would run into, told before Submit: the catalogue's Details and each cart item
// show "No approval needed" or the approval steps with the approvers' names (serial in order, a
// quorum with how many must approve), and the SoD conflicts of the recipients; the submission asks
// for the justification up front and sends it with the conflicting items only.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenEnvironmentContext } from '../../../widgets/environment.tsx';
import { allRegistries } from '../../testing.ts';
import { fakeCall, renderWithI18n } from '../../../widgets/testing/renderWithI18n.tsx';
import { detailBody, previewOf } from './preview.ts';
import { PermissionDetailView } from './PermissionDetailView.tsx';
import { ME, renderCatalogue } from './catalogueTesting.tsx';

vi.setConfig({ testTimeout: 60_000 });

const ANN = 'cn=ann,o=data';

const approval = (value: string, approvers: string[], needed?: number) => [
  { name: 'approval', readOnly: true, values: [{ value, ...(needed ? { needed } : {}) }] },
  { name: 'approvers', readOnly: true, multiValued: true, values: approvers.map((name, i) => ({ dn: `cn=${name}`, name, type: 'user', sequence: i + 1 })) },
];
const conflict = { name: 'sodConflicts', readOnly: true, multiValued: true, values: [{ sodName: 'Audit Separation', perm1Name: 'Auditor', perm2Name: 'Payroll Approver', recipientdn: ANN, recipientname: 'Ann' }] };

describe('previewOf', () => {
  it('reads the approval, its approvers in order and the conflicts; nothing from a server that tells none', () => {
    const items = [{ name: 'approvers', values: [{ dn: 'cn=b', name: 'B', sequence: 2 }, { dn: 'cn=a', name: 'A', sequence: 1 }] }, { name: 'approval', values: [{ value: 'quorum', needed: 1 }] }, conflict];
    expect(previewOf(items)).toEqual({
      approval: { type: 'quorum', needed: 1, approvers: [{ dn: 'cn=a', name: 'A', sequence: 1 }, { dn: 'cn=b', name: 'B', sequence: 2 }] },
      sods: [{ sodName: 'Audit Separation', perm1Name: 'Auditor', perm2Name: 'Payroll Approver', recipientDn: ANN, recipientName: 'Ann' }],
    });
    expect(previewOf(undefined)).toEqual({ sods: [] });
    expect(detailBody({ id: 'cn=x', entityType: 'ROLE' }, [{ dn: ANN }])).toEqual({ id: 'cn=x', entityType: 'ROLE', dataItems: [{ name: 'recipients', values: [{ dn: ANN }] }] });
  });
});

function renderDetail(dataItems: unknown[]) {
  const { call } = fakeCall({ 'permissions.item': { id: 'cn=op', name: 'Cloud Console Operator', desc: 'Operate', entityType: 'ROLE', dataItems } });
  renderWithI18n(
    <ScreenEnvironmentContext.Provider value={{ call, notify: () => undefined, user: { dn: ME }, settings: {} }}>
      <PermissionDetailView permission={{ id: 'cn=op', entityType: 'ROLE' }} />
    </ScreenEnvironmentContext.Provider>,
  );
}

describe('the Details of a catalogue item', () => {
  it('names the serial approvers in their order', async () => {
    renderDetail(approval('serial', ['Mark Manager', 'Uma Admin']));
    const group = await screen.findByRole('group', { name: 'Approval of Cloud Console Operator' });
    expect(within(group).getByText('Approval, one after another in this order:')).toBeTruthy();
    expect(within(group).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mark Manager', 'Uma Admin']);
  });

  it('says when no approval is needed', async () => {
    renderDetail(approval('none', []));
    expect(await screen.findByText('No approval needed')).toBeTruthy();
  });

  it('tells a quorum how many of its approvers must approve', async () => {
    renderDetail(approval('quorum', ['A', 'B', 'C'], 2));
    expect(await screen.findByText('Approval by at least 2 of these approvers:')).toBeTruthy();
  });
});

/** A cart holding the Auditor role for me and Ann (conflicting for Ann) and a Laptop for me. */
function cartServer() {
  const items = [
    { itemDn: 'cn=auditor', itemType: 'ROLE', itemFullname: 'Auditor', itemAssignees: [{ assignedToDn: ME, assigneeFullName: 'Me', type: 'user' }, { assignedToDn: ANN, assigneeFullName: 'Ann', type: 'user' }] },
    { itemDn: 'cn=laptop', itemType: 'RESOURCE', itemFullname: 'Laptop', itemAssignees: [{ assignedToDn: ME, assigneeFullName: 'Me', type: 'user' }] },
  ];
  return fakeCall({
    'cart.entry': () => ({ cartItems: items }),
    'cart.removeAssignees': undefined as unknown as null,
    'onBehalf.users': { recipients: [] },
    'categories.requestRoles': { categories: [] },
    'categories.requestResources': { categories: [] },
    'permissions.list': { permissions: [], nextIndex: 0 },
    'permissions.item': (_p: unknown, body: { id: string }) =>
      body.id === 'cn=auditor'
        ? { id: 'cn=auditor', name: 'Auditor', entityType: 'ROLE', dataItems: [...approval('serial', ['Mark Manager']), conflict] }
        : { id: 'cn=laptop', name: 'Laptop', entityType: 'RESOURCE', dataItems: approval('none', []) },
    'requests.submitItem': (_p: unknown, body: { id: string }) => ({ success: true, OperationNodes: [{ userDn: ME, success: true, succeeded: [{ id: body.id, requestId: `req-${body.id}`, reason: 'Approval Pending' }], failed: [], sods: [] }] }),
  });
}

describe('the cart', () => {
  it('shows each item\'s approval and conflicts for its recipients, and asks the justification before Submit', async () => {
    const { call, fn } = cartServer();
    renderCatalogue(allRegistries, call);
    const cart = await screen.findByRole('list', { name: 'Items in the cart' });
    expect(await within(cart).findByRole('group', { name: 'Approval of Auditor' })).toBeTruthy();
    expect(within(cart).getByText('Mark Manager')).toBeTruthy();
    expect(within(cart).getByText('Audit Separation: Auditor and Payroll Approver for Ann')).toBeTruthy();
    expect(within(await within(cart).findByRole('group', { name: 'Approval of Laptop' })).getByText('No approval needed')).toBeTruthy();
    // The details were asked for the item's recipients.
    expect(fn).toHaveBeenCalledWith('permissions.item', {}, { id: 'cn=auditor', entityType: 'ROLE', dataItems: [{ name: 'recipients', values: [{ dn: ME }, { dn: ANN }] }] }, expect.anything());

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const foreseen = await screen.findByRole('group', { name: 'Separation of duties conflict' });
    expect(within(foreseen).getByText('Audit Separation: Auditor and Payroll Approver for Ann')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Year-end audit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A justification is required to request despite the conflict.')).toBeTruthy();
    expect(fn.mock.calls.some(([name]) => name === 'requests.submitItem')).toBe(false);

    await user.type(within(foreseen).getByRole('textbox', { name: 'Justification' }), 'Only for the audit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fn.mock.calls.filter(([name]) => name === 'requests.submitItem')).toHaveLength(2));
    const sent = fn.mock.calls.filter(([name]) => name === 'requests.submitItem').map(([, , body]) => body as { id: string; sodJustification?: string });
    expect(sent.find((b) => b.id === 'cn=auditor')?.sodJustification).toBe('Only for the audit');
    expect(sent.find((b) => b.id === 'cn=laptop')).not.toHaveProperty('sodJustification');
  });
});
