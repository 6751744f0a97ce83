/**
 * The permission index: roles, resources and PRDs a user may request. Contract: GET
 * /access/permissions (q, size, nextIndex, sortByName, repeated type ROLE, RESOURCE, PRD).
 */
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import { listParam } from '../http/search-page.ts';

const SOURCES: Readonly<Record<string, string>> = {
  ROLE: "SELECT dn, name, description, 'ROLE' AS entity_type FROM roles WHERE status = 50",
  RESOURCE: "SELECT dn, name, description, 'RESOURCE' AS entity_type FROM resources WHERE status = 50",
  // Approval processes (process types role and resource) run custom approvals; they are not requested.
  PRD: "SELECT dn, name, description, 'PRD' AS entity_type FROM request_definitions WHERE process_type = 'workflow'",
};

const permissionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/permissions', async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const types = listParam(query.type).map((type) => type.toUpperCase());
    const unknown = types.find((type) => !(type in SOURCES));
    if (unknown) throw badRequest(`type: "${unknown}" is not ROLE, RESOURCE or PRD`);
    const chosen = types.length > 0 ? [...new Set(types)] : Object.keys(SOURCES);
    const union = chosen.map((type) => SOURCES[type]).join(' UNION ALL ');
    const filter = page.q === '*' ? '' : "WHERE name LIKE ? ESCAPE '\\'";
    const params = page.q === '*' ? [] : [likePattern(page.q)];
    const rows = await db.all<{ dn: string; name: string; description: string | null; entity_type: string }>(
      `SELECT * FROM (${union}) ${filter} ORDER BY name COLLATE NOCASE LIMIT ? OFFSET ?`,
      [...params, page.size, page.offset],
    );
    const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM (${union}) ${filter}`, params))?.n ?? 0;
    return {
      permissions: rows.map((row) => ({ id: row.dn, dn: row.dn, name: row.name, desc: row.description ?? '', entityType: row.entity_type, bulkRequestable: true })),
      arraySize: rows.length,
      nextIndex: nextIndexAfter(page, total),
    };
  });
};

export default permissionsRoutes;
