import type { MenuItem } from '../bootstrap/types.ts';
import { menuLink } from '../menu/menuModel.ts';
import { findRoute, type RouteDefinition } from './routeTable.ts';
import { preloadRoute } from './routeScreens.ts';

// The chunks of the menu's pages, fetched once the start is over and the browser is idle, one page
// per idle period: a later click on the menu finds its screen's code already there. Nothing is
// fetched while the first screen still loads (it waits IDLE_PRELOAD_DELAY_MS first), and nothing
// at all for a user whose browser asks to save data (the Save-Data preference,
// navigator.connection.saveData): those fetches are speculative, and such a user pays for each.

export const IDLE_PRELOAD_DELAY_MS = 3000;

/** The routes the menu leads to, sub-menus included, each once. */
export function menuRoutes(items: readonly MenuItem[]): RouteDefinition[] {
  const routes: RouteDefinition[] = [];
  const visit = (item: MenuItem) => {
    const link = menuLink(item);
    const route = link.kind === 'route' ? findRoute(link.path.split('?')[0]!) : undefined;
    if (route && !routes.includes(route)) routes.push(route);
    item.subMenuList?.forEach(visit);
  };
  items.forEach(visit);
  return routes;
}

type Idle = (work: () => void) => () => void;

/** requestIdleCallback where the browser has it, else a timeout. */
const whenIdle: Idle = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
};

/** True when the browser says its user wants to save data (Chromium's navigator.connection.saveData). */
export function browserAsksToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Preloads the menu's pages when idle, after the delay; returns a function that stops what is left. */
export function preloadMenuWhenIdle(
  items: readonly MenuItem[],
  { delayMs = IDLE_PRELOAD_DELAY_MS, idle = whenIdle, preload = preloadRoute, saveData = browserAsksToSaveData() } = {},
): () => void {
  if (saveData) return () => undefined;
  const queue = menuRoutes(items);
  let cancel = () => undefined as void;
  const next = () => {
    const route = queue.shift();
    if (!route) return;
    cancel = idle(() => {
      preload(route);
      next();
    });
  };
  const timer = setTimeout(next, delayMs);
  return () => {
    clearTimeout(timer);
    cancel();
  };
}
