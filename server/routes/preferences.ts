/**
 * The signed-in user's preferences (column choices, page sizes, saved filters), by attribute name.
 * Contract: GET/POST/DELETE /access/preference?attribute=. isPreferenceAvailable is a boolean as
 * the contract types it (the spec says string; the contract decides the shape, and the console
 * reads either). A save answers the contract's Response wrapper ({status, entity}); the console
 * keeps what it sent.
 * A list's saved views ('console.views.<list>', one JSON text per view) are checked before they are
 * stored: a bad view, a taken name, two defaults or too many views is a 400 and nothing changes.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';
import { checkViews, VIEWS_ATTRIBUTE_PREFIX } from '../../domain/savedViews.ts';

const ATTRIBUTE = /^[A-Za-z0-9_.-]{1,100}$/;
const MAX_COLUMNS = 100;

function attributeOf(request: FastifyRequest): string {
  const attribute = ((request.query as { attribute?: string }).attribute ?? '').trim();
  if (!ATTRIBUTE.test(attribute)) {
    throw badRequest('attribute is required: the preference name (letters, digits, _ . -), e.g. attribute=roleList-filters');
  }
  return attribute;
}

const preferencesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/preference', async (request) => {
    const attribute = attributeOf(request);
    const row = await db.get<{ value: string }>('SELECT value FROM preferences WHERE user_dn = ? AND attribute = ?', [principalOf(request).dn, attribute]);
    const columns = row ? (JSON.parse(row.value) as unknown[]) : [];
    return { isPreferenceAvailable: row !== undefined, columns, settingFor: attribute };
  });

  app.post('/access/preference', {
    schema: { body: { type: 'object', required: ['columns'], properties: { columns: { type: 'array', maxItems: MAX_COLUMNS, items: { type: 'string', maxLength: 4000 } } } } },
  }, async (request, reply) => {
    const attribute = attributeOf(request);
    const { columns } = request.body as { columns: string[] };
    const problem = attribute.startsWith(VIEWS_ATTRIBUTE_PREFIX) ? checkViews(columns) : undefined;
    if (problem) throw badRequest(`Saved views not stored: ${problem}.`);
    await db.run(
      'INSERT INTO preferences (user_dn, attribute, value) VALUES (?, ?, ?) ON CONFLICT (user_dn, attribute) DO UPDATE SET value = excluded.value',
      [principalOf(request).dn, attribute, JSON.stringify(columns)],
    );
    // The contract answers a save with JAX-RS's Response: its status, the saved preference as its entity.
    reply.code(201);
    return { status: 201, entity: { isPreferenceAvailable: true, columns, settingFor: attribute } };
  });

  app.delete('/access/preference', async (request, reply) => {
    const attribute = attributeOf(request);
    await db.run('DELETE FROM preferences WHERE user_dn = ? AND attribute = ?', [principalOf(request).dn, attribute]);
    return reply.code(204).send();
  });
};

export default preferencesRoutes;
