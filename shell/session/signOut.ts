import type { AppContext } from '../bootstrap/types.ts';
import { clearSessionCookies } from './cookies.ts';
import { LAST_ACCESS_STORAGE_KEY } from './idle.ts';

/** The console's own URL, the only target the logout page is asked to come back to. */
export function consoleUrl(location: Location = window.location): string {
  return `${location.origin}/idmdash/`;
}

/** The logout page with the console as target; the server revokes the refresh token there. */
export function logoutUrl(context: AppContext, location: Location = window.location): string {
  const logout = context.Logout || `${location.origin}/osp/a/idm/auth/app/logout`;
  const url = new URL(logout, location.origin);
  url.searchParams.set('target', consoleUrl(location));
  return url.href;
}

/** Sign out: clear what the browser can, then let the logout page end the session at the server. */
export function signOut(context: AppContext): void {
  clearSessionCookies();
  localStorage.removeItem(LAST_ACCESS_STORAGE_KEY);
  sessionStorage.clear();
  window.location.assign(logoutUrl(context));
}
