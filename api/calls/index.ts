// The call catalogue: every named call the console makes. The JSON files are imported statically
// so that TypeScript knows each call's name and query parameters (see CallParams in ../call.ts).
import admin from './admin.json';
import assignments from './assignments.json';
import audit from './audit.json';
import availability from './availability.json';
import categories from './categories.json';
import config from './config.json';
import containers from './containers.json';
import cprs from './cprs.json';
import dashboard from './dashboard.json';
import delegation from './delegation.json';
import drivers from './drivers.json';
import entities from './entities.json';
import groups from './groups.json';
import monitoring from './monitoring.json';
import orgchart from './orgchart.json';
import permissions from './permissions.json';
import prd from './prd.json';
import preferences from './preferences.json';
import proxy from './proxy.json';
import requests from './requests.json';
import resources from './resources.json';
import roles from './roles.json';
import shell from './shell.json';
import sod from './sod.json';
import tasks from './tasks.json';
import teams from './teams.json';
import users from './users.json';

/** The catalogue files by area; names are unique across them (a test checks it). */
export const catalogueFiles = {
  admin,
  assignments,
  audit,
  availability,
  categories,
  config,
  containers,
  cprs,
  dashboard,
  delegation,
  drivers,
  entities,
  groups,
  monitoring,
  orgchart,
  permissions,
  prd,
  preferences,
  proxy,
  requests,
  resources,
  roles,
  shell,
  sod,
  tasks,
  teams,
  users,
} as const;

const allCalls = {
  ...admin.calls,
  ...assignments.calls,
  ...audit.calls,
  ...availability.calls,
  ...categories.calls,
  ...config.calls,
  ...containers.calls,
  ...cprs.calls,
  ...dashboard.calls,
  ...delegation.calls,
  ...drivers.calls,
  ...entities.calls,
  ...groups.calls,
  ...monitoring.calls,
  ...orgchart.calls,
  ...permissions.calls,
  ...prd.calls,
  ...preferences.calls,
  ...proxy.calls,
  ...requests.calls,
  ...resources.calls,
  ...roles.calls,
  ...shell.calls,
  ...sod.calls,
  ...tasks.calls,
  ...teams.calls,
  ...users.calls,
};

/** Every call name, e.g. 'tasks.list'. */
export type CallName = keyof typeof allCalls & string;
/** The catalogue entry of one call as TypeScript infers it from the JSON (keys kept, values widened). */
export type CatalogueEntry<N extends CallName> = (typeof allCalls)[N];

export interface CallParameterDefinition {
  type?: string;
  default?: unknown;
  required?: boolean;
  description?: string;
}

/** One call, as schemas/call-catalogue.schema.json describes it. */
export interface CallDefinition {
  description?: string;
  method: string;
  path: string;
  query?: Readonly<Record<string, CallParameterDefinition>>;
  body?: string;
  paging?: string;
  contract?: string;
}

export const catalogue: Readonly<Record<CallName, CallDefinition>> = allCalls;
