/**
 * Request definitions (PRDs) of the catalogue. Contract: GET /catalog/prds (requestDefs/nextIndex),
 * filtered by processType: the picker's approval kinds ask for 'Role Approval', 'Resource
 * Approval' or 'Sod Approval'; a plain process type ('workflow') matches as stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import { nextIndexAfter, pageRequest } from '../http/paging.ts';
import { searchPage } from '../http/search-page.ts';
import { sortDirection } from '../identity/query-params.ts';

const APPROVAL_PROCESS_TYPES: Readonly<Record<string, string>> = { 'role approval': 'role', 'resource approval': 'resource', 'sod approval': 'sod' };

const prdsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/catalog/prds', async (request) => {
    const query = request.query as { q?: string; nextIndex?: string; size?: string; sortOrder?: string; processType?: string };
    const page = pageRequest(query);
    const given = (query.processType ?? '').trim().toLowerCase();
    const processType = APPROVAL_PROCESS_TYPES[given] ?? given;
    const { rows, total } = await searchPage<{ dn: string; name: string; description: string | null }>(
      db,
      {
        select: 'dn, name, description',
        from: 'request_definitions',
        where: processType ? ['process_type = ?'] : [],
        params: processType ? [processType] : [],
        searchColumns: ['name'],
        orderBy: `name COLLATE NOCASE ${sortDirection(query.sortOrder)}`,
      },
      page,
    );
    return { requestDefs: rows.map((row) => ({ id: row.dn, name: row.name, description: row.description ?? '' })), nextIndex: nextIndexAfter(page, total) };
  });
};

export default prdsRoutes;
