// Role levels, roles, their hierarchy and their assignments to users and groups.
import type { SeedGroup, SeedUser } from '../organisation.ts';
import type { Random } from '../prng.ts';
import { DAY, ROLE_CONFIG_DN, SEED_EPOCH, cnOf, type Cast } from './common.ts';

const ROLE_DEFS_DN = `cn=RoleDefs,${ROLE_CONFIG_DN}`;

export interface RoleLevel { level: 10 | 20 | 30; name: string; description: string; containerDn: string; containerName: string }
export interface Role { dn: string; name: string; description: string; level: 10 | 20 | 30; categoryKeys: string[]; ownerDns: string[]; status: 50 | 15; approvalRequired: boolean; approvalType: 'NONE' | 'SERIAL' | 'QUORUM'; quorum: string | null; approverDns: string[] }
export interface RoleLink { parentDn: string; childDn: string }
export interface RoleAssignment { roleDn: string; recipientDn: string; recipientType: 'user' | 'group' | 'container'; effectiveDate: number; expiryDate: number | null }

const LEVEL_NAMES = { 10: 'Permission Role', 20: 'IT Role', 30: 'Business Role' } as const;

export function roleLevels(): RoleLevel[] {
  return ([10, 20, 30] as const).map((level) => ({
    level,
    name: LEVEL_NAMES[level],
    description: `${LEVEL_NAMES[level]}s (level ${level})`,
    containerDn: `cn=Level${level},${ROLE_DEFS_DN}`,
    containerName: LEVEL_NAMES[level],
  }));
}

const ROLE_NAMES: Record<10 | 20 | 30, [string, string][]> = {
  30: [['Sales Representative', 'sales'], ['Accountant', 'finance'], ['Software Developer', 'it'], ['HR Generalist', 'hr'], ['Help Desk Agent', 'it'], ['Department Manager', 'default'], ['Auditor', 'finance'], ['Security Officer', 'security']],
  20: [['CRM User', 'sales'], ['ERP Finance User', 'finance'], ['Source Control Developer', 'it'], ['HR System User', 'hr'], ['Ticketing Agent', 'it'], ['Cloud Console Operator', 'it'], ['Payroll Approver', 'finance'], ['Firewall Administrator', 'security'], ['VPN Access', 'default'], ['Email User', 'default']],
  10: [['AD Group: Sales', 'sales'], ['AD Group: Finance', 'finance'], ['AD Group: Developers', 'it'], ['AD Group: HR', 'hr'], ['AD Group: Helpdesk', 'it'], ['LDAP: Printer Access', 'default'], ['LDAP: Wiki Editors', 'default'], ['SAP: Accounts Payable', 'finance'], ['SAP: Accounts Receivable', 'finance'], ['SAP: Payroll Run', 'finance'], ['Salesforce: Opportunity Editor', 'sales'], ['Firewall: Rule Change', 'security']],
};

export function roles(random: Random, admins: SeedUser[]): { roles: Role[]; links: RoleLink[] } {
  const result: Role[] = [];
  for (const level of [30, 20, 10] as const) {
    for (const [name, category] of ROLE_NAMES[level]) {
      const approvalType = random.pick(['NONE', 'SERIAL', 'QUORUM'] as const);
      result.push({
        dn: `cn=${cnOf(name)},cn=Level${level},${ROLE_DEFS_DN}`,
        name,
        description: `${name} (${LEVEL_NAMES[level]})`,
        level,
        categoryKeys: category === 'default' ? ['default'] : ['default', category],
        ownerDns: [random.pick(admins).dn],
        status: 50,
        approvalRequired: approvalType !== 'NONE',
        approvalType,
        quorum: approvalType === 'QUORUM' ? '50%' : null,
        approverDns: approvalType === 'NONE' ? [] : [random.pick(admins).dn],
      });
    }
  }
  // One role is being deleted, to show the Pending Delete status.
  const retiring = result.find((r) => r.name === 'LDAP: Printer Access');
  if (retiring) retiring.status = 15;
  // Hierarchy: every business role contains two IT roles, every IT role one or two permission roles.
  const byLevel = (level: number) => result.filter((r) => r.level === level);
  const links: RoleLink[] = [];
  const link = (parents: Role[], children: Role[], perParent: number) => {
    parents.forEach((parent, i) => {
      for (let k = 0; k < perParent; k += 1) {
        const child = children[(i + k) % children.length]!;
        if (!links.some((l) => l.parentDn === parent.dn && l.childDn === child.dn)) links.push({ parentDn: parent.dn, childDn: child.dn });
      }
    });
  };
  link(byLevel(30), byLevel(20), 2);
  link(byLevel(20), byLevel(10), 2);
  return { roles: result, links };
}

/** A business role for the demo users and part of the sample, an IT role for the first four groups. */
export function roleAssignments(random: Random, roleList: Role[], cast: Cast, groups: SeedGroup[]): RoleAssignment[] {
  const { enduser, proxyuser, manager, sample } = cast;
  const roleAssignments: RoleAssignment[] = [];
  for (const user of [enduser, proxyuser, manager, ...sample.slice(0, 150)]) {
    const role = random.pick(roleList.filter((r) => r.level === 30));
    roleAssignments.push({ roleDn: role.dn, recipientDn: user.dn, recipientType: 'user', effectiveDate: SEED_EPOCH - random.int(30, 700) * DAY, expiryDate: random.chance(0.2) ? SEED_EPOCH + random.int(10, 300) * DAY : null });
  }
  for (const group of groups.slice(0, 4)) {
    roleAssignments.push({ roleDn: random.pick(roleList.filter((r) => r.level === 20)).dn, recipientDn: group.dn, recipientType: 'group', effectiveDate: SEED_EPOCH - 400 * DAY, expiryDate: null });
  }
  return roleAssignments;
}
