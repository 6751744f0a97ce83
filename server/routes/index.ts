import type { FastifyPluginAsync } from 'fastify';
import assignmentsRoutes from './assignments.ts';
import cacheRoutes from './cache.ts';
import catalogRequestsRoutes from './catalog-requests.ts';
import configRoutes from './config.ts';
import containersRoutes from './containers.ts';
import dashboardRoutes from './dashboard.ts';
import driversRoutes from './drivers.ts';
import entitiesRoutes from './entities.ts';
import groupsRoutes from './groups.ts';
import localesRoutes from './locales.ts';
import loggingRoutes from './logging.ts';
import permissionsRoutes from './permissions.ts';
import prdsRoutes from './prds.ts';
import preferencesRoutes from './preferences.ts';
import resourceAdminRoutes from './resource-admin.ts';
import resourcesRoutes from './resources.ts';
import roleAdminRoutes from './role-admin.ts';
import rolesRoutes from './roles.ts';
import sodAdminRoutes from './sod-admin.ts';
import sodsRoutes from './sods.ts';
import teamsRoutes from './teams.ts';
import userInfoRoutes from './user-info.ts';
import usersRoutes from './users.ts';
import versionRoutes from './version.ts';
import workflowMonitoringRoutes from './workflow-monitoring.ts';
import workflowRequestRoutes from './workflow-requests.ts';
import workflowTaskRoutes from './workflow-tasks.ts';

/**
 * Every area of the REST API: one Fastify plugin per file, registered under /IDMProv/rest, so a
 * plugin declares its routes with the contract's path keys ('/access/users/list').
 * Add an area by importing its plugin here (keep the list sorted by file name).
 */
export const areaRoutes: ReadonlyArray<FastifyPluginAsync> = [
  assignmentsRoutes,
  cacheRoutes,
  catalogRequestsRoutes,
  configRoutes,
  containersRoutes,
  dashboardRoutes,
  driversRoutes,
  entitiesRoutes,
  groupsRoutes,
  localesRoutes,
  loggingRoutes,
  permissionsRoutes,
  prdsRoutes,
  preferencesRoutes,
  resourceAdminRoutes,
  resourcesRoutes,
  roleAdminRoutes,
  rolesRoutes,
  sodAdminRoutes,
  sodsRoutes,
  teamsRoutes,
  userInfoRoutes,
  usersRoutes,
  versionRoutes,
  workflowMonitoringRoutes,
  workflowRequestRoutes,
  workflowTaskRoutes,
];
