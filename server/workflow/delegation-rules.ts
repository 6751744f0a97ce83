// When a task goes to someone else: the delegation and availability rules of the engine.
// A task addressed to user X (open, not claimed by anyone but X) is delegated to user D when a
// delegation assignment is in force now that
// - names X on its "from" side: X, a group X belongs to, or X's container;
// - names D on its "to" side the same way, or delegates to X's relation "manager" and D is X's manager;
// - covers the task's request: all requests, the task's request definition, or its category;
// - and, when it holds only while its delegator is unavailable, X is unavailable for that request
//   now: X's overall status is Unavailable, or an Unavailable entry of X covers the request
//   definition (or all) in its window.
// The delegate sees such a task (delegatedTask) and may act on it; X keeps it too.
import type { SqlValue } from '../store/db.ts';

/** Relations a delegation may go to instead of named users (key → the users column that holds it). */
export const DELEGATION_RELATIONSHIPS: Readonly<Record<string, { column: 'manager_dn'; displayName: string }>> = {
  manager: { column: 'manager_dn', displayName: 'Manager' },
};

/** SQL: the party row `p` names the user whose DN is the SQL expression `user`. */
const partyCovers = (p: string, user: string): string => `((${p}.type = 'user' AND ${p}.dn = ${user} COLLATE NOCASE)
  OR (${p}.type = 'group' AND EXISTS (SELECT 1 FROM group_members pgm WHERE pgm.group_dn = ${p}.dn COLLATE NOCASE AND pgm.user_dn = ${user} COLLATE NOCASE))
  OR (${p}.type = 'container' AND EXISTS (SELECT 1 FROM users pcu WHERE pcu.dn = ${user} COLLATE NOCASE AND pcu.container_dn = ${p}.dn COLLATE NOCASE)))`;

/** SQL and parameters: the user `user` (SQL expression) is unavailable for request definition `prd` (SQL expression) at `now`. */
export function unavailableSql(user: string, prd: string, now: string): { sql: string; params: SqlValue[] } {
  return {
    sql: `(EXISTS (SELECT 1 FROM availability_status avs WHERE avs.user_dn = ${user} COLLATE NOCASE AND avs.status = 'Unavailable')
      OR EXISTS (SELECT 1 FROM availability av WHERE av.user_dn = ${user} COLLATE NOCASE AND av.status = 'Unavailable'
        AND (av.prd_dn IS NULL OR av.prd_dn = ${prd} COLLATE NOCASE) AND av.start_time <= ? AND (av.end_time IS NULL OR av.end_time > ?)))`,
    params: [now, now],
  };
}

/** SQL (over `tasks t`) for "open and delegated to `delegateDn` at `now`"; its parameters. */
export function delegatedToSql(delegateDn: string, now: string): { sql: string; params: SqlValue[] } {
  const unavailable = unavailableSql('t.assignee_dn', 't.prd_dn', now);
  return {
    sql: `(t.state = 'open' AND t.request_id IS NOT NULL AND t.addressee_type = 'user' AND t.assignee_dn <> ? COLLATE NOCASE
      AND (t.claimed_by IS NULL OR t.claimed_by = t.assignee_dn COLLATE NOCASE)
      AND EXISTS (SELECT 1 FROM delegation_assignments da JOIN delegation_parties df ON df.assignment_id = da.id AND df.side = 'from'
        WHERE da.effective_date <= ? AND (da.expiry_date IS NULL OR da.expiry_date > ?)
          AND ${partyCovers('df', 't.assignee_dn')}
          AND (EXISTS (SELECT 1 FROM delegation_parties dt WHERE dt.assignment_id = da.id AND dt.side = 'to' AND ${partyCovers('dt', '?')})
            OR (da.relationship = 'manager' AND EXISTS (SELECT 1 FROM users dm WHERE dm.dn = t.assignee_dn COLLATE NOCASE AND dm.manager_dn = ? COLLATE NOCASE)))
          AND (da.all_requests = 1 OR EXISTS (SELECT 1 FROM delegation_scope ds WHERE ds.assignment_id = da.id
            AND (ds.prd_dn = t.prd_dn COLLATE NOCASE OR (ds.prd_dn IS NULL AND ds.category_key = (SELECT rd.category_key FROM request_definitions rd WHERE rd.dn = t.prd_dn COLLATE NOCASE)))))
          AND (da.only_when_unavailable = 0 OR ${unavailable.sql})))`,
    params: [delegateDn, now, now, delegateDn, delegateDn, delegateDn, delegateDn, ...unavailable.params],
  };
}
