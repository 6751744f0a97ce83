import { SHELL_CALLS } from './shellCalls.ts';
import { flag, settingsSection } from './normalize.ts';
import { SHIPPED_LOCALES } from '../i18n/i18n.ts';
import { chosenLocale } from '../i18n/localeChoice.ts';
import { DEFAULT_CONTEXT_NAME, isSessionEnded, type CallFunction, type ContextConfig, type PrefetchFunction } from '../../api/index.ts';
import type {
  Branding, BuildInfo, CustomSettings, DisplaySettings, HelpdeskSettings, LoggedInUser, MenuItem, ShellData,
  SupportedLocale, UserRights,
} from './types.ts';

// The shell's start in one wave when signed in (two otherwise: the context servlet first), the
// calls side by side:
// supported locales and the saved locale (then the translation file), display settings,
// navigation menu, user rights, logged-in user, client settings (branding, helpdesk,
// customization), proxy info, build info, custom brand and CSS.
// A failure of the context is fatal (nothing else can be called); any other failure is stored in
// `errors` and shown, and the start goes on with what it has.

export type CallFn = CallFunction;

export interface BootstrapDeps {
  loadContext(): Promise<ContextConfig>;
  call: CallFn;
  /** Plain GET of a static file of the console (build info, custom brand and CSS). */
  fetchStatic(url: string): Promise<Response>;
  /** Loads the translation file of a locale and switches the UI to it. */
  applyLocale(locale: string): Promise<void>;
  /** Adds the client's custom style sheet to the page. */
  addStyleSheet(href: string): void;
  /** A locale the user chose in this browser earlier (kept in case saving it on the server failed). */
  storedLocale?: string;
  /** The browser's languages, most wanted first (navigator.languages). */
  browserLanguages?: readonly string[];
  /** Base URL of the console's static files ("/idmdash/"). */
  base: string;
  /** Asks a read ahead of time for whoever makes it later (the bell, the uploaded texts); its answer is kept for them. */
  prefetch?: PrefetchFunction;
  /** Called as the start-up calls go out: the shell starts its first screen then. */
  onStart?(): void;
  /** Whether a session token is there (the start-up calls then go out beside the context's). */
  signedIn?(): boolean;
}

export const DEFAULT_CLIENT_ID = '1';
export const DEFAULT_LOCALE = 'en';

export class ContextLoadError extends Error {}

/** The context servlet's failure text, or 'Server error' (the caller translates that key). */
export function contextErrorText(error: unknown): string | undefined {
  const data = (error as { response?: { data?: unknown } })?.response?.data;
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  const fault = (data as { Fault?: { Reason?: { Text?: string } } } | undefined)?.Fault?.Reason?.Text;
  return fault || undefined;
}

function errorText(error: unknown): string {
  const data = (error as { response?: { data?: unknown } })?.response?.data;
  const fault = (data as { Fault?: { Reason?: { Text?: string } } } | undefined)?.Fault?.Reason?.Text;
  if (fault) return fault;
  return error instanceof Error ? error.message : String(error);
}

/** The locale the user saved, from the answer of the locale settings (localeSet.userPreferredLocales). */
function savedLocaleOf(answer: unknown): string | undefined {
  const preferred = (answer as { localeSet?: { userPreferredLocales?: unknown } } | undefined)?.localeSet?.userPreferredLocales;
  const first: unknown = Array.isArray(preferred) ? preferred[0] : preferred;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim().replace(/^"|"$/g, '') || undefined;
  return undefined;
}

/** Menu items sorted by menuOrder, sub-menus too. */
export function sortMenu(items: MenuItem[]): MenuItem[] {
  return [...items]
    .sort((a, b) => Number(a.menuOrder ?? 0) - Number(b.menuOrder ?? 0))
    .map((item) => (item.subMenuList?.length ? { ...item, subMenuList: sortMenu(item.subMenuList) } : item));
}

function brandingOf(entries: Record<string, unknown>): Branding {
  // "default" (or nothing) means the console's own logo.
  const image = typeof entries.image === 'string' && entries.image !== 'default' ? entries.image : undefined;
  return { ...entries, image, enableFooter: entries.enableFooter === undefined ? true : flag(entries.enableFooter) } as Branding;
}

function helpdeskOf(entries: Record<string, unknown>): HelpdeskSettings {
  return { ...entries, showInMenu: flag(entries.showInMenu), showInfooter: flag(entries.showInfooter) } as HelpdeskSettings;
}

function isContentType(response: Response, kind: string): boolean {
  return (response.headers.get('content-type') ?? '').includes(kind);
}

export async function runBootstrap(deps: BootstrapDeps): Promise<ShellData> {
  const contextAsked = deps.loadContext().catch((error: unknown) => {
    throw new ContextLoadError(contextErrorText(error) ?? '');
  });
  // Signed in, the other calls need nothing of the context's answer when it names the default
  // context (as it does but on a server set up otherwise): they go out beside it, in one wave.
  // Otherwise (no session yet, or another context, or a session that ended before the context
  // was in, so that the way to sign in was not known) they go out once it is in.
  const early = deps.signedIn?.() ? startUpCalls(deps) : undefined;
  early?.catch(() => undefined);
  const context = await contextAsked;
  const earlyData = early && (await early);
  const data = earlyData && context.context === DEFAULT_CONTEXT_NAME && !earlyData.sessionEnded ? earlyData : await startUpCalls(deps);
  const { sessionEnded: _ended, ...shellData } = data;
  return { context, ...shellData };
}

/** Everything of the start but the context, side by side. */
async function startUpCalls(deps: BootstrapDeps): Promise<Omit<ShellData, 'context'> & { sessionEnded: boolean }> {
  const errors: ShellData['errors'] = [];
  let sessionEnded = false;
  const attempt = async <T>(step: string, load: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await load();
    } catch (error) {
      sessionEnded ||= isSessionEnded(error);
      errors.push({ step, message: errorText(error) });
      return undefined;
    }
  };

  // The user and the client's settings are asked for the
  // default client while the user rights say which client is the user's; another client (rare) is
  // asked again once the rights are in. Calls made later by others (the bell, the uploaded texts)
  // are fetched ahead here and their answers kept for them.
  const guessedClientId = DEFAULT_CLIENT_ID;
  deps.prefetch?.(SHELL_CALLS.localeList);
  deps.prefetch?.(SHELL_CALLS.notifications, { client: guessedClientId });
  deps.onStart?.();

  const supportedAsked = attempt('locales', async () => {
    const answer = (await deps.call(SHELL_CALLS.supportedLocales)) as { supportedLocales?: SupportedLocale[] } | undefined;
    return answer?.supportedLocales ?? [];
  });
  // The user's saved choice, asked quietly: a server that does not say leaves the other sources.
  const savedAsked = deps.call(SHELL_CALLS.localeSettings).then(savedLocaleOf, () => undefined);
  const localeChosen = (async () => {
    const [supported, saved] = await Promise.all([supportedAsked, savedAsked]);
    return chosenLocale({
      saved,
      stored: deps.storedLocale,
      browser: deps.browserLanguages ?? [],
      available: [...SHIPPED_LOCALES, ...(supported ?? []).map((entry) => entry.locale)],
    })
      ?? (await attempt('locales', async () => asString(await deps.call(SHELL_CALLS.userLocale))))
      ?? (await attempt('locales', async () => asString(await deps.call(SHELL_CALLS.defaultLocale))))
      ?? DEFAULT_LOCALE;
  })();
  const translated = localeChosen.then((locale) => attempt('translations', () => deps.applyLocale(locale)));

  // The general display settings size every list; a server without them answers with an error,
  // and the console then keeps its defaults, quietly.
  const displayAsked = deps.call(SHELL_CALLS.displaySettings).then(
    (answer) => answer as DisplaySettings,
    () => undefined,
  );
  const menuAsked = attempt('menu', async () => {
    const answer = (await deps.call(SHELL_CALLS.navigationMenu, undefined, {})) as { menuItems?: MenuItem[] } | MenuItem[];
    return sortMenu(Array.isArray(answer) ? answer : (answer?.menuItems ?? []));
  });
  const rightsAsked = attempt('rights', async () => (await deps.call(SHELL_CALLS.userRights)) as UserRights);
  const clientIdKnown = rightsAsked.then((rights) => (rights?.clientId ? String(rights.clientId) : DEFAULT_CLIENT_ID));

  /** A client's part of the start, asked for the guessed client at once and for the user's own if it is another. */
  const perClient = <T>(load: (clientId: string) => Promise<T>): Promise<T> => {
    const guessed = load(guessedClientId);
    return clientIdKnown.then((clientId) => (clientId === guessedClientId ? guessed : load(clientId)));
  };
  // Quiet per client; the errors of the client that counts are stored once it is known.
  type Outcome<T> = { value: T } | { error: unknown };
  const quietly = <T>(load: () => Promise<T>): Promise<Outcome<T>> => load().then((value) => ({ value }), (error: unknown) => ({ error }));
  const settle = async <T>(step: string, outcome: Promise<Outcome<T>>): Promise<T | undefined> => {
    const result = await outcome;
    if ('error' in result) {
      sessionEnded ||= isSessionEnded(result.error);
      errors.push({ step, message: errorText(result.error) });
      return undefined;
    }
    return result.value;
  };
  const userAsked = settle('user', perClient((clientId) => quietly(async () => (await deps.call(SHELL_CALLS.loggedInUser, { clientId })) as LoggedInUser)));
  // Client settings: one client's configuration, whose sections are lists of {key, value} entries.
  const settingsAsked = settle('settings', perClient((id) => quietly(() => deps.call(SHELL_CALLS.clientSettings, { id }))));

  const buildInfoAsked = attempt('buildInfo', async () => {
    const response = await deps.fetchStatic(`${deps.base}build-info.json`);
    if (!response.ok) throw new Error(`build-info.json: HTTP ${response.status}`);
    return (await response.json()) as BuildInfo;
  });

  // Custom brand and CSS per client id; a missing file (404, or the sandbox's 204) is normal, not an error.
  const customFiles = perClient((clientId) => {
    const customBase = `${deps.base}custom/${encodeURIComponent(clientId)}/`;
    const brand = quietly(async () => {
      const response = await deps.fetchStatic(`${customBase}brand.json`);
      // A server that answers unknown paths with index.html is answering "no such file" too.
      return response.ok && isContentType(response, 'json') ? ((await response.json()) as Branding) : undefined;
    });
    const css = quietly(async () => {
      const response = await deps.fetchStatic(`${customBase}custom.css`);
      return response.ok && isContentType(response, 'css') ? `${customBase}custom.css` : undefined;
    });
    return Promise.all([brand, css]);
  });
  const customBrandAsked = settle<Branding | undefined>('customBrand', customFiles.then(([brand]) => brand));
  const customCssAsked = settle<string | undefined>('customCss', customFiles.then(([, css]) => css)).then((href) => href && deps.addStyleSheet(href));

  // Proxy info: whether the user may proxy for anyone. The user rights say so; a server that
  // leaves proxyFor out is asked for the first user the signed-in user may proxy for.
  const proxyAsked = Promise.all([rightsAsked, clientIdKnown]).then(async ([userRights, clientId]) => typeof userRights?.proxyFor === 'boolean'
    ? userRights.proxyFor
    : ((await attempt('proxy', async () => {
      const answer = (await deps.call(SHELL_CALLS.proxyFor, { client: clientId, nextIndex: 1, size: 1 })) as { proxyForUsers?: unknown[] };
      return (answer?.proxyForUsers?.length ?? 0) > 0;
    })) ?? false));

  const [locale, supported, displaySettings, menu, userRights, clientId, user, clientSettings, buildInfo, customBrand, proxyFor] = await Promise.all([
    localeChosen, supportedAsked, displayAsked, menuAsked, rightsAsked, clientIdKnown, userAsked, settingsAsked, buildInfoAsked, customBrandAsked, proxyAsked,
    translated, customCssAsked,
  ]);
  const branding = clientSettings === undefined ? undefined : brandingOf(settingsSection(clientSettings, 'branding'));
  const helpdesk = clientSettings === undefined ? undefined : helpdeskOf(settingsSection(clientSettings, 'helpdesk'));
  const custom = clientSettings === undefined ? undefined : (settingsSection(clientSettings, 'customization') as CustomSettings);

  return {
    sessionEnded,
    locale,
    supportedLocales: supported ?? [],
    displaySettings,
    menu,
    userRights,
    user,
    branding: branding || customBrand ? { ...branding, ...customBrand } : undefined,
    helpdesk,
    custom,
    proxyFor,
    buildInfo,
    clientId,
    errors,
  };
}
