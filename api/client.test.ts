// loadContext, configureApi's base URL, extendSession, and the browser's default session hooks.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCall } from './call.ts';
import { extendSession, loadContext } from './client.ts';
import { buildAuthorizeUrl, buildLogoutUrl, parseContextConfig } from './context.ts';
import { createApiRuntime } from './runtime.ts';
import { browserSessionHooks, type BrowserLocation } from './sessionHooks.ts';
import { CookieJar } from './testing/cookieJar.ts';
import { createTestClient, TEST_BASE, TEST_ORIGIN, testContext } from './testing/testClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const servletAnswer = {
  context: 'IDMProv',
  Authorize: `${TEST_ORIGIN}/osp/a/idm/auth/oauth2/auth`,
  Logout: `${TEST_ORIGIN}/osp/a/idm/auth/app/logout`,
  RRAClientID: 'rbpmrest',
  RRARedirectUrl: `${TEST_ORIGIN}/IDMProv/oauth`,
  ProvisionRoot: 'o=data',
  SSPRRedirectUrl: `${TEST_ORIGIN}/sspr/private/changepassword`,
  sessionTimeOut: '900',
  extendSession: `${TEST_ORIGIN}/IDMProv/extendSession`,
  applicationDomain: 'idm.test',
};

describe('loadContext', () => {
  it('reads the context servlet under IDMProv and makes its context the base of later calls', async () => {
    server.use(
      http.get(`${TEST_ORIGIN}/IDMProv/context/LoadContextConfigServlet`, () => HttpResponse.json({ ...servletAnswer, context: 'IDMProv2' })),
      http.get(`${TEST_ORIGIN}/IDMProv2/rest/access/supportedlocales`, () => HttpResponse.json(['en', 'de'])),
    );
    const cookies = new CookieJar({ MFSSO_Admin_Spiffy_Session: 'bearer,token-1' });
    const runtime = createApiRuntime({ origin: TEST_ORIGIN, cookies });
    const context = await loadContext(runtime);
    expect(context.context).toBe('IDMProv2');
    expect(context.sessionTimeOut).toBe(900);
    expect(runtime.options.context).toEqual(context);
    await expect(createCall(runtime)('locales.supported')).resolves.toEqual(['en', 'de']);
  });

  it('rejects with the request error when the servlet fails', async () => {
    server.use(http.get(`${TEST_ORIGIN}/IDMProv/context/LoadContextConfigServlet`, () => new HttpResponse('down', { status: 503 })));
    const runtime = createApiRuntime({ origin: TEST_ORIGIN, cookies: new CookieJar() });
    await expect(loadContext(runtime)).rejects.toMatchObject({ response: { status: 503 } });
  });

  it('refuses an answer whose Authorize or Logout is not an http(s) URL', () => {
    expect(() => parseContextConfig({ ...servletAnswer, Authorize: 'javascript:alert(1)' })).toThrow(/Authorize/);
    expect(() => parseContextConfig({ ...servletAnswer, Logout: '/relative' })).toThrow(/Logout/);
    expect(parseContextConfig({ ...servletAnswer, context: undefined, sessionTimeOut: 'x' })).toMatchObject({ context: 'IDMProv', sessionTimeOut: 1800 });
  });
});

describe('extendSession', () => {
  it("answers the signed-in user's name as text", async () => {
    server.use(http.get(`${TEST_BASE}/extendSession`, () => HttpResponse.text('manager\n')));
    const { call } = createTestClient();
    await expect(extendSession(call)).resolves.toBe('manager');
  });
});

describe('authorization and logout URLs', () => {
  it('starts the code flow at the start point beside the callback, with the return path as target', () => {
    expect(buildAuthorizeUrl(testContext, '/idmdash/#/tasks')).toBe(`${TEST_ORIGIN}/IDMProv/oauth/start?target=%2Fidmdash%2F%23%2Ftasks`);
    expect(buildAuthorizeUrl(testContext, 'extend', { prompt: 'login' })).toMatch(/\?target=extend&prompt=login$/);
  });

  it('builds the logout URL with the console URL as target', () => {
    expect(buildLogoutUrl(testContext, 'https://host/idmdash/')).toBe(`${TEST_ORIGIN}/osp/a/idm/auth/app/logout?target=https%3A%2F%2Fhost%2Fidmdash%2F`);
  });
});

describe('default browser session hooks', () => {
  function setup({ withContext = true } = {}) {
    const jar = new CookieJar({ MFSSO_Admin_Spiffy_Session: 'bearer,t', MFSSO_Other: 'x', netiq_idm_rbpm_acsrf: 'a', theme: 'dark' });
    const runtime = createApiRuntime({
      origin: TEST_ORIGIN,
      cookies: jar,
      context: withContext ? testContext : undefined,
      translate: (key) => `t:${key}`,
    });
    const browser: BrowserLocation = {
      consolePath: () => '/idmdash/#/roles',
      consoleUrl: () => 'https://idm.example/idmdash/',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    const openFrame = vi.fn(() => Promise.resolve());
    return { jar, browser, openFrame, hooks: browserSessionHooks(() => runtime, browser, openFrame) };
  }

  it('sign-out clears the MFSSO_ cookies and goes to the logout page with the console URL as target', () => {
    const { jar, browser, hooks } = setup();
    hooks.onSignOut();
    expect(jar.read()).toBe('netiq_idm_rbpm_acsrf=a; theme=dark');
    expect(browser.assign).toHaveBeenCalledWith(buildLogoutUrl(testContext, 'https://idm.example/idmdash/'));
  });

  it('a new login goes to the authorization server, coming back to the current console path', () => {
    const { browser, hooks } = setup();
    hooks.onLoginRequired();
    expect(browser.assign).toHaveBeenCalledWith(buildAuthorizeUrl(testContext, '/idmdash/#/roles'));
  });

  it('without a loaded context, reloads instead of going anywhere', () => {
    const { browser, hooks } = setup({ withContext: false });
    hooks.onLoginRequired();
    hooks.onSignOut();
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.reload).toHaveBeenCalledTimes(2);
  });

  it('shows the password-change page of the context (SSPRRedirectUrl) in the frame', async () => {
    const { openFrame, hooks } = setup();
    await hooks.showPasswordChange();
    expect(openFrame).toHaveBeenCalledWith(testContext.SSPRRedirectUrl, { title: 't:api.passwordChange.title', close: 't:api.passwordChange.close' });
  });
});
