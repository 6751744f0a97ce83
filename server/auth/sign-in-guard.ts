import type { Db } from '../store/db.ts';
import { findUserForLogin } from './accounts.ts';

// Password guessing, slowed down twice:
// - per user name: after `maxFailures` failed sign-ins in a row the name is locked for `lockMinutes`
//   (a success before that starts the count again). The count is kept for whatever name was typed,
//   existing or not, so a lock tells nothing about which accounts exist; while locked, no password
//   is checked, for known and unknown names alike;
// - per address: more than `addressFailuresPerMinute` failures from one address within a minute
//   refuse every sign-in from it until the minute has passed (many names, one guesser).
// Both the login form and the password grant go through here. Administrators unlock a name.

export interface SignInLimits {
  maxFailures: number;
  lockMinutes: number;
  addressFailuresPerMinute: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { maxFailures: 5, lockMinutes: 15, addressFailuresPerMinute: 30 };

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

  constructor(
    private readonly db: Db,
    readonly limits: SignInLimits,
  ) {}

  async signIn(typedName: string, password: string, address: string): Promise<SignInOutcome> {
    const now = Date.now();
    const username = typedName.trim().slice(0, MAX_NAME_LENGTH);
    const recent = this.recentFailures(address, now);
    if (recent.length >= this.limits.addressFailuresPerMinute) {
      return { ok: false, reason: 'rateLimited', retryAfterSeconds: Math.ceil((recent[0]! + WINDOW_MS - now) / 1000) };
    }
    const lock = await this.lockedUntil(username, now);
    if (lock) {
      this.recordAddressFailure(address, now);
      return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((lock - now) / 1000) };
    }
    const user = await findUserForLogin(this.db, username, password);
    if (user) {
      await this.db.run('DELETE FROM sign_in_failures WHERE username = ?', [username]);
      return { ok: true, user };
    }
    this.recordAddressFailure(address, now);
    const locked = await this.recordFailure(username, now);
    return locked ? { ok: false, reason: 'locked', retryAfterSeconds: this.limits.lockMinutes * 60 } : { ok: false, reason: 'incorrect' };
  }

  /** Lifts the lock of a user name and forgets its failures. True when it was locked. */
  async unlock(username: string): Promise<boolean> {
    const locked = await this.lockedUntil(username, Date.now());
    await this.db.run('DELETE FROM sign_in_failures WHERE username = ?', [username]);
    return locked !== undefined;
  }

  /** The end of a lock in force (ms), or undefined. */
  async lockedUntil(username: string, now = Date.now()): Promise<number | undefined> {
    const row = await this.db.get<{ locked_until: string | null }>('SELECT locked_until FROM sign_in_failures WHERE username = ?', [username]);
    const until = row?.locked_until ? Date.parse(row.locked_until) : undefined;
    return until !== undefined && until > now ? until : undefined;
  }

  /** Counts a failure; true when it locks the name. */
  private async recordFailure(username: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ failures: number; locked_until: string | null }>(
        'SELECT failures, locked_until FROM sign_in_failures WHERE username = ?',
        [username],
      );
      // A lock that has run out starts a new count.
      const failures = (row && !row.locked_until ? row.failures : 0) + 1;
      const lockedUntil = failures >= this.limits.maxFailures ? new Date(now + this.limits.lockMinutes * 60_000).toISOString() : null;
      await tx.run(
        `INSERT INTO sign_in_failures (username, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (username) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
        [username, failures, new Date(now).toISOString(), lockedUntil],
      );
      return lockedUntil !== null;
    });
  }

  private recentFailures(address: string, now: number): number[] {
    const times = (this.failuresByAddress.get(address) ?? []).filter((time) => time > now - WINDOW_MS);
    if (times.length > 0) this.failuresByAddress.set(address, times);
    else this.failuresByAddress.delete(address);
    return times;
  }

  private recordAddressFailure(address: string, now: number): void {
    this.failuresByAddress.set(address, [...this.recentFailures(address, now), now]);
  }
}
