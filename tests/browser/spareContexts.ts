// Signed-in pages kept for the next test: a test's context, when it is closed, is cleaned and kept
// instead of being thrown away, and the next signIn() (harness.ts) loads the console in its page.
//
// Why: a new page costs Chromium a window and a renderer. Measured on this 2-core machine, the
// console signed in and settled 8 times in a row: 2.5 s of Chromium CPU each in a new context,
// 2.2 s in a new page of the same context, 1.0 s by reloading a page that exists. The browser files
// sign in about 150 times a run, on cores that have no idle time.
//
// What a test could leave behind is either cleared or makes the context unfit to keep:
// - cleared on close: cookies, local and session storage, IndexedDB, permissions, the page's
//   listeners, the page itself (at about:blank); the viewport is set at the next sign-in;
// - unfit (the context is really closed): anything Playwright cannot undo, i.e. init scripts,
//   exposed functions, routes, the clock, offline mode, extra headers; a second page; a failed clean.
// The HTTP cache stays, as it would for a user who comes back: the console's assets are immutable.
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';

/** Methods whose effect outlives the test that calls them: a context they were called on is not kept. */
const LASTING = {
  context: ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket', 'setOffline', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials'],
  page: ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket', 'setExtraHTTPHeaders', 'emulateMedia'],
} as const;

/** The origins the kept pages may have stored something for (each sandbox a sign-in went to). */
export const servedOrigins = new Set<string>();

interface Kept {
  context: BrowserContext;
  page: Page;
}

const spare: Kept[] = [];
const unfit = new WeakSet<BrowserContext>();
const isSpare = new WeakSet<BrowserContext>();

/** A kept context and its page, if there is one. */
export function takeSpare(): Kept | undefined {
  const kept = spare.pop();
  if (kept) isSpare.delete(kept.context);
  return kept;
}

/** Marks the context unfit to keep when one of the methods is called on the object. */
function watch(target: object, names: readonly string[], context: BrowserContext) {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      unfit.add(context);
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

type Listener = (...args: never[]) => unknown;
/** The listeners tests added, by emitter (Playwright's own listeners on the same objects must stay: removeAllListeners() broke its routing). */
const added = new WeakMap<object, [string, Listener][]>();

/** Records the listeners added to the emitter, so that forgetListeners() can take them off. */
function recordListeners(emitter: Page | BrowserContext) {
  const methods = emitter as unknown as Record<string, (event: string, listener: Listener) => unknown>;
  const list: [string, Listener][] = [];
  added.set(emitter, list);
  for (const name of ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (event: string, listener: Listener) => {
      list.push([event, listener]);
      return original.call(emitter, event, listener);
    };
  }
}

function forgetListeners(emitter: Page | BrowserContext) {
  const list = added.get(emitter) ?? [];
  const off = (emitter as unknown as { off(event: string, listener: Listener): unknown }).off.bind(emitter);
  for (const [event, listener] of list.splice(0)) off(event, listener);
}

/** A new context with one page, whose close() keeps it for the next sign-in when it is fit. */
export async function reusable(browser: Browser, viewport: { width: number; height: number }): Promise<Kept> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  watch(context, LASTING.context, context);
  recordListeners(context);
  recordListeners(page);
  watch(page, LASTING.page, context);
  const clock = context.clock as unknown as object;
  watch(clock, Object.getOwnPropertyNames(Object.getPrototypeOf(clock)).filter((name) => name !== 'constructor'), context);
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (isSpare.has(context)) return;
    if (unfit.has(context) || page.isClosed() || context.pages().length !== 1 || !(await clean(context, page))) return close(options);
    isSpare.add(context);
    spare.push({ context, page });
  };
  return { context, page };
}

/** Clears what the page's last test stored and leaves it at about:blank; false when that failed. */
async function clean(context: BrowserContext, page: Page): Promise<boolean> {
  try {
    forgetListeners(page);
    forgetListeners(context);
    // A screen with unsaved changes asks before it is left.
    const accept = (dialog: Dialog) => void dialog.accept().catch(() => {});
    page.on('dialog', accept);
    if (/^https?:/.test(page.url())) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto('about:blank', { timeout: 10_000 });
    page.off('dialog', accept);
    await context.clearCookies();
    await context.clearPermissions();
    const session = await context.newCDPSession(page);
    for (const origin of servedOrigins) {
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
    }
    await session.detach();
    return true;
  } catch {
    return false;
  }
}
