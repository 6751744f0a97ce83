// 401 handling: the token is refreshed once, however many requests meet the 401 or start while the
// refresh is in flight; each waits for that one refresh and is then retried once.
import { isAxiosError, type AxiosError, type AxiosResponse } from 'axios';
import { shellCallDefinition } from '../calls/lookup.ts';
import { hasSignInCookies } from '../cookies.ts';
import type { ApiRuntime } from '../runtimeTypes.ts';
import { flagsOf } from './flags.ts';
import { sessionToken } from './headers.ts';

/** Status of the refresh servlet when there is no valid refresh token: start a new login. */
export const NEW_LOGIN_STATUS = 489;

interface TokenAnswer {
  token_type?: unknown;
  access_token?: unknown;
}

async function requestNewToken(runtime: ApiRuntime): Promise<void> {
  let answer: AxiosResponse<TokenAnswer>;
  try {
    answer = await runtime.http.request<TokenAnswer>({
      method: 'GET',
      url: shellCallDefinition('session.refresh').path,
      idmSession: { bypassSession: true },
    });
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : undefined;
    throw runtime.endSession(status === NEW_LOGIN_STATUS ? 'login' : 'signOut', error);
  }
  const { token_type: tokenType, access_token: accessToken } = answer.data ?? {};
  if (typeof tokenType !== 'string' || !tokenType || typeof accessToken !== 'string' || !accessToken) {
    throw runtime.endSession('signOut', new Error('The refresh answer carries no token'));
  }
  // Kept in memory only: the servlet sets the session cookie itself (HttpOnly in the sandbox), and a
  // token written to a cookie by script would be readable by any script of the page.
  runtime.session.token = { tokenType, accessToken };
  runtime.session.refreshes = (runtime.session.refreshes ?? 0) + 1;
}

/** The one refresh in flight, started if there is none. Rejects with SessionEndedError when it fails. */
export function refreshToken(runtime: ApiRuntime): Promise<void> {
  const session = runtime.session;
  if (!session.refreshing) {
    const refreshing = requestNewToken(runtime).finally(() => {
      if (session.refreshing === refreshing) session.refreshing = undefined;
    });
    session.refreshing = refreshing;
  }
  return session.refreshing;
}

/** Waits for a refresh in flight, so that a request starting meanwhile goes out with the new token. */
export async function waitForRefresh(runtime: ApiRuntime): Promise<void> {
  const refreshing = runtime.session.refreshing;
  if (refreshing) await refreshing;
}

export async function handleUnauthorized(runtime: ApiRuntime, error: AxiosError): Promise<AxiosResponse> {
  const config = error.config!;
  const flags = flagsOf(config);
  if (flags.retriedAfterRefresh) throw error;
  // A late 401 for a request sent before the session ended (a failed refresh, a new login under
  // way) must not start another refresh.
  if (runtime.session.ended) throw runtime.endSession(runtime.session.ended, error);

  if (!hasSignInCookies(runtime.options.cookies) && !runtime.session.token) throw runtime.endSession('login', error);
  // A 401 for a token that has since been replaced (by a refresh of this page, or a readable cookie
  // another tab refreshed) needs no new refresh, only the retry.
  const current = sessionToken(runtime);
  const replaced = flags.sentToken
    ? current !== undefined && current.accessToken !== flags.sentToken
    : (runtime.session.refreshes ?? 0) !== (flags.sentAfterRefreshes ?? 0);
  if (!replaced) await refreshToken(runtime);

  return runtime.http.request({ ...config, idmSession: { ...flags, retriedAfterRefresh: true } });
}
