// Records every write of the REST API in the audit trail before its answer is sent (an
// acknowledged write is on the trail, and a read of the trail right after finds it): who (the
// signed-in user), for whom (the user a route acted for in proxy mode), the operation (method and route), the object
// (the DN or id the request names), the outcome, and for writes of a readable state (a setting:
// the same URL answers GET) that state before and after.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REST_PREFIX } from '../auth/principal.ts';
import { recordAuditEvent } from './audit-trail.ts';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/** Keys that name a request's object, first found wins. */
const OBJECT_KEYS = ['dn', 'userDn', 'roleId', 'id', 'key', 'name'] as const;

/** Settings written at one URL and read at another (the auditing destination is read with the loggers). */
const STATE_READS: Readonly<Record<string, string>> = {
  [`${REST_PREFIX}/admin/logging/auditConfig`]: '/admin/logging/list?fetchLogConfigs=false',
};

type Fields = Record<string, unknown>;

function firstText(source: unknown): string | undefined {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  for (const key of OBJECT_KEYS) {
    const value = (source as Fields)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function objectOf(request: FastifyRequest): string | undefined {
  const params = Object.values((request.params ?? {}) as Fields).find((value): value is string => typeof value === 'string' && value !== '');
  return params ?? firstText(request.body) ?? firstText(request.query);
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

/**
 * Reads that the contract makes with POST (a body of criteria): lists, an item's details, rights,
 * statuses, validations. Their route's last segment says so; they change nothing and are not audited.
 */
const READ_BY_POST = /^(list\w*|members|item|items|status|rights|navigation\w+|passwordsyncstatus|featuredItems|categories|validate\w*|permission)$/i;

function isAuditedWrite(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  if (!WRITES.has(request.method) || !route.startsWith(`${REST_PREFIX}/`) || request.principal === null) return false;
  return !(request.method === 'POST' && READ_BY_POST.test(route.split('/').at(-1) ?? ''));
}

export function installAuditTrail(app: FastifyInstance): void {
  app.decorateRequest('actingFor', null);
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
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: request.headers.authorization ?? '' } });
    return answer.statusCode === 200 ? answer.body : undefined;
  }

  app.addHook('preHandler', async (request) => {
    if (!isAuditedWrite(request)) return;
    const state = await snapshot(request);
    if (state !== undefined) before.set(request, state);
  });

  // onSend, not onResponse: the handler is done and the status known, and the answer waits for the record.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAuditedWrite(request)) return payload;
    const outcome = reply.statusCode < 400;
    const previous = before.get(request);
    const after = previous !== undefined && outcome ? await snapshot(request) : undefined;
    await recordAuditEvent(
      app.platform.db,
      {
        kind: 'write',
        actor: request.principal!.username,
        onBehalfOf: request.actingFor,
        operation: `${request.method} ${(request.routeOptions.url ?? '').slice(REST_PREFIX.length)}`,
        object: objectOf(request),
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
