import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentSecurityPolicy, newNonce } from './http/security-headers.ts';

export const CONSOLE_PREFIX = '/idmdash/';

/** The files of a client's folder custom/<clientId>/ that the console reads at start (docs/shell.md). */
const CUSTOM_FILES = new Set(['brand.json', 'custom.css']);

/**
 * index.html with a fresh nonce on each of its <style> tags and in its csp-nonce meta tag, which the
 * console's emotion caches read so that the styles they insert carry it too.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<style(\s|>)/g, `<style nonce="${nonce}"$1`).replace(/(<meta name="csp-nonce" content=")[^"]*(")/, `$1${nonce}$2`);
}

/**
 * Serves the built console under /idmdash/. Vite's hashed assets never change, so browsers may keep
 * them for a year; index.html (and other unhashed files) is revalidated on every load so that a new
 * build is picked up at once. index.html is answered with its own Content-Security-Policy: scripts
 * from the origin only, styles from the origin or carrying the answer's nonce.
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(CONSOLE_PREFIX));
  app.get('/idmdash', (_request, reply) => reply.redirect(CONSOLE_PREFIX));

  const root = path.resolve(consoleDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.get(`${CONSOLE_PREFIX}*`, (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console has not been built: run "npm run build" (npm start does it for you).'),
    );
    return;
  }
  const sendIndex = (reply: FastifyReply) => {
    const nonce = newNonce();
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
      .type('text/html; charset=utf-8')
      .send(withNonce(readFileSync(indexFile, 'utf8'), nonce));
  };
  app.get(CONSOLE_PREFIX, (_request, reply) => sendIndex(reply));
  // A client's custom brand and style sheet, which the console asks for on every load, are
  // optional: without them the answer is 204 No Content ("none"), not a failing 404.
  app.get<{ Params: { clientId: string; file: string } }>(`${CONSOLE_PREFIX}custom/:clientId/:file`, (request, reply) => {
    const { clientId, file } = request.params;
    if (!CUSTOM_FILES.has(file) || !/^[\w-]+$/.test(clientId)) return reply.callNotFound();
    const relative = path.join('custom', clientId, file);
    reply.header('Cache-Control', 'no-cache');
    return existsSync(path.join(root, relative)) ? reply.sendFile(relative) : reply.code(204).send();
  });
  app.get(`${CONSOLE_PREFIX}index.html`, (_request, reply) => sendIndex(reply));
  await app.register(fastifyStatic, {
    root,
    prefix: CONSOLE_PREFIX,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
