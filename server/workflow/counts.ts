// The dashboard's request counts (RequestCountNode): the user's requests as #/history lists them
// (made by the user or for the user: the history's own query, server/workflow/history.ts), still
// running, denied and approved (the history's status filters, domain/workflow.ts), and of those the
// requests for others (the user made them, someone else receives them).
import type { Db } from '../store/db.ts';
import { DASHBOARD_COUNTS } from '../../domain/dashboardCounts.ts';
import { historyRows } from './history.ts';

export async function requestCounts(db: Db, userDn: string) {
  const forOthers = (rows: { recipient_dn: string }[]) => rows.filter((r) => r.recipient_dn.toLowerCase() !== userDn.toLowerCase()).length;
  const all = await historyRows(db, userDn, {});
  const pending = await historyRows(db, userDn, DASHBOARD_COUNTS['requestData.requestPending'].query);
  const denied = await historyRows(db, userDn, DASHBOARD_COUNTS['requestData.requestDenied'].query);
  const approved = await historyRows(db, userDn, DASHBOARD_COUNTS['requestData.requestApproved'].query);
  return {
    requestPending: pending.length, requestDenied: denied.length, requestApproved: approved.length, totalRequest: all.length,
    requestForOthersPending: forOthers(pending), requestForOthersDenied: forOthers(denied), requestForOthersApproved: forOthers(approved), totalRequestForOthers: forOthers(all),
    requestHasMore: false, otherRequestHasMore: false,
  };
}
