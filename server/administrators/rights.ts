/**
 * What a signed-in user may do to an object type (create, modify, delete, assign roles...): every
 * operation for a domain administrator (seeded power domainAdmin), for a seeded administrator of
 * the type (roleAdmin for roles...) and for a domain-administrator assignment of the type's domain;
 * only the granted granular permissions for a delegated-administrator assignment; nothing otherwise.
 * The catalogue's write routes ask {@link requireRight}; the console asks the same rules over REST.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { DOMAIN_INFO, domainOf, OBJECT_TYPE_POWER, OPERATIONS, permissionKey, type AdminType, type ObjectType, type Operation } from './domains.ts';

/** The operations on the object type the user may perform now. */
export async function rightsOn(db: Db, dn: string, objectType: ObjectType): Promise<Set<Operation>> {
  const domain = domainOf(objectType);
  const offered = DOMAIN_INFO[domain].objectTypes[objectType] ?? [];
  const seeded = await db.all<{ power: string }>('SELECT power FROM user_powers WHERE user_dn = ?', [dn]);
  if (seeded.some(({ power }) => power === 'domainAdmin' || power === OBJECT_TYPE_POWER[objectType])) return new Set(offered);
  const now = Date.now();
  const assignment = await db.get<{ admin_type: AdminType }>(
    'SELECT admin_type FROM admin_assignments WHERE assignee_dn = ? AND domain = ? AND effective_date <= ? AND (expiration_date IS NULL OR expiration_date > ?)',
    [dn, domain, now, now],
  );
  if (!assignment) return new Set();
  if (assignment.admin_type === 'DOMAIN') return new Set(offered);
  const granted = await db.all<{ permission: string }>('SELECT permission FROM admin_permissions WHERE assignee_dn = ? AND domain = ?', [dn, domain]);
  const keys = new Set(granted.map((row) => row.permission));
  return new Set(offered.filter((operation) => keys.has(permissionKey(objectType, operation))));
}

/** The rights as the wire's key/value list: every operation of the object type, 'true' or 'false'. */
export async function operationAccessMap(db: Db, dn: string, objectType: ObjectType): Promise<Array<{ key: Operation; value: string }>> {
  const rights = await rightsOn(db, dn, objectType);
  return OPERATIONS.map((operation) => ({ key: operation, value: String(rights.has(operation)) }));
}

const NOUN: Readonly<Record<ObjectType, string>> = { role: 'roles', sod: 'SoD policies', resource: 'resources', prd: 'provisioning request definitions' };

/** A preHandler answering 403 unless the signed-in user may perform the operation on the object type. */
export function requireRight(db: Db, objectType: ObjectType, operation: Operation): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = principalOf(request);
    if (!(await rightsOn(db, principal.dn, objectType)).has(operation)) {
      throw forbidden(`User ${principal.username} does not have the right to ${operation} ${NOUN[objectType]}`);
    }
  };
}
