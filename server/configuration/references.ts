/**
 * Checks that the DNs a configuration page names exist: notification templates, request
 * definitions and approvers. An empty text names nothing and passes.
 */
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import type { Settings } from './fields.ts';

async function exists(db: Db, sql: string, dn: string): Promise<boolean> {
  return (await db.get(sql, [dn])) !== undefined;
}

/** Each named field, when set to a non-empty text, is the DN of a notification template. */
export async function checkTemplates(db: Db, changes: Settings, fields: readonly string[]): Promise<void> {
  for (const field of fields) {
    const dn = changes[field];
    if (typeof dn === 'string' && dn !== '' && !(await exists(db, 'SELECT 1 FROM email_templates WHERE dn = ? COLLATE NOCASE', dn))) {
      throw badRequest(`${field}: no notification template has the DN "${dn}"`);
    }
  }
}

/** Each named field, when set to a non-empty text, is the DN of a request definition. */
export async function checkRequestDefinitions(db: Db, changes: Settings, fields: readonly string[]): Promise<void> {
  for (const field of fields) {
    const dn = changes[field];
    if (typeof dn === 'string' && dn !== '' && !(await exists(db, 'SELECT 1 FROM request_definitions WHERE dn = ? COLLATE NOCASE', dn))) {
      throw badRequest(`${field}: no request definition has the DN "${dn}"`);
    }
  }
}

export interface Approver { id: string; name: string; type: 'user' | 'group'; sequence: number }

/**
 * A list of approvers ([{ id or dn, type }]) as ApproverNodes: each a user or group that exists,
 * named as stored, numbered in the order given.
 */
export async function readApprovers(db: Db, value: unknown, field: string): Promise<Approver[]> {
  if (!Array.isArray(value)) throw badRequest(`${field}: a list of users or groups`);
  const approvers: Approver[] = [];
  for (const entry of value as unknown[]) {
    const node = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const dn = typeof node.id === 'string' ? node.id : typeof node.dn === 'string' ? node.dn : '';
    const user = await db.get<{ dn: string; full_name: string }>('SELECT dn, full_name FROM users WHERE dn = ? COLLATE NOCASE', [dn]);
    const group = user ? undefined : await db.get<{ dn: string; name: string }>('SELECT dn, name FROM groups WHERE dn = ? COLLATE NOCASE', [dn]);
    if (!user && !group) throw badRequest(`${field}: no user or group has the DN "${dn}"`);
    if (approvers.some((a) => a.id.toLowerCase() === dn.toLowerCase())) continue;
    approvers.push(user
      ? { id: user.dn, name: user.full_name, type: 'user', sequence: approvers.length + 1 }
      : { id: group!.dn, name: group!.name, type: 'group', sequence: approvers.length + 1 });
  }
  return approvers;
}
