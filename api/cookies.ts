// Cookie access behind a small interface, so that the client can run in node tests (which have no
// document.cookie) with an in-memory jar, and in the browser with document.cookie.

/** Reads and writes cookies the way document.cookie does: read() gives "a=1; b=2", write() takes one Set-Cookie-like string. */
export interface CookieStore {
  read(): string;
  write(cookie: string): void;
}

export const SESSION_COOKIE = 'MFSSO_Admin_Spiffy_Session';
export const ANTI_FORGERY_COOKIE = 'netiq_idm_rbpm_acsrf';
/** The anti-forgery header carries the same name as its cookie. */
export const ANTI_FORGERY_HEADER = ANTI_FORGERY_COOKIE;
/** Cookies with this prefix belong to the sign-in session and are cleared on sign-out. */
export const SESSION_COOKIE_PREFIX = 'MFSSO_';

/** document.cookie in a browser; an empty, write-ignoring store elsewhere. */
export function browserCookieStore(): CookieStore {
  return {
    read: () => (typeof document === 'undefined' ? '' : document.cookie),
    write: (cookie) => {
      if (typeof document !== 'undefined') document.cookie = cookie;
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** All cookies visible to script, by name (first occurrence wins, as in browsers' most specific path). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, safeDecode(part.slice(eq + 1).trim()));
  }
  return cookies;
}

export function getCookie(store: CookieStore, name: string): string | undefined {
  return parseCookies(store.read()).get(name);
}

/**
 * The session's access token: the cookie value "<token_type>,<access_token>" when the server lets
 * script read it; the sandbox sets it HttpOnly, and the console keeps a refreshed token in memory only
 * (api/interceptors/headers.ts, refresh.ts).
 */
export interface SessionToken {
  tokenType: string;
  accessToken: string;
}

export function readSessionToken(store: CookieStore): SessionToken | undefined {
  const value = getCookie(store, SESSION_COOKIE);
  if (!value) return undefined;
  const comma = value.indexOf(',');
  if (comma < 0) return undefined;
  const tokenType = value.slice(0, comma).trim();
  const accessToken = value.slice(comma + 1).trim();
  return tokenType && accessToken ? { tokenType, accessToken } : undefined;
}

/**
 * Whether the browser holds a sign-in: a session cookie script can read (a server that makes it
 * readable), or the anti-forgery cookie that every sign-in sets beside an HttpOnly session cookie.
 */
export function hasSignInCookies(store: CookieStore): boolean {
  return readSessionToken(store) !== undefined || getCookie(store, ANTI_FORGERY_COOKIE) !== undefined;
}

/**
 * Expires every MFSSO_ cookie script can see, on the paths the server sets them (/ and the
 * application context). HttpOnly ones (the refresh token) are cleared by the logout page.
 */
export function clearSessionCookies(store: CookieStore, contextName: string): void {
  for (const name of parseCookies(store.read()).keys()) {
    if (!name.startsWith(SESSION_COOKIE_PREFIX)) continue;
    for (const path of ['/', `/${contextName}`]) {
      store.write(`${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    }
  }
}
