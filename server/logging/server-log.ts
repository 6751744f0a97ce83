// The sandbox's own log (pino, through Fastify): every request gets an id, every answer of 5xx is
// logged with it at error level, and the Fault of a 5xx carries the id so a user can quote it.
// The level comes from ServerOptions.logLevel (IDM_LOG_LEVEL for `npm start`, default warn: the
// failures show, the request lines do not); `logger: true` adds the request lines (info).
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel, ServerOptions } from '../settings.ts';

/** The header that carries the request id of an answer (and that a proxy in front may set). */
export const REQUEST_ID_HEADER = 'x-request-id';

function startLevel(options: ServerOptions): LogLevel {
  if (options.logLevel) return options.logLevel;
  return options.logger ? 'info' : 'silent';
}

/** Fastify's options for the log and the request ids. */
export function serverLogOptions(options: ServerOptions): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  return {
    logger: {
      level: startLevel(options),
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Request lines are logged without their query: the OAuth callback carries a code there.
      serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }) },
    },
    // Random rather than a counter: ids stay unique across restarts, in one log file.
    genReqId: () => randomUUID(),
  };
}
