// OAuth as the Security Best Current Practice asks, tried as an attacker would: a code pushed into
// another browser, a code without its verifier, a foreign redirect_uri or Host header, a replayed
// code, a reused refresh token, a token after sign-out or after its user was deleted.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, Browser, contextOf, PKCE, signIn, startSignIn, submitLogin } from './browser-flow.ts';
import { passwordGrant, postForm, rest, startTestServer, type TestServer } from './harness.ts';

const OAUTH = '/osp/a/idm/auth/oauth2';
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await passwordGrant(server, 'uaadmin')).access_token;
});
afterAll(async () => {
  await server.close();
});

const context = () => contextOf(server.url);
const token = (fields: Record<string, string>) => postForm(`${server.url}${OAUTH}/token`, fields);
const version = async (accessToken: string) => (await rest(server, accessToken, 'GET', '/access/info/version')).status;

/** Signs in at the login form with a direct authorization request; answers the callback URL (code, state). */
async function codeRedirect(username: string, state = 'x'): Promise<URL> {
  const browser = new Browser(server.url);
  const form = await (await browser.get(authorizeUrl(await context(), state))).text();
  const afterLogin = await submitLogin(browser, form, username, 'Passw0rd!');
  expect(afterLogin.status).toBe(303);
  return new URL(afterLogin.headers.get('location')!);
}

async function exchange(code: string, fields: Record<string, string> = {}): Promise<Response> {
  const ctx = await context();
  return token({ grant_type: 'authorization_code', code, redirect_uri: String(ctx.RRARedirectUrl), ...fields });
}

/** A GET with a Host header of the caller's choosing (fetch does not let one set it). */
function getWithHost(path: string, host: string): Promise<{ status: number; location?: string; body: string }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('state bound to the browser', () => {
  it('keeps the flow in a short-lived HttpOnly cookie holding only a hash of the state', async () => {
    const browser = new Browser(server.url);
    const start = await browser.get('/IDMProv/oauth/start?target=%2Fidmdash%2F');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const flow = [...browser.cookies.values()].find((cookie) => cookie.name.startsWith('idm_oauth_flow_'))!;
    expect(flow.attributes).toEqual(expect.arrayContaining(['Max-Age=600', 'Path=/IDMProv/oauth', 'HttpOnly', 'SameSite=Lax']));
    expect(flow.value).not.toContain(state);
  });

  it("refuses an attacker's code and state pushed into a victim's browser (login CSRF)", async () => {
    const attacker = new Browser(server.url);
    const form = await (await startSignIn(attacker, '/idmdash/')).text();
    const callback = (await submitLogin(attacker, form, 'enduser', 'Passw0rd!')).headers.get('location')!;

    const victim = new Browser(server.url);
    await startSignIn(victim, '/idmdash/');
    const forged = await victim.get(callback);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('not started in this browser');
    expect(victim.value('MFSSO_Admin_Spiffy_Session')).toBeUndefined();
    // The same link works in the browser that started the flow: the binding is what refused it.
    expect((await attacker.get(callback)).status).toBe(302);
  });
});

describe('PKCE', () => {
  it('refuses an authorization request without an S256 challenge', async () => {
    const ctx = await context();
    const withoutChallenge = authorizeUrl(ctx, 'x').replace(/&code_challenge=[^&]*&code_challenge_method=S256/, '');
    expect((await fetch(withoutChallenge, { redirect: 'manual' })).status).toBe(400);
    const plain = authorizeUrl(ctx, 'x').replace('code_challenge_method=S256', 'code_challenge_method=plain');
    expect((await fetch(plain, { redirect: 'manual' })).status).toBe(400);
  });

  it('refuses a code without its verifier or with a wrong one, and uses the code up', async () => {
    const code = (await codeRedirect('enduser')).searchParams.get('code')!;
    const without = await exchange(code);
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(code, { code_verifier: PKCE.verifier })).status).toBe(400);

    const other = (await codeRedirect('enduser')).searchParams.get('code')!;
    expect((await exchange(other, { code_verifier: `${PKCE.verifier.slice(0, -1)}x` })).status).toBe(400);

    const good = (await codeRedirect('enduser')).searchParams.get('code')!;
    expect((await exchange(good, { code_verifier: PKCE.verifier })).status).toBe(200);
  });
});

describe('redirect_uri and Host', () => {
  it('accepts only a registered redirect_uri, at the authorization and at the exchange', async () => {
    const ctx = await context();
    for (const redirect of [`${server.url}/IDMProv/other`, `${server.url}/IDMProv/oauth/../rest`, 'http://evil.example/IDMProv/oauth']) {
      const response = await fetch(authorizeUrl({ ...ctx, RRARedirectUrl: redirect }, 'x'), { redirect: 'manual' });
      expect(response.status).toBe(400);
    }
    const code = (await codeRedirect('enduser')).searchParams.get('code')!;
    const response = await token({ grant_type: 'authorization_code', code, redirect_uri: `${server.url}/IDMProv/other`, code_verifier: PKCE.verifier });
    expect(response.status).toBe(400);
  });

  it('never takes a spoofed Host header into a URL it hands out', async () => {
    const ctx = await getWithHost('/IDMProv/context/LoadContextConfigServlet', 'evil.example');
    expect(ctx.status).toBe(200);
    expect(ctx.body).not.toContain('evil.example');
    expect(JSON.parse(ctx.body)).toMatchObject({ RRARedirectUrl: `${server.url}/IDMProv/oauth`, applicationDomain: '127.0.0.1' });

    const start = await getWithHost('/IDMProv/oauth/start?target=%2Fidmdash%2F', 'evil.example');
    expect(start.location?.startsWith(`${server.url}/osp/`)).toBe(true);
    expect(start.location).not.toContain('evil.example');

    const spoofed = authorizeUrl({ ...(await context()), RRARedirectUrl: 'http://evil.example/IDMProv/oauth' }, 'x');
    const authorize = await getWithHost(spoofed.slice(server.url.length), 'evil.example');
    expect(authorize.status).toBe(400);
    expect(authorize.location).toBeUndefined();
  });
});

describe('replay and rotation', () => {
  it('revokes what the first exchange issued when a code comes back', async () => {
    const code = (await codeRedirect('manager')).searchParams.get('code')!;
    const first = (await (await exchange(code, { code_verifier: PKCE.verifier })).json()) as Record<string, string>;
    expect(await version(first.access_token!)).toBe(200);

    const replay = await exchange(code, { code_verifier: PKCE.verifier });
    expect(replay.status).toBe(400);
    expect(await version(first.access_token!)).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! })).status).toBe(400);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const first = await passwordGrant(server, 'manager');
    const second = (await (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json()) as Record<string, string>;
    expect(await version(second.access_token!)).toBe(200);

    const reuse = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await version(second.access_token!)).toBe(401);
    expect(await version(first.access_token)).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token! })).status).toBe(400);
  });

  it('rotates the refresh cookie, and lets two tabs refresh at the same moment', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'manager');
    const before = browser.value('MFSSO_Admin_Spiffy_Refresh')!;
    const cookie = { Cookie: `MFSSO_Admin_Spiffy_Refresh=${before}` };
    const [one, two] = await Promise.all([
      fetch(`${server.url}/IDMProv/RefreshTokenServlet`, { headers: cookie }),
      fetch(`${server.url}/IDMProv/RefreshTokenServlet`, { headers: cookie }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const rotated = [one, two].flatMap((response) => response.headers.getSetCookie()).filter((line) => line.startsWith('MFSSO_Admin_Spiffy_Refresh='));
    expect(rotated).toHaveLength(1);
    expect(rotated[0]).not.toContain(before);
  });
});

describe('revocation', () => {
  it('ends the access and refresh tokens of the session at sign-out', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'manager');
    const accessToken = browser.authorization().split(' ')[1]!;
    const refreshCookie = { Cookie: `MFSSO_Admin_Spiffy_Refresh=${browser.value('MFSSO_Admin_Spiffy_Refresh')!}` };
    expect(await version(accessToken)).toBe(200);
    await browser.get('/osp/a/idm/auth/app/logout');
    expect(await version(accessToken)).toBe(401);
    // The refresh token of the session ends too: a copy of the cookie gets no new access token.
    expect((await fetch(`${server.url}/IDMProv/RefreshTokenServlet`, { headers: refreshCookie })).status).toBe(489);
    const introspection = await postForm(`${server.url}${OAUTH}/introspect`, { token: accessToken });
    expect(await introspection.json()).toEqual({ active: false });
  });

  it('ends the tokens of a deleted user, and a user re-created with the same DN does not inherit them', async () => {
    const newUser = {
      container: 'ou=sales,ou=users,o=data',
      password: 'Secret123!',
      attributes: [
        { key: 'CN', values: ['tokenghost'], action: 'add' },
        { key: 'FirstName', values: ['Token'], action: 'add' },
        { key: 'LastName', values: ['Ghost'], action: 'add' },
      ],
    };
    expect((await rest(server, admin, 'POST', '/access/user', newUser)).status).toBe(201);
    const old = await passwordGrant(server, 'tokenghost', 'Secret123!');
    expect(await version(old.access_token)).toBe(200);

    const dn = 'cn=tokenghost,ou=sales,ou=users,o=data';
    expect((await rest(server, admin, 'DELETE', '/access/user', { members: [{ dn }] })).status).toBe(204);
    expect((await rest(server, admin, 'POST', '/access/user', newUser)).status).toBe(201);

    expect(await version(old.access_token)).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: old.refresh_token })).status).toBe(400);
    const fresh = await passwordGrant(server, 'tokenghost', 'Secret123!');
    expect(await version(fresh.access_token)).toBe(200);
  });
});

describe('scopes', () => {
  it('grants only scopes the client is allowed (none for the console client), never the requested ones verbatim', async () => {
    const response = await postForm(`${server.url}/osp/a/idm/auth/oauth2/token`, { grant_type: 'password', username: 'enduser', password: 'Passw0rd!', scope: 'admin superuser openid' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { access_token: string; scope: string };
    expect(answer.scope).toBe('');
    const claims = JSON.parse(Buffer.from(answer.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { scope?: string };
    expect(claims.scope ?? '').toBe('');
  });
});
