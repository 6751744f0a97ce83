// Resources: one per entitlement value (or per account entitlement), and a manually fulfilled laptop.
import type { SeedUser } from '../organisation.ts';
import type { Random } from '../prng.ts';
import { ROLE_CONFIG_DN, cnOf } from './common.ts';
import type { Entitlement, EntitlementValue } from './drivers.ts';

const RESOURCE_DEFS_DN = `cn=ResourceDefs,${ROLE_CONFIG_DN}`;

export interface Resource { dn: string; name: string; description: string; entitlementDn: string; entitlementValue: string | null; categoryKeys: string[]; ownerDns: string[]; status: 50 | 15; approvalRequired: boolean; revokeRequired: boolean; bulkRequestable?: false }

export function resources(random: Random, ents: Entitlement[], values: EntitlementValue[], admins: SeedUser[]): Resource[] {
  const result: Resource[] = [];
  for (const ent of ents) {
    const entValues = values.filter((v) => v.entitlementDn === ent.dn);
    const driverName = ent.driverDn.slice(3, ent.driverDn.indexOf(','));
    const targets: (string | null)[] = entValues.length > 0 ? entValues.map((v) => v.value) : [null];
    for (const value of targets) {
      const name = value === null ? `${driverName.replace(' Driver', '')} ${ent.displayName}` : `${ent.displayName}: ${value}`;
      result.push({
        dn: `cn=${cnOf(`${driverName}${name}`)},${RESOURCE_DEFS_DN}`,
        name,
        description: value === null ? `An account in ${driverName.replace(' Driver', '')}` : `${ent.displayName} ${value} in ${driverName.replace(' Driver', '')}`,
        entitlementDn: ent.dn,
        entitlementValue: value,
        categoryKeys: [value === null ? 'accounts' : ent.name === 'Group' ? 'groups' : 'applications'],
        ownerDns: [random.pick(admins).dn],
        status: 50,
        approvalRequired: random.chance(0.5),
        revokeRequired: random.chance(0.3),
        // Running payroll is granted person by person: one recipient per request.
        ...(value === 'PY_RUN' ? { bulkRequestable: false as const } : {}),
      });
    }
  }
  result.push({ dn: `cn=Laptop,${RESOURCE_DEFS_DN}`, name: 'Laptop', description: 'A company laptop (manual fulfilment)', entitlementDn: '', entitlementValue: null, categoryKeys: ['hardware'], ownerDns: [admins[0]!.dn], status: 50, approvalRequired: true, revokeRequired: false });
  return result;
}
