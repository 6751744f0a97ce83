import { availableParallelism } from 'node:os';
import type { Db } from '../store/db.ts';
import { findUserForLogin } from './accounts.ts';

// Password guessing, slowed down without handing anyone a way to lock another person out:
// - per user name AND address: after `maxFailures` failed sign-ins in a row at a name from one
//   address, that address must wait before it may try the name again, 30 s after the 5th failure and
//   twice as long after each further one, at most `lockMinutes`. The owner signing in from another
//   address is not slowed at all, so 5 wrong passwords from anywhere no longer lock `uaadmin` out.
//   The count is kept for whatever name was typed, existing or not, so a delay tells nothing about
//   which accounts exist; while waiting, no password is checked, for known and unknown names alike;
// - per address: more than `addressFailuresPerMinute` failures from one address within a minute
//   refuse every sign-in from it until the minute has passed (many names, one guesser), and more
//   than `addressSignInsPerMinute` successful sign-ins likewise (each costs a password hash);
// - the work itself: at most `concurrentChecks` password checks (scrypt, off the event loop in
//   libuv's pool) run at once, and at most `queuedChecks` wait; beyond that a sign-in is refused at
//   once (429) rather than queued, so a burst of sign-ins cannot take the CPU from other requests.
// Both the login form and the password grant go through here. Administrators lift the delays of a
// name (every address): the Audit Trail page or POST /IDMProv/rest/sandbox/signin/unlock.

export interface SignInLimits {
  maxFailures: number;
  lockMinutes: number;
  addressFailuresPerMinute: number;
  addressSignInsPerMinute: number;
  concurrentChecks: number;
  queuedChecks: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  maxFailures: 5,
  lockMinutes: 15,
  addressFailuresPerMinute: 30,
  addressSignInsPerMinute: 120,
  concurrentChecks: Math.max(1, availableParallelism() - 1),
  queuedChecks: 32,
};

/** The first delay, after `maxFailures` failures in a row; each further failure doubles it. */
export const FIRST_DELAY_SECONDS = 30;

/** The limits with the defaults for those not given. */
export function signInLimits(given: Partial<SignInLimits> = {}): SignInLimits {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_SIGN_IN_LIMITS, ...defined };
}

export type SignInOutcome =
  | { ok: true; user: { dn: string; username: string } }
  | { ok: false; reason: 'incorrect' | 'locked' | 'rateLimited'; retryAfterSeconds?: number };

const WINDOW_MS = 60_000;
/** Longer typed names are counted by their start (no user name is this long). */
const MAX_NAME_LENGTH = 256;

export class SignInGuard {
  /** Times of recent failures per address (the last minute's). */
  private readonly failuresByAddress = new Map<string, number[]>();
  /** Times of recent successful sign-ins per address (the last minute's). */
  private readonly successesByAddress = new Map<string, number[]>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    readonly limits: SignInLimits,
  ) {}

  async signIn(typedName: string, password: string, address: string): Promise<SignInOutcome> {
    const now = Date.now();
    const username = typedName.trim().slice(0, MAX_NAME_LENGTH);
    const failures = recent(this.failuresByAddress, address, now);
    if (failures.length >= this.limits.addressFailuresPerMinute) return rateLimited(failures, now);
    const successes = recent(this.successesByAddress, address, now);
    if (successes.length >= this.limits.addressSignInsPerMinute) return rateLimited(successes, now);
    const lock = await this.lockedUntil(username, address, now);
    if (lock) {
      this.failuresByAddress.set(address, [...failures, now]);
      return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((lock - now) / 1000) };
    }
    if (this.running >= this.limits.concurrentChecks && this.waiting.length >= this.limits.queuedChecks) {
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: 1 };
    }
    const user = await this.checking(() => findUserForLogin(this.db, username, password));
    if (user) {
      this.successesByAddress.set(address, [...recent(this.successesByAddress, address, Date.now()), Date.now()]);
      await this.db.run('DELETE FROM sign_in_failures WHERE username = ? AND address = ?', [username, address]);
      return { ok: true, user };
    }
    this.failuresByAddress.set(address, [...recent(this.failuresByAddress, address, Date.now()), Date.now()]);
    const until = await this.recordFailure(username, address, Date.now());
    return until ? { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((until - Date.now()) / 1000) } : { ok: false, reason: 'incorrect' };
  }

  /** Runs a password check when one of the `concurrentChecks` slots is free. */
  private async checking<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrentChecks) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await check();
    } finally {
      // The slot passes to the next waiting check, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Lifts the delays of a user name, from every address, and forgets its failures. True when one was in force. */
  async unlock(username: string): Promise<boolean> {
    const locked = await this.db.get('SELECT 1 FROM sign_in_failures WHERE username = ? AND locked_until > ?', [username, new Date().toISOString()]);
    await this.db.run('DELETE FROM sign_in_failures WHERE username = ?', [username]);
    return locked !== undefined;
  }

  /** The end of a delay in force for this name from this address (ms), or undefined. */
  async lockedUntil(username: string, address: string, now = Date.now()): Promise<number | undefined> {
    const row = await this.db.get<{ locked_until: string | null }>('SELECT locked_until FROM sign_in_failures WHERE username = ? AND address = ?', [username, address]);
    const until = row?.locked_until ? Date.parse(row.locked_until) : undefined;
    return until !== undefined && until > now ? until : undefined;
  }

  /** Counts a failure; answers the end of the delay it starts, if any. */
  private async recordFailure(username: string, address: string, now: number): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ failures: number }>('SELECT failures FROM sign_in_failures WHERE username = ? AND address = ?', [username, address]);
      const failures = (row?.failures ?? 0) + 1;
      const over = failures - this.limits.maxFailures;
      const delay = over >= 0 ? Math.min(FIRST_DELAY_SECONDS * 2 ** Math.min(over, 20), this.limits.lockMinutes * 60) * 1000 : 0;
      const lockedUntil = delay > 0 ? now + delay : undefined;
      await tx.run(
        `INSERT INTO sign_in_failures (username, address, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (username, address) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
        [username, address, failures, new Date(now).toISOString(), lockedUntil ? new Date(lockedUntil).toISOString() : null],
      );
      return lockedUntil;
    });
  }
}

/** The times of the last minute in `map` for `key` (older ones dropped). */
function recent(map: Map<string, number[]>, key: string, now: number): number[] {
  const times = (map.get(key) ?? []).filter((time) => time > now - WINDOW_MS);
  if (times.length > 0) map.set(key, times);
  else map.delete(key);
  return times;
}

function rateLimited(times: readonly number[], now: number): SignInOutcome {
  return { ok: false, reason: 'rateLimited', retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000)) };
}
