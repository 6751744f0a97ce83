// Who may follow a request (its detail, comments and work entries): a domain administrator (the
// workflow monitor), the requester, the recipient, and whoever a task of it was addressed to,
// claimed or completed by; and a proxy, for the users they may act for (in proxy mode they see
// those users' tasks with their approval chain).
import type { Principal } from '../auth/principal.ts';
import { proxyForDns } from '../identity/proxy.ts';
import type { Db } from '../store/db.ts';
import { findRequest, type StoredRequest } from './store.ts';
import { addressedToSql } from './visibility.ts';

export const isWorkflowAdministrator = (principal: Principal): boolean => principal.powers.has('domainAdmin');

async function follows(db: Db, userDn: string, request: StoredRequest): Promise<boolean> {
  const me = userDn.toLowerCase();
  if (request.requester_dn.toLowerCase() === me || request.recipient_dn.toLowerCase() === me) return true;
  const addressed = addressedToSql(userDn);
  return Boolean(await db.get(
    `SELECT 1 FROM tasks t WHERE t.request_id = ? AND (t.claimed_by = ? COLLATE NOCASE OR t.completed_by = ? COLLATE NOCASE OR t.return_addressee = ? COLLATE NOCASE OR ${addressed.sql})`,
    [request.id, userDn, userDn, userDn, ...addressed.params],
  ));
}

export async function mayFollowRequest(db: Db, principal: Principal, requestId: string): Promise<boolean> {
  if (isWorkflowAdministrator(principal)) return true;
  const request = await findRequest(db, requestId);
  if (!request) return false;
  if (await follows(db, principal.dn, request)) return true;
  for (const dn of await proxyForDns(db, principal.dn)) if (await follows(db, dn, request)) return true;
  return false;
}
