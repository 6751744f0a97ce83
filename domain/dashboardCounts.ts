// Every count of the dashboards and of the bell with the list it opens: the route and the list's
// query (its filters, as the link's URL query). The sandbox computes each count by running that
// list's own query (server/routes/dashboard.ts), the console's count links carry the same query
// (screens/fragments/dashboard.json, checked by tests/unit/dashboard-counts.test.ts): a count is
// the size of the list it opens. Node-safe, no React.

/** A list a count opens: its console route and the filters of its URL query. */
export interface CountedList {
  route: '/tasks' | '/history' | '/profile/roles' | '/profile/resources';
  query: Readonly<Record<string, string>>;
}

/**
 * What the task list shows when a link names none of these filters: its default view includes the
 * tasks delegated to the user (screens/tasks/list.json's delegatedTasks filter, default "true"), so
 * a count of tasks counts them too. The sandbox counts with these under each list's own query.
 */
export const TASK_LIST_DEFAULTS: Readonly<Record<string, string>> = { delegatedTasks: 'true' };

/** The task list's query of tasks expiring within a week (the task list's expireWithin/expireUnit filters). */
const EXPIRING_SOON = { expireWithin: '1', expireUnit: 'Weeks' } as const;

/**
 * The dashboard answer's counts (GET /access/dashboard, by their path) and what they count:
 * - tasks: the open tasks the user may act on (#/tasks), their own and those delegated to them, of those the unclaimed ones (status
 *   Unclaimed: no one has taken them up yet) and those expiring within a week;
 * - requests: the user's requests as #/history lists them (made by the user or for the user), still
 *   running, approved and denied (the history's status filters, domain/workflow.ts);
 * - access: the roles and resources the user holds (My Profile's lists, roles also through groups).
 */
export const DASHBOARD_COUNTS = {
  'tasksData.tasksCount': { route: '/tasks', query: {} },
  'tasksData.newTasks': { route: '/tasks', query: { status: 'Unclaimed' } },
  'tasksData.expiryTasksCount': { route: '/tasks', query: EXPIRING_SOON },
  'requestData.requestPending': { route: '/history', query: { status: 'running' } },
  'requestData.requestApproved': { route: '/history', query: { status: 'approved' } },
  'requestData.requestDenied': { route: '/history', query: { status: 'denied' } },
  'rolesData.rolesCount': { route: '/profile/roles', query: {} },
  'resourcesData.resourcesCount': { route: '/profile/resources', query: {} },
} as const satisfies Record<string, CountedList>;

export type DashboardCountPath = keyof typeof DASHBOARD_COUNTS;

/**
 * The bell's counts (GET /access/notifyService) and the lists its entries open: the unclaimed tasks
 * (as the dashboard's newTasks, delegated ones included), and the roles or resources granted to the user since a date (the
 * history's approved grants of that type requested from then on; the date is part of the link).
 */
export const NEW_TASKS_LIST: CountedList = DASHBOARD_COUNTS['tasksData.newTasks'];

export function grantedSince(type: 'role' | 'resource', since: string): CountedList {
  return { route: '/history', query: { status: 'approved', action: 'grant', type, startDate: since } };
}

/** A counted list as a console link: `#/history?status=running` (the query's keys sorted). */
export function countedListLink(list: CountedList): string {
  const query = new URLSearchParams(Object.entries(list.query).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `#${list.route}${query ? `?${query}` : ''}`;
}
