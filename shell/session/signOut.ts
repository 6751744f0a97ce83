import { browserCookieStore, buildLogoutUrl, clearSessionCookies, type ContextConfig } from '../../api/index.ts';
import { PROXY_STORAGE_KEY } from '../proxy/proxyState.ts';
import { LAST_ACCESS_STORAGE_KEY } from './idle.ts';

/** The console's own URL, the only target the logout page is asked to come back to. */
export function consoleUrl(location: Location = window.location): string {
  return `${location.origin}${import.meta.env.BASE_URL}`;
}

/**
 * Sign out: clear the MFSSO_ cookies script can reach and the console's session state, then let the
 * logout page revoke the refresh token, clear the rest and come back to the console.
 */
export function signOut(context: ContextConfig): void {
  clearSessionCookies(browserCookieStore(), context.context);
  localStorage.removeItem(LAST_ACCESS_STORAGE_KEY);
  sessionStorage.removeItem(PROXY_STORAGE_KEY);
  window.location.assign(buildLogoutUrl(context, consoleUrl()));
}
