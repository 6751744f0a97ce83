import { describe, expect, it } from 'vitest';
import { ContextLoadError, runBootstrap, type BootstrapDeps, type CallFn } from './loaders.ts';
import { SHELL_CALLS } from './shellCalls.ts';

function fakeDeps(answers: Record<string, unknown>, files: Record<string, { body: string; type: string }> = {}) {
  const log: string[] = [];
  const sheets: string[] = [];
  const deps: BootstrapDeps = {
    base: '/idmdash/',
    loadContext: async () => {
      log.push('context');
      return {
        context: 'IDMProv', sessionTimeOut: 1800, RRAClientID: 'rbpmrest', Authorize: 'http://h/osp/a/idm/auth/oauth2/auth',
        Logout: 'http://h/osp/a/idm/auth/app/logout', RRARedirectUrl: 'http://h/IDMProv/oauth',
      };
    },
    call: (async (name: string) => {
      log.push(name);
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return answer;
    }) as CallFn,
    fetchStatic: async (url) => {
      log.push(url);
      const file = files[url];
      return file ? new Response(file.body, { headers: { 'content-type': file.type } }) : new Response('', { status: 404 });
    },
    applyLocale: async (locale) => void log.push(`translations:${locale}`),
    addStyleSheet: (href) => void sheets.push(href),
  };
  return { deps, log, sheets };
}

const answers = {
  [SHELL_CALLS.supportedLocales]: { supportedLocales: [{ locale: 'en' }, { locale: 'ar' }] },
  [SHELL_CALLS.userLocale]: 'de',
  [SHELL_CALLS.displaySettings]: { defaultRowsPerPage: 25 },
  [SHELL_CALLS.navigationMenu]: { menuItems: [{ mapName: 'b', menuOrder: 2 }, { mapName: 'a', menuOrder: 1 }] },
  [SHELL_CALLS.userRights]: { clientId: '7', proxyFor: true },
  [SHELL_CALLS.loggedInUser]: { fullName: 'Ada Admin' },
  [SHELL_CALLS.clientSettings]: {
    id: '7',
    config: {
      branding: [{ key: 'title', sectionKey: 'branding', value: { en: 'Console' } }, { key: 'enableFooter', value: 'false' }, { key: 'image', value: 'default' }],
      helpdesk: [{ key: 'showInMenu', value: 'true' }, { key: 'helpdeskName', value: 'Desk' }],
      customization: [{ key: 'messageTime', value: 8 }],
    },
  },
};

describe('runBootstrap', () => {
  it('asks every start-up call at once when the context is in, before any of them answers', async () => {
    const asked: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { deps } = fakeDeps(answers);
    const prefetched: string[] = [];
    const slow: BootstrapDeps = {
      ...deps,
      call: (async (name: string, params?: Record<string, unknown>) => {
        asked.push(name);
        await released;
        return deps.call(name as never, params as never);
      }) as CallFn,
      prefetch: (name) => void prefetched.push(name),
    };
    const started = runBootstrap(slow);
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(7);
    expect(asked).toEqual([
      SHELL_CALLS.supportedLocales, SHELL_CALLS.localeSettings, SHELL_CALLS.displaySettings, SHELL_CALLS.navigationMenu,
      SHELL_CALLS.userRights, SHELL_CALLS.loggedInUser, SHELL_CALLS.clientSettings,
    ]);
    // What the bell and the uploaded texts will ask is asked in the same wave.
    expect(prefetched).toEqual([SHELL_CALLS.localeList, SHELL_CALLS.notifications]);
    release();
    expect((await started).user).toEqual({ fullName: 'Ada Admin' });
  });


  it('signed in, asks the start-up calls beside the context, and again after it when it names another context', async () => {
    const { deps, log } = fakeDeps(answers);
    let answerContext!: (context: Awaited<ReturnType<BootstrapDeps['loadContext']>>) => void;
    const contextAnswer = new Promise<Awaited<ReturnType<BootstrapDeps['loadContext']>>>((resolve) => (answerContext = resolve));
    const started = runBootstrap({ ...deps, signedIn: () => true, loadContext: () => contextAnswer });
    await expect.poll(() => log.includes(SHELL_CALLS.clientSettings)).toBe(true);
    expect(log).toContain(SHELL_CALLS.navigationMenu); // the context has not answered yet
    const context = await deps.loadContext();
    answerContext({ ...context, context: 'OtherProv' });
    const data = await started;
    expect(data.context.context).toBe('OtherProv');
    expect(log.filter((entry) => entry === SHELL_CALLS.navigationMenu)).toHaveLength(2);

    // Not signed in: nothing is asked before the context is in.
    const second = fakeDeps(answers);
    const waiting = runBootstrap({ ...second.deps, signedIn: () => false, loadContext: () => new Promise(() => undefined) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.log).toEqual([]);
    void waiting;
  });

  it("loads in two waves and keys client settings by the user's client id", async () => {
    const { deps, log, sheets } = fakeDeps(answers, {
      '/idmdash/build-info.json': { body: '{"version":"1.0.0"}', type: 'application/json' },
      '/idmdash/custom/7/custom.css': { body: 'body{}', type: 'text/css' },
    });
    const data = await runBootstrap(deps);
    expect(log[0]).toBe('context');
    expect(log.slice(1, 9)).toEqual([
      SHELL_CALLS.supportedLocales, SHELL_CALLS.localeSettings, SHELL_CALLS.displaySettings, SHELL_CALLS.navigationMenu,
      SHELL_CALLS.userRights, SHELL_CALLS.loggedInUser, SHELL_CALLS.clientSettings, '/idmdash/build-info.json',
    ]);
    // The default client's user and settings were asked side by side with the rights; the rights
    // named client 7, so its user, settings and custom files are asked too, and used.
    expect(log.filter((entry) => entry === SHELL_CALLS.clientSettings)).toHaveLength(2);
    expect(log).toContain('/idmdash/custom/7/brand.json');
    expect(log.indexOf(SHELL_CALLS.userLocale)).toBeLessThan(log.indexOf('translations:de'));
    expect(data.menu?.map((item) => item.mapName)).toEqual(['a', 'b']);
    expect(data.branding).toEqual({ title: { en: 'Console' }, enableFooter: false, image: undefined });
    expect(data.helpdesk).toMatchObject({ showInMenu: true, showInfooter: false, helpdeskName: 'Desk' });
    expect(data.custom).toEqual({ messageTime: 8 });
    expect(data.proxyFor).toBe(true);
    expect(log).not.toContain(SHELL_CALLS.proxyFor); // the user rights answered it
    expect(data.buildInfo).toEqual({ version: '1.0.0' });
    expect(sheets).toEqual(['/idmdash/custom/7/custom.css']);
    expect(data.errors).toEqual([]); // a missing custom brand is not an error
  });

  it('stores a menu failure with its fault text and goes on', async () => {
    const failure = Object.assign(new Error('Request failed'), { response: { data: { Fault: { Reason: { Text: 'menu down' } } } } });
    const { deps } = fakeDeps({ ...answers, [SHELL_CALLS.navigationMenu]: failure });
    const data = await runBootstrap(deps);
    expect(data.menu).toBeUndefined();
    expect(data.errors).toContainEqual({ step: 'menu', message: 'menu down' });
    expect(data.user?.fullName).toBe('Ada Admin');
  });

  it("fails with the context servlet's text, or none so that the caller shows 'Server error'", async () => {
    const { deps } = fakeDeps(answers);
    deps.loadContext = async () => Promise.reject(Object.assign(new Error('x'), { response: { data: 'Maintenance' } }));
    await expect(runBootstrap(deps)).rejects.toEqual(new ContextLoadError('Maintenance'));
    deps.loadContext = async () => Promise.reject(new Error('Network Error'));
    await expect(runBootstrap(deps)).rejects.toEqual(new ContextLoadError(''));
  });

  it('asks the proxy-for list when the user rights do not say whether the user may proxy', async () => {
    const { deps, log } = fakeDeps({ ...answers, [SHELL_CALLS.userRights]: { clientId: '7' }, [SHELL_CALLS.proxyFor]: { proxyForUsers: [{ dn: 'cn=m' }] } });
    const data = await runBootstrap(deps);
    expect(log).toContain(SHELL_CALLS.proxyFor);
    expect(data.proxyFor).toBe(true);
  });

  it("prefers the locale the user chose in this browser over the browser's and the server's", async () => {
    const { deps, log } = fakeDeps(answers);
    deps.storedLocale = 'ar';
    deps.browserLanguages = ['de-DE'];
    const data = await runBootstrap(deps);
    expect(data.locale).toBe('ar');
    expect(log).not.toContain(SHELL_CALLS.userLocale);
  });

  it('prefers the choice saved on the server, made in any browser, to the one of this browser', async () => {
    const { deps, log } = fakeDeps({ ...answers, [SHELL_CALLS.localeSettings]: { localeSet: { localeKey: 'en', userPreferredLocales: ['he'] } } });
    deps.storedLocale = 'ar';
    const data = await runBootstrap(deps);
    expect(data.locale).toBe('he');
    expect(log).toContain('translations:he');
  });

  it("follows the browser's first language the console has when the user chose none", async () => {
    const { deps, log } = fakeDeps({ ...answers, [SHELL_CALLS.localeSettings]: { localeSet: { localeKey: 'en', userPreferredLocales: [] } } });
    deps.browserLanguages = ['ru-RU', 'de-CH'];
    const data = await runBootstrap(deps);
    expect(data.locale).toBe('de');
    expect(log).not.toContain(SHELL_CALLS.userLocale);
  });
});
