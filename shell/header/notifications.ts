// The notifications header: a badge shows while there are unseen notifications and the count is
// above 0; above the task badge limit it reads "200+".
export const TASK_BADGE_LIMIT = 200;

export interface NotificationEntry {
  name?: string;
  type?: string;
  action?: string;
  navigation?: string;
}

export interface NotificationsAnswer {
  totalCount?: number;
  notificationsList?: NotificationEntry[];
  newTasksCount?: number;
  newRolesCount?: number;
  newResourcesCount?: number;
  newHelpdeskTasksCount?: number;
}

/** The badge number, or undefined when no badge shows. `seenCount` is the count when last opened. */
export function badgeCount(answer: NotificationsAnswer | undefined, seenCount: number | undefined): number | undefined {
  const total = Number(answer?.totalCount ?? 0);
  if (!(total > 0) || total === seenCount) return undefined;
  return total;
}

/**
 * The sandbox writes its notifications in English ("3 new task(s) to approve", "2 role(s) granted",
 * action "view"): each such text is shown by its key, in the user's language, with its number; any
 * other text (a real server's, in its language) as it is.
 */
const KNOWN_NOTIFICATIONS: readonly (readonly [RegExp, string])[] = [
  [/^(\d+) new task\(s\) to approve$/, 'shell.notifications.kind.task'],
  [/^(\d+) role\(s\) granted$/, 'shell.notifications.kind.role'],
  [/^(\d+) resource\(s\) granted$/, 'shell.notifications.kind.resource'],
];
const KNOWN_ACTIONS: Readonly<Record<string, string>> = { view: 'shell.notifications.action.view' };

export function notificationTexts(
  entry: NotificationEntry,
  t: (key: string, values?: Record<string, unknown>) => string,
  formatNumber: (value: number) => string,
): { name?: string; action?: string } {
  const known = KNOWN_NOTIFICATIONS.map(([pattern, key]) => [pattern.exec(entry.name ?? ''), key] as const).find(([match]) => match);
  const name = known ? t(known[1], { number: formatNumber(Number(known[0]![1])) }) : entry.name;
  const actionKey = entry.action ? KNOWN_ACTIONS[entry.action] : undefined;
  return { name, action: actionKey ? t(actionKey) : entry.action };
}
