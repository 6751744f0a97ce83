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
