import { describe, expect, it } from 'vitest';
import { approvalFields, approvalProblems, approvalTypesFor, deriveApproval, initialApproval, moveApprover, withType, type ApprovalValue } from './approval.ts';

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
    expect(deriveApproval('resource', 'revoke', { revokeRequired: true, revokeApprovalIsStandard: false, revokeRequestDef: 'cn=r' })).toMatchObject({ type: 'custom', requestDef: { id: 'cn=r' } });
  });

  it('role revoke reads only revokeRequired and revokeRequestDef (all a RoleNode carries): none or custom', () => {
    expect(deriveApproval('role', 'revoke', { revokeRequired: true, revokeRequestDef: 'cn=r' })).toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=r' } });
    expect(deriveApproval('role', 'revoke', { revokeRequired: true, revokeRequestDef: 'cn=r', revokeRequestDefName: 'Revoke review' }))
      .toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=r', name: 'Revoke review' } });
    expect(deriveApproval('role', 'revoke', { revokeRequired: false, revokeRequestDef: 'cn=r' })).toEqual({ type: 'none', approvers: [] });
    expect(deriveApproval('role', 'revoke', {})).toEqual({ type: 'none', approvers: [] });
    // Resource revoke fields mean nothing on a role: no 'Same as Grant Approval', no standard approval.
    expect(deriveApproval('role', 'revoke', { revokeEqualsGrant: true, revokeRequired: false })).toEqual({ type: 'none', approvers: [] });
    expect(deriveApproval('role', 'revoke', { revokeRequired: true, revokeApprovalIsStandard: true, revokeApprovers: [alice], revokeRequestDef: 'cn=r' }))
      .toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=r' } });
    // Required without a request definition stays custom, so that the editor asks for one.
    expect(deriveApproval('role', 'revoke', { revokeRequired: 'true' })).toEqual({ type: 'custom', approvers: [] });
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

  it('role revoke writes only revokeRequired and revokeRequestDef', () => {
    expect(approvalFields('role', 'revoke', { type: 'custom', approvers: [], requestDef: { id: 'cn=prd', name: 'P' } })).toEqual({ revokeRequired: true, revokeRequestDef: 'cn=prd' });
    expect(approvalFields('role', 'revoke', { type: 'none', approvers: [] })).toEqual({ revokeRequired: false, revokeRequestDef: '' });
    expect(approvalFields('role', 'revoke', { type: 'retainExisting', approvers: [] })).toEqual({});
    for (const type of ['sameAsGrant', 'serial', 'quorum'] as const) {
      expect(() => approvalFields('role', 'revoke', { type, approvers: [alice], quorum: '50%' })).toThrow(/only none or custom/);
    }
  });

  it('retain existing writes nothing', () => {
    expect(approvalFields('role', 'grant', { type: 'retainExisting', approvers: [] })).toEqual({});
  });

  it('round-trips every kind each entity and mode offers through derive', () => {
    const values: ApprovalValue[] = [
      { type: 'none', approvers: [] },
      { type: 'serial', approvers: [{ ...alice, sequence: 1 }, { ...bob, sequence: 2 }] },
      { type: 'quorum', approvers: [{ ...alice, sequence: 1 }], quorum: '75%' },
      { type: 'custom', approvers: [], requestDef: { id: 'cn=prd' } },
      { type: 'sameAsGrant', approvers: [] },
    ];
    let checked = 0;
    for (const entity of ['role', 'resource'] as const) {
      for (const mode of ['grant', 'revoke'] as const) {
        for (const value of values.filter((v) => approvalTypesFor(mode, false, entity).includes(v.type))) {
          checked += 1;
          expect(deriveApproval(entity, mode, approvalFields(entity, mode, value))).toEqual(value);
        }
      }
    }
    expect(checked).toBe(4 + 2 + 4 + 5); // role grant, role revoke, resource grant, resource revoke
    // The RoleNode has no field for the request definition's name: a role's revoke keeps the DN only.
    expect(deriveApproval('role', 'revoke', approvalFields('role', 'revoke', { type: 'custom', approvers: [], requestDef: { id: 'cn=prd', name: 'P' } })))
      .toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=prd' } });
  });
});

describe('editing helpers', () => {
  it('lists the kinds per mode', () => {
    expect(approvalTypesFor('grant')).toEqual(['none', 'serial', 'quorum', 'custom']);
    expect(approvalTypesFor('revoke', false, 'resource')).toEqual(['sameAsGrant', 'none', 'serial', 'quorum', 'custom']);
    expect(approvalTypesFor('revoke', false, 'role')).toEqual(['none', 'custom']);
    expect(approvalTypesFor('revoke')).toEqual(['none', 'custom']);
    expect(approvalTypesFor('grant', false, 'resource')).toEqual(approvalTypesFor('grant', false, 'role'));
    expect(approvalTypesFor('grant', true)[0]).toBe('retainExisting');
  });

  it('starts a new role revoke at none and a new resource revoke at Same as Grant Approval', () => {
    expect(initialApproval('revoke', 'role')).toEqual({ type: 'none', approvers: [] });
    expect(initialApproval('revoke', 'resource')).toEqual({ type: 'sameAsGrant', approvers: [] });
    expect(initialApproval('grant', 'resource')).toEqual({ type: 'none', approvers: [] });
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
