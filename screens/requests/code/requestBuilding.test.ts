import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import { detailOf, EMPTY_FORM, expiryRule, outcomesOf, requestBody, requestedAssigneesNode, submissionErrors, type PermissionDetail } from './requestBuilding.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ALICE = { dn: 'cn=alice,o=data', name: 'Alice', type: 'user' as const };
const SALES = { dn: 'cn=sales,o=groups', name: 'Sales', type: 'group' as const };
const role: CartItem = { dn: 'cn=role', type: 'ROLE', name: 'Auditor', assignees: [ALICE, SALES] };
const resource: CartItem = { dn: 'cn=res', type: 'RESOURCE', name: 'AD Group', assignees: [ALICE] };
const roleDetail = detailOf({ id: 'cn=role', name: 'Auditor', entityType: 'ROLE', permParams: [] });
const resourceDetail = detailOf({
  id: 'cn=res', name: 'AD Group', entityType: 'RESOURCE', isExpirationRequired: true, expiresAfter: '1M',
  permParams: [{ key: 'EntitlementParamKey', dataType: 'String', displayLabel: 'Group', value: '', codemapKey: 'cn=ent' }],
});
const details = new Map<string, PermissionDetail>([['cn=role', roleDetail], ['cn=res', resourceDetail]]);

describe('the submission rules', () => {
  it('reads a detail with its parameters and expiry rule', () => {
    expect(resourceDetail).toMatchObject({ entityType: 'RESOURCE', isExpirationRequired: true, expiresAfter: '1M', permParams: [{ key: 'EntitlementParamKey', codemapKey: 'cn=ent', displayLabel: 'Group' }] });
    expect(roleDetail.isExpirationRequired).toBe(false);
    // A server that does not say allows several recipients; false holds the item to one user.
    expect(roleDetail.bulkRequestable).toBe(true);
    expect(detailOf({ id: 'cn=pay', entityType: 'RESOURCE', bulkRequestable: false }).bulkRequestable).toBe(false);
  });

  it('needs a reason; dates are optional when nothing must expire', () => {
    expect(submissionErrors([role], details, EMPTY_FORM, NOW)).toEqual({ reason: 'requests.submit.error.reasonRequired' });
    expect(submissionErrors([role], details, { ...EMPTY_FORM, reason: 'audit' }, NOW)).toEqual({});
  });

  it('needs an expiry within the shortest expiresAfter after the effective date when an item must expire', () => {
    const form = { ...EMPTY_FORM, reason: 'x', params: { 'cn=res': { EntitlementParamKey: 'Sales' } } };
    expect(submissionErrors([resource], details, form, NOW).expiry).toBe('requests.submit.error.expiryRequired');
    expect(submissionErrors([resource], details, { ...form, expiry: '2026-04-10' }, NOW)).toEqual({});
    expect(submissionErrors([resource], details, { ...form, expiry: '2026-04-11' }, NOW).expiry).toBe('requests.submit.error.expiryTooLate');
    // From a later effective date the limit moves with it.
    expect(submissionErrors([resource], details, { ...form, effective: '2026-04-01', expiry: '2026-04-30' }, NOW)).toEqual({});
    expect(submissionErrors([resource], details, { ...form, effective: '2026-04-01', expiry: '2026-03-31' }, NOW).expiry).toBe('requests.submit.error.expiryBeforeEffective');
    expect(submissionErrors([role], details, { ...form, expiry: '2026-03-01' }, NOW).expiry).toBe('requests.submit.error.expiryBeforeEffective');
    expect(submissionErrors([role], details, { ...form, expiry: '03/01/2026' }, NOW).expiry).toBe('requests.submit.error.badDate');
    expect(expiryRule([roleDetail, resourceDetail], Date.parse('2026-01-31T00:00:00Z'))).toEqual({ required: true, latest: Date.parse('2026-02-28T00:00:00Z') });
  });

  it('needs a value for every parameter a resource asks for', () => {
    const form = { ...EMPTY_FORM, reason: 'x', expiry: '2026-04-01' };
    expect(submissionErrors([resource], details, form, NOW)).toEqual({ 'param:cn=res:EntitlementParamKey': 'requests.submit.error.paramRequired' });
    expect(submissionErrors([resource], details, { ...form, params: { 'cn=res': { EntitlementParamKey: '  ' } } }, NOW)).toHaveProperty(['param:cn=res:EntitlementParamKey']);
  });
});

describe('the requests sent', () => {
  const form = { reason: ' audit ', effective: '2026-03-11', expiry: '2026-04-01', params: { 'cn=res': { EntitlementParamKey: ' Sales ' } } };

  it('sends one request per item with its recipients (a group as a group assignment), dates in ms and parameters', () => {
    expect(requestBody(role, roleDetail, form)).toEqual({
      id: 'cn=role', entityType: 'role', reason: 'audit', effDate: Date.parse('2026-03-11T00:00:00Z'), expDate: Date.parse('2026-04-01T00:00:00Z'),
      recipients: [{ dn: ALICE.dn, type: 'user' }, { dn: SALES.dn, type: 'group', isGroupAssignment: true }],
    });
    expect(requestBody(resource, resourceDetail, form)).toMatchObject({ entityType: 'resource', permReqParams: [{ key: 'EntitlementParamKey', value: 'Sales' }] });
  });

  it('leaves out what is not given: dates, recipients (oneself) and a justification', () => {
    const self: CartItem = { ...role, assignees: [] };
    expect(requestBody(self, roleDetail, { ...EMPTY_FORM, reason: 'r' })).toEqual({ id: 'cn=role', entityType: 'role', reason: 'r' });
  });

  it('sends a request again for the refused recipients with the SoD justification', () => {
    expect(requestBody(role, roleDetail, form, { recipients: [ALICE], sodJustification: ' audit needs both ' })).toMatchObject({ recipients: [{ dn: ALICE.dn, type: 'user' }], sodJustification: 'audit needs both' });
  });
});

describe('the answers', () => {
  const answer = {
    success: false,
    OperationNodes: [
      { userDn: ALICE.dn, success: false, succeeded: [], failed: [{ reason: 'SoD conflict' }], sods: [{ sodName: 'Dev vs Audit', perm1Name: 'Developer', perm2Name: 'Auditor' }] },
      { userDn: SALES.dn, success: true, succeeded: [{ requestId: 'r-2', reason: '15' }], failed: [], sods: [] },
      { userDn: 'cn=bob', success: false, succeeded: [], failed: [{ reason: 'no' }], sods: [] },
    ],
  };

  it('gives each recipient of an item: succeeded with the request id, failed with the reason, or its SoD pairs', () => {
    const outcomes = outcomesOf(role, answer);
    expect(outcomes.map((o) => [o.recipientDn, o.status, o.requestId, o.reason])).toEqual([
      [ALICE.dn, 'sods', undefined, 'SoD conflict'],
      [SALES.dn, 'succeeded', 'r-2', '15'],
      ['cn=bob', 'failed', undefined, 'no'],
    ]);
    expect(outcomes[0]!.sods).toEqual([{ sodName: 'Dev vs Audit', perm1Name: 'Developer', perm2Name: 'Auditor' }]);
  });

  it('takes out of the cart only the recipients who got their request', () => {
    expect(requestedAssigneesNode(outcomesOf(role, answer))).toEqual({ cartAction: 'grant', cartItems: [{ itemDn: 'cn=role', itemAssignees: [{ assignedToDn: SALES.dn }] }] });
    expect(requestedAssigneesNode([])).toBeUndefined();
  });
});
