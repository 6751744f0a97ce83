/**
 * The administration domains, their object types and operations: pure data shared by the
 * principal (the powers an assignment gives), the rights checks and the assignment routes.
 *
 * The contract names the domains ROLES, RESOURCES and PRD; PRD is what the console's texts call
 * "Provisioning" (the provisioning request definitions). The SoD policies belong to the role
 * domain, as they constrain roles.
 */
/** The catalogue powers (server/auth/principal.ts) an assignment can give; named here so this module imports nothing. */
type CatalogPower = 'roleAdmin' | 'sodAdmin' | 'resourceAdmin';

export const DOMAINS = ['ROLES', 'RESOURCES', 'PRD'] as const;
export type Domain = (typeof DOMAINS)[number];

export const ADMIN_TYPES = ['DOMAIN', 'DELEGATED'] as const;
export type AdminType = (typeof ADMIN_TYPES)[number];

export const OBJECT_TYPES = ['role', 'sod', 'resource', 'prd'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export const OPERATIONS = ['create', 'modify', 'delete', 'assign'] as const;
export type Operation = (typeof OPERATIONS)[number];

interface DomainInfo {
  /** The display name answered next to the key. */
  name: string;
  /** The powers an active assignment in the domain gives: the pages it opens and the catalogue it reads. */
  powers: readonly CatalogPower[];
  /** The object types administered in the domain, with the operations a delegated administrator may be given. */
  objectTypes: Partial<Record<ObjectType, readonly Operation[]>>;
}

export const DOMAIN_INFO: Readonly<Record<Domain, DomainInfo>> = {
  ROLES: { name: 'Role', powers: ['roleAdmin', 'sodAdmin'], objectTypes: { role: OPERATIONS, sod: ['create', 'modify', 'delete'] } },
  RESOURCES: { name: 'Resource', powers: ['resourceAdmin'], objectTypes: { resource: OPERATIONS } },
  PRD: { name: 'Provisioning', powers: [], objectTypes: { prd: ['create', 'modify', 'delete'] } },
};

export const ADMIN_TYPE_NAMES: Readonly<Record<AdminType, string>> = {
  DOMAIN: 'Domain Administrator',
  DELEGATED: 'Delegated Administrator',
};

/** The power a seeded (not assigned) administrator of the object type holds; domainAdmin holds them all. */
export const OBJECT_TYPE_POWER: Readonly<Record<ObjectType, CatalogPower | undefined>> = {
  role: 'roleAdmin',
  sod: 'sodAdmin',
  resource: 'resourceAdmin',
  prd: undefined,
};

export const domainOf = (objectType: ObjectType): Domain =>
  DOMAINS.find((domain) => DOMAIN_INFO[domain].objectTypes[objectType] !== undefined)!;

/** A granular permission's key: '<object type>:<operation>'. */
export const permissionKey = (objectType: ObjectType, operation: Operation): string => `${objectType}:${operation}`;

const PLURAL: Readonly<Record<ObjectType, string>> = { role: 'roles', sod: 'SoD policies', resource: 'resources', prd: 'provisioning request definitions' };
const VERB: Readonly<Record<Operation, string>> = { create: 'Create', modify: 'Modify', delete: 'Delete', assign: 'Assign' };

/** The granular permissions of a domain, key and display name, in a stable order. */
export function domainPermissions(domain: Domain): Array<{ key: string; value: string }> {
  return Object.entries(DOMAIN_INFO[domain].objectTypes).flatMap(([type, operations]) =>
    operations.map((operation) => ({ key: permissionKey(type as ObjectType, operation), value: `${VERB[operation]} ${PLURAL[type as ObjectType]}` })),
  );
}

export const isDomain = (value: unknown): value is Domain => typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
export const isObjectType = (value: unknown): value is ObjectType => typeof value === 'string' && (OBJECT_TYPES as readonly string[]).includes(value);
