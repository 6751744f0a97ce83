// SoD policies a role request would break: the roles the recipient holds (directly or, for a user,
// through its groups, with the roles they contain) plus the requested role and its children.
import { parseAttrs, type SodConflict } from '../catalog/common.ts';
import { withDescendants } from '../catalog/roles/store.ts';
import type { Db } from '../store/db.ts';

/** The roles a recipient holds now (direct assignments, for a user also through its groups), with the roles they contain. */
async function heldRoles(db: Db, recipientDn: string): Promise<Set<string>> {
  const rows = await db.all<{ role_dn: string }>(
    `SELECT role_dn FROM role_assignments WHERE recipient_dn = ?
     UNION SELECT ra.role_dn FROM role_assignments ra JOIN group_members gm ON gm.group_dn = ra.recipient_dn WHERE gm.user_dn = ?`,
    [recipientDn, recipientDn],
  );
  return withDescendants(db, rows.map((r) => r.role_dn));
}

interface SodRow { dn: string; name: string; description: string | null; role1_dn: string; role2_dn: string; role1_name: string; role2_name: string; attrs: string }

/** A broken policy: the contract's SodNode, plus the DNs of the policy's exception approvers. */
export interface BrokenPolicy { node: SodConflict; approverDns: string[] }

/**
 * SoD policies broken if `recipient` also held `roleDn` (and the roles it contains); `alsoHolding`
 * counts further roles as held (the roles a requester's cart holds for the recipient, before submitting).
 */
export async function sodConflicts(db: Db, roleDn: string, recipient: { id: string; name: string }, alsoHolding: readonly string[] = []): Promise<BrokenPolicy[]> {
  const adding = await withDescendants(db, [roleDn]);
  const held = new Set([...(await heldRoles(db, recipient.id)), ...(alsoHolding.length > 0 ? await withDescendants(db, [...alsoHolding]) : [])]);
  const policies = await db.all<SodRow>(
    'SELECT s.dn, s.name, s.description, s.role1_dn, s.role2_dn, s.attrs, r1.name AS role1_name, r2.name AS role2_name FROM sod_policies s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn',
  );
  const after = new Set([...held, ...adding]);
  return policies
    .filter((p) => (adding.has(p.role1_dn) || adding.has(p.role2_dn)) && after.has(p.role1_dn) && after.has(p.role2_dn))
    .map((p) => ({
      node: {
        sodId: p.dn, sodName: p.name, sodDescription: p.description ?? '', perm1Name: p.role1_name, perm2Name: p.role2_name,
        recipientdn: recipient.id, recipientname: recipient.name, userList: [{ dn: recipient.id, name: recipient.name }],
      },
      approverDns: approverDnsOf(p.attrs),
    }));
}

/**
 * The exception approvers a policy names: its own approval's approvers (as the SoD editor stores
 * them) or the seeded approverDns; empty means the default approvers (the SoD administrators).
 */
function approverDnsOf(attrs: string): string[] {
  const parsed = parseAttrs(attrs) as { approval?: { approvers?: { id?: unknown }[] }; approverDns?: unknown };
  const own = (parsed.approval?.approvers ?? []).map((a) => a.id);
  const seeded = Array.isArray(parsed.approverDns) ? parsed.approverDns : [];
  return [...own, ...seeded].filter((dn): dn is string => typeof dn === 'string' && dn !== '');
}
