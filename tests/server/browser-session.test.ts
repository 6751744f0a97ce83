// The browser's sign-in as the console drives it: the context servlet, the authorization-code flow
// through the login form, the callback's cookies, the refresh servlet, extend session and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFault } from './contract.ts';
import { authorizeUrl, Browser, contextOf, signIn, startSignIn, submitLogin } from './browser-flow.ts';
import { rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionTimeout: 900 });
});
afterAll(async () => {
  await server.close();
});

const context = () => contextOf(server.url);

describe('context servlet', () => {
  it('answers the keys the console bootstraps from, with absolute URLs on this server', async () => {
    const ctx = await context();
    expect(ctx).toEqual({
      context: 'IDMProv',
      Authorize: `${server.url}/osp/a/idm/auth/oauth2/auth`,
      Logout: `${server.url}/osp/a/idm/auth/app/logout`,
      RRAClientID: 'rbpmrest',
      RRARedirectUrl: `${server.url}/IDMProv/oauth`,
      ProvisionRoot: 'o=data',
      SSPRRedirectUrl: expect.stringMatching(/^http/),
      sessionTimeOut: 900,
      extendSession: `${server.url}/IDMProv/extendSession`,
      applicationDomain: '127.0.0.1',
    });
  });
});

describe('authorization-code flow', () => {
  it('shows an accessible login form and a clear error on a wrong password', async () => {
    const browser = new Browser(server.url);
    const response = await startSignIn(browser, '/idmdash/#/tasks');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const form = await response.text();
    expect(form).toContain('<label for="username">User name</label>');
    expect(form).toContain('<label for="password">Password</label>');
    expect(form).toMatch(/id="username"[^>]*autofocus/);

    const wrong = await submitLogin(browser, form, 'uaadmin', 'bad');
    expect(wrong.status).toBe(401);
    const page = await wrong.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('The user name or password is incorrect. Please try again.');
    expect(page).toContain('value="uaadmin"');
    expect(browser.value('MFSSO_Admin_Spiffy_Session')).toBeUndefined();
  });

  it('escapes what it echoes: a hostile state or user name cannot inject markup', async () => {
    const browser = new Browser(server.url);
    const hostile = '"><script>alert(1)</script>';
    const form = await (await browser.get(authorizeUrl(await context(), hostile))).text();
    expect(form).not.toContain('<script>alert(1)</script>');
    expect(form).toContain('&quot;&gt;&lt;script&gt;');
    const wrong = await (await submitLogin(browser, form, hostile, 'x')).text();
    expect(wrong).not.toContain('<script>alert(1)</script>');
  });

  it('refuses a redirect_uri that is not the registered callback on this server, without redirecting', async () => {
    const ctx = await context();
    const evil = authorizeUrl({ ...ctx, RRARedirectUrl: 'https://evil.example/IDMProv/oauth' }, 'x');
    const response = await fetch(evil, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const unknownClient = await fetch(authorizeUrl({ ...ctx, RRAClientID: 'other' }, 'x'), { redirect: 'manual' });
    expect(unknownClient.status).toBe(400);
  });

  it('sets the session, refresh and anti-forgery cookies and returns to the console path', async () => {
    const browser = new Browser(server.url);
    const callback = await signIn(browser, 'manager', '/idmdash/#/tasks');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/idmdash/#/tasks');

    const session = browser.cookies.get('MFSSO_Admin_Spiffy_Session')!;
    expect(session.value).toMatch(/^bearer,[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.attributes).toContain('Path=/');
    expect(session.attributes).toContain('SameSite=Lax');
    // The access token is out of script's reach (an injected script cannot read or send it elsewhere).
    expect(session.attributes).toContain('HttpOnly');
    const refresh = browser.cookies.get('MFSSO_Admin_Spiffy_Refresh')!;
    expect(refresh.attributes).toEqual(expect.arrayContaining(['Path=/IDMProv', 'HttpOnly']));
    const csrf = browser.cookies.get('netiq_idm_rbpm_acsrf')!;
    expect(csrf.value.length).toBeGreaterThanOrEqual(32);
    expect(csrf.attributes).toContain('Path=/');
    expect(csrf.attributes).not.toContain('HttpOnly');

    const call = await fetch(`${server.url}/IDMProv/rest/access/info/version`, { headers: { Authorization: browser.authorization() } });
    expect(call.status).toBe(200);
  });

  it('takes the HttpOnly session cookie as the credential of a REST call only with the anti-forgery header', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'manager');
    const csrf = browser.value('netiq_idm_rbpm_acsrf')!;
    const version = '/IDMProv/rest/access/info/version';
    expect((await browser.get(version)).status).toBe(401);
    expect((await browser.request(version, { method: 'GET', headers: { netiq_idm_rbpm_acsrf: 'forged' } })).status).toBe(401);
    const read = await browser.request(version, { method: 'GET', headers: { netiq_idm_rbpm_acsrf: csrf } });
    expect(read.status).toBe(200);
    // A POST the same way (and, without the header, refused like any request).
    const write = await browser.request('/IDMProv/rest/access/info/user/navigationmenu', {
      method: 'POST',
      headers: { netiq_idm_rbpm_acsrf: csrf, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBeLessThan(300);
    // The sandbox's live-events ticket (outside /rest) takes the same credential, by the same rule.
    const ticket = '/IDMProv/sandbox/events/ticket';
    expect((await browser.request(ticket, { method: 'POST' })).status).toBe(401);
    expect((await browser.request(ticket, { method: 'POST', headers: { netiq_idm_rbpm_acsrf: csrf } })).status).toBe(201);
    // After sign-out the cookie's token is revoked even if a copy of it is replayed.
    const copied = browser.value('MFSSO_Admin_Spiffy_Session')!;
    await browser.get(`${String((await context()).Logout)}?target=${encodeURIComponent(`${server.url}/idmdash/`)}`);
    const replay = await fetch(`${server.url}${version}`, {
      headers: { Cookie: `MFSSO_Admin_Spiffy_Session=${copied}; netiq_idm_rbpm_acsrf=${csrf}`, netiq_idm_rbpm_acsrf: csrf },
    });
    expect(replay.status).toBe(401);
  });

  it('never redirects off the console after the callback (no open redirect)', async () => {
    for (const state of ['https://evil.example/', '//evil.example/idmdash/', '/other/', '']) {
      const callback = await signIn(new Browser(server.url), 'enduser', state);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/idmdash/');
    }
  });

  it('accepts a code once only', async () => {
    const browser = new Browser(server.url);
    const form = await (await startSignIn(browser, '/idmdash/')).text();
    const location = (await submitLogin(browser, form, 'enduser', 'Passw0rd!')).headers.get('location')!;
    expect((await browser.get(location)).status).toBe(302);
    expect((await browser.get(location)).status).toBe(400);
  });

  it('signs in again without the form while the SSO session lives, but shows it for prompt=login', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'roleadmin');
    const again = await startSignIn(browser, '/idmdash/#/roles');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/\/IDMProv\/oauth\?code=/);
    const prompted = await startSignIn(browser, 'extend', { prompt: true });
    expect(prompted.status).toBe(200);
    expect(await prompted.text()).toContain('<form');
  });

  it('answers the extend-session popup with a page that notifies its opener', async () => {
    const browser = new Browser(server.url);
    const callback = await signIn(browser, 'manager', 'extend');
    expect(callback.status).toBe(200);
    const html = await callback.text();
    expect(html).toContain("window.opener.postMessage({ type: 'idm-session-extended' }, location.origin)");
    expect(html).toContain('window.close()');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(callback.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(browser.value('MFSSO_Admin_Spiffy_Session')).toMatch(/^bearer,/);
  });
});

describe('session servlets', () => {
  it('RefreshTokenServlet gives a new token from the refresh cookie, and 489 without one', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'manager');
    const before = browser.value('MFSSO_Admin_Spiffy_Session');
    const response = await browser.get('/IDMProv/RefreshTokenServlet');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { token_type: string; access_token: string };
    expect(answer.token_type).toBe('bearer');
    expect(browser.value('MFSSO_Admin_Spiffy_Session')).toBe(`bearer,${answer.access_token}`);
    expect(browser.value('MFSSO_Admin_Spiffy_Session')).not.toBe(before);

    const anonymous = await fetch(`${server.url}/IDMProv/RefreshTokenServlet`);
    expect(anonymous.status).toBe(489);
    expect(expectFault(await anonymous.json())).toContain('start a new login');
  });

  it('extendSession answers the signed-in user name', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'proxyuser');
    const response = await browser.get('/IDMProv/extendSession');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('proxyuser');
    expect((await fetch(`${server.url}/IDMProv/extendSession`)).status).toBe(401);
  });

  it('extendSession names whoever signed in last in the popup, even when the header holds the earlier user', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'manager');
    const earlierHeader = browser.authorization();
    const form = await (await startSignIn(browser, 'extend', { prompt: true })).text();
    const afterLogin = await submitLogin(browser, form, 'enduser', 'Passw0rd!');
    expect((await browser.get(afterLogin.headers.get('location')!)).status).toBe(200);
    const response = await browser.request('/IDMProv/extendSession', { method: 'GET', headers: { Authorization: earlierHeader } });
    expect(await response.text()).toBe('enduser');
  });
});

describe('logout', () => {
  it('revokes the refresh token, clears the cookies and returns to a console URL only', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'manager');
    const ctx = await context();
    const target = `${server.url}/idmdash/#/dashboard`;
    const response = await browser.get(`${String(ctx.Logout)}?target=${encodeURIComponent(target)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/idmdash/#/dashboard');
    const cleared = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(cleared).toEqual(
      expect.arrayContaining(['MFSSO_Admin_Spiffy_Session', 'MFSSO_Admin_Spiffy_Refresh', 'netiq_idm_rbpm_acsrf']),
    );
    expect(browser.value('MFSSO_Admin_Spiffy_Session')).toBeUndefined();
    expect(browser.value('MFSSO_Admin_Spiffy_Refresh')).toBeUndefined();

    // Even a refresh cookie kept by a misbehaving browser no longer works, nor does the SSO session.
    const stolen = new Browser(server.url);
    await signIn(stolen, 'manager');
    const refreshCookie = stolen.value('MFSSO_Admin_Spiffy_Refresh')!;
    await stolen.get(`${String(ctx.Logout)}?target=${encodeURIComponent(target)}`);
    const replay = await fetch(`${server.url}/IDMProv/RefreshTokenServlet`, { headers: { Cookie: `MFSSO_Admin_Spiffy_Refresh=${refreshCookie}` } });
    expect(replay.status).toBe(489);
    const form = await startSignIn(stolen, '/idmdash/');
    expect(form.status).toBe(200);
  });

  it('sends a foreign or non-console target to the console instead', async () => {
    for (const target of ['https://evil.example/idmdash/', '//evil.example/', '/IDMProv/rest/access/info/version', 'javascript:alert(1)']) {
      const response = await fetch(`${server.url}/osp/a/idm/auth/app/logout?target=${encodeURIComponent(target)}`, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe('/idmdash/');
    }
  });
});

describe('REST API with the browser session', () => {
  it('works with the header built from the cookie', async () => {
    const browser = new Browser(server.url);
    await signIn(browser, 'uaadmin');
    const call = await rest(server, browser.authorization().split(' ')[1]!, 'GET', '/access/info/version');
    expect(call.status).toBe(200);
  });
});
