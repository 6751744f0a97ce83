// The sandbox's live-events stream: tickets instead of tokens in the URL, events per user when a
// request is submitted or a task is decided, and the stream let go on disconnect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../server/live/events-routes.ts';
import { passwordGrant, postForm, startTestServer, type TestServer } from './harness.ts';
import { WorkflowClient } from './workflow-client.ts';

let server: TestServer;
let client: WorkflowClient;
let role: string;

beforeAll(async () => {
  server = await startTestServer();
  client = new WorkflowClient(server);
  await client.signIn();
  role = await client.createRole({ name: 'Live Events Role', approvalRequired: true, approvalIsStandard: true, approvalApprovers: [{ id: client.dn.manager, sequence: 1 }] });
}, 60_000);
afterAll(async () => {
  await server.close();
});

interface Received { event: string; data: Record<string, string> }

type User = 'manager' | 'enduser' | 'uaadmin';

/** A call of the sandbox's own events endpoints (beside the contract, outside /IDMProv/rest). */
async function sandbox(user: User | null, method: string, path: string, token = user ? client.token[user]! : undefined): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/IDMProv/sandbox/events${path}`, { method, headers: token ? { Authorization: `bearer ${token}` } : {} });
  return { status: response.status, body: await response.json() };
}

/** Opens a user's stream; `next(event)` waits for the next event of that name. */
async function openStream(user: User, token?: string) {
  const ticket = await sandbox(user, 'POST', '/ticket', token);
  expect(ticket.status).toBe(201);
  const { path } = ticket.body as { ticket: string; path: string };
  const controller = new AbortController();
  const response = await fetch(`${server.url}${path}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ended = false;
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) received.push({ event, data: JSON.parse(data ?? '{}') as Record<string, string> });
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  const next = async (event: string, where: (data: Record<string, string>) => boolean = () => true): Promise<Received> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const index = received.findIndex((r) => r.event === event && where(r.data));
      if (index >= 0) return received.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no ${event} event; got ${JSON.stringify(received)}`);
      await new Promise<void>((wake) => {
        waiting.push(wake);
        setTimeout(wake, 200);
      });
    }
  };
  return { received, next, close: () => controller.abort(), ended: () => ended };
}

const connections = async (user: User) => ((await sandbox(user, 'GET', '/connections')).body as { connections: number }).connections;

describe('the live-events stream', () => {
  it('refuses a ticket without a bearer token, a stream without a valid ticket, and a ticket twice', async () => {
    expect((await sandbox(null, 'POST', '/ticket')).status).toBe(401);
    expect((await sandbox(null, 'GET', '/connections')).status).toBe(401);
    expect((await fetch(`${server.url}/IDMProv/sandbox/events`)).status).toBe(401);
    expect((await fetch(`${server.url}/IDMProv/sandbox/events?ticket=made-up`)).status).toBe(401);
    const { path } = (await sandbox('enduser', 'POST', '/ticket')).body as { path: string };
    const first = new AbortController();
    expect((await fetch(`${server.url}${path}`, { signal: first.signal })).status).toBe(200);
    first.abort();
    expect((await fetch(`${server.url}${path}`)).status).toBe(401);
  });

  it('tells the approver of a new task and the requester of their request, and nobody else', async () => {
    const approver = await openStream('manager');
    const requester = await openStream('enduser');
    const bystander = await openStream('uaadmin');
    await approver.next('ready');
    await requester.next('ready');
    await bystander.next('ready');

    const requestId = await client.requestId('enduser', role);
    const assigned = await approver.next('task-assigned', (d) => d.requestId === requestId);
    expect(Object.keys(assigned.data).sort()).toEqual(['requestId', 'taskId']);
    await requester.next('request-changed', (d) => d.requestId === requestId);

    // The approver approves: their task changes and the requester's request moves on.
    await client.acted('manager', 'approve', [assigned.data.taskId!]);
    await approver.next('task-changed', (d) => d.taskId === assigned.data.taskId);
    await requester.next('request-changed', (d) => d.requestId === requestId);

    expect(bystander.received.filter((r) => r.data.requestId === requestId)).toEqual([]);
    approver.close();
    requester.close();
    bystander.close();
  });

  it('counts a user\'s open streams and lets a closed one go', async () => {
    expect(await connections('manager')).toBe(0);
    const one = await openStream('manager');
    const two = await openStream('manager');
    await one.next('ready');
    await two.next('ready');
    expect(await connections('manager')).toBe(2);
    expect(await connections('enduser')).toBe(0);
    one.close();
    two.close();
    await expect.poll(() => connections('manager')).toBe(0);
  });

  it('ends a user\'s stream within a second of the sign-in\'s revocation (what sign-out does to its family)', async () => {
    // A sign-in of its own: revoking its refresh token revokes its family (what sign-out does too).
    const grant = await passwordGrant(server, 'enduser');
    const stream = await openStream('enduser', grant.access_token);
    await stream.next('ready');
    const revoked = performance.now();
    expect((await postForm(`${server.url}/osp/a/idm/auth/oauth2/revoke`, { token: grant.refresh_token })).status).toBe(200);
    await expect.poll(stream.ended, { timeout: 5_000, interval: 50 }).toBe(true);
    // SESSION_CHECK_MS is 500: a second, with room for a loaded machine.
    expect(performance.now() - revoked).toBeLessThan(2_000);
    // A revoked sign-in gets no new stream.
    expect((await sandbox('enduser', 'POST', '/ticket', grant.access_token)).status).toBe(401);
  });

  it('keeps at most a few streams per user, closing the oldest first', async () => {
    const opened: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER + 2; i++) {
      const stream = await openStream('uaadmin');
      await stream.next('ready');
      opened.push(stream);
    }
    await expect.poll(() => opened.map((stream) => stream.ended())).toEqual([true, true, ...Array.from({ length: MAX_STREAMS_PER_USER }, () => false)]);
    expect(await connections('uaadmin')).toBe(MAX_STREAMS_PER_USER);
    for (const stream of opened) stream.close();
    await expect.poll(() => connections('uaadmin')).toBe(0);
  });
});
