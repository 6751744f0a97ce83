// Request headers: Authorization from the session cookie on every
// request; for most paths a JSON content type, no-cache headers and the anti-forgery header copied
// from its cookie; paths containing /api/ get only the authorization and content-type headers.
import type { InternalAxiosRequestConfig } from 'axios';
import { ANTI_FORGERY_COOKIE, ANTI_FORGERY_HEADER, getCookie, readSessionToken, type CookieStore } from '../cookies.ts';

/** Paths of the external request service (/api/request, /api/whoami ...) get the reduced header set. */
export function isApiServicePath(url: string | undefined): boolean {
  if (!url) return false;
  const pathOnly = url.split(/[?#]/, 1)[0] ?? '';
  return pathOnly.includes('/api/');
}

export function applySessionHeaders(config: InternalAxiosRequestConfig, cookies: CookieStore): InternalAxiosRequestConfig {
  const headers = config.headers;
  const token = readSessionToken(cookies);
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

  config.idmSession = { ...config.idmSession, sentToken: token?.accessToken };
  return config;
}
