/**
 * The demo's administrator assignments: one delegated administrator of the role domain, who may
 * modify roles and assign them but neither create nor delete any (so the console offers them
 * neither action). The first non-demo user of the IT department, so the choice is stable per scale.
 */
import type { Db } from '../store/db.ts';
import { insertRows } from './batch-insert.ts';
import { SEED_EPOCH } from './catalog/common.ts';
import type { Identities } from './organisation.ts';

export async function seedAdministrators(db: Db, identities: Identities): Promise<void> {
  const delegate = identities.users.find((user) => !user.demo && user.department === 'IT Operations' && user.powers.length === 0);
  if (!delegate) return;
  await insertRows(db, 'admin_assignments', ['assignee_dn', 'domain', 'admin_type', 'effective_date', 'expiration_date', 'comment'],
    [[delegate.dn, 'ROLES', 'DELEGATED', SEED_EPOCH - 30 * 86_400_000, null, 'Maintains the role descriptions of the IT department']]);
  await insertRows(db, 'admin_permissions', ['assignee_dn', 'domain', 'permission'],
    [[delegate.dn, 'ROLES', 'role:modify'], [delegate.dn, 'ROLES', 'role:assign']]);
}
