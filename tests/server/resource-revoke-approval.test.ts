// Revoking a resource whose revoke approval is required (its own, or the grant approval while
// revokeEqualsGrant) keeps the assignment and writes a 15 Approval Pending revoke request, through
// both revocation endpoints; without a revoke approval the revocation is done at once. The same
// rule as roles (role-revoke-approval.test.ts), so the request status tells the truth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token = '';
let revokeReview = '';
let enduser = '';
beforeAll(async () => {
  server = await startTestServer();
  token = (await passwordGrant(server, 'uaadmin')).access_token;
  const prds = (await call('GET', `/catalog/prds?size=300&processType=${encodeURIComponent('Resource Approval')}`)).body as { requestDefs: { id: string; name: string }[] };
  revokeReview = prds.requestDefs.find((p) => p.name === 'Resource Revoke Review')!.id;
  const users = (await call('GET', '/access/users/list?q=enduser&size=300')).body as { usersList: { dn: string }[] };
  enduser = users.usersList.find((u) => u.dn.toLowerCase().startsWith('cn=enduser,'))!.dn;
});
afterAll(async () => {
  await server.close();
});

const call = (method: string, path: string, body?: unknown) => rest(server, token, method, path, body);

async function assignees(id: string): Promise<string[]> {
  const answer = await call('POST', '/catalog/resources/resource/assignments', { id });
  return (answer.body as { assignments: { recipientDn: string }[] }).assignments.map((a) => a.recipientDn);
}

async function pendingRevocations(id: string) {
  const answer = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(id)}&type=resource&status=pending`, {});
  expectMatchesContract('POST', '/access/requests/historylist/permission', 201, answer.body);
  return (answer.body as { requests: { action: string; requestState: number }[] }).requests.filter((r) => r.action === 'revoke');
}

describe('resource revoke approval', () => {
  it('keeps the assignment and writes a pending revoke request while the revocation needs approval', async () => {
    // No grant approval (assigned at once), a custom revoke approval of its own.
    const created = await call('POST', '/catalog/resources', {
      name: 'Revoke Reviewed Badge',
      approvalRequired: false,
      revokeEqualsGrant: false,
      revokeRequired: true,
      revokeApprovalIsStandard: false,
      revokeRequestDef: revokeReview,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
    expect((await call('POST', '/catalog/resources/resource/assignments/assign', { dn: id, recipientDns: [enduser] })).status).toBe(201);
    expect(await assignees(id)).toEqual([enduser]);

    const viaAccess = await call('DELETE', '/access/assignments/list', { assignments: [{ id, entityType: 'resource', assignmentToList: [{ assignedToDn: enduser }] }], reason: 'badge returned' });
    expect(viaAccess.status, JSON.stringify(viaAccess.body)).toBe(204);
    const viaCatalog = await call('POST', '/catalog/resources/resource/assignments/revoke', { dn: id, recipientDns: [enduser] });
    expect(viaCatalog.status).toBe(201);
    expect(await assignees(id)).toEqual([enduser]);
    expect(await pendingRevocations(id)).toMatchObject([{ requestState: 15 }, { requestState: 15 }]);

    // Revoke approval same as the grant approval (none): done at once.
    expect((await call('PUT', '/catalog/resources/resource', { id, revokeEqualsGrant: true })).status).toBe(204);
    expect((await call('DELETE', '/access/assignments/list', { assignments: [{ id, entityType: 'resource', assignmentToList: [{ assignedToDn: enduser }] }] })).status).toBe(204);
    expect(await assignees(id)).toEqual([]);
  });
});
