// The route guard of console-shell.md section 2, as pure functions: which page keys a navigation
// asks the server about, and whether the answer allows the page. The React side (RouteGuard.tsx)
// only calls the server and shows the unauthorized modal.

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

/** Pages whose sub-pages create, detail and mapresources need their own right of "true". */
const CATALOG_PAGES_WITH_PROTECTED_SUBPAGES = ['role', 'resource', 'sod'];
const PROTECTED_CATALOG_SUBPAGES = ['create', 'detail', 'mapresources'];
const DELEGATION_PROTECTED_SUBPAGES = ['create-delegation', 'edit'];
export const CREATE_DELEGATION_KEY = 'createDelegation';
/** The org chart's page key, as the route table names it (route /orgchart). */
export const ORG_CHART_KEY = 'orgchart';

export interface GuardPlan {
  /** Page key of the parent route (first path segment). */
  parentKey: string;
  /** Page key of the current page: the sub-page key, or the parent key on a top-level page. */
  currentKey: string;
  /** A right that must be exactly "true" (sub-pages, org chart), if any. */
  requiredTrueKey?: string;
  /** The keys sent to the navigation-rights call, without duplicates. */
  requestKeys: string[];
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
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

/**
 * The sub-page key of role/resource/sod sub-pages: "createRole", "createResource", "createSod"
 * for create and detail (a detail page edits the item, so it needs the same right as creating),
 * and "mapresources" for the resource-mapping page.
 */
export function catalogSubPageKey(parent: string, subPage: string): string {
  return subPage === 'mapresources' ? 'mapresources' : `create${capitalize(parent)}`;
}

/** What the route table says about the page being opened (screens/routes.json). */
export interface GuardedPage {
  pageKey?: string;
  parentPageKey?: string;
}

/**
 * Which keys to ask for, and which right must be "true", for a hash path. The parent key is the
 * route's parentPageKey or the first path segment; the current key is the route's page key (the
 * route table already names sub-pages by their keys: createRole, createDelegation, mapresources),
 * or on entities pages the last path segment. Without a route, keys come from the segments alone.
 */
export function planGuard(path: string, page: GuardedPage = {}): GuardPlan {
  const segments = pathSegments(path);
  const first = segments[0] ?? '';
  const parentKey = page.parentPageKey ?? first;
  const subPage = segments[1];
  let currentKey = page.pageKey ?? subPage ?? first;
  let requiredTrueKey: string | undefined;

  if (parentKey === 'entities') {
    // Entities pages use the last path segment as the page key.
    currentKey = segments[segments.length - 1] ?? first;
  } else if (CATALOG_PAGES_WITH_PROTECTED_SUBPAGES.includes(parentKey) && subPage && PROTECTED_CATALOG_SUBPAGES.includes(subPage)) {
    currentKey = catalogSubPageKey(parentKey, subPage);
    requiredTrueKey = currentKey;
  } else if (parentKey === 'delegation' && subPage && DELEGATION_PROTECTED_SUBPAGES.includes(subPage)) {
    currentKey = CREATE_DELEGATION_KEY;
    requiredTrueKey = currentKey;
  } else if (parentKey === ORG_CHART_KEY) {
    requiredTrueKey = ORG_CHART_KEY;
  } else if (parentKey === 'profile' && subPage?.toLowerCase() === 'orgchart') {
    // The profile page shows the org chart too: its org chart part needs that right to be "true".
    requiredTrueKey = ORG_CHART_KEY;
  }

  const requestKeys = [parentKey, currentKey];
  if (parentKey === 'profile') requestKeys.push(ORG_CHART_KEY);
  return {
    parentKey,
    currentKey,
    ...(requiredTrueKey ? { requiredTrueKey } : {}),
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
 * The guard's verdict. A page is allowed unless its parent's right is the string "false"; a
 * protected sub-page (or the org chart) needs its right to be exactly "true"; the current page's
 * own right of "false" refuses too. An empty sub-path is allowed.
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
