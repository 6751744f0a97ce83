import { describe, expect, it } from 'vitest';
import { formDataItems, prdCreateNode } from './prdCreate.ts';

const user = (dn: string) => ({ dn, name: dn, type: 'user' });

describe('the request definition form as a PrdCreateNode', () => {
  it('names the template by the steps and type and sends one approver per step in order', () => {
    expect(prdCreateNode({
      cn: ' Travel ', name: 'Conference Travel', description: '', steps: 'two', approvalType: 'Parallel', category: 'it-prd',
      step1: [user('cn=a')], step2: [user('cn=b')], step3: [user('cn=hidden')],
    })).toEqual({
      template: 'TwoStepParallelApproval',
      cn: 'Travel',
      approvalType: 'Parallel',
      prdName: [{ key: 'en', value: 'Conference Travel' }],
      prdDescription: [],
      approveInfo: [{ approvalOrder: 1, approvers: ['cn=a'] }, { approvalOrder: 2, approvers: ['cn=b'] }],
      data: [{ key: 'category', value: 'it-prd' }],
    });
  });

  it('a quorum step sends its approvers together and the quorum as a percentage; no type below two steps', () => {
    const node = prdCreateNode({ cn: 'Q', name: 'Q', steps: 'singleQuorum', approvalType: 'Parallel', quorumApprovers: [user('cn=a'), user('cn=b')], quorum: 50 });
    expect(node).toMatchObject({ template: 'OneStepQuorumApproval', approveInfo: [{ approvalOrder: 1, approvers: ['cn=a', 'cn=b'] }], data: [{ key: 'quorum', value: '50%' }] });
    expect(node).not.toHaveProperty('approvalType');
    expect(prdCreateNode({ cn: 'N', name: 'N', steps: 'none', step1: [user('cn=a')] })).toMatchObject({ template: 'NoApproval', approveInfo: [] });
  });
});

describe("a form's data items", () => {
  it('are their labels', () => {
    expect(formDataItems({ prdTemplates: [{ cn: 'recipient', templateName: 'Recipient' }, { cn: 'x' }, { cn: 'reason', templateName: 'Reason' }], size: 3 })).toEqual({ items: ['Recipient', 'Reason'] });
    expect(formDataItems(undefined)).toEqual({ items: [] });
  });
});
