// What the API runtime is, as its parts see it: the options, the session state and the runtime's
// interface. Kept apart from runtime.ts, which builds one, so that the interceptors and the session
// hooks that runtime.ts installs can name the runtime without importing runtime.ts back.
import type { AxiosInstance } from 'axios';
import type { ContextConfig } from './context.ts';
import type { CookieStore, SessionToken } from './cookies.ts';
import type { SessionEndedError, SessionEndReason } from './errors.ts';

/** What the client does when the session needs the user; the shell may replace each. */
export interface SessionHooks {
  /** Sign out: by default clear the MFSSO_ cookies script can clear and go to `${Logout}?target=<console URL>`. */
  onSignOut: () => void;
  /** Start a new login: by default go to the authorization server, coming back to the current console path. */
  onLoginRequired: () => void;
  /** Show the password-change page full-screen; resolves when it is closed (then the request is replayed). */
  showPasswordChange: () => Promise<void>;
}

export interface ApiOptions extends SessionHooks {
  /** The context servlet's answer; until it is loaded the base is the default context IDMProv. */
  context: ContextConfig | undefined;
  /** Scheme, host and port of the server; '' (same origin) in the browser. */
  origin: string;
  /** Where the session and anti-forgery cookies are read and written; document.cookie in the browser. */
  cookies: CookieStore;
  /** Translates the client's own texts (the password-change frame); the shell passes its i18n instance's t. */
  translate: (key: string) => string;
}

export interface SessionState {
  /** The access token of the latest refresh, in memory only (never written where script could read it). */
  token?: SessionToken;
  /** How many refreshes have succeeded: a 401 for a request sent before the latest is only retried. */
  refreshes?: number;
  /** The one token refresh in flight. */
  refreshing?: Promise<void>;
  /** The one password-change frame on screen. */
  passwordChange?: Promise<void>;
  /** Set once sign-out or a new login has started: hooks run once, later requests are refused. */
  ended?: SessionEndReason;
}

export interface ApiRuntime {
  readonly http: AxiosInstance;
  readonly options: ApiOptions;
  readonly session: SessionState;
  /** The application context name, e.g. "IDMProv". */
  contextName(): string;
  /** Replaces some options; a new context changes the base URL. Starts a fresh session state. */
  configure(options: Partial<ApiOptions>): void;
  /** Ends the session once (calling onSignOut or onLoginRequired) and gives the error to reject with. */
  endSession(reason: SessionEndReason, cause?: unknown): SessionEndedError;
}
