// The only place that knows every area's code: area id → a loader of its code (node-safe
// index.ts) and React parts (components.tsx, for an area that has any). The shell loads an area's code together with its
// screens, never with the shell itself; npm run validate reads the same areas' index.ts
// (scripts/validate/registries.ts). Adding an area: its id here, its loader in AREA_LOADERS and
// its code in the validator's AREA_CODE (both Records over the ids, so a missing one does not
// compile).
import type { AreaCode, AreaComponents } from '../renderer/core/registries.ts';

export const AREA_IDS = ['users', 'roles', 'resources', 'sod', 'groups', 'teams', 'dashboard', 'requests', 'delegation', 'availability', 'proxy', 'localekit', 'settings', 'permissions', 'configuration', 'audit'] as const;

export type AreaId = (typeof AREA_IDS)[number];

export interface AreaModules {
  code: AreaCode;
  components: AreaComponents;
}

/** An area without React parts of its own (roles, resources, SoD, groups and teams use the generic cells). */
export const NO_COMPONENTS: AreaComponents = { cellRenderers: {} };

const both = async (code: Promise<AreaCode>, components: Promise<AreaComponents>): Promise<AreaModules> => {
  const [c, parts] = await Promise.all([code, components]);
  return { code: c, components: parts };
};

export const AREA_LOADERS: Record<AreaId, () => Promise<AreaModules>> = {
  users: () => both(import('./users/code/index.ts').then((m) => m.usersCode), import('./users/code/components.tsx').then((m) => m.usersComponents)),
  roles: () => import('./roles/code/index.ts').then((m) => ({ code: m.rolesCode, components: NO_COMPONENTS })),
  resources: () => import('./resources/code/index.ts').then((m) => ({ code: m.resourcesCode, components: NO_COMPONENTS })),
  sod: () => import('./sod/code/index.ts').then((m) => ({ code: m.sodCode, components: NO_COMPONENTS })),
  groups: () => import('./groups/code/index.ts').then((m) => ({ code: m.groupsCode, components: NO_COMPONENTS })),
  teams: () => import('./teams/code/index.ts').then((m) => ({ code: m.teamsCode, components: NO_COMPONENTS })),
  dashboard: () => import('./dashboard/code/index.ts').then((m) => ({ code: m.dashboardCode, components: NO_COMPONENTS })),
  requests: () => both(import('./requests/code/index.ts').then((m) => m.requestsCode), import('./requests/code/components.tsx').then((m) => m.requestsComponents)),
  availability: () => import('./availability/code/index.ts').then((m) => ({ code: m.availabilityCode, components: NO_COMPONENTS })),
  proxy: () => import('./proxy/code/index.ts').then((m) => ({ code: m.proxyCode, components: NO_COMPONENTS })),
  delegation: () => import('./delegation/code/index.ts').then((m) => ({ code: m.delegationCode, components: NO_COMPONENTS })),
  localekit: () => import('./localekit/code/index.ts').then((m) => ({ code: m.localekitCode, components: NO_COMPONENTS })),
  settings: () => import('./settings/code/index.ts').then((m) => ({ code: m.settingsCode, components: NO_COMPONENTS })),
  permissions: () => import('./permissions/code/index.ts').then((m) => ({ code: m.permissionsCode, components: NO_COMPONENTS })),
  configuration: () => import('./configuration/code/index.ts').then((m) => ({ code: m.configurationCode, components: NO_COMPONENTS })),
  audit: () => both(import('./audit/code/index.ts').then((m) => m.auditCode), import('./audit/code/components.tsx').then((m) => m.auditComponents)),
};

export const isAreaId = (name: string): name is AreaId => (AREA_IDS as readonly string[]).includes(name);

/** The area of a screen file named relative to screens/ ('roles/detail.json' → 'roles'); undefined outside the areas. */
export function areaOfScreen(file: string): AreaId | undefined {
  const folder = file.split('/')[0] ?? '';
  return isAreaId(folder) ? folder : undefined;
}
