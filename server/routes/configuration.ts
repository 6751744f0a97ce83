/**
 * The administrator's configuration pages (administrators only, 403 otherwise). Contract:
 * GET/POST /access/administration/delegation, /admin/proxy/configuration,
 * /admin/proxy/service/settings, /access/administration/cprsConfig, /access/administration/igConfig,
 * /admin/workflowengines/configuration; GET /catalog/administration/roleResourceSettings with
 * POST …/role, …/sod, …/entitlementQuery; GET /access/info/email/templates. A bad value is a 400
 * Fault and nothing is stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePower } from '../auth/principal.ts';
import { bodyOf } from '../catalog/common.ts';
import { readChanges } from '../configuration/fields.ts';
import { CPRS, DELEGATION, ENGINE_CONFIGURATION, IG, PROXY, PROXY_SERVICE, shown, type PageDefinition } from '../configuration/pages.ts';
import { PART_SAVED, readPartChanges, type RoleResourcePart } from '../configuration/role-resource.ts';
import { readPage, savePage } from '../configuration/store.ts';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';

const adminOnly = { preHandler: requirePower('domainAdmin') };
const objectBody = { ...adminOnly, schema: { body: { type: 'object' } } };

const PAGES: ReadonlyArray<[string, PageDefinition]> = [
  ['/access/administration/delegation', DELEGATION],
  ['/admin/proxy/configuration', PROXY],
  // The contract declares ProxyConfigNode as both answers; the sandbox answers the settings it
  // saves (ProxyDelSettingsNode), which the page reads back.
  ['/admin/proxy/service/settings', PROXY_SERVICE],
  ['/access/administration/cprsConfig', CPRS],
  ['/access/administration/igConfig', IG],
  ['/admin/workflowengines/configuration', ENGINE_CONFIGURATION],
];

const PARTS: readonly RoleResourcePart[] = ['role', 'sod', 'entitlementQuery'];

const configurationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  for (const [path, definition] of PAGES) {
    app.get(path, adminOnly, async () => shown(definition, await readPage(db, definition.page)));

    app.post(path, objectBody, async (request, reply) => {
      const changes = readChanges(bodyOf(request.body), definition.rules);
      for (const key of definition.secret ?? []) if (changes[key] === '') delete changes[key];
      const next = { ...(await readPage(db, definition.page)), ...changes };
      await definition.check?.(db, next, changes);
      reply.code(201);
      return shown(definition, await savePage(db, definition.page, changes));
    });
  }

  app.get('/catalog/administration/roleResourceSettings', adminOnly, async () => readPage(db, 'roleResource'));

  for (const part of PARTS) {
    app.post(`/catalog/administration/roleResourceSettings/${part}`, objectBody, async (request, reply) => {
      const changes = await readPartChanges(db, part, bodyOf(request.body));
      await savePage(db, 'roleResource', changes);
      // The contract answers a text.
      reply.code(201).type('application/json; charset=utf-8');
      return JSON.stringify(PART_SAVED[part]);
    });
  }

  app.get('/access/info/email/templates', adminOnly, async (request) => {
    const page = pageRequest(request.query as Record<string, unknown>);
    const { rows, total } = await searchPage<{ dn: string; full_name: string }>(
      db, { select: 'dn, full_name', from: 'email_templates', searchColumns: ['full_name'], orderBy: 'full_name COLLATE NOCASE' }, page);
    return { emailTemplates: rows.map((row) => ({ dn: row.dn, fullName: row.full_name })), arraySize: rows.length, nextIndex: nextIndexAfter(page, total) };
  });
};

export default configurationRoutes;
