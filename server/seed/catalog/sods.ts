// Separation of duties policies between seeded roles.
import type { SeedUser } from '../organisation.ts';
import { ROLE_CONFIG_DN, cnOf } from './common.ts';
import type { Role } from './roles.ts';

const SOD_DEFS_DN = `cn=SoDDefs,${ROLE_CONFIG_DN}`;

export interface SodPolicy { dn: string; name: string; description: string; role1Dn: string; role2Dn: string; approvalType: 'NONE' | 'CUSTOM'; approverDns: string[] }

export function sods(roleList: Role[], admins: SeedUser[]): SodPolicy[] {
  const pairs: [string, string, string][] = [
    ['Payables versus Receivables', 'SAP: Accounts Payable', 'SAP: Accounts Receivable'],
    ['Payroll run versus approval', 'SAP: Payroll Run', 'Payroll Approver'],
    ['Developer versus Auditor', 'Software Developer', 'Auditor'],
    ['Firewall change versus Security Officer', 'Firewall: Rule Change', 'Security Officer'],
    ['Accountant versus Sales Representative', 'Accountant', 'Sales Representative'],
  ];
  const byName = (name: string) => roleList.find((r) => r.name === name)!;
  return pairs.map(([name, a, b], i) => ({
    dn: `cn=${cnOf(name)},${SOD_DEFS_DN}`,
    name,
    description: `Conflict between ${a} and ${b}`,
    role1Dn: byName(a).dn,
    role2Dn: byName(b).dn,
    approvalType: i % 2 === 0 ? 'NONE' : 'CUSTOM',
    approverDns: i % 2 === 0 ? [] : [admins[0]!.dn],
  }));
}
