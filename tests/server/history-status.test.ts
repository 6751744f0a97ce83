// The requester's history and the catalogue's request status lists read one store: the demo's
// requests of enduser appear in the role's and the resource's request status with the same states,
// and a retract from the history shows there at once as Retracted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
});
afterAll(async () => {
  await server.close();
});

interface Row { id: string; name: string; entityType: string; requestState: number; processState: number; retractable: boolean; recipient: string }

async function history(query = ''): Promise<Row[]> {
  const answer = await client.call('enduser', 'GET', `/access/requests/historylist?size=100${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expectMatchesContract('GET', '/access/requests/historylist', 200, answer.body);
  return (answer.body as { requests: Row[] }).requests;
}

async function status(type: 'role' | 'resource', item: string, filter = ''): Promise<Row[]> {
  const answer = await client.call('uaadmin', 'POST', `/access/requests/historylist/permission?item=${encodeURIComponent(item)}&type=${type}&size=100${filter ? `&status=${filter}` : ''}`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { requests: Row[] }).requests;
}

/** The DN of a role or resource, from the catalogue's item field of a history row. */
async function itemDn(id: string): Promise<string> {
  const answer = await client.call('enduser', 'GET', `/access/requests/processes?processId=${encodeURIComponent(id)}`);
  return (answer.body as { processes: { Definition: { DN: string } }[] }).processes[0]!.Definition.DN;
}

describe('history and request status from one store', () => {
  it('shows enduser\'s role and resource requests in the catalogue status lists with the same states', async () => {
    const mine = await history();
    const role = mine.filter((r) => r.name === 'Cloud Console Operator');
    const laptop = mine.find((r) => r.name === 'Laptop' && r.entityType === 'resource')!;
    // The demo's pending and denied requests of the role (besides any older ones).
    expect(role.map((r) => r.requestState)).toEqual(expect.arrayContaining([15, 95]));
    expect(laptop).toMatchObject({ requestState: 15, processState: 0, retractable: true });

    const roleStatus = (await status('role', await itemDn(role[0]!.id))).filter((r) => r.recipient === client.dn.enduser);
    expect(roleStatus.map((r) => [r.id, r.requestState]).sort()).toEqual(role.map((r) => [r.id, r.requestState]).sort());
    expect((await status('resource', await itemDn(laptop.id))).filter((r) => r.id === laptop.id).map((r) => r.requestState)).toEqual([15]);
  });

  it('takes the contract\'s default status filter "*" as every status, in the history and in a request status list', async () => {
    const role = (await history()).find((r) => r.name === 'Cloud Console Operator')!;
    expect((await history('&status=*')).map((r) => r.id).sort()).toEqual((await history()).map((r) => r.id).sort());
    const dn = await itemDn(role.id);
    expect((await status('role', dn, '*')).map((r) => r.id).sort()).toEqual((await status('role', dn)).map((r) => r.id).sort());
  });

  it('a retract from the history is Retracted in the resource\'s request status', async () => {
    const laptop = (await history('&type=resource&status=running'))[0]!;
    const retracted = await client.call('enduser', 'DELETE', '/access/requests/history', { requests: [{ id: laptop.id }] });
    expect(retracted.status, JSON.stringify(retracted.body)).toBe(204);
    const dn = await itemDn(laptop.id);
    const only = (rows: Row[]) => rows.filter((r) => r.id === laptop.id).map((r) => [r.requestState, r.processState]);
    expect(only(await status('resource', dn, 'running'))).toEqual([]);
    expect(only(await status('resource', dn, 'terminated'))).toEqual([[75, 2]]);
    expect((await history('&status=terminated&type=resource')).filter((r) => r.id === laptop.id).map((r) => r.requestState)).toEqual([75]);
    expect((await history('&status=running')).map((r) => r.id)).not.toContain(laptop.id);
  });
});
