/**
 * Client settings: the clients and their sections (access, branding, customization, helpdesk,
 * dashboardAccess). Contract: /access/config, /access/config/clients[/{id}], /access/config/
 * {access,branding,custom,helpdesk,dashboard}, /access/config/restoreSettings/{key}.
 * Reading is open to every signed-in user (the console loads the settings at start); changing
 * needs domainAdmin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { badRequest, conflict } from '../http/fault.ts';
import { defaultClientConfig } from '../seed/clients.ts';
import {
  defaultSection, listSettingsClients, loadSettingsClient, mergeSection, saveSettingsClient, SECTION_NAMES, type SectionName,
} from '../identity/client-settings.ts';

/** URL segment → section of the config. */
const SECTION_PATHS: ReadonlyArray<[string, SectionName]> = [
  ['access', 'access'], ['branding', 'branding'], ['custom', 'customization'], ['helpdesk', 'helpdesk'], ['dashboard', 'dashboardAccess'],
];

const clientBody = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' }, name: { type: 'string', minLength: 1, maxLength: 100 }, matchCondition: { type: 'string', maxLength: 1000 } },
} as const;

const configRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const admin = { preHandler: requirePower('domainAdmin') };

  app.get('/access/config', async (request) => {
    const { client, key } = request.query as { client?: string; key?: string };
    if (!key?.trim()) throw badRequest('key is required: the name of a setting, e.g. key=messageTime');
    const settings = await loadSettingsClient(db, client);
    for (const name of SECTION_NAMES) {
      const entry = settings.config[name].find((e) => e.key === key.trim());
      if (entry) return { [entry.key]: entry.value };
    }
    throw badRequest(`key: "${key}" is not a setting of client ${settings.id}`);
  });

  app.get('/access/config/clients', async () => ({
    clients: (await listSettingsClients(db)).map((c) => ({ id: c.id, name: c.name, isDefault: c.id === '1' })),
  }));

  app.get('/access/config/clients/:id', async (request) => {
    const settings = await loadSettingsClient(db, (request.params as { id: string }).id);
    return { clientId: settings.id, name: settings.name, isDefault: settings.id === '1', config: settings.config };
  });

  app.post('/access/config/clients', { ...admin, schema: { body: { ...clientBody, required: ['name'] } } }, async (request, reply) => {
    const body = request.body as { id?: string; name: string; matchCondition?: string };
    const existing = await listSettingsClients(db);
    const id = body.id ?? String(Math.max(0, ...existing.map((c) => Number(c.id)).filter(Number.isFinite)) + 1);
    if (await db.get('SELECT 1 FROM clients WHERE id = ?', [id])) throw conflict(`A client with the id "${id}" already exists`);
    await db.run('INSERT INTO clients (id, name, config) VALUES (?, ?, ?)', [id, body.name.trim(), JSON.stringify(defaultClientConfig())]);
    reply.code(201);
    return { id, name: body.name.trim(), matchCondition: body.matchCondition ?? '', isDefault: false };
  });

  app.post('/access/config/clients/:id', { ...admin, schema: { body: clientBody } }, async (request, reply) => {
    const settings = await loadSettingsClient(db, (request.params as { id: string }).id);
    const body = request.body as { name?: string };
    if (body.name !== undefined) settings.name = body.name.trim();
    await saveSettingsClient(db, settings);
    reply.code(201);
    return { clientId: settings.id, name: settings.name };
  });

  app.delete('/access/config/clients', {
    ...admin,
    schema: { body: { type: 'object', required: ['values'], properties: { values: { type: 'array', minItems: 1, items: { type: 'string' } } } } },
  }, async (request, reply) => {
    const { values } = request.body as { values: string[] };
    if (values.includes('1')) throw badRequest('The default client "1" cannot be deleted');
    const known = new Set((await listSettingsClients(db)).map((c) => c.id));
    const unknown = values.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`No client settings have the id ${unknown.map((id) => `"${id}"`).join(', ')}; nothing was deleted`);
    await db.transaction(async (tx) => {
      for (const id of values) await tx.run('DELETE FROM clients WHERE id = ?', [id]);
    });
    return reply.code(204).send();
  });

  for (const [segment, section] of SECTION_PATHS) {
    app.get(`/access/config/${segment}`, async (request) => {
      const settings = await loadSettingsClient(db, (request.query as { client?: string }).client);
      return { clientId: settings.id, [section]: settings.config[section] };
    });
    app.post(`/access/config/${segment}`, admin, async (request, reply) => {
      const settings = await loadSettingsClient(db, (request.query as { client?: string }).client);
      settings.config[section] = mergeSection(settings.config[section], section, request.body);
      await saveSettingsClient(db, settings);
      reply.code(201);
      return { clientId: settings.id, [section]: settings.config[section] };
    });
  }

  // Custom style sheets per client: the sandbox has none uploaded, so every well-formed name is an
  // empty style sheet (the console loads it at start and must not see an error).
  app.get('/access/config/style/:fileName', async (request, reply) => {
    const { fileName } = request.params as { fileName: string };
    if (!/^[A-Za-z0-9_-]{1,64}\.css$/.test(fileName)) throw badRequest(`fileName: "${fileName}" is not a style sheet name such as 1.css`);
    return reply.type('text/css; charset=utf-8').send('');
  });

  app.post('/access/config/restoreSettings/:key', admin, async (request, reply) => {
    const key = (request.params as { key: string }).key;
    const section = SECTION_NAMES.find((name) => name === key) ?? SECTION_PATHS.find(([segment]) => segment === key)?.[1];
    if (!section) throw badRequest(`"${key}" is not a settings section; use one of ${SECTION_NAMES.join(', ')}`);
    const settings = await loadSettingsClient(db, (request.query as { client?: string }).client);
    settings.config[section] = defaultSection(section);
    await saveSettingsClient(db, settings);
    reply.code(201);
    return { clientId: settings.id, [section]: settings.config[section] };
  });
};

export default configRoutes;
