/**
 * SoD policies (catalogue): the list the console and the picker read. Contract: GET /catalog/sods.
 * The administration endpoints (create, details, modify, delete) are in routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { nextIndexAfter, pageRequest } from '../../http/paging.ts';
import { searchPage } from '../../http/search-page.ts';
import { sortDirection } from '../../identity/query-params.ts';

interface SodRow { dn: string; name: string; description: string | null; role1_dn: string; role1_name: string; role1_level: number; role2_dn: string; role2_name: string; role2_level: number }

/** The contract's SodNode: the DN is the id; roles is the pair of conflicting roles. */
export const sodNode = (row: SodRow) => ({
  id: row.dn,
  name: row.name,
  description: row.description ?? '',
  roles: [
    { id: row.role1_dn, name: row.role1_name, level: row.role1_level },
    { id: row.role2_dn, name: row.role2_name, level: row.role2_level },
  ],
});

const sodsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/catalog/sods', async (request) => {
    const query = request.query as Record<string, unknown>;
    const page = pageRequest(query);
    const { rows, total } = await searchPage<SodRow>(
      db,
      {
        select: 's.dn, s.name, s.description, r1.dn AS role1_dn, r1.name AS role1_name, r1.level AS role1_level, r2.dn AS role2_dn, r2.name AS role2_name, r2.level AS role2_level',
        from: 'sod_policies s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn',
        searchColumns: ['s.name'],
        orderBy: `s.name COLLATE NOCASE ${sortDirection(query.sortOrder as string | undefined)}`,
      },
      page,
    );
    return { sods: rows.map(sodNode), arraySize: rows.length, nextIndex: nextIndexAfter(page, total), total };
  });
};

export default sodsRoutes;
