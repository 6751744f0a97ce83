import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../logging/server-log.ts';

/** The error body of the REST API: `{"Fault":{"Reason":{"Text":"..."}}}`. */
export interface FaultBody {
  Fault: { Reason: { Text: string } };
}

export function faultBody(text: string): FaultBody {
  return { Fault: { Reason: { Text: text } } };
}

/**
 * Throw this from a route or hook to answer with a status and a Fault. The text is shown to the
 * user by the console, so it says what was wrong and, where it can, how to put it right.
 */
export class HttpFault extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFault';
  }
}

/** 400: the request was wrong; nothing was changed. */
export const badRequest = (text: string) => new HttpFault(400, text);
/** 401: no valid access token. */
export const unauthorized = (text: string) => new HttpFault(401, text);
/** 403: signed in, but not allowed. */
export const forbidden = (text: string) => new HttpFault(403, text);
/** 404: the addressed object does not exist. */
export const notFound = (text: string) => new HttpFault(404, text);
/** 409: the change clashes with what is stored (duplicate name ...). */
export const conflict = (text: string) => new HttpFault(409, text);

export function sendFault(reply: FastifyReply, statusCode: number, text: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(faultBody(text));
}

/** Turns Fastify's schema-validation messages ("body/name must be string") into a helpful text. */
function validationText(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const details = (error.validation ?? [])
    .map((issue) => {
      const path = issue.instancePath ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const missing = (issue.params as { missingProperty?: string }).missingProperty;
      if (missing) return `${where}${path ? `.${path}` : ''}: '${missing}' is required`;
      const allowed = (issue.params as { allowedValues?: unknown[] }).allowedValues;
      const suffix = allowed ? ` (${allowed.map(String).join(', ')})` : '';
      return `${where}${path ? `.${path}` : ''} ${issue.message ?? 'is invalid'}${suffix}`;
    })
    .join('; ');
  return `Invalid request: ${details || error.message}`;
}

/**
 * Fastify's router refuses some URLs before any route, hook or error handler runs: a path part that
 * does not decode to UTF-8 (`%ED%A0%80`, a lone surrogate) and a path parameter over its length
 * limit. Given as the `frameworkErrors` option, this answers them with a 400 Fault like every
 * other refusal rather than Fastify's own body (and its 414).
 */
export function frameworkFault(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const text =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'Invalid request: a part of the path is longer than the server accepts'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'Invalid request: a part of the path is not valid percent-encoded UTF-8'
        : `Invalid request: ${error.message}`;
  return sendFault(reply, 400, text);
}

const loggedFailures = new WeakSet<FastifyRequest>();

/** Every error of the server becomes a Fault; internal details stay in the log. */
export function installFaultHandlers(app: FastifyInstance): void {
  // A 5xx a route answered itself (not thrown) is logged too, once.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500 && !loggedFailures.has(request)) {
      request.log.error({ statusCode: reply.statusCode }, 'request answered a server error');
    }
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpFault) return sendFault(reply, error.statusCode, error.message);
    if (error.validation) return sendFault(reply, 400, validationText(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      return sendFault(reply, status, `Invalid request: ${error.message}`);
    }
    // The id ties the user's Fault to the log line (the log has the stack, the user never does).
    const answered = status >= 500 && status < 600 ? status : 500;
    request.log.error({ err: error, statusCode: answered }, 'request failed');
    loggedFailures.add(request);
    reply.header(REQUEST_ID_HEADER, request.id);
    return sendFault(
      reply,
      answered,
      `An internal error occurred while processing the request; see the server log for request ${request.id}`,
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return sendFault(reply, 404, `No such operation: ${request.method} ${path}`);
  });
}
