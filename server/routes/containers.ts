/** Containers: the sub-containers of a container (the tree picker). Contract: POST /access/containers/container. */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/fault.ts';

interface ContainerRow { dn: string; name: string; kind: string; parent_dn: string | null }

const containersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.post('/access/containers/container', { schema: { body: { type: 'object', properties: { dn: { type: 'string' } } } } }, async (request, reply) => {
    const dn = ((request.body ?? {}) as { dn?: string }).dn?.trim() ?? '';
    let parent: ContainerRow | undefined;
    if (dn !== '') {
      parent = await db.get<ContainerRow>('SELECT dn, name, kind, parent_dn FROM containers WHERE dn = ? COLLATE NOCASE', [dn]);
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
};

export default containersRoutes;
