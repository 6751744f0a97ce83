import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CONSOLE_PREFIX = '/idmdash/';

/**
 * Serves the built console under /idmdash/. Vite's hashed assets never change, so browsers may keep
 * them for a year; index.html (and other unhashed files) is revalidated on every load so that a new
 * build is picked up at once.
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(CONSOLE_PREFIX));
  app.get('/idmdash', (_request, reply) => reply.redirect(CONSOLE_PREFIX));

  const root = path.resolve(consoleDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get(`${CONSOLE_PREFIX}*`, (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console has not been built: run "npm run build" (npm start does it for you).'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: CONSOLE_PREFIX,
    index: 'index.html',
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
