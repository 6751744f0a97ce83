import type { FastifyPluginAsync } from 'fastify';

/** The version of the REST service that this sandbox imitates (the contract's version). */
export const REST_VERSION = '4.8.6';

/** GET /access/info/version: answers the contract's InfoNode. */
const versionRoutes: FastifyPluginAsync = async (app) => {
  app.get('/access/info/version', async () => ({ version: REST_VERSION }));
};

export default versionRoutes;
