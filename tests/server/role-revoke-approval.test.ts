// A role's revoke approval over real HTTP: all the contract's RoleNode carries for it is
// revokeRequired and revokeRequestDef, stored on create and modify and answered by the details;
// a required revoke approval without a known request definition is a 400 that changes nothing.
// The role screens' encoder and transform (api/encoders, api/transforms) round-trip through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesCode } from '../../screens/resources/code/index.ts';
import { rolesCode } from '../../screens/roles/code/index.ts';
import { sodCode } from '../../screens/sod/code/index.ts';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

// The catalogue areas' codecs, as their screens name them.
const encoders = { ...rolesCode.encoders, ...resourcesCode.encoders, ...sodCode.encoders };
const transforms = { ...rolesCode.transforms, ...resourcesCode.transforms, ...sodCode.transforms };

let server: TestServer;
let token = '';
let revokeReview = '';
let grantReview = '';
beforeAll(async () => {
  server = await startTestServer();
  token = (await passwordGrant(server, 'roleadmin')).access_token;
  const answer = await call('GET', `/catalog/prds?size=300&processType=${encodeURIComponent('Role Approval')}`);
  const prds = (answer.body as { requestDefs: { id: string; name: string }[] }).requestDefs;
  revokeReview = prds.find((p) => p.name === 'Role Revoke Review')!.id;
  grantReview = prds.find((p) => p.name === 'Role Grant Review')!.id;
});
afterAll(async () => {
  await server.close();
});

const call = (method: string, path: string, body?: unknown) => rest(server, token, method, path, body);

interface RoleNode { id: string; revokeRequired: boolean; revokeRequestDef?: string; approvalRequired: boolean }

async function details(id: string): Promise<RoleNode> {
  const answer = await call('POST', '/catalog/roles/role', { roles: [{ id }] });
  expect(answer.status).toBe(201);
  expectMatchesContract('POST', '/catalog/roles/role', 201, answer.body);
  return (answer.body as { roles: RoleNode[] }).roles[0]!;
}

async function create(body: Record<string, unknown>): Promise<RoleNode> {
  const answer = await call('POST', '/catalog/roles', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expectMatchesContract('POST', '/catalog/roles', 201, answer.body);
  return answer.body as RoleNode;
}

async function roleCount(): Promise<number> {
  return ((await call('GET', '/catalog/roles/listV2?size=1')).body as { total: number }).total;
}

describe('role revoke approval', () => {
  it('the approval processes a custom role approval may run are listed as Role Approval, and are not requestable', async () => {
    const listed = (await call('GET', `/catalog/prds?size=300&processType=${encodeURIComponent('Role Approval')}`)).body as { requestDefs: { name: string }[] };
    expect(listed.requestDefs.map((p) => p.name)).toEqual(['Role Grant Review', 'Role Revoke Review']);
    expect(revokeReview).toMatch(/^cn=RoleRevokeReview,cn=RequestDefs,/);
    const requestable = (await call('GET', '/access/permissions?type=PRD&size=300')).body as { permissions: { name: string }[] };
    expect(requestable.permissions.length).toBeGreaterThan(0);
    expect(requestable.permissions.map((p) => p.name)).not.toContain('Role Revoke Review');
  });

  it('create stores revokeRequired with its request definition; details answer both', async () => {
    const created = await create({ name: 'Revoke Reviewed', roleLevel: { level: 20 }, revokeRequired: true, revokeRequestDef: ` ${revokeReview} ` });
    expect(created).toMatchObject({ revokeRequired: true, revokeRequestDef: revokeReview, approvalRequired: false });
    expect(await details(created.id)).toMatchObject({ revokeRequired: true, revokeRequestDef: revokeReview });

    const plain = await create({ name: 'Revoke Free', roleLevel: { level: 10 } });
    expect(plain.revokeRequired).toBe(false);
    expect(plain).not.toHaveProperty('revokeRequestDef');
  });

  it('modify changes only what the body carries; not required drops the request definition', async () => {
    const role = await create({ name: 'Revoke Modified', roleLevel: { level: 10 }, revokeRequired: true, revokeRequestDef: revokeReview });
    // A modify without revoke fields leaves the revoke approval as stored.
    expect((await call('PUT', '/catalog/roles/role', { id: role.id, description: 'still reviewed' })).status).toBe(204);
    expect(await details(role.id)).toMatchObject({ revokeRequired: true, revokeRequestDef: revokeReview });
    // Another request definition alone: still required, with the new definition.
    expect((await call('PUT', '/catalog/roles/role', { id: role.id, revokeRequestDef: grantReview })).status).toBe(204);
    expect(await details(role.id)).toMatchObject({ revokeRequired: true, revokeRequestDef: grantReview });
    // Not required: no request definition is kept or answered.
    expect((await call('PUT', '/catalog/roles/role', { id: role.id, revokeRequired: false, revokeRequestDef: '' })).status).toBe(204);
    const cleared = await details(role.id);
    expect(cleared.revokeRequired).toBe(false);
    expect(cleared).not.toHaveProperty('revokeRequestDef');
    // Required again without naming a definition: the dropped one does not come back.
    const again = await call('PUT', '/catalog/roles/role', { id: role.id, revokeRequired: true });
    expect(again.status).toBe(400);
    expect(expectFault(again.body)).toMatch(/revoke approval.*request definition/i);
  });

  it('a required revoke approval without a known request definition is a 400 Fault and changes nothing', async () => {
    const before = await roleCount();
    const unknownPrd = 'cn=No Such Review,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
    for (const body of [
      { name: 'Revoke Bad 1', roleLevel: { level: 10 }, revokeRequired: true },
      { name: 'Revoke Bad 2', roleLevel: { level: 10 }, revokeRequired: true, revokeRequestDef: '   ' },
      { name: 'Revoke Bad 3', roleLevel: { level: 10 }, revokeRequired: true, revokeRequestDef: unknownPrd },
      { name: 'Revoke Bad 4', roleLevel: { level: 10 }, revokeRequired: false, revokeRequestDef: unknownPrd },
      { name: 'Revoke Bad 5', roleLevel: { level: 10 }, revokeRequired: 'yes', revokeRequestDef: revokeReview },
    ]) {
      const answer = await call('POST', '/catalog/roles', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectFault(answer.body);
    }
    expect(await roleCount()).toBe(before);

    const role = await create({ name: 'Revoke Kept', roleLevel: { level: 10 }, revokeRequired: true, revokeRequestDef: revokeReview });
    const bad = await call('PUT', '/catalog/roles/role', { id: role.id, description: 'changed', revokeRequestDef: unknownPrd });
    expect(bad.status).toBe(400);
    expect(expectFault(bad.body)).toContain('No Such Review');
    const after = await details(role.id);
    expect(after).toMatchObject({ revokeRequired: true, revokeRequestDef: revokeReview });
    expect((after as unknown as { description: string }).description).toBe('');
  });

  it('revoking a role whose revocation needs approval leaves the assignment and writes a pending revoke request', async () => {
    const admin = (await passwordGrant(server, 'uaadmin')).access_token;
    const users = (await rest(server, admin, 'GET', '/access/users/list?q=enduser&size=300')).body as { usersList: { dn: string }[] };
    const enduser = users.usersList.find((u) => u.dn.toLowerCase().startsWith('cn=enduser,'))!.dn;
    const role = await create({ name: 'Revoke Pending', roleLevel: { level: 10 }, revokeRequired: true, revokeRequestDef: revokeReview });
    expect((await call('POST', '/catalog/roles/role/assignments/assign', { dn: role.id, recipientDns: [enduser], recipientType: 'user' })).status).toBe(201);

    const revoked = await call('DELETE', '/access/assignments/list', { assignments: [{ id: role.id, entityType: 'role', assignmentToList: [{ assignedToDn: enduser }] }], reason: 'left the team' });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(204);
    // Still assigned until the revocation is approved.
    const list = await call('POST', '/catalog/roles/role/assignments', { id: role.id });
    expect((list.body as { assignments: { recipientDn: string }[] }).assignments).toMatchObject([{ recipientDn: enduser }]);
    const pending = await call('POST', `/access/requests/historylist/permission?item=${encodeURIComponent(role.id)}&type=role&status=pending`, {});
    expectMatchesContract('POST', '/access/requests/historylist/permission', 201, pending.body);
    expect((pending.body as { requests: unknown[] }).requests).toMatchObject([{ recipient: enduser, action: 'revoke', requestState: 15, requestStatus: 'Approval Pending', reason: 'left the team' }]);

    // Without a revoke approval the same revocation is done at once.
    expect((await call('PUT', '/catalog/roles/role', { id: role.id, revokeRequired: false })).status).toBe(204);
    expect((await call('DELETE', '/access/assignments/list', { assignments: [{ id: role.id, entityType: 'role', assignmentToList: [{ assignedToDn: enduser }] }] })).status).toBe(204);
    expect(((await call('POST', '/catalog/roles/role/assignments', { id: role.id })).body as { assignments: unknown[] }).assignments).toEqual([]);
  });

  it("the role screens' encoder and transform round-trip a custom revoke approval through the sandbox", async () => {
    const revokeApproval = { type: 'custom', approvers: [], requestDef: { id: revokeReview, name: 'Role Revoke Review' } };
    const answer = await call('POST', '/catalog/roles', encoders.roleNode({ name: 'Revoke Screens', roleLevel: 30, approval: { type: 'none', approvers: [] }, revokeApproval }, {}));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = (answer.body as RoleNode).id;
    const form = transforms.roleForm!((await call('POST', '/catalog/roles/role', { roles: [{ id }] })).body) as Record<string, unknown>;
    // The RoleNode has no field for the request definition's name: the DN comes back alone.
    expect(form.revokeApproval).toEqual({ type: 'custom', approvers: [], requestDef: { id: revokeReview } });
    expect(form.approval).toEqual({ type: 'none', approvers: [] });

    const modify = await call('PUT', '/catalog/roles/role', encoders.roleNode({ revokeApproval: { type: 'none', approvers: [] } }, { route: { dn: id } }));
    expect(modify.status).toBe(204);
    const back = transforms.roleForm!((await call('POST', '/catalog/roles/role', { roles: [{ id }] })).body) as Record<string, unknown>;
    expect(back.revokeApproval).toEqual({ type: 'none', approvers: [] });
  });
});
