// The task list (GET /access/tasks/list): the open tasks a user may act on, with
// the spec's filters. Query: fromIndex (1-based), size, q (item, task or recipient name), sortBy
// (createTime, expirationTime, priority, processName, recipientName, activityName), sortOrder,
// status and assignStatus (Claimed / Unclaimed), assignedTo (me: addressed to the user; group:
// to a group, team or role of theirs; anything else both), recipient (recipientAsMe, or a DN),
// expireUnit (Hours, Days, Weeks) with expireWithin, delegatedTasks (true adds the tasks delegated
// to this user, delegation-rules.ts).
import { badRequest } from '../http/fault.ts';
import { isTrue } from '../identity/query-params.ts';
import { likePattern, pageSize, searchText } from '../http/paging.ts';
import type { Db, SqlValue } from '../store/db.ts';
import { findRequest, type StoredRequest, type StoredTask } from './store.ts';
import { delegatedToSql } from './delegation-rules.ts';
import { visibleToSql } from './visibility.ts';
import { namesOf, taskNode } from './nodes.ts';

const SORT_COLUMNS: Record<string, string> = {
  createtime: 't.created_at', expirationtime: 't.expires_at', priority: 't.priority', processname: 'q.item_name',
  recipientname: 'COALESCE(ru.full_name, t.recipient_dn)', activityname: 't.activity', initiatorname: 'COALESCE(iu.full_name, t.requester_dn)',
};
const UNIT_MS: Record<string, number> = { hours: 3_600_000, days: 86_400_000, weeks: 7 * 86_400_000 };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The 1-based fromIndex (missing or below 1 is 1). */
function fromIndexOf(value: unknown): number {
  const n = Number(text(value));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** SQL condition and parameters of the filters, for the tasks of `userDn` (and, when asked, those delegated to them). */
function filters(userDn: string, query: Record<string, unknown>, now: Date, scope?: TaskScope): { where: string[]; params: SqlValue[] } {
  const own = scope ?? visibleToSql(userDn);
  const delegated = isTrue(query.delegatedTasks) ? delegatedToSql(userDn, now.toISOString()) : undefined;
  const where = [delegated ? `(${own.sql} OR ${delegated.sql})` : own.sql];
  const params: SqlValue[] = [...own.params, ...(delegated?.params ?? [])];

  const q = searchText(query.q);
  if (q !== '*') {
    where.push("(q.item_name LIKE ? ESCAPE '\\' OR t.name LIKE ? ESCAPE '\\' OR ru.full_name LIKE ? ESCAPE '\\')");
    params.push(likePattern(q), likePattern(q), likePattern(q));
  }
  for (const key of ['status', 'assignStatus']) {
    const value = text(query[key]).toLowerCase();
    if (value === '' || value === 'all' || value === '*') continue;
    if (value === 'claimed') where.push('t.claimed_by IS NOT NULL');
    else if (value === 'unclaimed' || value === 'new') where.push('t.claimed_by IS NULL');
    else throw badRequest(`${key}: "${text(query[key])}" is not Claimed or Unclaimed`);
  }
  const assignedTo = text(query.assignedTo).toLowerCase();
  if (assignedTo === 'me' || assignedTo === 'user') {
    where.push('(t.assignee_dn = ? COLLATE NOCASE OR t.claimed_by = ? COLLATE NOCASE)');
    params.push(userDn, userDn);
  } else if (assignedTo === 'group' || assignedTo === 'groups') where.push("t.addressee_type <> 'user'");
  const recipient = text(query.recipient);
  if (recipient.toLowerCase() === 'recipientasme') {
    where.push('t.recipient_dn = ? COLLATE NOCASE');
    params.push(userDn);
  } else if (recipient.toLowerCase() === 'recipientasothers') {
    where.push('t.recipient_dn <> ? COLLATE NOCASE');
    params.push(userDn);
  } else if (recipient !== '' && recipient !== '*' && recipient.toLowerCase() !== 'all') {
    where.push('t.recipient_dn = ? COLLATE NOCASE');
    params.push(recipient);
  }
  const within = text(query.expireWithin);
  if (within !== '') {
    const amount = Number(within);
    const unit = UNIT_MS[(text(query.expireUnit) || 'weeks').toLowerCase()];
    if (!Number.isFinite(amount) || amount < 0) throw badRequest(`expireWithin: "${within}" is not a number of at least 0`);
    if (!unit) throw badRequest(`expireUnit: "${text(query.expireUnit)}" is not Hours, Days or Weeks`);
    where.push('t.expires_at IS NOT NULL AND t.expires_at <= ?');
    params.push(new Date(now.getTime() + amount * unit).toISOString());
  }
  return { where, params };
}

/** The task list's tables (the request, the recipient and the initiator, for the search and the sort) under its filters. */
const fromOf = (where: string[]) =>
  `tasks t LEFT JOIN requests q ON q.id = t.request_id LEFT JOIN users ru ON ru.dn = t.recipient_dn LEFT JOIN users iu ON iu.dn = t.requester_dn WHERE ${where.join(' AND ')}`;

/** How many tasks the task list holds for this query (its filters, no page): the dashboard's and the bell's task counts. */
export async function taskCount(db: Db, userDn: string, query: Record<string, unknown>, now = new Date()): Promise<number> {
  const { where, params } = filters(userDn, query, now);
  return (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${fromOf(where)}`, params))?.n ?? 0;
}

/**
 * Which tasks a list holds instead of those the user may act on (the help desk's and a team
 * manager's lists of others' tasks): an SQL condition on the task `t`.
 */
export interface TaskScope { sql: string; params: SqlValue[] }

/** AfTaskListNode of `userDn`'s open tasks (or, given a scope, of the scope's). */
export async function taskList(db: Db, userDn: string, query: Record<string, unknown>, now = new Date(), scope?: TaskScope) {
  const { where, params } = filters(userDn, query, now, scope);
  const own = scope ?? visibleToSql(userDn);
  const sortKey = (text(query.sortBy) || 'createTime').toLowerCase();
  const column = SORT_COLUMNS[sortKey];
  if (!column) throw badRequest(`sortBy: "${text(query.sortBy)}" is not one of createTime, expirationTime, priority, processName, recipientName, activityName, initiatorName`);
  const order = text(query.sortOrder).toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  const size = pageSize(query.size);
  const fromIndex = fromIndexOf(query.fromIndex);
  const from = fromOf(where);
  const rows = await db.all<StoredTask & { delegated: number }>(`SELECT t.*, CASE WHEN ${own.sql} THEN 0 ELSE 1 END AS delegated FROM ${from} ORDER BY ${column} ${order}, t.id LIMIT ? OFFSET ?`,
    [...own.params, ...params, size, fromIndex - 1]);
  const total = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${from}`, params))?.n ?? 0;
  const requests = new Map<string, StoredRequest | undefined>();
  for (const row of rows) if (row.request_id && !requests.has(row.request_id)) requests.set(row.request_id, await findRequest(db, row.request_id));
  const names = await namesOf(db, rows.flatMap((t) => [t.recipient_dn, t.requester_dn]));
  const tasks = rows.map(({ delegated, ...row }) => taskNode(row, row.request_id ? requests.get(row.request_id) : undefined, names, delegated === 1));
  const next = fromIndex - 1 + rows.length;
  return { tasks, total, totalSize: total, hasMore: next < total, nextIndex: next < total ? next + 1 : 0 };
}

/** How many open tasks `userDn` has (the badge and the dashboard), optionally only those created since `since`. */
export async function openTaskCount(db: Db, userDn: string, extra: { since?: string; claimed?: boolean; reassigned?: boolean; expiringBefore?: string } = {}): Promise<number> {
  const visible = visibleToSql(userDn);
  const where = [visible.sql];
  const params = [...visible.params];
  if (extra.since) { where.push('t.created_at >= ?'); params.push(extra.since); }
  if (extra.claimed) where.push('t.claimed_by IS NOT NULL');
  if (extra.reassigned) where.push('t.return_addressee IS NOT NULL');
  if (extra.expiringBefore) { where.push('t.expires_at IS NOT NULL AND t.expires_at <= ?'); params.push(extra.expiringBefore); }
  return (await db.get<{ n: number }>(`SELECT count(*) AS n FROM tasks t WHERE ${where.join(' AND ')}`, params))?.n ?? 0;
}
