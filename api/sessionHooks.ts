// The browser's default session behaviours. They use only the context servlet's URLs (never a URL
// from the query string), so the browser is sent only to the configured servers.
import { buildAuthorizeUrl, buildLogoutUrl } from './context.ts';
import { clearSessionCookies } from './cookies.ts';
import { openPasswordChangeFrame } from './passwordChangeFrame.ts';
import type { ApiRuntime, SessionHooks } from './runtime.ts';

/** The console path to come back to after login, e.g. "/idmdash/#/tasks". */
function currentConsolePath(): string {
  return `${window.location.pathname}${window.location.hash}`;
}

/** The console URL the logout page returns to, e.g. "https://host/idmdash/". */
function consoleUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

export function browserSessionHooks(getRuntime: () => ApiRuntime): SessionHooks {
  return {
    onSignOut() {
      const runtime = getRuntime();
      clearSessionCookies(runtime.options.cookies, runtime.contextName());
      const context = runtime.options.context;
      if (context) window.location.assign(buildLogoutUrl(context, consoleUrl()));
      else window.location.reload();
    },
    onLoginRequired() {
      const context = getRuntime().options.context;
      // Without the context there is no known authorization server; reloading starts the shell, which loads it.
      if (context) window.location.assign(buildAuthorizeUrl(context, currentConsolePath()));
      else window.location.reload();
    },
    showPasswordChange() {
      const url = getRuntime().options.context?.SSPRRedirectUrl;
      return url ? openPasswordChangeFrame(url) : Promise.reject(new Error('No password-change page is configured'));
    },
  };
}
