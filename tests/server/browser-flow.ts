// A tiny browser for the sign-in flows of the server tests: a cookie jar, the console's start of a
// sign-in, the login form filled as a user would.
import { expect } from 'vitest';

export interface Cookie {
  name: string;
  value: string;
  attributes: string[];
}

/** A tiny cookie jar: enough of a browser for these flows (names are unique per path here). */
export class Browser {
  readonly cookies = new Map<string, Cookie>();

  constructor(readonly base: string) {}

  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }

  async request(url: string, init: RequestInit): Promise<Response> {
    const target = new URL(url, this.base);
    const cookie = [...this.cookies.values()]
      .filter((c) => target.pathname.startsWith(this.path(c)))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair!.indexOf('=');
      const parsed = { name: pair!.slice(0, equals), value: pair!.slice(equals + 1), attributes };
      if (parsed.value === '' || attributes.some((a) => /^Expires=Thu, 01 Jan 1970/i.test(a))) this.cookies.delete(parsed.name);
      else this.cookies.set(parsed.name, parsed);
    }
    return response;
  }

  path(cookie: Cookie): string {
    return cookie.attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
  }

  value(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** The console's Authorization header, built from the session cookie. */
  authorization(): string {
    const [type, token] = (this.value('MFSSO_Admin_Spiffy_Session') ?? ',').split(',');
    return `${type} ${token}`;
  }
}

export async function contextOf(base: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${base}/IDMProv/context/LoadContextConfigServlet`)).json()) as Record<string, unknown>;
}

/** The code verifier and S256 challenge of RFC 7636, appendix B. */
export const PKCE = { verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' };

/** A direct authorization request (as a client other than the console's start point would make it). */
export function authorizeUrl(ctx: Record<string, unknown>, state: string, extra = ''): string {
  const query = new URLSearchParams({
    redirect_uri: String(ctx.RRARedirectUrl),
    client_id: String(ctx.RRAClientID),
    response_type: 'code',
    state,
    code_challenge: PKCE.challenge,
    code_challenge_method: 'S256',
  });
  return `${String(ctx.Authorize)}?${query.toString()}${extra}`;
}

/** Starts a sign-in as the console does (the start point beside the callback) and follows on to the login. */
export async function startSignIn(browser: Browser, target: string, options: { prompt?: boolean } = {}): Promise<Response> {
  const start = await browser.get(`/IDMProv/oauth/start?target=${encodeURIComponent(target)}${options.prompt ? '&prompt=login' : ''}`);
  expect(start.status).toBe(302);
  return browser.get(start.headers.get('location')!);
}

/** Fills the login form the way a user would: posts its hidden fields plus name and password. */
export async function submitLogin(browser: Browser, form: string, username: string, password: string): Promise<Response> {
  const fields = new URLSearchParams();
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(match[1]!, match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'"));
  }
  fields.set('username', username);
  fields.set('password', password);
  const action = /<form method="post" action="([^"]+)">/.exec(form)?.[1];
  return browser.request(action!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
}

/** Signs in through the login page and follows the callback; answers the callback's response. */
export async function signIn(browser: Browser, username: string, state = '/idmdash/#/tasks'): Promise<Response> {
  const form = await (await startSignIn(browser, state)).text();
  const afterLogin = await submitLogin(browser, form, username, 'Passw0rd!');
  expect(afterLogin.status).toBe(303);
  return browser.get(afterLogin.headers.get('location')!);
}
