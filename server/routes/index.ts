import type { FastifyPluginAsync } from 'fastify';
import resourcesRoutes from '../catalog/resources/list-routes.ts';
import resourceAdminRoutes from '../catalog/resources/routes.ts';
import rolesRoutes from '../catalog/roles/list-routes.ts';
import roleAdminRoutes from '../catalog/roles/routes.ts';
import sodsRoutes from '../catalog/sods/list-routes.ts';
import sodAdminRoutes from '../catalog/sods/routes.ts';
import teamAdminRoutes from '../catalog/teams/routes.ts';
import adminAssignmentsRoutes from './admin-assignments.ts';
import assignmentsRoutes from './assignments.ts';
import availabilityRoutes from './availability.ts';
import cacheRoutes from './cache.ts';
import catalogBulkRoutes from './catalog-bulk.ts';
import catalogReadsRoutes from './catalog-reads.ts';
import catalogRequestsRoutes from './catalog-requests.ts';
import configRoutes from './config.ts';
import configurationRoutes from './configuration.ts';
import consoleStyleRoutes from './console-style.ts';
import containersRoutes from './containers.ts';
import cprsRoutes from './cprs.ts';
import dashboardRoutes from './dashboard.ts';
import delegationRoutes from './delegation.ts';
import directoryReadsRoutes from './directory-reads.ts';
import displaySettingsRoutes from './display-settings.ts';
import driversRoutes from './drivers.ts';
import emailApprovalRoutes from './email-approval.ts';
import entitiesRoutes from './entities.ts';
import entitlementReadsRoutes from './entitlement-reads.ts';
import featuredItemsRoutes from './featured-items.ts';
import groupsRoutes from './groups.ts';
import identityOperationsRoutes from './identity-operations.ts';
import landingRoutes from './landing.ts';
import localeKitRoutes from './locale-kit.ts';
import localesRoutes from './locales.ts';
import orgChartRoutes from './orgchart.ts';
import loggingRoutes from './logging.ts';
import permissionsRoutes from './permissions.ts';
import prdsRoutes from './prds.ts';
import preferencesRoutes from './preferences.ts';
import queueRoutes from './queue.ts';
import requestCatalogRoutes from './request-catalog.ts';
import requestFormsRoutes from './request-forms.ts';
import sandboxSecurityRoutes from './sandbox-security.ts';
import proxyRoutes from './proxy.ts';
import statisticsRoutes from './statistics.ts';
import teamPermissionSearchRoutes from './team-permission-search.ts';
import teamRecipientsRoutes from './team-recipients.ts';
import teamsRoutes from './teams.ts';
import userInfoRoutes from './user-info.ts';
import userAssignmentsRoutes from './user-assignments.ts';
import usersRoutes from './users.ts';
import versionRoutes from './version.ts';
import workflowEngineRoutes from './workflow-engines.ts';
import workflowMonitoringRoutes from './workflow-monitoring.ts';
import workflowOthersRoutes from './workflow-others.ts';
import workflowRequestRoutes from './workflow-requests.ts';
import workflowTaskRoutes from './workflow-tasks.ts';

/**
 * Every area of the REST API: one Fastify plugin per file, registered under /IDMProv/rest, so a
 * plugin declares its routes with the contract's path keys ('/access/users/list'). The catalogue's
 * roles, resources and SoDs keep their plugins with their store and input checks (catalog/<area>/).
 * Add an area by importing its plugin here (keep the list sorted by area).
 */
export const areaRoutes: ReadonlyArray<FastifyPluginAsync> = [
  adminAssignmentsRoutes,
  assignmentsRoutes,
  availabilityRoutes,
  cacheRoutes,
  catalogBulkRoutes,
  catalogReadsRoutes,
  catalogRequestsRoutes,
  configRoutes,
  configurationRoutes,
  consoleStyleRoutes,
  containersRoutes,
  cprsRoutes,
  dashboardRoutes,
  delegationRoutes,
  directoryReadsRoutes,
  displaySettingsRoutes,
  driversRoutes,
  emailApprovalRoutes,
  entitiesRoutes,
  entitlementReadsRoutes,
  featuredItemsRoutes,
  groupsRoutes,
  identityOperationsRoutes,
  landingRoutes,
  localeKitRoutes,
  localesRoutes,
  loggingRoutes,
  orgChartRoutes,
  permissionsRoutes,
  prdsRoutes,
  preferencesRoutes,
  queueRoutes,
  requestCatalogRoutes,
  requestFormsRoutes,
  proxyRoutes,
  resourceAdminRoutes,
  resourcesRoutes,
  roleAdminRoutes,
  rolesRoutes,
  sandboxSecurityRoutes,
  sodAdminRoutes,
  sodsRoutes,
  statisticsRoutes,
  teamAdminRoutes,
  teamPermissionSearchRoutes,
  teamRecipientsRoutes,
  teamsRoutes,
  userAssignmentsRoutes,
  userInfoRoutes,
  usersRoutes,
  versionRoutes,
  workflowEngineRoutes,
  workflowMonitoringRoutes,
  workflowOthersRoutes,
  workflowRequestRoutes,
  workflowTaskRoutes,
];
