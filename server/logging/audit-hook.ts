// Records every write of the REST API in the audit trail before its answer is sent (an
// acknowledged write is on the trail, and a read of the trail right after finds it): who (the
// signed-in user), for whom (the user a route acted for in proxy mode), the operation (method and route), the object
// (where the route's declaration says: ./audit-declarations.ts), the outcome, and for writes of a readable state (a setting:
// the same URL answers GET) that state before and after.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANTI_FORGERY_HEADER } from '../auth/cookies.ts';
import { REST_PREFIX } from '../auth/principal.ts';
import { AUDIT_DECLARATIONS, declaredObject, type AuditDeclaration } from './audit-declarations.ts';
import { recordAuditEvent } from './audit-trail.ts';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** Settings written at one URL and read at another (the auditing destination is read with the loggers). */
const STATE_READS: Readonly<Record<string, string>> = {
  [`${REST_PREFIX}/admin/logging/auditConfig`]: '/admin/logging/list?fetchLogConfigs=false',
};

/** The declaration of a REST write route (`POST /access/tasks`), or undefined for any other request. */
function declarationOf(method: string, route: string): AuditDeclaration | undefined {
  if (!WRITES.has(method) || !route.startsWith(`${REST_PREFIX}/`)) return undefined;
  return AUDIT_DECLARATIONS[`${method} ${route.slice(REST_PREFIX.length)}`];
}

/** The answer sent, parsed when it is JSON (a created object's id is there). */
function parsedAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The DN of the user this request acted for in proxy mode, set by the routes that honour
     * proxyUser once they allowed it ({@link recordActingFor}). A proxyUser that a route ignores or
     * refuses names no one: the audit trail says for whom a write was made, not whom it named.
     */
    actingFor: string | null;
  }
}

/** Marks the request as made for `acting.proxyFor` (when the caller acts for someone). */
export function recordActingFor(request: FastifyRequest, acting: { proxyFor?: string }): void {
  if (acting.proxyFor) request.actingFor = acting.proxyFor;
}

function auditedWrite(request: FastifyRequest): AuditDeclaration | undefined {
  const declaration = declarationOf(request.method, request.routeOptions.url ?? '');
  return declaration?.kind === 'write' && request.principal !== null ? declaration : undefined;
}

/** What to add for a write route without a declaration (the server refuses to start, the walk test names it). */
export function undeclaredWrite(route: string): string {
  return (
    `${route} has no audit declaration: add '${route}': read (a POST that only reads), or ` +
    `write('<where its object is: params.id, body.items[].id, answer.id, principal ...>') ` +
    'to AUDIT_DECLARATIONS in server/logging/audit-declarations.ts'
  );
}

export function installAuditTrail(app: FastifyInstance): void {
  app.decorateRequest('actingFor', null);
  // By construction: a REST write route without a declaration (read or write, and which object) is a
  // programming error that stops the server at start, not a write missing from the trail.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (WRITES.has(method) && route.url.startsWith(`${REST_PREFIX}/`) && !declarationOf(method, route.url)) {
        throw new Error(undeclaredWrite(`${method} ${route.url.slice(REST_PREFIX.length)}`));
      }
    }
  });
  const before = new WeakMap<FastifyRequest, string>();

  /** Where the state that a write changes is read: the same URL, or the reading of STATE_READS. */
  function stateUrl(request: FastifyRequest): string | undefined {
    const route = request.routeOptions.url ?? '';
    const reading = STATE_READS[route];
    if (reading) return `${REST_PREFIX}${reading}`;
    return route && app.hasRoute({ method: 'GET', url: route }) ? request.url : undefined;
  }

  /** The state a GET answers now (as the same user), or undefined. */
  async function snapshot(request: FastifyRequest): Promise<string | undefined> {
    const url = stateUrl(request);
    if (!url) return undefined;
    // The same credential: a bearer header, or the session cookie with its anti-forgery header.
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'cookie', ANTI_FORGERY_HEADER]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await app.inject({ method: 'GET', url, headers });
    return answer.statusCode === 200 ? answer.body : undefined;
  }

  app.addHook('preHandler', async (request) => {
    if (!auditedWrite(request)) return;
    const state = await snapshot(request);
    if (state !== undefined) before.set(request, state);
  });

  // onSend, not onResponse: the handler is done and the status known, and the answer waits for the record.
  app.addHook('onSend', async (request, reply, payload) => {
    const declaration = auditedWrite(request);
    if (!declaration) return payload;
    const principal = request.principal!;
    const object = declaredObject(declaration, {
      params: request.params,
      query: request.query,
      body: request.body,
      answer: parsedAnswer(payload),
      principal: principal.dn,
      actingFor: request.actingFor ?? principal.dn,
    });
    const outcome = reply.statusCode < 400;
    const previous = before.get(request);
    const after = previous !== undefined && outcome ? await snapshot(request) : undefined;
    await recordAuditEvent(
      app.platform.db,
      {
        kind: 'write',
        actor: principal.username,
        onBehalfOf: request.actingFor,
        operation: `${request.method} ${(request.routeOptions.url ?? '').slice(REST_PREFIX.length)}`,
        object,
        outcome,
        address: request.ip,
        before: previous,
        after,
      },
      (error) => request.log.warn({ err: error }, 'audit: the CEF destination did not take an event'),
    );
    return payload;
  });
}
