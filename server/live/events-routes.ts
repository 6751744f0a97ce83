// The sandbox's live-events stream, beside the contract (a real server has no such endpoint; the
// console then falls back to polling the badge). Server-sent events per signed-in user:
//
//   POST /IDMProv/sandbox/events/ticket       (bearer token)  → 201 {ticket, path}
//   GET  /IDMProv/sandbox/events?ticket=...    text/event-stream: task-assigned, task-changed,
//                                              request-changed, each with {taskId?, requestId}
//   GET  /IDMProv/sandbox/events/connections  (bearer token)  → {connections}: the caller's open streams
//
// Outside /IDMProv/rest, which holds the contract's operations only; the bearer token is checked
// here as there. No anti-forgery header is needed: another site cannot send the bearer token.
// The stream opens with a "ready" event, sends a comment every HEARTBEAT_MS so that proxies keep it
// open, and lets go of its listener when the browser disconnects or the server closes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type Principal } from '../auth/principal.ts';
import { unauthorized } from '../http/fault.ts';
import { workflowEvents, type WorkflowChange } from '../workflow/events.ts';
import { concerns } from './audience.ts';
import { createTicketBook } from './tickets.ts';

export const EVENTS_PATH = '/IDMProv/sandbox/events';
export const HEARTBEAT_MS = 15_000;

interface Stream {
  userDn: string;
  close(): void;
}

/** The event as sent: its name and the ids it is about (no names, no secrets). */
function frame(change: WorkflowChange): string {
  const data = change.type === 'request-changed' ? { requestId: change.requestId } : { taskId: change.taskId, requestId: change.requestId };
  return `event: ${change.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The signed-in user of `Authorization: bearer <token>` (any case of the scheme), or a 401 fault. */
function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const token = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return authenticate(app.platform.db, app.platform.signer, token);
}

function openStream(app: FastifyInstance, reply: FastifyReply, userDn: string, streams: Set<Stream>): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Content-Type-Options': 'nosniff',
    // Proxies such as nginx would otherwise hold the events back in their buffers.
    'X-Accel-Buffering': 'no',
  });
  raw.write('event: ready\ndata: {}\n\n');
  const unsubscribe = workflowEvents.subscribe((change) => {
    concerns(app.platform.db, change, userDn).then(
      (yes) => {
        if (yes && !raw.writableEnded) raw.write(frame(change));
      },
      (error: unknown) => app.log.warn({ err: error }, 'live events: the audience of a change could not be read'),
    );
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const stream: Stream = {
    userDn,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(stream);
      if (!raw.writableEnded) raw.end();
    },
  };
  streams.add(stream);
  raw.on('close', () => stream.close());
}

export async function liveEventsRoutes(app: FastifyInstance): Promise<void> {
  const tickets = createTicketBook();
  const streams = new Set<Stream>();
  // Open streams never end by themselves: the server ends them before it closes.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });

  app.post(`${EVENTS_PATH}/ticket`, async (request, reply) => {
    const ticket = tickets.issue((await signedIn(app, request)).dn);
    reply.header('Cache-Control', 'no-store');
    return reply.code(201).send({ ticket, path: `${EVENTS_PATH}?ticket=${encodeURIComponent(ticket)}` });
  });

  app.get(`${EVENTS_PATH}/connections`, async (request) => {
    const me = (await signedIn(app, request)).dn.toLowerCase();
    return { connections: [...streams].filter((s) => s.userDn.toLowerCase() === me).length };
  });

  app.get(EVENTS_PATH, async (request, reply) => {
    const ticket = (request.query as Record<string, unknown>).ticket;
    const userDn = typeof ticket === 'string' ? tickets.redeem(ticket) : undefined;
    if (!userDn) throw unauthorized('The events stream needs a fresh ticket from POST /IDMProv/sandbox/events/ticket');
    openStream(app, reply, userDn, streams);
  });
}
