// The pages the command palette offers: every page the user's menu leads to, and every page of the
// area manifests that opens without a parameter and that the navigation rights allow (one call for
// them all, asking the keys the route guard would ask; a tab set's tabs count as pages of their
// own). In proxy mode only the menu's pages: the user acts for someone else.
import { isAllowed, planGuard, rightsByKey, type GuardPlan, type NavigationRightsAnswer } from '../routing/guard.ts';
import { DEFAULT_ROUTE, findRoute, type RouteDefinition } from '../routing/routeTable.ts';

export interface PalettePage {
  path: string;
  /** Translation key of the page's title (a tab's label for a tab page); the menu's label when no route names the page. */
  titleKey?: string;
  /** The page's title when the title is a tab's: the page the tab belongs to. */
  parentTitleKey?: string;
  /** The label of the menu item leading here, in the user's language: the page is found by it too. */
  menuLabel?: string;
}

export interface PageCandidate extends PalettePage {
  /** What the route guard asks for this page; none for an unguarded page. */
  plan?: GuardPlan;
}

/** The path of a tab: the set's route with the tab as its :param, or the route with the tab as a query parameter. */
function tabPath(route: RouteDefinition, tabId: string): string {
  const tabs = route.tabs!;
  const pattern = tabs.route ?? route.path;
  const param = `:${tabs.param}`;
  return pattern.split('/').includes(param) ? pattern.replace(param, encodeURIComponent(tabId)) : `${route.path}?${tabs.param}=${encodeURIComponent(tabId)}`;
}

/** The pages of the manifests that open without a parameter and show something (a screen or tabs). */
export function manifestPages(routes: readonly RouteDefinition[]): PageCandidate[] {
  return routes
    .filter((route) => !route.path.includes(':') && route.path !== DEFAULT_ROUTE && (route.screen || route.tabs))
    .flatMap((route) => {
      const plan = route.guarded === false ? undefined : planGuard(route.path, route);
      const page: PageCandidate = { path: route.path, titleKey: route.titleKey, plan };
      const tabs = (route.tabs?.tabs ?? []).map((tab): PageCandidate => {
        const path = tabPath(route, tab.id);
        const tabRoute = findRoute(path.split('?')[0]!, routes) ?? route;
        return { path, titleKey: tab.labelKey, parentTitleKey: route.titleKey, plan: tabRoute.guarded === false ? undefined : planGuard(path, tabRoute) };
      });
      return [page, ...tabs];
    });
}

/** The keys one navigation-rights call asks for all candidates. */
export function rightsRequest(candidates: ReadonlyArray<{ plan?: GuardPlan }>): { navPageRights: { key: string }[] } {
  const keys = new Set(candidates.flatMap((candidate) => candidate.plan?.requestKeys ?? []));
  return { navPageRights: [...keys].map((key) => ({ key })) };
}

/**
 * The pages to offer: the menu's pages first (titled by their route, else by the menu label), then
 * the candidates the rights allow, each path once.
 */
export function offeredPages(
  menu: ReadonlyArray<{ path: string; label: string }>,
  candidates: readonly PageCandidate[],
  answer: NavigationRightsAnswer | undefined,
  routes?: readonly RouteDefinition[],
): PalettePage[] {
  const rights = rightsByKey(answer);
  const pages = new Map<string, PalettePage>();
  for (const { path, label } of menu) {
    if (pages.has(path)) continue;
    const route = findRoute(path, routes);
    pages.set(path, route ? { path, titleKey: route.titleKey, menuLabel: label } : { path, menuLabel: label });
  }
  for (const candidate of candidates) {
    if (pages.has(candidate.path) || (candidate.plan && !isAllowed(candidate.plan, rights))) continue;
    pages.set(candidate.path, { path: candidate.path, titleKey: candidate.titleKey, parentTitleKey: candidate.parentTitleKey });
  }
  return [...pages.values()];
}
