/**
 * A client's custom style sheet. Contract: PUT /access/config/uploadStyle?client= (the CSS text as
 * the body: text/plain, or a JSON string), domain administrators only; GET
 * /access/config/style/{client}.css (config.ts) answers it, an empty sheet for a client without
 * one. Kept in the store (configuration_settings, page `style:<client>`). The sheet is checked
 * before it is kept (400, nothing kept): at most 100 KB of text, for a client that exists, and
 * nothing that leaves a style sheet or loads from elsewhere (`<`, `@import`, `expression(`,
 * `javascript:`, a url() that is not a data: or relative one).
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';
import { loadSettingsClient } from '../identity/client-settings.ts';
import type { Db } from '../store/db.ts';

const MAX_STYLE_BYTES = 100 * 1024;
const page = (client: string) => `style:${client}`;

/** The stored style sheet of a client ('' when it has none). */
export async function storedStyle(db: Db, client: string): Promise<string> {
  const row = await db.get<{ config: string }>('SELECT config FROM configuration_settings WHERE page = ?', [page(client)]);
  if (!row) return '';
  const parsed = JSON.parse(row.config) as { css?: unknown };
  return typeof parsed.css === 'string' ? parsed.css : '';
}

function checkedStyle(body: unknown): string {
  if (typeof body !== 'string' || body.trim() === '') throw badRequest('Send the style sheet as the body: CSS text (text/plain)');
  if (Buffer.byteLength(body, 'utf8') > MAX_STYLE_BYTES) throw badRequest('The style sheet is larger than 100 KB');
  const lower = body.toLowerCase();
  for (const banned of ['<', '@import', 'expression(', 'javascript:']) {
    if (lower.includes(banned)) throw badRequest(`The style sheet may not contain "${banned}"`);
  }
  for (const match of lower.matchAll(/url\(\s*['"]?([^'")\s]*)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/.test(target) && !target.startsWith('data:')) throw badRequest(`The style sheet may load only relative or data: URLs, not "${target}"`);
    if (target.startsWith('//')) throw badRequest(`The style sheet may load only relative or data: URLs, not "${target}"`);
  }
  return body;
}

const consoleStyleRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.put('/access/config/uploadStyle', { preHandler: requirePower('domainAdmin') }, async (request, reply) => {
    const client = await loadSettingsClient(db, (request.query as { client?: string }).client);
    const css = checkedStyle(request.body);
    await db.run('INSERT INTO configuration_settings (page, config) VALUES (?, ?) ON CONFLICT(page) DO UPDATE SET config = excluded.config', [page(client.id), JSON.stringify({ css })]);
    return reply.code(204).send();
  });
};

export default consoleStyleRoutes;
