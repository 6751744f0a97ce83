// The browser's default session behaviours. They use only the context servlet's URLs (never a URL
// from the query string), so the browser is sent only to the configured servers.
import { buildAuthorizeUrl, buildLogoutUrl } from './context.ts';
import { clearSessionCookies } from './cookies.ts';
import type { PasswordChangeFrameLabels } from './passwordChangeFrame.ts';

// The frame opens only when the server asks for a new password: its code is fetched then, not with the shell.
const openPasswordChangeFrame = async (url: string, labels: PasswordChangeFrameLabels): Promise<void> =>
  (await import('./passwordChangeFrame.ts')).openPasswordChangeFrame(url, labels);
import type { ApiRuntime, SessionHooks } from './runtimeTypes.ts';

/** The parts of window.location the hooks use (replaced in tests). */
export interface BrowserLocation {
  /** The console path to come back to after login, e.g. "/idmdash/#/tasks". */
  consolePath(): string;
  /** The console URL the logout page returns to, e.g. "https://host/idmdash/". */
  consoleUrl(): string;
  assign(url: string): void;
  reload(): void;
}

const windowLocation: BrowserLocation = {
  consolePath: () => `${window.location.pathname}${window.location.hash}`,
  consoleUrl: () => `${window.location.origin}${window.location.pathname}`,
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

export function browserSessionHooks(
  getRuntime: () => ApiRuntime,
  browser: BrowserLocation = windowLocation,
  openFrame: (url: string, labels: PasswordChangeFrameLabels) => Promise<void> = openPasswordChangeFrame,
): SessionHooks {
  return {
    onSignOut() {
      const runtime = getRuntime();
      clearSessionCookies(runtime.options.cookies, runtime.contextName());
      const context = runtime.options.context;
      if (context) browser.assign(buildLogoutUrl(context, browser.consoleUrl()));
      else browser.reload();
    },
    onLoginRequired() {
      const context = getRuntime().options.context;
      // Without the context there is no known authorization server; reloading starts the shell, which loads it.
      if (context) browser.assign(buildAuthorizeUrl(context, browser.consolePath()));
      else browser.reload();
    },
    showPasswordChange() {
      const { context, translate } = getRuntime().options;
      const url = context?.SSPRRedirectUrl;
      if (!url) return Promise.reject(new Error('No password-change page is configured'));
      return openFrame(url, { title: translate('api.passwordChange.title'), close: translate('api.passwordChange.close') });
    },
  };
}
