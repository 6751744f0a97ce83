// Reading a permission request (RequestNode, SinglePermReqNode) into requests for the engine:
// which items, for whom, when, and whether the caller may ask for them. Everything is checked
// before anything is stored (400 for an unknown item or recipient, 403 for a recipient the caller
// may not request for).
import { letOthersIn, SUBMIT_CHUNK } from '../store/chunks.ts';
import type { Principal } from '../auth/principal.ts';
import { bodyOf, bulkRequestableSql, resolveEntity, type Body, type EntityType } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import type { RequestAction, RequestKind } from '../../domain/workflow.ts';
import type { Payload } from './provision.ts';
import { teamCovers, teamCoversGroup } from '../catalog/teams/store.ts';

/** A permission asked for; `bulkRequestable` false: for one recipient at a time (its attrs say so). */
export interface RequestedPermission { kind: RequestKind; dn: string; name: string; bulkRequestable: boolean }
export interface Recipient { id: string; name: string; type: EntityType }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const KINDS: Record<string, RequestKind> = { role: 'role', resource: 'resource', prd: 'prd' };

/** One permission ({id, entityType}); a role pending delete cannot be requested. */
export async function readPermission(db: Db, node: Body): Promise<RequestedPermission> {
  const kind = KINDS[text(node.entityType).toLowerCase()];
  if (!kind) throw badRequest(`entityType: "${text(node.entityType)}" is not role, resource or prd`);
  const id = text(node.id);
  const sql = {
    role: `SELECT dn, name, status, ${bulkRequestableSql('attrs')} AS bulk FROM roles`,
    resource: `SELECT dn, name, status, ${bulkRequestableSql('attrs')} AS bulk FROM resources`,
    prd: 'SELECT dn, name, 50 AS status, 1 AS bulk FROM request_definitions',
  }[kind];
  const row = id ? await db.get<{ dn: string; name: string; status: number; bulk: number }>(`${sql} WHERE dn = ? COLLATE NOCASE`, [id]) : undefined;
  if (!row) throw badRequest(`No ${kind} "${id}"`);
  if (row.status === 15) throw badRequest(`The ${kind} "${row.name}" is pending delete and cannot be requested`);
  return { kind, dn: row.dn, name: row.name, bulkRequestable: row.bulk !== 0 };
}

/** Several recipients: more than one, or a group or container (each stands for all its members). */
export const namesSeveral = (recipients: readonly Pick<Recipient, 'type'>[]): boolean => recipients.length > 1 || recipients.some((r) => r.type !== 'user');

/** 400 when a grant names several recipients for a permission that may be requested for one recipient at a time only. */
export function checkBulkRequestable(permissions: readonly RequestedPermission[], recipients: readonly Recipient[]): void {
  if (!namesSeveral(recipients)) return;
  const single = permissions.find((p) => !p.bulkRequestable);
  if (single) throw badRequest(`recipients: "${single.name}" can be requested for one recipient at a time (a single user), not for ${recipients.length > 1 ? `${recipients.length} recipients` : `the ${recipients[0]!.type} "${recipients[0]!.name}"`}`);
}

/**
 * The recipients ({dn, type}); none means the requester. Roles go to users, groups and containers,
 * resources and PRDs to users. Anyone may request for themselves. For others: a domain, role or
 * resource administrator for anyone; a team manager only for a user or member group of a team they manage, and
 * only items the team's permissions grant (catalog/teams/store.ts); anyone else not at all (403).
 */
export async function readRecipients(db: Db, value: unknown, requester: { dn: string; powers: Principal['powers'] }, permissions: RequestedPermission[]): Promise<Recipient[]> {
  const kinds = permissions.map((p) => p.kind);
  const nodes = Array.isArray(value) ? value.map((v) => bodyOf(v)) : [];
  const wanted = nodes.length > 0 ? nodes : [{ dn: requester.dn, type: 'user' }];
  const allowed: EntityType[] = kinds.every((k) => k === 'role') ? ['user', 'group', 'container'] : ['user'];
  const recipients: Recipient[] = [];
  for (const [index, node] of wanted.entries()) {
    // A thousand recipients are read in steps that let other requests in.
    if (index > 0 && index % SUBMIT_CHUNK === 0) await letOthersIn();
    const type = (text(node.type).toLowerCase() || (node.isGroupAssignment === true ? 'group' : 'user')) as EntityType;
    if (!allowed.includes(type)) throw badRequest(`recipients: "${text(node.type)}" recipients cannot receive ${kinds.join(' and ')} requests (only ${allowed.join(', ')})`);
    const found = await resolveEntity(db, text(node.dn), [type]);
    if (!found) throw badRequest(`recipients: no ${type} "${text(node.dn)}"`);
    const forOthers = found.id.toLowerCase() !== requester.dn.toLowerCase();
    if (forOthers) await checkMayRequestFor(db, requester, found, permissions);
    if (!recipients.some((r) => r.id === found.id)) recipients.push(found);
  }
  return recipients;
}

const ADMIN_POWERS: readonly string[] = ['domainAdmin', 'roleAdmin', 'resourceAdmin'];

/** 403 unless the requester administers, or manages a team that has the recipient (a user, or a member group) and grants every item. */
async function checkMayRequestFor(db: Db, requester: { dn: string; powers: Principal['powers'] }, recipient: Recipient, permissions: RequestedPermission[]): Promise<void> {
  if ([...requester.powers].some((p) => ADMIN_POWERS.includes(p))) return;
  for (const permission of permissions) {
    const covered = recipient.type === 'user' ? await teamCovers(db, requester.dn, recipient.id, permission)
      : recipient.type === 'group' ? await teamCoversGroup(db, requester.dn, recipient.id, permission)
      : false;
    if (!covered) throw forbidden(`You may request "${permission.name}" only for yourself or for a member (user or group) of a team you manage whose permissions grant it, not for "${recipient.name}"`);
  }
}

/** effDate and expDate (epoch ms) as a grant's dates: effective now by default, expiry after both now and the effective date. */
export function readPayload(body: Body): Payload {
  const date = (value: unknown, what: string): string | undefined => {
    if (value === undefined || value === null || value === '' || value === 0) return undefined;
    const ms = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(ms)) throw badRequest(`${what}: "${String(value)}" is not a date (milliseconds since 1970)`);
    return new Date(ms).toISOString();
  };
  const effective = date(body.effDate, 'effDate') ?? new Date().toISOString();
  const expiry = date(body.expDate, 'expDate');
  if (expiry && (expiry <= effective || Date.parse(expiry) <= Date.now())) throw badRequest('expDate: the expiry date must be later than the effective date and now');
  const params: Record<string, string> = {};
  for (const p of Array.isArray(body.permReqParams) ? body.permReqParams.map((e) => bodyOf(e)) : []) if (typeof p.key === 'string' && typeof p.value === 'string') params[p.key] = p.value;
  return { effective, ...(expiry ? { expiry } : {}), ...(Object.keys(params).length > 0 ? { params } : {}) };
}

/** grant, or revoke when process.requestAction says so (the contract has no other field for it). */
export function readAction(body: Body): RequestAction {
  const action = text(bodyOf(body.process).requestAction).toLowerCase();
  if (action === '' || action === 'grant' || action === 'add' || action === 'assign') return 'grant';
  if (action === 'revoke' || action === 'remove') return 'revoke';
  throw badRequest(`process.requestAction: "${action}" is not grant or revoke`);
}
