// One API client: the axios instance, its options (context, cookie store, session hooks) and the
// session state its interceptors share (their types are in runtimeTypes.ts). client.ts holds the
// console's one instance; tests make their own.
import i18next from 'i18next';
import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { browserCookieStore, hasSignInCookies } from './cookies.ts';
import { DEFAULT_CONTEXT_NAME } from './context.ts';
import { SessionEndedError } from './errors.ts';
import { flagsOf } from './interceptors/flags.ts';
import { applySessionHeaders } from './interceptors/headers.ts';
import { handlePasswordChange, PASSWORD_CHANGE_STATUS } from './interceptors/passwordChange.ts';
import { isInvalidGrant } from './interceptors/invalidGrant.ts';
import { handleUnauthorized, waitForRefresh } from './interceptors/refresh.ts';
import type { ApiOptions, ApiRuntime, SessionState } from './runtimeTypes.ts';
import { browserSessionHooks } from './sessionHooks.ts';

/** A path of the REST API, which answers only requests carrying the session's token. */
const isRestPath = (url: string | undefined) => /^\/?rest\//.test(url ?? '');

export function createApiRuntime(initial: Partial<ApiOptions> = {}): ApiRuntime {
  // axios's own XSRF feature (an X-XSRF-TOKEN header copied from an XSRF-TOKEN cookie) is off: the
  // console sends its anti-forgery header itself (interceptors/headers.ts), and the feature made
  // axios ask the browser's cookie store, asynchronously, before every same-origin request.
  const http = axios.create({ withXSRFToken: false });
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
        delete session.token;
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
      // A REST call without a sign-in (no token in memory, no session or anti-forgery cookie) can only
      // be answered 401: sign in first instead of asking (the servlets outside /rest, such as
      // extendSession, go by the browser's cookies).
      if (isRestPath(config.url) && !session.token && !hasSignInCookies(runtime.options.cookies)) throw runtime.endSession('login', new Error('No session token'));
    }
    return applySessionHeaders(config, runtime);
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
