// Proxy definitions: a proxy user may act for users, the members of groups and the users of
// containers until an expiry (identity/proxy.ts resolves them). An administrator manages every
// definition; an end user sees those they take part in (as the proxy or as a named user) and
// manages the ones that let someone act for them alone.
import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal.ts';
import { bodyOf, optionalBoolean, wireDate, type Body } from '../catalog/common.ts';
import { badRequest, forbidden } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { isAdministrator, namedParties, readParties, sameDn, type Party } from './parties.ts';

interface DefinitionRow { id: string; proxy_dn: string; start_time: string | null; expiry: string | null; approval_required: number }
/** approvalRequired: the sandbox's addition to ProxyDefNode (acting for these users needs approval). */
export interface ProxyInput { proxyDn: string; targets: Party[]; expiry: string | null; approvalRequired: boolean }

/** Whether the principal may change a definition with these targets. */
const mayManage = (principal: Principal, targets: { dn: string; type: string }[]): boolean =>
  isAdministrator(principal) || (targets.length > 0 && targets.every((t) => t.type === 'user' && sameDn(t.dn, principal.dn)));

const targetsOf = (db: Db, id: string) => db.all<{ dn: string; type: string }>('SELECT dn, type FROM proxy_targets WHERE definition_id = ? ORDER BY type, dn', [id]);

async function definitionNode(db: Db, principal: Principal, row: DefinitionRow) {
  const stored = await targetsOf(db, row.id);
  const targets = await namedParties(db, stored);
  const proxy = await db.get<{ full_name: string }>('SELECT full_name FROM users WHERE dn = ? COLLATE NOCASE', [row.proxy_dn]);
  const of = (type: string) => targets.filter((t) => t.type === type).map((t) => ({ dn: t.dn, username: t.name }));
  return {
    dn: row.id, assignedUserDN: row.proxy_dn, assignedUserName: proxy?.full_name ?? row.proxy_dn,
    proxyForUsers: of('user'), proxyForGroups: of('group'), proxyForContainers: of('container'),
    // The contract types expirytime as text: epoch milliseconds, as digits.
    ...(row.expiry ? { expirytime: String(Date.parse(row.expiry)) } : {}),
    approvalRequired: row.approval_required === 1,
    editable: mayManage(principal, stored),
  };
}

/** ProxyDefinitionListNode: every definition for an administrator, else those the principal takes part in; sorted by expiry (none last) or proxy name. */
export async function proxyDefinitionList(db: Db, principal: Principal, sortBy = 'expiration') {
  const admin = isAdministrator(principal);
  const rows = await db.all<DefinitionRow>(
    `SELECT d.* FROM proxy_definitions d LEFT JOIN users u ON u.dn = d.proxy_dn
     ${admin ? '' : "WHERE d.proxy_dn = ? COLLATE NOCASE OR EXISTS (SELECT 1 FROM proxy_targets t WHERE t.definition_id = d.id AND t.type = 'user' AND t.dn = ? COLLATE NOCASE)"}
     ORDER BY ${sortBy === 'expiration' ? 'd.expiry IS NULL, d.expiry' : 'u.full_name'}, d.id`,
    admin ? [] : [principal.dn, principal.dn]);
  const proxyDefinitions = [];
  for (const row of rows) proxyDefinitions.push(await definitionNode(db, principal, row));
  return { userType: admin ? 'admin' : 'user', configureProxy: admin, proxyDefinitions };
}

export async function findDefinition(db: Db, id: string): Promise<DefinitionRow | undefined> {
  return db.get<DefinitionRow>('SELECT * FROM proxy_definitions WHERE id = ?', [id]);
}

/** 400 when there is no such definition, 403 when the principal may not change it. */
export async function changeableDefinition(db: Db, principal: Principal, id: string): Promise<DefinitionRow> {
  const row = id === '' ? undefined : await findDefinition(db, id);
  if (!row) throw badRequest(`dn: no proxy definition "${id}"`);
  if (!mayManage(principal, await targetsOf(db, row.id))) throw forbidden(`The proxy definition "${id}" is not yours to change`);
  return row;
}

/** Checks a ProxyDefNode: an existing proxy user, at least one user, group or container to act for, an optional future expiry. */
export async function readProxyDefinition(db: Db, principal: Principal, raw: unknown, now = new Date()): Promise<ProxyInput> {
  const body: Body = bodyOf(raw);
  const proxyDn = typeof body.assignedUserDN === 'string' ? body.assignedUserDN.trim() : '';
  const [proxy] = proxyDn === '' ? [] : await readParties(db, { assignedUserDN: [proxyDn] }, 'assignedUserDN', 'user');
  if (!proxy) throw badRequest('assignedUserDN: the proxy user is required');
  const targets = [
    ...(await readParties(db, body, 'proxyForUsers', 'user')),
    ...(await readParties(db, body, 'proxyForGroups', 'group')),
    ...(await readParties(db, body, 'proxyForContainers', 'container')),
  ];
  if (targets.length === 0) throw badRequest('proxyForUsers, proxyForGroups or proxyForContainers: name whom the proxy acts for');
  if (targets.some((t) => t.type === 'user' && sameDn(t.dn, proxy.dn))) throw badRequest(`proxyForUsers: ${proxy.name} cannot be their own proxy`);
  if (!mayManage(principal, targets)) throw forbidden('Only an administrator may assign proxies for other users, groups or containers');
  const expiry = wireDate(body.expirytime, 'expirytime');
  if (expiry && expiry <= now.toISOString()) throw badRequest('expirytime must be in the future');
  const approvalRequired = optionalBoolean(body.approvalRequired, 'approvalRequired') ?? false;
  return { proxyDn: proxy.dn, targets, expiry: expiry ?? null, approvalRequired };
}

/** Writes a definition (a new one, or replacing the stored one of the same id). Run in a transaction. */
export async function writeProxyDefinition(tx: Db, id: string | undefined, input: ProxyInput, now = new Date()): Promise<string> {
  const definitionId = id ?? `proxy-${randomUUID()}`;
  const start = id ? (await findDefinition(tx, id))?.start_time ?? now.toISOString() : now.toISOString();
  if (id) await tx.run('DELETE FROM proxy_definitions WHERE id = ?', [id]);
  await tx.run('INSERT INTO proxy_definitions (id, proxy_dn, start_time, expiry, approval_required) VALUES (?, ?, ?, ?, ?)',
    [definitionId, input.proxyDn, start, input.expiry, input.approvalRequired ? 1 : 0]);
  for (const t of input.targets) await tx.run('INSERT INTO proxy_targets (definition_id, dn, type) VALUES (?, ?, ?)', [definitionId, t.dn, t.type]);
  return definitionId;
}
