/**
 * Seeds a fresh store with the demo organisation (see docs/README-identity.md): the platform calls
 * seed(db, scale) once, after the migrations, on a new data folder.
 */
import { readFileSync } from 'node:fs';
import { hashPassword } from '../auth/passwords.ts';
import type { Db, SqlValue } from '../store/db.ts';
import type { SeedScale } from '../settings.ts';
import { seedAdministrators } from './administrators.ts';
import { insertRows } from './batch-insert.ts';
import { generateCatalog, type Catalog } from './catalog.ts';
import { SEED_EPOCH } from './catalog/common.ts';
import { CLIENT_ROWS } from './clients.ts';
import { seedCprs } from './cprs.ts';
import { DEMO_PASSWORD, generateIdentities, PHOTO_COUNT, type Identities } from './organisation.ts';
import { seedLanding } from './landing.ts';
import { seedWorkflow } from './workflow.ts';

export { DEMO_PASSWORD } from './organisation.ts';
export { DEMO_ACCOUNTS } from './organisation.ts';

const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
const bool = (value: boolean): number => (value ? 1 : 0);

/** The avatar JPEGs shipped in ./assets (each well under the console's 59 kb limit). */
function loadPhotos(): Buffer[] {
  return Array.from({ length: PHOTO_COUNT }, (_, i) => readFileSync(new URL(`./assets/avatar-${i + 1}.jpg`, import.meta.url)));
}

async function writeIdentities(db: Db, identities: Identities, passwordHash: string): Promise<void> {
  const photos = loadPhotos();
  const createdAt = iso(SEED_EPOCH - 400 * 86_400_000);
  await insertRows(db, 'containers', ['dn', 'parent_dn', 'name', 'kind'],
    identities.containers.map((c) => [c.dn, c.parentDn, c.name, c.objectClass]));
  await insertRows(db, 'users',
    ['dn', 'container_dn', 'username', 'first_name', 'last_name', 'full_name', 'initials', 'title', 'department', 'email',
      'telephone', 'mobile', 'location', 'manager_dn', 'photo', 'password_hash', 'locale', 'created_at'],
    identities.users.map((u): SqlValue[] => [u.dn, u.containerDn, u.username, u.firstName, u.lastName, u.fullName, u.initials,
      u.title, u.department, u.email, u.telephoneNumber, u.mobile, u.location, u.managerDn,
      u.photo === null ? null : (photos[u.photo] ?? null), passwordHash, null, createdAt]));
  await insertRows(db, 'user_powers', ['user_dn', 'power'], identities.users.flatMap((u) => u.powers.map((p) => [u.dn, p])));
  await insertRows(db, 'groups', ['dn', 'container_dn', 'name', 'description'],
    identities.groups.map((g) => [g.dn, g.containerDn, g.name, g.description]));
  await insertRows(db, 'group_members', ['group_dn', 'user_dn'], identities.groups.flatMap((g) => g.memberDns.map((m) => [g.dn, m])));
}

async function writeCatalog(db: Db, c: Catalog): Promise<void> {
  await insertRows(db, 'role_levels', ['level', 'name', 'description', 'container_dn'], c.roleLevels.map((l) => [l.level, l.name, l.description, l.containerDn]));
  await insertRows(db, 'categories', ['key', 'kind', 'name'], c.categories.map((k) => [k.key, k.kind, k.name]));
  await insertRows(db, 'roles', ['dn', 'name', 'description', 'level', 'status', 'approval_required', 'approval_type', 'quorum'],
    c.roles.map((r) => [r.dn, r.name, r.description, r.level, r.status, bool(r.approvalRequired), r.approvalType, r.quorum]));
  await insertRows(db, 'role_categories', ['role_dn', 'category_key'], c.roles.flatMap((r) => r.categoryKeys.map((k) => [r.dn, k])));
  await insertRows(db, 'role_owners', ['role_dn', 'owner_dn'], c.roles.flatMap((r) => r.ownerDns.map((o) => [r.dn, o])));
  await insertRows(db, 'role_approvers', ['role_dn', 'approver_dn', 'sequence'], c.roles.flatMap((r) => r.approverDns.map((a, i) => [r.dn, a, i + 1])));
  await insertRows(db, 'role_links', ['parent_dn', 'child_dn'], c.roleLinks.map((l) => [l.parentDn, l.childDn]));
  await insertRows(db, 'role_assignments', ['role_dn', 'recipient_dn', 'recipient_type', 'effective_date', 'expiry_date'],
    c.roleAssignments.map((a) => [a.roleDn, a.recipientDn, a.recipientType, iso(a.effectiveDate), isoOrNull(a.expiryDate)]));
  await insertRows(db, 'drivers', ['dn', 'name', 'description', 'has_logical_system'], c.drivers.map((d) => [d.dn, d.name, d.description, bool(d.hasLogicalSystem)]));
  await insertRows(db, 'entitlements', ['dn', 'driver_dn', 'name', 'display_name', 'multi_valued', 'cprs_supported'],
    c.entitlements.map((e) => [e.dn, e.driverDn, e.name, e.displayName, bool(e.multiValued), bool(e.cprsSupported)]));
  await insertRows(db, 'entitlement_values', ['entitlement_dn', 'value', 'display_name'], c.entitlementValues.map((v) => [v.entitlementDn, v.value, v.displayName]));
  await insertRows(db, 'resources', ['dn', 'name', 'description', 'entitlement_dn', 'entitlement_value', 'status', 'approval_required', 'revoke_required', 'attrs'],
    c.resources.map((r) => [r.dn, r.name, r.description, r.entitlementDn || null, r.entitlementValue, r.status, bool(r.approvalRequired), bool(r.revokeRequired), JSON.stringify(r.bulkRequestable === false ? { bulkRequestable: false } : {})]));
  await insertRows(db, 'resource_categories', ['resource_dn', 'category_key'], c.resources.flatMap((r) => r.categoryKeys.map((k) => [r.dn, k])));
  await insertRows(db, 'resource_owners', ['resource_dn', 'owner_dn'], c.resources.flatMap((r) => r.ownerDns.map((o) => [r.dn, o])));
  await insertRows(db, 'sod_policies', ['dn', 'name', 'description', 'role1_dn', 'role2_dn', 'approval_type', 'attrs'],
    c.sods.map((s) => [s.dn, s.name, s.description, s.role1Dn, s.role2Dn, s.approvalType, JSON.stringify({ approverDns: s.approverDns })]));
  await insertRows(db, 'teams', ['dn', 'name', 'description', 'kind'], c.teams.map((t) => [t.dn, t.name, t.description, t.kind]));
  await insertRows(db, 'team_permissions', ['team_dn', 'entity_type', 'dn'], c.teams.flatMap((t) => t.permissions.map((p) => [t.dn, p.entityType, p.dn])));
  await insertRows(db, 'team_managers', ['team_dn', 'user_dn'], c.teams.flatMap((t) => t.managerDns.map((m) => [t.dn, m])));
  await insertRows(db, 'team_members', ['team_dn', 'user_dn'], c.teams.flatMap((t) => t.memberDns.map((m) => [t.dn, m])));
  await insertRows(db, 'team_member_sources', ['team_dn', 'kind', 'dn'], c.teams.flatMap((t) => t.groupDns.map((g) => [t.dn, 'group', g])));
  await insertRows(db, 'request_definitions', ['dn', 'name', 'description', 'category_key', 'process_type'],
    c.requestDefinitions.map((p) => [p.dn, p.name, p.description, p.categoryKey, p.processType]));
  await insertRows(db, 'tasks', ['id', 'name', 'prd_dn', 'recipient_dn', 'requester_dn', 'assignee_dn', 'activity', 'priority', 'created_at', 'expires_at'],
    c.tasks.map((t) => [t.id, t.name, t.prdDn, t.recipientDn, t.requesterDn, t.assigneeDn, t.activity, t.priority, iso(t.createdAt), iso(t.expiresAt)]));
  await insertRows(db, 'requests', ['id', 'kind', 'item_dn', 'item_name', 'recipient_dn', 'requester_dn', 'action', 'status_code', 'status', 'process_state', 'request_date', 'reason'],
    c.requests.map((r) => [r.id, r.kind, r.itemDn, r.itemName, r.recipientDn, r.requesterDn, r.action, r.statusCode, r.status, r.processState, iso(r.requestDate), r.reason]));
  await insertRows(db, 'delegation_assignments', ['id', 'owner_dn', 'all_requests', 'effective_date', 'expiry_date'],
    c.delegations.map((d) => [d.id, d.delegatorDn, 0, iso(d.startTime), iso(d.endTime)]));
  await insertRows(db, 'delegation_parties', ['assignment_id', 'side', 'dn', 'type'],
    c.delegations.flatMap((d) => [[d.id, 'from', d.delegatorDn, 'user'], [d.id, 'to', d.delegateeDn, 'user']]));
  await insertRows(db, 'delegation_scope', ['assignment_id', 'category_key', 'prd_dn'], c.delegations.map((d) => [d.id, d.categoryKey, d.prdDn]));
  await insertRows(db, 'availability', ['availability_id', 'user_dn', 'status', 'prd_dn', 'start_time', 'end_time'],
    c.availability.map((a) => [a.id, a.userDn, a.status, a.prdDn, iso(a.startTime), iso(a.endTime)]));
  await insertRows(db, 'proxy_definitions', ['id', 'proxy_dn', 'start_time', 'expiry'],
    c.proxyAssignments.map((p) => [p.id, p.proxyDn, iso(p.startTime), isoOrNull(p.endTime)]));
  await insertRows(db, 'proxy_targets', ['definition_id', 'dn', 'type'], c.proxyAssignments.map((p) => [p.id, p.forDn, 'user']));
}

/**
 * Writes the demo organisation in one transaction. Every seeded account has the password
 * Passw0rd!; it is hashed once (scrypt is deliberately slow) and the hash shared by all rows.
 */
export async function seed(db: Db, scale: SeedScale): Promise<void> {
  const identities = generateIdentities(scale);
  const catalog = generateCatalog(identities);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await writeIdentities(tx, identities, passwordHash);
    await writeCatalog(tx, catalog);
    await insertRows(tx, 'clients', ['id', 'name', 'config'], CLIENT_ROWS.map((c) => [c.id, c.name, JSON.stringify(c.config())]));
    await seedWorkflow(tx);
    await seedLanding(tx);
    await seedCprs(tx);
    await seedAdministrators(tx, identities);
  });
}
