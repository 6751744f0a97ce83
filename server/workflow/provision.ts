// Carrying out an approved request, exactly as the catalogue's assignment endpoints always did it:
// a grant replaces any assignment of the item to the recipient with one carrying the request's
// dates (and a resource's parameter values); a revoke deletes the direct assignment. A PRD
// request provisions nothing here (its fulfilment is outside the sandbox).
import type { Db } from '../store/db.ts';

/**
 * What a grant writes, kept with the request until it is approved; `sods` (the SoD policies the
 * request breaks, when it came with a justification) is kept for the approvers to see, not written.
 */
export interface Payload { effective: string; expiry?: string; params?: Record<string, string>; sods?: SodPair[] }
/** One broken SoD policy as the approvers see it: its name and the two conflicting roles. */
export interface SodPair { sodName: string; perm1Name: string; perm2Name: string }

interface ProvisionedRequest { kind: string; action: string; item_dn: string; recipient_dn: string; recipient_type: string | null; payload: string | null }

function payloadOf(text: string | null): Payload {
  try {
    const parsed = JSON.parse(text ?? '{}') as Partial<Payload>;
    return { effective: parsed.effective ?? new Date().toISOString(), ...(parsed.expiry ? { expiry: parsed.expiry } : {}), ...(parsed.params ? { params: parsed.params } : {}) };
  } catch {
    return { effective: new Date().toISOString() };
  }
}

export async function grantRole(tx: Db, roleDn: string, recipient: { dn: string; type: string }, payload: Payload): Promise<void> {
  await tx.run('DELETE FROM role_assignments WHERE role_dn = ? AND recipient_dn = ?', [roleDn, recipient.dn]);
  await tx.run('INSERT INTO role_assignments (role_dn, recipient_dn, recipient_type, effective_date, expiry_date) VALUES (?, ?, ?, ?, ?)',
    [roleDn, recipient.dn, recipient.type, payload.effective, payload.expiry ?? null]);
}

export async function grantResource(tx: Db, resourceDn: string, recipientDn: string, payload: Payload): Promise<void> {
  await tx.run('DELETE FROM resource_assignments WHERE resource_dn = ? AND recipient_dn = ?', [resourceDn, recipientDn]);
  await tx.run('INSERT INTO resource_assignments (resource_dn, recipient_dn, effective_date, expiry_date, params) VALUES (?, ?, ?, ?, ?)',
    [resourceDn, recipientDn, payload.effective, payload.expiry ?? null, JSON.stringify(payload.params ?? {})]);
}

/** Deletes a direct assignment; answers how many there were (0 or 1). */
export async function revokeAssignment(tx: Db, kind: 'role' | 'resource', itemDn: string, recipientDn: string): Promise<number> {
  const table = kind === 'role' ? 'role_assignments' : 'resource_assignments';
  const column = kind === 'role' ? 'role_dn' : 'resource_dn';
  return (await tx.run(`DELETE FROM ${table} WHERE ${column} = ? AND recipient_dn = ? COLLATE NOCASE`, [itemDn, recipientDn])).changes;
}

export async function provision(tx: Db, request: ProvisionedRequest): Promise<void> {
  if (request.kind !== 'role' && request.kind !== 'resource') return;
  if (request.action === 'revoke') {
    await revokeAssignment(tx, request.kind, request.item_dn, request.recipient_dn);
    return;
  }
  const payload = payloadOf(request.payload);
  if (request.kind === 'role') await grantRole(tx, request.item_dn, { dn: request.recipient_dn, type: request.recipient_type ?? 'user' }, payload);
  else await grantResource(tx, request.item_dn, request.recipient_dn, payload);
}
