// Hears the page's Content-Security-Policy violations two ways: a `securitypolicyviolation` listener
// that the context's init script installs in every page (init scripts are not subject to the
// policy), and Chromium's console messages about the policy. Each is named by the route it happened on.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { currentRoute } from './harness.ts';

const LISTENER = `(() => {
  const heard = (window.__cspViolations = []);
  document.addEventListener('securitypolicyviolation', (event) => {
    heard.push(event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline') + (event.sample ? ' (' + event.sample + ')' : '') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  }, true);
})();`;

export interface CspWatch {
  /** The violations heard since the last call (the page's listener and the console's), emptied. */
  violations(): Promise<string[]>;
  /** How many violations the page's listener holds now (not emptied). */
  heardInPage(): Promise<number>;
}

/** Installs the listener in the context's pages (before the page is opened) and listens to the page's console. */
export async function installCspListener(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: LISTENER });
}

/** Watches a page of a context that has the listener (installCspListener). */
export function watchCsp(page: Page): CspWatch {
  const fromConsole: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(`#${currentRoute(page)}: console: ${message.text()}`);
  });
  const inPage = () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  return {
    async violations() {
      const heard = await page.evaluate(() => ((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).splice(0));
      const all = [...heard.map((text) => `#${currentRoute(page)}: ${text}`), ...fromConsole];
      fromConsole.length = 0;
      return all;
    },
    heardInPage: async () => (await inPage()).length,
  };
}
