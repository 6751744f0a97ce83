// The request history's query (GET /access/requests/historylist, POST /access/requests/team/user/history):
// a user's requests, as requester or recipient, with the history's filters.
import { badRequest } from '../http/fault.ts';
import { likePattern, pageRequest } from '../http/paging.ts';
import type { Db } from '../store/db.ts';
import { HISTORY_ACTION_FILTERS, HISTORY_STATUS_FILTERS, matchesHistoryStatus, type HistoryStatusFilter } from '../../domain/workflow.ts';
import { historyNode, namesOf } from './nodes.ts';
import type { StoredRequest } from './store.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A filter's text; the contract's default `*` (any) is no filter. */
const filterText = (value: unknown): string => (text(value) === '*' ? '' : text(value));

/** A date filter of the history (epoch ms or an ISO date). */
function dateFilter(value: unknown, what: string): string | undefined {
  const raw = text(value);
  // The contract's default 0 is no date.
  if (raw === '' || raw === '0') return undefined;
  const ms = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(ms)) throw badRequest(`${what}: "${raw}" is not a date`);
  return new Date(ms).toISOString();
}

/**
 * A user's requests (as requester or recipient), newest first unless sortOrder=asc, filtered as the
 * query says (search q, item, type, action, startDate, endDate, status; `*` and a date 0, the
 * contract's defaults, filter nothing): the history's query, which
 * the dashboard's and the bell's request counts run too (domain/dashboardCounts.ts).
 */
export async function historyRows(db: Db, userDn: string, query: Record<string, unknown>): Promise<StoredRequest[]> {
  const where = ['(q.requester_dn = ? COLLATE NOCASE OR q.recipient_dn = ? COLLATE NOCASE)'];
  const params: (string | number)[] = [userDn, userDn];
  const page = pageRequest(query);
  if (page.q !== '*') { where.push("q.item_name LIKE ? ESCAPE '\\'"); params.push(likePattern(page.q)); }
  const item = filterText(query.item);
  if (item) { where.push('q.item_dn = ? COLLATE NOCASE'); params.push(item); }
  const type = filterText(query.type).toLowerCase();
  if (type) {
    if (!['role', 'resource', 'prd'].includes(type)) throw badRequest(`type: "${type}" is not role, resource or prd`);
    where.push('q.kind = ?'); params.push(type);
  }
  const action = filterText(query.action).toLowerCase();
  if (action) {
    if (!(HISTORY_ACTION_FILTERS as readonly string[]).includes(action)) throw badRequest(`action: "${action}" is not grant or revoke`);
    where.push('q.action = ?'); params.push(action);
  }
  const start = dateFilter(query.startDate, 'startDate');
  if (start) { where.push('q.request_date >= ?'); params.push(start); }
  const end = dateFilter(query.endDate, 'endDate');
  if (end) { where.push('q.request_date <= ?'); params.push(end); }
  const statuses = filterText(query.status).toLowerCase().split(',').map((s) => s.trim()).filter((s) => s !== '' && s !== '*');
  for (const status of statuses) if (!(HISTORY_STATUS_FILTERS as readonly string[]).includes(status)) throw badRequest(`status: "${status}" is not one of ${HISTORY_STATUS_FILTERS.join(', ')}`);
  const order = text(query.sortOrder).toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  const sortBy = text(query.sortBy).toLowerCase() === 'name' ? 'q.item_name COLLATE NOCASE' : 'q.request_date';
  // The status filters are rules over state codes (domain/workflow.ts): applied to the rows.
  return (await db.all<StoredRequest>(`SELECT q.* FROM requests q WHERE ${where.join(' AND ')} ORDER BY ${sortBy} ${order}, q.id`, params))
    .filter((row) => statuses.length === 0 || statuses.some((s) => matchesHistoryStatus(s as HistoryStatusFilter, { kind: row.kind, requestState: row.status_code, processState: row.process_state })));
}

/** A page of a user's requests (GET /access/requests/historylist), as the viewer sees them. */
export async function history(db: Db, userDn: string, query: Record<string, unknown>, viewerDn = userDn) {
  const page = pageRequest(query);
  const rows = await historyRows(db, userDn, query);
  const pageRows = rows.slice(page.offset, page.offset + page.size);
  const names = await namesOf(db, pageRows.flatMap((r) => [r.requester_dn, r.recipient_dn, r.proxy_dn]));
  const next = page.offset + page.size;
  return { requests: pageRows.map((row) => historyNode(row, names, viewerDn)), total: rows.length, totalSize: rows.length, nextIndex: next < rows.length ? next + 1 : 0 };
}
