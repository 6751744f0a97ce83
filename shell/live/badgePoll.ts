// The fallback where the server streams no events: the leading tab reads the contract's task badge
// every BADGE_POLL_MS while the page is visible, and reports "tasks" when the count moved. A hidden
// page does not poll; on showing again it reads at once.

export const BADGE_POLL_MS = 30_000;

/** The part of document this uses. */
export interface PageLike {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollDeps {
  /** The badge count; throws when it cannot be read. */
  count(): Promise<number>;
  report(topic: 'tasks'): void;
  page: PageLike;
  everyMs?: number;
}

/** Polls until the answered function is called. */
export function pollBadge({ count, report, page, everyMs = BADGE_POLL_MS }: PollDeps): () => void {
  let last: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const read = () =>
    count().then(
      (now) => {
        if (last !== undefined && now !== last) report('tasks');
        last = now;
      },
      () => undefined, // unreadable now: the next round tries again
    );
  const follow = () => {
    clearInterval(timer);
    timer = undefined;
    if (page.hidden) return;
    void read();
    timer = setInterval(() => void read(), everyMs);
  };
  follow();
  page.addEventListener('visibilitychange', follow);
  return () => {
    clearInterval(timer);
    page.removeEventListener('visibilitychange', follow);
  };
}
