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

/** How long a browser may keep an image of the console (the logo, also the page's icon) before it asks again. */
export const IMAGE_MAX_AGE_SECONDS = 600;

/**
 * The Cache-Control of a console file, by its path in the build. Vite's hashed assets never change:
 * a year. Images (the logo) change only when an operator replaces them: ten minutes, since the
 * browser asks for the page's icon again on every route change and each ask was a round trip.
 * Everything else (index.html, locale texts, help) is revalidated on every load, so that a new
 * build is picked up at once.
 */
export function cacheControlOf(relativePath: string): string {
  const [folder] = relativePath.split(path.sep);
  if (folder === 'assets') return 'public, max-age=31536000, immutable';
  if (folder === 'images') return `public, max-age=${IMAGE_MAX_AGE_SECONDS}`;
  return 'no-cache';
}

/**
 * Serves the built console under /idmdash/, each file with cacheControlOf's lifetime. index.html is answered with its own Content-Security-Policy: scripts
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
      res.setHeader('Cache-Control', cacheControlOf(path.relative(root, filePath)));
    },
  });
}
