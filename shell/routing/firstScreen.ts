import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { planGuard, type NavigationRightsAnswer } from './guard.ts';
import { DEFAULT_ROUTE, findRoute, ROUTES } from './routeTable.ts';
import { preloadRoute } from './routeScreens.ts';

// The first screen starts beside the shell's own start-up calls, not after them: one
// navigation-rights question asks, at once, the keys of the route default (areaDefault) and of
// every route's guard, and its answer serves the default route and the first guard check (then it
// is dropped: every later navigation asks the server again). The chunks of the route the address
// names load meanwhile.

interface StartupRights { keys: ReadonlySet<string>; answer: Promise<NavigationRightsAnswer> }
let startup: StartupRights | undefined;

/** The keys asked at start: default, the address's route's guard keys, and every route's own keys. */
export function startupRightsKeys(path: string): string[] {
  const keys = ['default', ...planGuard(path, findRoute(path)).requestKeys];
  for (const route of ROUTES) {
    if (route.guarded === false || route.redirectTo) continue;
    keys.push(...planGuard(route.path, route).requestKeys.filter((key) => !key.startsWith(':')));
  }
  return keys.filter((key, i, all) => key !== '' && all.indexOf(key) === i);
}

/** The hash path the page opened at ("/" when none). */
function openedPath(): string {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

/** Starts the first screen: the start-up navigation rights and its chunks. Called once the context is in. */
export function startFirstScreen(call: CallFn, path: string = openedPath()): void {
  const keys = startupRightsKeys(path);
  const answer = call(SHELL_CALLS.navigationRights, undefined, { navPageRights: keys.map((key) => ({ key })) }).then(
    (data) => (data ?? {}) as NavigationRightsAnswer,
  );
  startup = { keys: new Set(keys), answer };
  answer.catch(() => undefined);
  // The route the address names loads its chunks now; the route default's target (areaDefault)
  // loads them when the default route has read the answer (its guard check preloads them).
  const route = findRoute(path === '/' ? DEFAULT_ROUTE : path);
  if (route && route.pageKey !== 'default') preloadRoute(route);
}

/**
 * The navigation rights for a request body: the start-up answer when it asked every key of the
 * body, else the server. `last` drops the start-up answer after this use (the first guarded page).
 */
export function navigationRights(call: CallFn, body: { navPageRights: { key: string }[] }, { last = false } = {}): Promise<NavigationRightsAnswer> {
  const shared = startup;
  if (last) startup = undefined;
  const ask = () => call(SHELL_CALLS.navigationRights, undefined, body).then((data) => (data ?? {}) as NavigationRightsAnswer);
  // A failed start-up answer is asked again, as this page's own question.
  if (shared && body.navPageRights.every(({ key }) => shared.keys.has(key))) return shared.answer.catch(ask);
  return ask();
}

/** Forgets the start-up answer (tests; a new start). */
export function forgetStartupRights(): void {
  startup = undefined;
}
