// The idle-session rule: a warning appears at the session timeout minus 120 seconds of inactivity.
// The last-access time lives in local storage so that activity in any tab of the console keeps
// every tab from warning.

export const IDLE_WARNING_LEAD_SECONDS = 120;
export const LAST_ACCESS_STORAGE_KEY = 'idm.lastAccessTime';
export const EXTEND_SUCCESS_ALERT_MS = 10_000;

/** Milliseconds of inactivity after which the warning shows (never below one second). */
export function idleWarningDelayMs(sessionTimeoutSeconds: number): number {
  return Math.max(1, sessionTimeoutSeconds - IDLE_WARNING_LEAD_SECONDS) * 1000;
}

/**
 * What to do when the idle timer fires: warn when the last access (from any tab) is at least the
 * warning delay ago, otherwise wait the remaining time.
 */
export function idleCheck(now: number, lastAccess: number, sessionTimeoutSeconds: number): { warn: true } | { warn: false; waitMs: number } {
  const due = lastAccess + idleWarningDelayMs(sessionTimeoutSeconds);
  return now >= due ? { warn: true } : { warn: false, waitMs: due - now };
}

/** Seconds left until the session ends, counted from the last access. */
export function secondsUntilExpiry(now: number, lastAccess: number, sessionTimeoutSeconds: number): number {
  return Math.max(0, Math.ceil((lastAccess + sessionTimeoutSeconds * 1000 - now) / 1000));
}

export interface LastAccessStore {
  read(): number;
  write(time: number): void;
}

export function localStorageLastAccess(storage: Storage = localStorage): LastAccessStore {
  return {
    read: () => Number(storage.getItem(LAST_ACCESS_STORAGE_KEY)) || 0,
    write: (time) => storage.setItem(LAST_ACCESS_STORAGE_KEY, String(time)),
  };
}

export interface IdleTimerOptions {
  sessionTimeoutSeconds: number;
  store: LastAccessStore;
  onWarn: () => void;
  now?: () => number;
}

/**
 * Schedules the warning; `touch()` records activity (clicks, touches), `restart()` after an
 * extension, `stop()` on unmount. When the timer fires it re-reads the shared last-access time, so
 * another tab's activity postpones the warning instead of showing it.
 */
export function createIdleTimer({ sessionTimeoutSeconds, store, onWarn, now = Date.now }: IdleTimerOptions) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (waitMs: number) => {
    clearTimeout(handle);
    if (stopped) return;
    handle = setTimeout(check, waitMs);
  };
  const check = () => {
    const verdict = idleCheck(now(), store.read(), sessionTimeoutSeconds);
    if (verdict.warn) onWarn();
    else schedule(verdict.waitMs);
  };
  const touch = () => {
    store.write(now());
    schedule(idleWarningDelayMs(sessionTimeoutSeconds));
  };

  touch();
  return {
    touch,
    restart: touch,
    /** Re-reads the shared last-access time and schedules from it (another tab was active). */
    resume: check,
    stop: () => {
      stopped = true;
      clearTimeout(handle);
    },
  };
}
