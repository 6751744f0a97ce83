// Every routed screen of the area manifests, visited in one signed-in page: each tab of a route's
// tab set, sample ids for :params taken from the links the lists show (or, for routes no list links
// to, from a route of the same params: SAMPLE_FROM). Shared by the browser tests that must hold on
// every screen (a11y.e2e.ts, csp.e2e.ts).
import type { Page } from 'playwright-core';
import { ROUTES, type RouteDefinition } from '../../shell/routing/routeTable.ts';
import { tabHref } from '../../shell/routing/tabs.ts';
import { passwordGrant, rest } from '../server/harness.ts';
import { goToHash, ownScreen, WAIT_POLLING_MS, type Sandbox } from './harness.ts';

const DAY = 24 * 3600 * 1000;

/** What the seed lacks for a sample of every route: the administrator gets an availability (so that its edit page has one). */
export async function seedSamples(sandbox: Sandbox): Promise<void> {
  const server = { url: sandbox.url, dataDir: '', close: async () => {} };
  const token = (await passwordGrant(server, 'uaadmin')).access_token;
  await rest(server, token, 'POST', '/access/availability', { allRequests: true, effectiveDate: Date.now() + DAY, hasExpiryDuration: true, expiryDuration: '2', expiryDurationUnit: 'D' });
}

/**
 * Counts the page's requests in flight: fetch and XHR (a server-sent event stream never ends), and
 * the scripts a screen loads on demand, between which no data request may be under way.
 */
export function trackRequests(page: Page): { inFlight(): number } {
  let inFlight = 0;
  const counted = (request: { resourceType(): string }) => ['fetch', 'xhr', 'script'].includes(request.resourceType());
  page.on('request', (request) => counted(request) && inFlight++);
  page.on('requestfinished', (request) => counted(request) && inFlight--);
  page.on('requestfailed', (request) => counted(request) && inFlight--);
  return { inFlight: () => inFlight };
}

/** What a settled screen shows: its heading or an alert (a refused route: the unauthorized dialog, when `dialog`). */
const SHOWN = 'main h1, main [role=alert]';

/**
 * Until the page shows what it is (SHOWN), no request has been in flight for a moment, no spinner
 * shows and nothing moves (a menu fading in would fail on contrast): a list's links are there to be read.
 */
export async function quiet(page: Page, requests: { inFlight(): number }, options: { dialog?: boolean } = {}): Promise<void> {
  const shown = options.dialog ? `${SHOWN}, [role=dialog]` : SHOWN;
  const still = async () => {
    await ownScreen(page);
    await page.waitForFunction(
      (selector) =>
        !document.querySelector('[role=progressbar]') &&
        document.querySelector(selector) &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      shown,
      { timeout: 15_000, polling: WAIT_POLLING_MS },
    );
  };
  await still();
  const deadline = Date.now() + 15_000;
  for (let idleSince = Date.now(); Date.now() - idleSince < 150 && Date.now() < deadline; ) {
    if (requests.inFlight() > 0) idleSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await still();
}

/** The hash paths to visit for a route: its own, or one per tab of its tab set. */
function pathsOf(route: RouteDefinition, params: Record<string, string>): string[] {
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
  if (!route.tabs) return [filled];
  return route.tabs.tabs.map((tab) => tabHref(route.tabs!, route.path, params, tab.id));
}

/** A pattern matching the hash links of a route ('#/role/detail/:dn' → its params). */
function linkPattern(routePath: string): RegExp {
  return new RegExp(`^#${routePath.replace(/:(\w+)/g, '(?<$1>[^/?]+)')}$`);
}

// Routes whose sample comes from a link of another route of the same params (no list links to them).
const SAMPLE_FROM: Record<string, string> = {
  '/role/mapresources/:dn': '/role/detail/:dn',
  '/resource/mapresources/:dn': '/resource/detail/:dn',
  '/sod/mapresources/:dn': '/sod/detail/:dn',
  '/detailInfo/:dn': '/users/:dn',
  '/orgchart/:dn': '/users/:dn',
  '/entities/:key/create': '/entities/:key',
  '/entities/:key/entityOrgChart': '/entities/:key',
  '/entities/:key/entityOrgChart/:dn': '/entities/:key/:dn/edit',
  // A team member's history is a user's (the members' rows open it by script, not by a link): a team's DN is an error page.
  '/teams/history/:dn': '/users/:dn',
};

/** A route that only names the tab of a tab set shown by another route (/configuration/:section) is visited with that route's tabs. */
/** A redirect (#/myProfile → #/profile) shows no screen of its own: its target is walked. */
const isRedirect = (route: RouteDefinition) => Boolean(route.redirectTo);
const tabRouteOfAnother = (route: RouteDefinition) => ROUTES.some((other) => other !== route && other.tabs?.route === route.path && !other.path.includes(':'));

/** Sample params by route path, found on the screens visited. */
export type Samples = Map<string, Record<string, string>>;

function harvest(hrefs: string[], samples: Samples) {
  for (const route of ROUTES.filter((r) => r.path.includes(':') && !samples.has(r.path) && !isRedirect(r))) {
    const pattern = linkPattern(route.path);
    for (const href of hrefs) {
      const groups = pattern.exec(href)?.groups;
      if (groups) {
        samples.set(route.path, Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)])));
        break;
      }
    }
  }
}

export interface Walk {
  /** Settles the page after a route change (quiet, with the page's request tracker). */
  settle(): Promise<void>;
  /** Called on each screen once it has settled. */
  onScreen(hashPath: string): Promise<void>;
  /** A route with :params that no visited screen links to. */
  onNoSample(route: RouteDefinition): void;
  /** The routes to walk (default: every route). */
  includes?(route: RouteDefinition): boolean;
}

/**
 * Visits every route's screens (routes without params first: their lists link to the others; a
 * route whose sample comes from a page visited later is tried again at the end). Returns how many
 * screens it visited; the samples found on the way are kept in `samples`.
 */
export async function walkRoutes(page: Page, samples: Samples, walk: Walk): Promise<number> {
  let visited = 0;
  const routes = ROUTES.filter((route) => !tabRouteOfAnother(route) && !isRedirect(route) && (walk.includes?.(route) ?? true));
  const queue = [...routes.filter((route) => !route.path.includes(':')), ...routes.filter((route) => route.path.includes(':'))];
  const visits = [...queue];
  for (let index = 0; index < visits.length; index++) {
    const route = visits[index]!;
    const params = route.path.includes(':') ? samples.get(SAMPLE_FROM[route.path] ?? route.path) : {};
    if (!params) {
      if (index < queue.length) visits.push(route);
      else walk.onNoSample(route);
      continue;
    }
    for (const hashPath of pathsOf(route, params)) {
      await goToHash(page, hashPath);
      await walk.settle();
      visited++;
      await walk.onScreen(hashPath);
      harvest(await page.locator('main a[href^="#/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)), samples);
    }
  }
  return visited;
}
