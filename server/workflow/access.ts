// Who may follow a request (its detail, comments and work entries): a domain administrator (the
// workflow monitor), the requester, the recipient, and whoever a task of it was addressed to,
// claimed or completed by.
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../store/db.ts';
import { findRequest } from './store.ts';
import { addressedToSql } from './visibility.ts';

export const isWorkflowAdministrator = (principal: Principal): boolean => principal.powers.has('domainAdmin');

export async function mayFollowRequest(db: Db, principal: Principal, requestId: string): Promise<boolean> {
  if (isWorkflowAdministrator(principal)) return true;
  const request = await findRequest(db, requestId);
  if (!request) return false;
  const me = principal.dn.toLowerCase();
  if (request.requester_dn.toLowerCase() === me || request.recipient_dn.toLowerCase() === me) return true;
  const addressed = addressedToSql(principal.dn);
  return Boolean(await db.get(
    `SELECT 1 FROM tasks t WHERE t.request_id = ? AND (t.claimed_by = ? COLLATE NOCASE OR t.completed_by = ? COLLATE NOCASE OR t.return_addressee = ? COLLATE NOCASE OR ${addressed.sql})`,
    [requestId, principal.dn, principal.dn, principal.dn, ...addressed.params],
  ));
}
