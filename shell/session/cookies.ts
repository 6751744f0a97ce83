// The session cookies the shell touches (contract README): the session cookie carries
// "<token_type>,<access_token>" and is readable by script; the refresh cookie is HttpOnly and only
// the logout page can clear it.
export const SESSION_COOKIE = 'MFSSO_Admin_Spiffy_Session';
export const SESSION_COOKIE_PREFIX = 'MFSSO_';
const COOKIE_PATHS = ['/', '/IDMProv', '/idmdash'];

export function cookieNames(doc: Document = document): string[] {
  return doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name !== '');
}

export function removeCookie(name: string, doc: Document = document): void {
  for (const path of COOKIE_PATHS) doc.cookie = `${name}=; Path=${path}; Max-Age=0; SameSite=Lax`;
}

/** Clears every MFSSO_ cookie script can see. */
export function clearSessionCookies(doc: Document = document): void {
  for (const name of cookieNames(doc)) if (name.startsWith(SESSION_COOKIE_PREFIX)) removeCookie(name, doc);
}
