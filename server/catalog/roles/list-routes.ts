/**
 * Roles (catalogue): the lists the console and the picker read. Contract: GET /catalog/roles/listV2,
 * GET /catalog/roles/list, GET /catalog/roles/levels, GET /catalog/roleCategories.
 * The administration endpoints (details, create, modify, delete ...) are in routes.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { nextIndexAfter, pageRequest } from '../../http/paging.ts';
import { categoryNames, categoryPage, containsFilters, linkedKeys, listParam, searchPage } from '../../http/search-page.ts';
import { sortDirection } from '../../identity/query-params.ts';
import type { Db, SqlValue } from '../../store/db.ts';
import { roleNode, type RoleRow } from './store.ts';

interface LevelRow { level: number; name: string; description: string | null; container_dn: string }

export async function listRoles(db: Db, request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const page = pageRequest(query);
  const order = sortDirection(query.sortOrder as string | undefined);
  const where: string[] = [];
  const params: SqlValue[] = [];
  const levels = listParam(query.roleLevel).map(Number).filter((level) => Number.isInteger(level));
  if (levels.length > 0) {
    where.push(`r.level IN (${levels.map(() => '?').join(', ')})`);
    params.push(...levels);
  }
  const categoryKeys = listParam(query.categoryKeys);
  if (categoryKeys.length > 0) {
    where.push(`EXISTS (SELECT 1 FROM role_categories rc WHERE rc.role_dn = r.dn AND rc.category_key IN (${categoryKeys.map(() => '?').join(', ')}))`);
    params.push(...categoryKeys);
  }
  // The role list's filters: name and description contain the text.
  const text = containsFilters(query, { name: 'r.name', desc: 'r.description' });
  where.push(...text.where);
  params.push(...text.params);
  const { rows, total } = await searchPage<RoleRow>(
    db,
    {
      select: 'r.dn, r.name, r.description, r.level, r.status, l.name AS level_name',
      from: 'roles r JOIN role_levels l ON l.level = r.level',
      where,
      params,
      searchColumns: ['r.name'],
      orderBy: `r.name COLLATE NOCASE ${order}`,
    },
    page,
  );
  const categories = await linkedKeys(db, { table: 'role_categories', owner: 'role_dn', key: 'category_key' }, rows.map((row) => row.dn));
  const names = await categoryNames(db, 'role', [...categories.values()].flat());
  return { roles: rows.map((row) => roleNode(row, categories.get(row.dn), names)), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), total };
}

const rolesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/catalog/roles/listV2', (request) => listRoles(db, request));
  app.get('/catalog/roles/list', (request) => listRoles(db, request));

  app.get('/catalog/roles/levels', async () => {
    const rows = await db.all<LevelRow>('SELECT level, name, description, container_dn FROM role_levels ORDER BY level');
    return { roleLevels: rows.map((row) => ({ level: row.level, name: row.name, description: row.description ?? '', cn: row.container_dn })) };
  });

  app.get('/catalog/roleCategories', async (request) => categoryPage(db, 'role', request.query as Record<string, unknown>));
};

export default rolesRoutes;
