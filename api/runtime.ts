// One API client: the axios instance, its options (context, cookie store, session hooks) and the
// session state its interceptors share. client.ts holds the console's one instance; tests make their own.
import i18next from 'i18next';
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { browserCookieStore, type CookieStore } from './cookies.ts';
import { DEFAULT_CONTEXT_NAME, type ContextConfig } from './context.ts';
import { SessionEndedError, type SessionEndReason } from './errors.ts';
import { flagsOf } from './interceptors/flags.ts';
import { applySessionHeaders } from './interceptors/headers.ts';
import { handlePasswordChange, PASSWORD_CHANGE_STATUS } from './interceptors/passwordChange.ts';
import { isInvalidGrant } from './interceptors/invalidGrant.ts';
import { handleUnauthorized, waitForRefresh } from './interceptors/refresh.ts';
import { browserSessionHooks } from './sessionHooks.ts';

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

export function createApiRuntime(initial: Partial<ApiOptions> = {}): ApiRuntime {
  const http = axios.create();
  const session: SessionState = {};
  const runtime: ApiRuntime = {
    http,
    session,
    options: {
      context: undefined,
      origin: '',
      cookies: browserCookieStore(),
      translate: (key) => i18next.t(key),
      ...browserSessionHooks(() => runtime),
    },
    contextName: () => runtime.options.context?.context ?? DEFAULT_CONTEXT_NAME,
    configure(options) {
      Object.assign(runtime.options, options);
      http.defaults.baseURL = `${runtime.options.origin}/${runtime.contextName()}`;
      delete session.ended;
    },
    endSession(reason, cause) {
      if (!session.ended) {
        session.ended = reason;
        if (reason === 'login') runtime.options.onLoginRequired();
        else runtime.options.onSignOut();
      }
      return new SessionEndedError(session.ended, { cause });
    },
  };
  runtime.configure(initial);

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (!flagsOf(config).bypassSession) {
      if (session.ended) throw new SessionEndedError(session.ended);
      await waitForRefresh(runtime);
    }
    return applySessionHeaders(config, runtime.options.cookies);
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    // Errors raised before sending (refused or aborted requests) and network errors pass on as they are.
    if (!isAxiosError(error) || !error.config || !error.response || flagsOf(error.config).bypassSession) throw error;
    const status = error.response.status;
    if (status === 401) return handleUnauthorized(runtime, error);
    if (status === PASSWORD_CHANGE_STATUS) return handlePasswordChange(runtime, error);
    if (isInvalidGrant(error)) throw runtime.endSession('signOut', error);
    throw error;
  });

  return runtime;
}
