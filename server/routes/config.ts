/**
 * Client settings: the clients and their sections (access, branding, customization, helpdesk,
 * dashboardAccess). Contract: /access/config, /access/config/clients[/{id}], /access/config/
 * {access,branding,custom,helpdesk,dashboard}, /access/config/restoreSettings/{key}.
 * Reading is open to every signed-in user (the console loads the settings at start); changing
 * needs domainAdmin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { storedStyle } from './console-style.ts';
import { requirePower } from '../auth/principal.ts';
import { badRequest, conflict } from '../http/fault.ts';
import { defaultClientConfig } from '../seed/clients.ts';
import {
  DEFAULT_SETTINGS_CLIENT_ID, defaultSection, listSettingsClients, loadSettingsClient, mergeSection, saveSettingsClient, SECTION_NAMES,
  type SectionName, type SettingsClient,
} from '../identity/client-settings.ts';

/** Two clients may not share a name, nor a (non-empty) match condition. */
function assertUnique(others: readonly SettingsClient[], client: { name: string; matchCondition: string }): void {
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
  const named = others.find((c) => same(c.name, client.name));
  if (named) throw conflict(`The client "${named.id}" already has the name "${client.name}"`);
  const matched = client.matchCondition && others.find((c) => same(c.matchCondition, client.matchCondition));
  if (matched) throw conflict(`The client "${matched.id}" already has the match condition "${client.matchCondition}"`);
}

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

  const clientNode = (c: SettingsClient) => ({ id: c.id, name: c.name, matchCondition: c.matchCondition, isDefault: c.id === DEFAULT_SETTINGS_CLIENT_ID });

  app.get('/access/config/clients', async () => {
    const clients = (await listSettingsClients(db)).map(clientNode);
    return { clients, totalCount: clients.length };
  });

  app.get('/access/config/clients/:id', async (request) => {
    const settings = await loadSettingsClient(db, (request.params as { id: string }).id);
    return { clientId: settings.id, ...clientNode(settings), config: settings.config };
  });

  // A new client starts as a copy of the default client's settings.
  app.post('/access/config/clients', { ...admin, schema: { body: { ...clientBody, required: ['name'] } } }, async (request, reply) => {
    const body = request.body as { id?: string; name: string; matchCondition?: string };
    const existing = await listSettingsClients(db);
    const client = { name: body.name.trim(), matchCondition: (body.matchCondition ?? '').trim() };
    if (!client.name) throw badRequest('name: a client needs a name');
    assertUnique(existing, client);
    const id = body.id ?? String(Math.max(0, ...existing.map((c) => Number(c.id)).filter(Number.isFinite)) + 1);
    if (await db.get('SELECT 1 FROM clients WHERE id = ?', [id])) throw conflict(`A client with the id "${id}" already exists`);
    const template = existing.find((c) => c.id === DEFAULT_SETTINGS_CLIENT_ID)?.config ?? defaultClientConfig();
    await db.run('INSERT INTO clients (id, name, match_condition, config) VALUES (?, ?, ?, ?)', [id, client.name, client.matchCondition, JSON.stringify(template)]);
    reply.code(201);
    return { id, ...client, isDefault: false };
  });

  app.post('/access/config/clients/:id', { ...admin, schema: { body: clientBody } }, async (request, reply) => {
    const settings = await loadSettingsClient(db, (request.params as { id: string }).id);
    const body = request.body as { name?: string; matchCondition?: string };
    if (body.name !== undefined && !body.name.trim()) throw badRequest('name: a client needs a name');
    if (body.name !== undefined) settings.name = body.name.trim();
    if (body.matchCondition !== undefined) settings.matchCondition = body.matchCondition.trim();
    assertUnique((await listSettingsClients(db)).filter((c) => c.id !== settings.id), settings);
    await saveSettingsClient(db, settings);
    reply.code(201);
    return { clientId: settings.id, ...clientNode(settings) };
  });

  app.delete('/access/config/clients', {
    ...admin,
    schema: { body: { type: 'object', required: ['values'], properties: { values: { type: 'array', minItems: 1, items: { type: 'string' } } } } },
  }, async (request, reply) => {
    const { values } = request.body as { values: string[] };
    if (values.includes(DEFAULT_SETTINGS_CLIENT_ID)) throw badRequest(`The default client "${DEFAULT_SETTINGS_CLIENT_ID}" cannot be deleted; nothing was deleted`);
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

  // Custom style sheets per client (<client>.css, uploaded with PUT /access/config/uploadStyle,
  // console-style.ts): a well-formed name without an upload is an empty style sheet (the console
  // loads it at start and must not see an error).
  app.get('/access/config/style/:fileName', async (request, reply) => {
    const { fileName } = request.params as { fileName: string };
    if (!/^[A-Za-z0-9_-]{1,64}\.css$/.test(fileName)) throw badRequest(`fileName: "${fileName}" is not a style sheet name such as 1.css`);
    return reply.type('text/css; charset=utf-8').send(await storedStyle(db, fileName.slice(0, -'.css'.length)));
  });

  app.post('/access/config/restoreSettings/:key', admin, async (request, reply) => {
    const key = (request.params as { key: string }).key;
    const section = SECTION_NAMES.find((name) => name === key) ?? SECTION_PATHS.find(([segment]) => segment === key)?.[1];
    if (!section) throw badRequest(`"${key}" is not a settings section; use one of ${SECTION_NAMES.join(', ')}`);
    const settings = await loadSettingsClient(db, (request.query as { client?: string }).client);
    settings.config[section] = await defaultSection(db, settings.id, section);
    await saveSettingsClient(db, settings);
    reply.code(201);
    return { clientId: settings.id, [section]: settings.config[section] };
  });
};

export default configRoutes;
