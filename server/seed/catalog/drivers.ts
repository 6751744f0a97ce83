// The connected systems: drivers, their entitlements and the entitlements' values.
const DRIVERSET_DN = 'cn=driverset1,o=system';

export interface Driver { dn: string; name: string; description: string; hasLogicalSystem: boolean }
export interface Entitlement { dn: string; driverDn: string; name: string; displayName: string; multiValued: boolean; cprsSupported: boolean }
export interface EntitlementValue { entitlementDn: string; value: string; displayName: string }

const DRIVERS = [
  { cn: 'Active Directory Driver', description: 'Microsoft Active Directory (corp.example.com)', logical: false, entitlements: [['Group', 'Group Membership', true, ['Domain Users', 'Sales', 'Finance', 'Developers', 'Helpdesk', 'HR', 'VPN Users', 'Remote Desktop Users']], ['UserAccount', 'User Account', false, []]] },
  { cn: 'LDAP Driver', description: 'OpenLDAP directory for Unix hosts', logical: false, entitlements: [['Group', 'Posix Group', true, ['wiki-editors', 'printers', 'build-agents', 'ops']], ['UserAccount', 'LDAP Account', false, []]] },
  { cn: 'SAP ERP Driver', description: 'SAP ERP finance and payroll', logical: true, entitlements: [['Role', 'SAP Role', true, ['FI_AP_CLERK', 'FI_AR_CLERK', 'PY_RUN', 'FI_DISPLAY']], ['Profile', 'SAP Profile', true, ['SAP_ALL_DISPLAY', 'S_USER']]] },
  { cn: 'Salesforce Driver', description: 'Salesforce CRM', logical: false, entitlements: [['Profile', 'Salesforce Profile', false, ['Standard User', 'Sales Manager', 'Read Only']], ['PermissionSet', 'Permission Set', true, ['Opportunity Editor', 'Report Builder']]] },
] as const;

export function drivers(): { drivers: Driver[]; entitlements: Entitlement[]; values: EntitlementValue[] } {
  const result = { drivers: [] as Driver[], entitlements: [] as Entitlement[], values: [] as EntitlementValue[] };
  for (const d of DRIVERS) {
    const driverDn = `cn=${d.cn},${DRIVERSET_DN}`;
    result.drivers.push({ dn: driverDn, name: d.cn, description: d.description, hasLogicalSystem: d.logical });
    for (const [cn, displayName, multiValued, values] of d.entitlements) {
      const dn = `cn=${cn},cn=EntitlementDefs,${driverDn}`;
      result.entitlements.push({ dn, driverDn, name: cn, displayName, multiValued, cprsSupported: d.cn !== 'LDAP Driver' });
      for (const value of values) result.values.push({ entitlementDn: dn, value, displayName: value });
    }
  }
  return result;
}
