// Teams: who may act for whom (managers, members and the kinds of request they may make).
import type { Cast } from './common.ts';

const TEAM_DEFS_DN = 'cn=TeamDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

export interface Team { dn: string; name: string; description: string; kind: 'A' | 'P' | 'R' | 'S' | 'C'; managerDns: string[]; memberDns: string[]; permissions: string[] }

export function teams({ manager, uaadmin, roleadmin, proxyuser, enduser, reports, sample }: Cast): Team[] {
  return [
    { dn: `cn=EngineeringTeam,${TEAM_DEFS_DN}`, name: 'Engineering Team', description: 'Megan Manager and her direct reports', kind: 'R', managerDns: [manager.dn], memberDns: reports.map((u) => u.dn), permissions: ['role', 'resource', 'prd'] },
    { dn: `cn=HelpdeskTeam,${TEAM_DEFS_DN}`, name: 'Help Desk Team', description: 'Help desk agents may act for every employee', kind: 'A', managerDns: [uaadmin.dn], memberDns: sample.slice(0, 40).map((u) => u.dn), permissions: ['prd'] },
    { dn: `cn=RoleManagers,${TEAM_DEFS_DN}`, name: 'Role Managers', description: 'Role administrators and their assistants', kind: 'S', managerDns: [roleadmin.dn], memberDns: sample.slice(40, 60).map((u) => u.dn), permissions: ['role'] },
    { dn: `cn=ProxyTeam,${TEAM_DEFS_DN}`, name: 'Proxy Team', description: 'Users allowed to proxy for their team', kind: 'P', managerDns: [manager.dn], memberDns: [proxyuser.dn, enduser.dn], permissions: ['prd'] },
    { dn: `cn=ContractorsTeam,${TEAM_DEFS_DN}`, name: 'Contractors Team', description: 'External contractors by container', kind: 'C', managerDns: [uaadmin.dn], memberDns: sample.slice(60, 90).map((u) => u.dn), permissions: ['resource'] },
  ];
}
