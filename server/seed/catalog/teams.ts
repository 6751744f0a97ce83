// Teams: who may act for whom (managers, members) and what the managers may request for the
// members (team permissions: whole containers of roles, resources or request definitions).
import type { SeedGroup } from '../organisation.ts';
import { ROLE_CONFIG_DN, type Cast } from './common.ts';

const TEAM_DEFS_DN = 'cn=TeamDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const ALL_ROLES = { entityType: 'role', dn: `cn=RoleDefs,${ROLE_CONFIG_DN}` } as const;
const ALL_RESOURCES = { entityType: 'resource', dn: `cn=ResourceDefs,${ROLE_CONFIG_DN}` } as const;
const ALL_PRDS = { entityType: 'prd', dn: 'cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system' } as const;

export interface TeamPermission { entityType: 'role' | 'resource' | 'prd'; dn: string }
/** memberDns: users listed one by one; groupDns: groups whose members belong to the team (and for which its managers may request roles). */
export interface Team { dn: string; name: string; description: string; kind: 'A' | 'P' | 'R' | 'S' | 'C'; managerDns: string[]; memberDns: string[]; groupDns: string[]; permissions: TeamPermission[] }

export function teams({ manager, uaadmin, roleadmin, proxyuser, enduser, reports, sample }: Cast, groups: readonly SeedGroup[]): Team[] {
  // The Engineering Team also takes in a project group, so its manager may request roles for that group.
  const phoenix = groups.filter((g) => g.name === 'Project Phoenix').map((g) => g.dn);
  return [
    { dn: `cn=EngineeringTeam,${TEAM_DEFS_DN}`, name: 'Engineering Team', description: 'Megan Manager and her direct reports', kind: 'R', managerDns: [manager.dn], memberDns: reports.map((u) => u.dn), groupDns: phoenix, permissions: [ALL_ROLES, ALL_RESOURCES, ALL_PRDS] },
    { dn: `cn=HelpdeskTeam,${TEAM_DEFS_DN}`, name: 'Help Desk Team', description: 'Help desk agents may act for every employee', kind: 'A', managerDns: [uaadmin.dn], memberDns: sample.slice(0, 40).map((u) => u.dn), groupDns: [], permissions: [ALL_PRDS] },
    { dn: `cn=RoleManagers,${TEAM_DEFS_DN}`, name: 'Role Managers', description: 'Role administrators and their assistants', kind: 'S', managerDns: [roleadmin.dn], memberDns: sample.slice(40, 60).map((u) => u.dn), groupDns: [], permissions: [ALL_ROLES] },
    { dn: `cn=ProxyTeam,${TEAM_DEFS_DN}`, name: 'Proxy Team', description: 'Users allowed to proxy for their team', kind: 'P', managerDns: [manager.dn], memberDns: [proxyuser.dn, enduser.dn], groupDns: [], permissions: [ALL_PRDS] },
    { dn: `cn=ContractorsTeam,${TEAM_DEFS_DN}`, name: 'Contractors Team', description: 'External contractors by container', kind: 'C', managerDns: [uaadmin.dn], memberDns: sample.slice(60, 90).map((u) => u.dn), groupDns: [], permissions: [ALL_RESOURCES] },
  ];
}
