/**
 * Containers: the sub-containers of a container (the tree picker), and the root containers of
 * roles, resources and request definitions. Contract: POST /access/containers/container, GET
 * /access/containers/role, /resource, /prd.
 */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/fault.ts';
import type { Db } from '../store/db.ts';

const ROLE_CONFIG_DN = 'cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const ROLE_DEFS_DN = `cn=RoleDefs,${ROLE_CONFIG_DN}`;
const RESOURCE_DEFS_DN = `cn=ResourceDefs,${ROLE_CONFIG_DN}`;
const PRD_DEFS_DN = 'cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

const commonName = (dn: string) => dn.split(',')[0]?.replace(/^[^=]*=/, '') ?? dn;

/** The role level containers (Level10, Level20, Level30) under the role root. */
async function roleLevelContainers(db: Db) {
  const levels = await db.all<{ container_dn: string }>('SELECT container_dn FROM role_levels ORDER BY level');
  return levels.map((row) => ({ dn: row.container_dn, name: commonName(row.container_dn), level: 2, type: 'container', searchScope: 'subtree' }));
}

/** A catalogue container (role level, resource or request definitions): it has no sub-containers. */
async function isCatalogueContainer(db: Db, dn: string): Promise<boolean> {
  const lower = dn.toLowerCase();
  if ([ROLE_DEFS_DN, RESOURCE_DEFS_DN, PRD_DEFS_DN].some((known) => known.toLowerCase() === lower)) return true;
  return (await db.get<{ ok: number }>('SELECT 1 AS ok FROM role_levels WHERE container_dn = ? COLLATE NOCASE', [dn])) !== undefined;
}

interface ContainerRow { dn: string; name: string; kind: string; parent_dn: string | null }

const containersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/access/containers/container', { schema: { body: { type: 'object', properties: { dn: { type: 'string' } } } } }, async (request, reply) => {
    const dn = ((request.body ?? {}) as { dn?: string }).dn?.trim() ?? '';
    let parent: ContainerRow | undefined;
    if (dn !== '') {
      parent = await db.get<ContainerRow>('SELECT dn, name, kind, parent_dn FROM containers WHERE dn = ? COLLATE NOCASE', [dn]);
      if (!parent && (await isCatalogueContainer(db, dn))) {
        reply.code(201);
        const subContainers = dn.toLowerCase() === ROLE_DEFS_DN.toLowerCase() ? await roleLevelContainers(db) : [];
        return { dn, name: commonName(dn), subContainers, arraySize: subContainers.length };
      }
      if (!parent) throw notFound(`No container has the DN "${dn}"`);
    }
    // Without a DN: the root containers.
    const children = parent
      ? await db.all<ContainerRow>('SELECT dn, name, kind, parent_dn FROM containers WHERE parent_dn = ? ORDER BY name COLLATE NOCASE', [parent.dn])
      : await db.all<ContainerRow>('SELECT dn, name, kind, parent_dn FROM containers WHERE parent_dn IS NULL ORDER BY name COLLATE NOCASE');
    const level = parent ? parent.dn.split(',').length + 1 : 1;
    reply.code(201);
    return {
      dn: parent?.dn ?? '',
      name: parent?.name ?? '',
      subContainers: children.map((c) => ({ dn: c.dn, name: c.name, level, type: c.kind, searchScope: 'subtree' })),
      arraySize: children.length,
    };
  });

  // Root containers: the contract's ContainerNode; the role root's sub-containers are the role levels.
  const rootNode = (dn: string) => ({ dn, name: commonName(dn), level: 1, type: 'container', searchScope: 'subtree' });
  app.get('/access/containers/role', async () => rootNode(ROLE_DEFS_DN));
  app.get('/access/containers/resource', async () => rootNode(RESOURCE_DEFS_DN));
  app.get('/access/containers/prd', async () => rootNode(PRD_DEFS_DN));
};

export default containersRoutes;
