import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import ApprovalEditor, { type ApprovalEditorProps } from './ApprovalEditor.tsx';
import { approvalFields, deriveApproval, type ApprovalValue } from '../../domain/approval.ts';

const alice = { id: 'cn=alice', name: 'Alice Adams', type: 'user' };
const bob = { id: 'cn=bob', name: 'Bob Brown', type: 'user' };

/** The editor with its value held in state, as the form renderer holds it; reports every change. */
function Harness({ initial, onValue, ...rest }: Omit<ApprovalEditorProps, 'value' | 'onChange'> & { initial?: ApprovalValue; onValue?: (v: ApprovalValue) => void }) {
  const [value, setValue] = useState<ApprovalValue | undefined>(initial);
  return <ApprovalEditor {...rest} value={value} onChange={(next) => { setValue(next); if (next) onValue?.(next); }} />;
}

describe('ApprovalEditor', () => {
  it('offers none, serial, quorum and custom for grant, and Same as Grant Approval for revoke', () => {
    renderWithI18n(<Harness options={{ mode: 'grant' }} />);
    const grant = screen.getByRole('radiogroup', { name: 'Grant approval' });
    expect(within(grant).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['none', 'serial', 'quorum', 'custom']);
    expect((within(grant).getByRole('radio', { name: 'NONE' }) as HTMLInputElement).checked).toBe(true);

    renderWithI18n(<Harness options={{ mode: 'revoke', entityType: 'resource', allowRetainExisting: true }} />);
    const revoke = screen.getByRole('radiogroup', { name: 'Revoke approval' });
    expect(within(revoke).getByRole('radio', { name: 'Retain Existing Approval Process' })).toBeTruthy();
    expect((within(revoke).getByRole('radio', { name: 'Same as Grant Approval' }) as HTMLInputElement).checked).toBe(true);
  });

  it("offers a role's revoke approval as none or custom only, and picks its request definition", async () => {
    const onValue = vi.fn();
    const onChooseRequestDefinition = vi.fn().mockResolvedValue({ id: 'cn=revoke-prd', name: 'Revoke review' });
    renderWithI18n(<Harness options={{ mode: 'revoke', entityType: 'role' }} onValue={onValue} onChooseRequestDefinition={onChooseRequestDefinition} />);
    const revoke = screen.getByRole('radiogroup', { name: 'Revoke approval' });
    expect(within(revoke).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['none', 'custom']);
    expect((within(revoke).getByRole('radio', { name: 'NONE' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(revoke).getByRole('radio', { name: 'CUSTOM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose request definition' }));
    expect(await screen.findByText('Revoke review')).toBeTruthy();
    expect(approvalFields('role', 'revoke', onValue.mock.lastCall![0] as ApprovalValue)).toEqual({ revokeRequired: true, revokeRequestDef: 'cn=revoke-prd' });
  });

  it('shows a request definition that came back without its name by its common name', () => {
    const value = deriveApproval('role', 'revoke', { revokeRequired: true, revokeRequestDef: 'cn=RoleRevokeReview,cn=RequestDefs,o=system' });
    renderWithI18n(<Harness options={{ mode: 'revoke', entityType: 'role' }} initial={value} />);
    expect(screen.getByText('RoleRevokeReview').getAttribute('title')).toBe('cn=RoleRevokeReview,cn=RequestDefs,o=system');
  });

  it('serial: adds approvers through the callback (no duplicates), reorders and removes them', async () => {
    const onValue = vi.fn();
    const onChooseApprovers = vi.fn().mockResolvedValueOnce([alice, bob]).mockResolvedValueOnce([bob]);
    renderWithI18n(<Harness options={{}} onValue={onValue} onChooseApprovers={onChooseApprovers} />);
    fireEvent.click(screen.getByRole('radio', { name: 'SERIAL' }));
    expect(screen.getByText('No approvers chosen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add approvers' }));
    expect(await screen.findByText('1. Alice Adams')).toBeTruthy();
    // The approver's kind as a word of the interface (the picker's tab label), not the raw type.
    expect(screen.getAllByText('User')).toHaveLength(2);
    expect(screen.queryByText('user')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add approvers' }));
    await waitFor(() => expect(onChooseApprovers).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Move Bob Brown up' }));
    expect(screen.getByText('1. Bob Brown')).toBeTruthy();
    const last = onValue.mock.lastCall![0] as ApprovalValue;
    expect(approvalFields('role', 'grant', last)).toMatchObject({ approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: 'cn=bob', sequence: 1 }, { id: 'cn=alice', sequence: 2 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Brown' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('quorum: keeps the approvers from serial and edits the percentage, with an error out of 1..100', () => {
    const onValue = vi.fn();
    renderWithI18n(<Harness options={{}} initial={{ type: 'serial', approvers: [alice] }} onValue={onValue} showErrors />);
    fireEvent.click(screen.getByRole('radio', { name: 'QUORUM' }));
    expect(screen.getByText('1. Alice Adams')).toBeTruthy();
    const quorum = screen.getByRole('spinbutton', { name: 'Quorum (%)' }) as HTMLInputElement;
    expect(quorum.value).toBe('50');
    fireEvent.change(quorum, { target: { value: '150' } });
    expect(screen.getByText('The quorum must be a whole percentage from 1 to 100.')).toBeTruthy();
    fireEvent.change(quorum, { target: { value: '60' } });
    expect(screen.queryByText('The quorum must be a whole percentage from 1 to 100.')).toBeNull();
    expect(approvalFields('resource', 'grant', onValue.mock.lastCall![0] as ApprovalValue)).toMatchObject({ quorum: '60%', approvers: [{ id: 'cn=alice', sequence: 1 }] });
  });

  it('custom: shows the chosen request definition and asks for one when missing, after leaving the widget', async () => {
    const onBlur = vi.fn();
    const onChooseRequestDefinition = vi.fn().mockResolvedValue({ id: 'cn=prd', name: 'Manager Approval' });
    renderWithI18n(
      <div>
        <Harness options={{}} onBlur={onBlur} onChooseRequestDefinition={onChooseRequestDefinition} />
        <button type="button">elsewhere</button>
      </div>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'CUSTOM' }));
    expect(screen.queryByText('Choose a request definition.')).toBeNull();
    fireEvent.blur(screen.getByRole('radio', { name: 'CUSTOM' }), { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(onBlur).toHaveBeenCalled();
    expect(screen.getByText('Choose a request definition.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose request definition' }));
    expect(await screen.findByText('Manager Approval')).toBeTruthy();
    expect(screen.queryByText('Choose a request definition.')).toBeNull();
  });

  it('shows a derived value read-only, without editing controls', () => {
    const value = deriveApproval('role', 'grant', { approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ ...bob, sequence: 2 }, { ...alice, sequence: 1 }] });
    const onChange = vi.fn();
    renderWithI18n(<ApprovalEditor options={{ readOnly: true }} value={value} onChange={onChange} onChooseApprovers={vi.fn()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1. Alice AdamsUser', '2. Bob BrownUser']);
    expect(screen.queryByRole('button', { name: 'Add approvers' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'NONE' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
