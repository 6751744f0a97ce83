// Request headers: Authorization with the token of the latest refresh (kept in memory) or of a session
// cookie script can read, on every request; without either the browser's HttpOnly session cookie is the
// credential, which the server takes only with the anti-forgery header. For most paths a JSON content type, no-cache headers and the anti-forgery header copied
// from its cookie; paths containing /api/ get only the authorization and content-type headers.
import type { InternalAxiosRequestConfig } from 'axios';
import { ANTI_FORGERY_COOKIE, ANTI_FORGERY_HEADER, getCookie, readSessionToken, type SessionToken } from '../cookies.ts';
import type { ApiRuntime } from '../runtimeTypes.ts';

/** Paths of the external request service (/api/request, /api/whoami ...) get the reduced header set. */
export function isApiServicePath(url: string | undefined): boolean {
  if (!url) return false;
  const pathOnly = url.split(/[?#]/, 1)[0] ?? '';
  return pathOnly.includes('/api/');
}

/** The token requests carry: the latest refresh's (memory), else a readable session cookie's; none when the session cookie is HttpOnly. */
export function sessionToken(runtime: ApiRuntime): SessionToken | undefined {
  return runtime.session.token ?? readSessionToken(runtime.options.cookies);
}

export function applySessionHeaders(config: InternalAxiosRequestConfig, runtime: ApiRuntime): InternalAxiosRequestConfig {
  const headers = config.headers;
  const cookies = runtime.options.cookies;
  const token = sessionToken(runtime);
  if (token) headers.set('Authorization', `${token.tokenType} ${token.accessToken}`);
  else headers.delete('Authorization');
  // A caller that sends text or a form sets its own type; everything else is JSON.
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  if (!isApiServicePath(config.url)) {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
    const antiForgery = getCookie(cookies, ANTI_FORGERY_COOKIE);
    if (antiForgery) headers.set(ANTI_FORGERY_HEADER, antiForgery);
  }

  config.idmSession = { ...config.idmSession, sentToken: token?.accessToken, sentAfterRefreshes: runtime.session.refreshes ?? 0 };
  return config;
}
