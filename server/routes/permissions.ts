/**
 * The permission index: roles, resources and PRDs a user may request. Contract: GET
 * /access/permissions (q, size, nextIndex, sortByName, repeated type ROLE, RESOURCE, PRD, repeated
 * column name, description, categories: the columns the search text is looked for in).
 */
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../http/fault.ts';
import { likePattern, nextIndexAfter, pageRequest } from '../http/paging.ts';
import { listParam } from '../http/search-page.ts';
import { CATEGORY_LINKS, permissionCategories } from './permission-categories.ts';
import type { Db, SqlValue } from '../store/db.ts';
import { bulkRequestableSql } from '../catalog/common.ts';

const SOURCES: Readonly<Record<string, string>> = {
  ROLE: `SELECT dn, name, description, 'ROLE' AS entity_type, ${bulkRequestableSql('roles.attrs')} AS bulk_requestable FROM roles WHERE status = 50`,
  RESOURCE: `SELECT dn, name, description, 'RESOURCE' AS entity_type, ${bulkRequestableSql('resources.attrs')} AS bulk_requestable FROM resources WHERE status = 50`,
  // Approval processes (process types role and resource) run custom approvals; they are not requested.
  PRD: "SELECT dn, name, description, 'PRD' AS entity_type, 1 AS bulk_requestable FROM request_definitions WHERE process_type = 'workflow'",
};

/** The search text in one column: a prefix of the name or description, a category's name prefix or its exact key. */
const COLUMN_FILTERS: Readonly<Record<string, { sql: string; params: (q: string) => string[] }>> = {
  name: { sql: "name LIKE ? ESCAPE '\\'", params: (q) => [likePattern(q)] },
  description: { sql: "description LIKE ? ESCAPE '\\'", params: (q) => [likePattern(q)] },
  categories: { sql: `dn IN (SELECT owner FROM (${CATEGORY_LINKS}) WHERE name LIKE ? ESCAPE '\\' OR key = ?)`, params: (q) => [likePattern(q), q] },
};

/**
 * The order of the results: by name (sortByName=true), else the closest match first (the name
 * equal to the search text, then starting with it, then the rest), by name within each.
 */
function orderBy(q: string, sortByName: boolean): { sql: string; params: string[] } {
  if (sortByName || q === '*') return { sql: 'name COLLATE NOCASE', params: [] };
  return { sql: "CASE WHEN lower(name) = lower(?) THEN 0 WHEN name LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, name COLLATE NOCASE", params: [q, likePattern(q)] };
}

/** A narrowing of the search: SQL over the index row `p` (p.dn, p.entity_type ROLE, RESOURCE or PRD) and its parameters. */
export interface PermissionScope { sql: string; params: SqlValue[] }

/**
 * One page of the permission index for a query (q, size, nextIndex, type, column, sortByName),
 * optionally narrowed to a scope: the PermissionsSearchResponseNode of the contract.
 */
export async function searchPermissions(db: Db, query: Record<string, unknown>, scope?: PermissionScope) {
  const page = pageRequest(query);
  const types = listParam(query.type).map((type) => type.toUpperCase());
  const unknown = types.find((type) => !(type in SOURCES));
  if (unknown) throw badRequest(`type: "${unknown}" is not ROLE, RESOURCE or PRD`);
  const columns = listParam(query.column).map((column) => column.toLowerCase());
  const unknownColumn = columns.find((column) => !(column in COLUMN_FILTERS));
  if (unknownColumn) throw badRequest(`column: "${unknownColumn}" is not name, description or categories`);
  const sortByName = String(query.sortByName ?? '').toLowerCase() === 'true';

  const chosen = types.length > 0 ? [...new Set(types)] : Object.keys(SOURCES);
  const union = chosen.map((type) => SOURCES[type]).join(' UNION ALL ');
  const searched = page.q === '*' ? [] : (columns.length > 0 ? [...new Set(columns)] : ['name']).map((column) => COLUMN_FILTERS[column]!);
  const conditions = [
    ...(searched.length > 0 ? [searched.map((f) => `(${f.sql})`).join(' OR ')] : []),
    ...(scope ? [scope.sql] : []),
  ];
  const filter = conditions.length > 0 ? `WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}` : '';
  const params: SqlValue[] = [...searched.flatMap((f) => f.params(page.q)), ...(scope?.params ?? [])];
  const order = orderBy(page.q, sortByName);
  const rows = await db.all<{ dn: string; name: string; description: string | null; entity_type: string; bulk_requestable: number }>(
    `SELECT * FROM (${union}) AS p ${filter} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    [...params, ...order.params, page.size, page.offset],
  );
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM (${union}) AS p ${filter}`, params))?.n ?? 0;
  const categories = await permissionCategories(db, rows.map((row) => row.dn));
  return {
    permissions: rows.map((row) => ({
      id: row.dn,
      dn: row.dn,
      name: row.name,
      desc: row.description ?? '',
      entityType: row.entity_type,
      bulkRequestable: row.bulk_requestable !== 0,
      categories: (categories.get(row.dn) ?? []).map((c) => c.name),
    })),
    arraySize: rows.length,
    nextIndex: nextIndexAfter(page, total),
  };
}

const permissionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/permissions', async (request) => searchPermissions(db, request.query as Record<string, unknown>));
};

export default permissionsRoutes;
