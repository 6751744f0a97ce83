// The route guard, as pure functions: which page keys a navigation asks the server about, and
// whether the answer allows the page. The rules of each page (which keys, which right must be
// "true") are data of its route in the area manifest; nothing here knows an area. The React side
// (RouteGuard.tsx) only calls the server and shows the unauthorized modal.
import type { RouteDefinition } from '../../schemas/types/area.ts';

/** One right of the navigation-rights answer; the server sends values as the strings "true"/"false". */
export interface NavPageRight {
  key: string;
  value?: string | boolean;
}

export interface NavigationRightsAnswer {
  navPageRights?: NavPageRight[];
  areaDefault?: string;
  areaDefaultDisplayName?: string;
}

export type Rights = Readonly<Record<string, string>>;

export interface GuardPlan {
  /** Page key of the parent route (parentPageKey, or the first path segment). */
  parentKey: string;
  /** Page key of the current page: the route's page key, or the parent key on a top-level page. */
  currentKey: string;
  /** A right that must be exactly "true" (the route says requireTrue), if any. */
  requiredTrueKey?: string;
  /** The keys sent to the navigation-rights call, without duplicates. */
  requestKeys: string[];
}

/** Path segments of a hash path, decoded ("/role/detail/cn%3Dx" → ["role", "detail", "cn=x"]). */
export function pathSegments(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** What the area manifest says about the page being opened: its keys and its guard rules. */
export type GuardedPage = Pick<RouteDefinition, 'pageKey' | 'parentPageKey' | 'pageKeyFrom' | 'requireTrue' | 'alsoAsk'>;

/**
 * Which keys to ask for, and which right must be "true", for a hash path, as the route's data
 * says. The parent key is the route's parentPageKey or the first path segment; the current key is
 * the route's page key (sub-pages carry their own: createRole, createDelegation, mapresources), or
 * the last path segment when the route says pageKeyFrom "lastSegment"; requireTrue makes that key's
 * right need to be exactly "true"; alsoAsk adds keys to the request. Without a route, keys come
 * from the segments alone.
 */
export function planGuard(path: string, page: Partial<GuardedPage> = {}): GuardPlan {
  const segments = pathSegments(path);
  const first = segments[0] ?? '';
  const parentKey = page.parentPageKey ?? first;
  const currentKey = page.pageKeyFrom === 'lastSegment' ? (segments.at(-1) ?? first) : (page.pageKey ?? segments[1] ?? first);
  const requestKeys = [parentKey, currentKey, ...(page.alsoAsk ?? [])];
  return {
    parentKey,
    currentKey,
    ...(page.requireTrue ? { requiredTrueKey: currentKey } : {}),
    requestKeys: requestKeys.filter((key, i, all) => key !== '' && all.indexOf(key) === i),
  };
}

/** The request body of the navigation-rights call. */
export function navigationRightsBody(plan: GuardPlan): { navPageRights: { key: string }[] } {
  return { navPageRights: plan.requestKeys.map((key) => ({ key })) };
}

/** Rights by key, values as strings ("true"/"false"), whatever JSON type the server used. */
export function rightsByKey(answer: NavigationRightsAnswer | undefined): Rights {
  const rights: Record<string, string> = {};
  for (const right of answer?.navPageRights ?? []) {
    if (right && typeof right.key === 'string') rights[right.key] = String(right.value);
  }
  return rights;
}

/**
 * The guard's verdict. A page is allowed unless its parent's right is the string "false"; a page
 * whose route says requireTrue needs its right to be exactly "true"; the current page's own right
 * of "false" refuses too. An empty sub-path is allowed.
 */
export function isAllowed(plan: GuardPlan, rights: Rights): boolean {
  if (rights[plan.parentKey] === 'false') return false;
  if (plan.requiredTrueKey !== undefined) return rights[plan.requiredTrueKey] === 'true';
  return rights[plan.currentKey] !== 'false';
}

export type RedirectTarget =
  | { kind: 'route'; path: string }
  | { kind: 'page'; url: string };

/**
 * Where Close of the unauthorized modal goes. A known route is navigated to inside the console;
 * anything else is loaded as a full page only when it is a same-origin path; everything else
 * (another origin, javascript:, protocol-relative) falls back to the default route: never an open
 * redirect.
 */
export function resolveRedirectTarget(
  areaDefault: string | undefined,
  isKnownRoute: (path: string) => boolean,
  origin: string,
): RedirectTarget {
  const fallback: RedirectTarget = { kind: 'route', path: '/' };
  const target = (areaDefault ?? '').trim();
  if (target === '') return fallback;

  // "tasks", "/tasks", "#/tasks" and "/idmdash/#/tasks" all name the console route /tasks.
  const hashPath = target.includes('#') ? target.slice(target.indexOf('#') + 1) : target;
  const beforeHash = target.includes('#') ? target.slice(0, target.indexOf('#')) : '';
  const routePath = hashPath.startsWith('/') ? hashPath : `/${hashPath}`;
  const pointsIntoConsole = beforeHash === '' || /^\/idmdash\/?$/.test(beforeHash) || beforeHash === `${origin}/idmdash/`;
  if (pointsIntoConsole && isKnownRoute(routePath)) return { kind: 'route', path: routePath };

  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return fallback;
  }
  const isPathOrSameOriginUrl = target.startsWith('/') ? !target.startsWith('//') : /^https?:/i.test(target);
  if (isPathOrSameOriginUrl && url.origin === origin && /^https?:$/.test(url.protocol)) {
    return { kind: 'page', url: url.pathname + url.search + url.hash };
  }
  return fallback;
}
