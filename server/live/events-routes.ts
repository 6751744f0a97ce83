// The sandbox's live-events stream, beside the contract (a real server has no such endpoint; the
// console then falls back to polling the badge). Server-sent events per signed-in user:
//
//   POST /IDMProv/sandbox/events/ticket       (signed in)     → 201 {ticket, path}
//   GET  /IDMProv/sandbox/events?ticket=...    text/event-stream: task-assigned, task-changed,
//                                              request-changed, each with {taskId?, requestId}
//   GET  /IDMProv/sandbox/events/connections  (signed in)     → {connections}: the caller's open streams
//
// Outside /IDMProv/rest, which holds the contract's operations only; the credential is checked here
// as there: a bearer token, or the HttpOnly session cookie with the anti-forgery header (which
// another site can neither read nor send).
// The stream opens with a "ready" event, sends a comment every HEARTBEAT_MS so that proxies keep it
// open, and lets go of its listener when the browser disconnects or the server closes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenProblem } from '../auth/grants.ts';
import { authenticate, loadPrincipalUser, requestToken, type Principal } from '../auth/principal.ts';
import type { AccessTokenClaims } from '../auth/tokens.ts';
import { unauthorized } from '../http/fault.ts';
import { workflowEvents, type WorkflowChange } from '../workflow/events.ts';
import { concerns } from './audience.ts';
import { createTicketBook, TICKET_LIFETIME_MS } from './tickets.ts';

export const EVENTS_PATH = '/IDMProv/sandbox/events';
export const HEARTBEAT_MS = 15_000;
/** How often an open stream asks whether its sign-in still holds (revoked, signed out, user deleted or disabled). */
export const SESSION_CHECK_MS = 500;
/** Streams one user may hold open (a few browsers); a new one closes the oldest. */
export const MAX_STREAMS_PER_USER = 4;

interface Stream {
  userDn: string;
  close(): void;
}

/** Whether the sign-in a stream was opened with still holds: its token family and user, not its expiry (the console refreshes within the family). */
async function stillSignedIn(app: FastifyInstance, claims: AccessTokenClaims): Promise<boolean> {
  const { db } = app.platform;
  return (await accessTokenProblem(db, claims)) === undefined && (await loadPrincipalUser(db, claims.sub)) !== undefined;
}

/** The event as sent: its name and the ids it is about (no names, no secrets). */
function frame(change: WorkflowChange): string {
  const data = change.type === 'request-changed' ? { requestId: change.requestId } : { taskId: change.taskId, requestId: change.requestId };
  return `event: ${change.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The signed-in user of the bearer token or of the session cookie with its anti-forgery header (as under /IDMProv/rest), or a 401 fault. */
function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  return authenticate(app.platform.db, app.platform.signer, requestToken(request));
}

function openStream(app: FastifyInstance, reply: FastifyReply, claims: AccessTokenClaims, streams: Set<Stream>): void {
  const userDn = claims.sub;
  // At most MAX_STREAMS_PER_USER: the oldest of this user's streams (a Set keeps the order of opening) closes first.
  const mine = [...streams].filter((stream) => stream.userDn.toLowerCase() === userDn.toLowerCase());
  for (const stream of mine.slice(0, Math.max(0, mine.length - MAX_STREAMS_PER_USER + 1))) stream.close();
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
  // The stream ends with the sign-in: revocation, sign-out, the user's deletion or disabling.
  const sessionCheck = setInterval(() => {
    stillSignedIn(app, claims).then(
      (yes) => {
        if (!yes) stream.close();
      },
      (error: unknown) => app.log.warn({ err: error }, 'live events: the sign-in of a stream could not be checked'),
    );
  }, SESSION_CHECK_MS);
  const stream: Stream = {
    userDn,
    close() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
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
  /** The claims of the token each ticket was issued for: its stream is checked against them. */
  const ticketClaims = new Map<string, AccessTokenClaims>();
  const streams = new Set<Stream>();
  // Open streams never end by themselves: the server ends them before it closes.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });

  app.post(`${EVENTS_PATH}/ticket`, async (request, reply) => {
    const principal = await signedIn(app, request);
    const check = await app.platform.signer.verify(requestToken(request) ?? '');
    if (!check.ok) throw unauthorized('The access token is not valid');
    const ticket = tickets.issue(principal.dn);
    ticketClaims.set(ticket, check.claims);
    setTimeout(() => ticketClaims.delete(ticket), TICKET_LIFETIME_MS).unref();
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
    const claims = typeof ticket === 'string' ? ticketClaims.get(ticket) : undefined;
    if (typeof ticket === 'string') ticketClaims.delete(ticket);
    if (!userDn || !claims || !(await stillSignedIn(app, claims))) throw unauthorized('The events stream needs a fresh ticket from POST /IDMProv/sandbox/events/ticket');
    openStream(app, reply, claims, streams);
  });
}
