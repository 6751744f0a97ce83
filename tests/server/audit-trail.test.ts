// The audit trail: sign-ins (success and failure), sign-outs and writes, with who, for whom, what,
// the object and the settings before and after; the administrators' list; CEF lines sent to the
// auditing destination over UDP and TCP.
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signIn } from './browser-flow.ts';
import { passwordGrant, postForm, rest, startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await passwordGrant(server, 'uaadmin')).access_token;
});
afterAll(async () => {
  await server.close();
});

interface Event {
  kind: string;
  actor: string;
  onBehalfOf: string | null;
  operation: string;
  object: string | null;
  outcome: string;
  address: string | null;
  before: string | null;
  after: string | null;
}

async function events(query = ''): Promise<Event[]> {
  const answer = await rest(server, admin, 'GET', `/sandbox/audit/events?size=300${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { events: Event[] }).events;
}

const setDestination = (protocol: 'UDP' | 'TCP', port: number, enableCEF = true) =>
  rest(server, admin, 'POST', '/admin/logging/auditConfig', {
    enableCEF,
    cefConfigs: { destinationHost: '127.0.0.1', destinationPort: port, protocol, useTLS: false },
  });

describe('audit rows', () => {
  it('records sign-ins that succeed and fail, by the password grant and the login form, and sign-outs', async () => {
    await postForm(`${server.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'manager', password: 'nope' });
    await passwordGrant(server, 'manager');
    const browser = new Browser(server.url);
    await signIn(browser, 'enduser');
    await browser.get('/osp/a/idm/auth/app/logout');

    const rows = await events('&kind=');
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'signInFailed', actor: 'manager', operation: 'passwordGrant (incorrect)', outcome: 'failure', address: '127.0.0.1' }),
        expect.objectContaining({ kind: 'signIn', actor: 'manager', operation: 'passwordGrant', outcome: 'success' }),
        expect.objectContaining({ kind: 'signIn', actor: 'enduser', operation: 'signIn', outcome: 'success' }),
        expect.objectContaining({ kind: 'signOut', actor: 'enduser', operation: 'signOut' }),
      ]),
    );
  });

  it('records a write with its user, object and outcome, and a refused one', async () => {
    const dn = 'cn=enduser,ou=users,o=data';
    const change = { dn, attributes: [{ key: 'Title', values: ['Audited'], action: 'update' }] };
    expect((await rest(server, admin, 'PUT', '/access/user', change)).status).toBe(204);
    const enduser = (await passwordGrant(server, 'enduser')).access_token;
    expect((await rest(server, enduser, 'POST', '/sandbox/signin/unlock', { username: 'x' })).status).toBe(403);

    // A read that the contract makes with POST is no write.
    expect((await rest(server, admin, 'POST', '/access/info/user/navigationrights', { navPageRights: [{ key: 'audit' }] })).status).toBeLessThan(300);
    const writes = await events('&kind=write');
    expect(writes.filter((row) => row.operation.includes('navigationrights'))).toEqual([]);
    expect(writes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: 'uaadmin', operation: 'PUT /access/user', object: dn, outcome: 'success', onBehalfOf: null }),
        expect.objectContaining({ actor: 'enduser', operation: 'POST /sandbox/signin/unlock', outcome: 'failure' }),
      ]),
    );
  });

  it('records whom a proxy acted for, and only when the server acted for them', async () => {
    const client = new WorkflowClient(server);
    await client.signIn();
    const role = await client.createRole({ name: 'Audited Proxy Role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
    const id = await client.requestId('enduser', role);
    const [task] = await client.tasksOf('proxyuser', id, `&proxyUser=${encodeURIComponent(client.dn.manager!)}`);
    await client.acted('proxyuser', 'approve', [task!.taskId], { proxyUser: client.dn.manager });
    // A proxyUser that the operation does not honour names no one the write was made for.
    const own = { dn: client.dn.enduser, attributes: [{ key: 'TelephoneNumber', values: ['555-0142'], action: 'update' }], proxyUser: client.dn.uaadmin };
    expect((await client.call('enduser', 'PUT', '/access/user', own)).status).toBe(204);
    // Nor does one the caller may not act for (the write is refused).
    expect((await client.call('enduser', 'POST', '/access/tasks', { action: 'approve', tasks: [{ taskId: task!.taskId }], proxyUser: client.dn.uaadmin })).status).toBe(403);

    const writes = await events('&kind=write');
    expect(writes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: 'proxyuser', onBehalfOf: client.dn.manager, operation: 'POST /access/tasks', outcome: 'success' }),
        expect.objectContaining({ actor: 'enduser', onBehalfOf: null, operation: 'PUT /access/user', object: client.dn.enduser, outcome: 'success' }),
        expect.objectContaining({ actor: 'enduser', onBehalfOf: null, operation: 'POST /access/tasks', outcome: 'failure' }),
      ]),
    );
    // The filter by user name finds the proxy's write under the user acted for (kept as a DN) too.
    expect(await events('&actor=manager')).toEqual(expect.arrayContaining([expect.objectContaining({ actor: 'proxyuser', onBehalfOf: client.dn.manager })]));
  });

  it('keeps a setting before and after its change', async () => {
    const path = '/admin/display/settings/general';
    const current = (await rest(server, admin, 'GET', path)).body as Record<string, unknown>;
    expect((await rest(server, admin, 'PUT', path, { ...current, defaultRowsPerPage: 50 })).status).toBeLessThan(300);
    const [row] = await events('&operation=PUT%20%2Fadmin%2Fdisplay%2Fsettings%2Fgeneral');
    expect(row).toBeDefined();
    expect(JSON.parse(row!.before!)).toMatchObject({ defaultRowsPerPage: current.defaultRowsPerPage });
    expect(JSON.parse(row!.after!)).toMatchObject({ defaultRowsPerPage: 50 });
  });

  it('keeps a setting before and after its change made by a browser with its HttpOnly session cookie', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'uaadmin');
    const csrf = browser.value('netiq_idm_rbpm_acsrf')!;
    const path = '/IDMProv/rest/admin/display/settings/general';
    const current = (await (await browser.request(path, { method: 'GET', headers: { netiq_idm_rbpm_acsrf: csrf } })).json()) as Record<string, unknown>;
    const changed = { ...current, defaultRowsPerPage: current.defaultRowsPerPage === 25 ? 50 : 25 };
    const put = await browser.request(path, {
      method: 'PUT',
      headers: { netiq_idm_rbpm_acsrf: csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify(changed),
    });
    expect(put.status).toBeLessThan(300);
    const [row] = await events('&operation=PUT%20%2Fadmin%2Fdisplay%2Fsettings%2Fgeneral');
    expect(row).toMatchObject({ actor: 'uaadmin' });
    expect(JSON.parse(row!.before!)).toMatchObject({ defaultRowsPerPage: current.defaultRowsPerPage });
    expect(JSON.parse(row!.after!)).toMatchObject({ defaultRowsPerPage: changed.defaultRowsPerPage });
  });

  it('filters by user, operation and time, newest first, for domain administrators only', async () => {
    const byUser = await events('&actor=manager');
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((row) => row.actor === 'manager' || row.onBehalfOf?.toLowerCase().startsWith('cn=manager,'))).toBe(true);
    expect(await events(`&startDate=${Date.now() + 60_000}`)).toEqual([]);
    expect((await events(`&endDate=${Date.now() + 60_000}`)).length).toBeGreaterThan(0);
    const byOperation = await events('&operation=passwordGrant');
    expect(byOperation.every((row) => row.operation.includes('passwordGrant'))).toBe(true);
    const enduser = (await passwordGrant(server, 'enduser')).access_token;
    expect((await rest(server, enduser, 'GET', '/sandbox/audit/events')).status).toBe(403);
    expect((await rest(server, admin, 'GET', '/sandbox/audit/events?startDate=soon')).status).toBe(400);
  });
});

describe('CEF to the auditing destination', () => {
  it('sends a CEF line over UDP', async () => {
    const socket: Socket = createSocket('udp4');
    // The first line may be the change of the destination itself: wait for the sign-in's.
    const received = new Promise<string>((resolve) =>
      socket.on('message', (message) => {
        if (message.toString('utf8').includes('suser=roleadmin')) resolve(message.toString('utf8'));
      }),
    );
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    try {
      expect((await setDestination('UDP', socket.address().port)).status).toBe(201);
      await postForm(`${server.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'roleadmin', password: 'wrong=|pass' });
      const line = await received;
      expect(line).toMatch(/^CEF:0\|NetIQ\|Identity Applications Sandbox\|4\.8\.6\|signInFailed\|Failed sign-in\|5\|/);
      expect(line).toContain('suser=roleadmin');
      expect(line).toContain('outcome=failure');
      expect(line).toContain('act=passwordGrant (incorrect)');
    } finally {
      await setDestination('UDP', 514, false);
      socket.close();
    }
  });

  it('sends a CEF line over TCP', async () => {
    const lines: string[] = [];
    let arrived!: () => void;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const tcp: Server = createServer((connection) => {
      let text = '';
      connection.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      connection.on('end', () => {
        lines.push(...text.split('\n').filter(Boolean));
        if (lines.some((line) => line.includes('suser=proxyuser'))) arrived();
      });
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    try {
      const port = (tcp.address() as { port: number }).port;
      expect((await setDestination('TCP', port)).status).toBe(201);
      await passwordGrant(server, 'proxyuser');
      await received;
      expect(lines.find((line) => line.includes('suser=proxyuser'))).toMatch(/^CEF:0\|.*\|signIn\|Sign-in\|3\|rt=\d+ suser=proxyuser act=passwordGrant outcome=success src=127\.0\.0\.1$/);
    } finally {
      await setDestination('TCP', 514, false);
      tcp.close();
    }
  });
});
