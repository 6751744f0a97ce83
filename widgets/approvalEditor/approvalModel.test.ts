import { describe, expect, it } from 'vitest';
import { approvalFields, approvalProblems, approvalTypesFor, deriveApproval, moveApprover, withType, type ApprovalValue } from './approvalModel.ts';

const alice = { id: 'cn=alice', name: 'Alice', type: 'user' };
const bob = { id: 'cn=bob', name: 'Bob', type: 'user' };

describe('deriveApproval', () => {
  it('not required gives none, whatever else is set', () => {
    expect(deriveApproval('role', 'grant', { approvalRequired: false, approvalIsStandard: true, approvalQuorum: '50%' })).toEqual({ type: 'none', approvers: [] });
  });

  it('required and standard gives quorum with a quorum value, approvers ordered by sequence', () => {
    const node = { approvalRequired: true, approvalIsStandard: true, approvalQuorum: '60%', approvalApprovers: [{ ...bob, sequence: 2 }, { ...alice, sequence: 1 }] };
    expect(deriveApproval('role', 'grant', node)).toEqual({ type: 'quorum', quorum: '60%', approvers: [{ ...alice, sequence: 1 }, { ...bob, sequence: 2 }] });
  });

  it('required and standard without a quorum gives serial', () => {
    const node = { approvalRequired: true, approvalIsStandard: true, approvers: [{ ...bob, sequence: 3 }, { ...alice, sequence: 1 }] };
    expect(deriveApproval('resource', 'grant', node)).toMatchObject({ type: 'serial', approvers: [{ id: 'cn=alice' }, { id: 'cn=bob' }] });
  });

  it('reads the resource names (quorum, approvers, requestDef), not the role names', () => {
    expect(deriveApproval('resource', 'grant', { approvalRequired: true, approvalIsStandard: true, approvalQuorum: '50%' }).type).toBe('serial');
    expect(deriveApproval('resource', 'grant', { approvalRequired: true, approvalIsStandard: true, quorum: '50%' }).type).toBe('quorum');
  });

  it('required without the standard flag gives custom with one request definition', () => {
    expect(deriveApproval('role', 'grant', { approvalRequired: true, approvalIsStandard: false, approvalRequestDef: 'cn=prd', approvalRequestDefName: 'Manager approval' }))
      .toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=prd', name: 'Manager approval' } });
    expect(deriveApproval('resource', 'grant', { approvalRequired: 'true', approvalIsStandard: 'false', requestDef: 'cn=x' })).toMatchObject({ type: 'custom', requestDef: { id: 'cn=x' } });
  });

  it('revoke: revokeEqualsGrant comes first, otherwise the revoke fields follow the same pattern', () => {
    expect(deriveApproval('resource', 'revoke', { revokeEqualsGrant: true, revokeRequired: true, revokeApprovalIsStandard: false })).toEqual({ type: 'sameAsGrant', approvers: [] });
    expect(deriveApproval('resource', 'revoke', { revokeEqualsGrant: false, revokeRequired: false })).toEqual({ type: 'none', approvers: [] });
    expect(deriveApproval('resource', 'revoke', { revokeRequired: true, revokeApprovalIsStandard: true, revokeQuorum: '30%', revokeApprovers: [alice] })).toMatchObject({ type: 'quorum', quorum: '30%' });
    expect(deriveApproval('role', 'revoke', { revokeRequired: true, revokeApprovalIsStandard: false, revokeRequestDef: 'cn=r' })).toMatchObject({ type: 'custom', requestDef: { id: 'cn=r' } });
  });
});

describe('approvalFields (saving)', () => {
  it('writes the role names with sequences 1..n and a percent quorum', () => {
    expect(approvalFields('role', 'grant', { type: 'quorum', quorum: '50', approvers: [bob, alice] })).toEqual({
      approvalRequired: true, approvalIsStandard: true, approvalQuorum: '50%',
      approvalApprovers: [{ ...bob, sequence: 1 }, { ...alice, sequence: 2 }], approvalRequestDef: '', approvalRequestDefName: '',
    });
  });

  it('writes the resource names for custom and clears approvers and quorum', () => {
    expect(approvalFields('resource', 'grant', { type: 'custom', approvers: [alice], requestDef: { id: 'cn=prd', name: 'P' } })).toEqual({
      approvalRequired: true, approvalIsStandard: false, quorum: '', approvers: [], requestDef: 'cn=prd', requestDefName: 'P',
    });
  });

  it('revoke same as grant writes only revokeEqualsGrant; other revoke kinds set it false', () => {
    expect(approvalFields('resource', 'revoke', { type: 'sameAsGrant', approvers: [] })).toEqual({ revokeEqualsGrant: true });
    expect(approvalFields('resource', 'revoke', { type: 'none', approvers: [] })).toMatchObject({ revokeEqualsGrant: false, revokeRequired: false });
  });

  it('retain existing writes nothing', () => {
    expect(approvalFields('role', 'grant', { type: 'retainExisting', approvers: [] })).toEqual({});
  });

  it('round-trips every kind through derive', () => {
    const values: ApprovalValue[] = [
      { type: 'none', approvers: [] },
      { type: 'serial', approvers: [{ ...alice, sequence: 1 }, { ...bob, sequence: 2 }] },
      { type: 'quorum', approvers: [{ ...alice, sequence: 1 }], quorum: '75%' },
      { type: 'custom', approvers: [], requestDef: { id: 'cn=prd', name: 'P' } },
    ];
    for (const entity of ['role', 'resource'] as const) {
      for (const mode of ['grant', 'revoke'] as const) {
        for (const value of values) expect(deriveApproval(entity, mode, approvalFields(entity, mode, value))).toEqual(value);
      }
    }
    expect(deriveApproval('role', 'revoke', approvalFields('role', 'revoke', { type: 'sameAsGrant', approvers: [] }))).toEqual({ type: 'sameAsGrant', approvers: [] });
  });
});

describe('editing helpers', () => {
  it('lists the kinds per mode', () => {
    expect(approvalTypesFor('grant')).toEqual(['none', 'serial', 'quorum', 'custom']);
    expect(approvalTypesFor('revoke')).toEqual(['sameAsGrant', 'none', 'serial', 'quorum', 'custom']);
    expect(approvalTypesFor('grant', true)[0]).toBe('retainExisting');
  });

  it('reports missing approvers, a bad quorum and a missing request definition', () => {
    expect(approvalProblems({ type: 'serial', approvers: [] })).toEqual(['widgets.approvalEditor.error.approvers']);
    expect(approvalProblems({ type: 'quorum', approvers: [alice], quorum: '0%' })).toEqual(['widgets.approvalEditor.error.quorum']);
    expect(approvalProblems({ type: 'quorum', approvers: [alice], quorum: '101' })).toEqual(['widgets.approvalEditor.error.quorum']);
    expect(approvalProblems({ type: 'quorum', approvers: [alice], quorum: '100%' })).toEqual([]);
    expect(approvalProblems({ type: 'custom', approvers: [] })).toEqual(['widgets.approvalEditor.error.requestDef']);
    expect(approvalProblems({ type: 'none', approvers: [] })).toEqual([]);
  });

  it('keeps approvers from serial to quorum, drops them for custom, and reorders', () => {
    const serial: ApprovalValue = { type: 'serial', approvers: [alice, bob] };
    expect(withType(serial, 'quorum')).toEqual({ type: 'quorum', approvers: [alice, bob], quorum: '50%' });
    expect(withType(serial, 'custom')).toEqual({ type: 'custom', approvers: [] });
    expect(moveApprover(serial, 1, -1).approvers).toEqual([bob, alice]);
    expect(moveApprover(serial, 1, 1)).toBe(serial);
  });
});
