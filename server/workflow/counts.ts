// The dashboard's request counts (RequestCountNode): the user's own requests (as recipient) and
// those they made for others, pending (running), denied and approved (domain/workflow.ts filters).
import type { Db } from '../store/db.ts';
import { matchesHistoryStatus, type RequestKind } from '../../domain/workflow.ts';

interface Row { kind: RequestKind; status_code: number; process_state: number; recipient_dn: string }

export async function requestCounts(db: Db, userDn: string) {
  const rows = await db.all<Row>('SELECT kind, status_code, process_state, recipient_dn FROM requests WHERE requester_dn = ? COLLATE NOCASE OR recipient_dn = ? COLLATE NOCASE', [userDn, userDn]);
  const tally = (list: Row[]) => {
    const of = (filter: 'running' | 'denied' | 'approved') => list.filter((r) => matchesHistoryStatus(filter, { kind: r.kind, requestState: r.status_code, processState: r.process_state })).length;
    return { pending: of('running'), denied: of('denied'), approved: of('approved'), total: list.length };
  };
  const own = tally(rows.filter((r) => r.recipient_dn.toLowerCase() === userDn.toLowerCase()));
  const others = tally(rows.filter((r) => r.recipient_dn.toLowerCase() !== userDn.toLowerCase()));
  return {
    requestPending: own.pending, requestDenied: own.denied, requestApproved: own.approved, totalRequest: own.total,
    requestForOthersPending: others.pending, requestForOthersDenied: others.denied, requestForOthersApproved: others.approved, totalRequestForOthers: others.total,
    requestHasMore: false, otherRequestHasMore: false,
  };
}
