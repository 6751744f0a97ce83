// Per-request bookkeeping the interceptors share, carried on the axios request config.
import type { InternalAxiosRequestConfig } from 'axios';

export interface SessionFlags {
  /** Not part of the session logic: no waiting for a refresh, no 401/498 handling (the refresh call itself, the context servlet). */
  bypassSession?: boolean;
  /** The access token this request was sent with, to tell a stale 401 from a new one. */
  sentToken?: string;
  /** The session's count of refreshes when this request was sent (the token may be an HttpOnly cookie's). */
  sentAfterRefreshes?: number;
  /** Already retried once after a token refresh: a second 401 is passed on. */
  retriedAfterRefresh?: boolean;
  /** Already replayed once after the password-change frame: a second 498 is passed on. */
  replayedAfterPasswordChange?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    idmSession?: SessionFlags;
  }
}

export function flagsOf(config: InternalAxiosRequestConfig | undefined): SessionFlags {
  return config?.idmSession ?? {};
}
