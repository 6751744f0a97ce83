import type { FastifyPluginAsync } from 'fastify';
import loggingRoutes from './logging.ts';
import versionRoutes from './version.ts';

/**
 * Every area of the REST API: one Fastify plugin per file, registered under /IDMProv/rest, so a
 * plugin declares its routes with the contract's path keys ('/access/users/list').
 * Add an area by importing its plugin here (keep the list sorted by file name).
 */
export const areaRoutes: ReadonlyArray<FastifyPluginAsync> = [loggingRoutes, versionRoutes];
