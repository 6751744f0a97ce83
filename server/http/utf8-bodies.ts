// Bodies must be valid UTF-8. Fastify's own parsers decode a JSON or text body with replacement, so
// invalid bytes would be stored as U+FFFD where the same bytes in a path are refused. These parsers
// check the bytes first and answer a 400 Fault; then Fastify's parsers go on as before (secure JSON
// parsing, prototype keys refused).
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './fault.ts';

const NOT_UTF8 = 'Invalid request: the body is not valid UTF-8';

export function installUtf8Bodies(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(badRequest(NOT_UTF8), undefined);
      return;
    }
    json(request, body.toString('utf8'), done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request: FastifyRequest, body: Buffer, done) => {
    if (!isUtf8(body)) done(badRequest(NOT_UTF8), undefined);
    else done(null, body.toString('utf8'));
  });
}
