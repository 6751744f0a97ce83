// Whose a task is. A task is addressed to a user, a group, a team or a role: a user sees it when it
// is addressed to them or to a group or team they belong to or a role they hold directly, until
// someone claims it; a claimed task is the claimer's alone. A delegate also sees and may act on
// the tasks delegated to them (delegation-rules.ts), marked delegatedTask. A proxy acting for a
// user (proxyUser) sees and acts on that user's tasks as that user.
import { forbidden } from '../http/fault.ts';
import { proxyForDns } from '../identity/proxy.ts';
import { delegatedToSql } from './delegation-rules.ts';
import type { Db, SqlValue } from '../store/db.ts';
import { isTeamMemberSql } from '../catalog/teams/store.ts';

/** SQL (over `tasks t`) for "addressed to :user" regardless of claims; its parameters. */
export function addressedToSql(userDn: string): { sql: string; params: SqlValue[] } {
  return {
    sql: `(t.assignee_dn = ? COLLATE NOCASE
       OR (t.addressee_type = 'group' AND EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_dn = t.assignee_dn COLLATE NOCASE AND gm.user_dn = ? COLLATE NOCASE))
       OR (t.addressee_type = 'team' AND EXISTS (SELECT 1 FROM teams tt JOIN users tu ON tu.dn = ? COLLATE NOCASE WHERE tt.dn = t.assignee_dn COLLATE NOCASE AND ${isTeamMemberSql('tt.dn', 'tu')}))
       OR (t.addressee_type = 'role' AND EXISTS (SELECT 1 FROM role_assignments ra WHERE ra.role_dn = t.assignee_dn COLLATE NOCASE AND ra.recipient_dn = ? COLLATE NOCASE)))`,
    params: [userDn, userDn, userDn, userDn],
  };
}

/** SQL for "open and visible to :user": addressed to them and not claimed by someone else. */
export function visibleToSql(userDn: string): { sql: string; params: SqlValue[] } {
  const addressed = addressedToSql(userDn);
  return {
    sql: `(t.state = 'open' AND t.request_id IS NOT NULL AND (t.claimed_by = ? COLLATE NOCASE OR (t.claimed_by IS NULL AND ${addressed.sql})))`,
    params: [userDn, ...addressed.params],
  };
}

export async function isAddressedTo(db: Db, taskId: string, userDn: string): Promise<boolean> {
  const addressed = addressedToSql(userDn);
  return Boolean(await db.get(`SELECT 1 FROM tasks t WHERE t.id = ? AND ${addressed.sql}`, [taskId, ...addressed.params]));
}

/** Whether the task is addressed to the user or delegated to them now. */
export async function isAddressedOrDelegatedTo(db: Db, taskId: string, userDn: string, now = new Date().toISOString()): Promise<boolean> {
  if (await isAddressedTo(db, taskId, userDn)) return true;
  const delegated = delegatedToSql(userDn, now);
  return Boolean(await db.get(`SELECT 1 FROM tasks t WHERE t.id = ? AND ${delegated.sql}`, [taskId, ...delegated.params]));
}

/**
 * The user whose tasks a call works on: the caller, or the user named by proxyUser when the caller
 * may proxy for them (403 otherwise).
 */
export async function actingUser(db: Db, callerDn: string, proxyUser: unknown): Promise<{ dn: string; proxyFor?: string }> {
  const wanted = typeof proxyUser === 'string' ? proxyUser.trim() : '';
  if (wanted === '' || wanted.toLowerCase() === callerDn.toLowerCase()) return { dn: callerDn };
  const allowed = await proxyForDns(db, callerDn);
  const match = allowed.find((dn) => dn.toLowerCase() === wanted.toLowerCase());
  if (!match) throw forbidden(`You may not act as a proxy for "${wanted}"`);
  return { dn: match, proxyFor: match };
}
