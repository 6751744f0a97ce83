import { createElement, lazy, type LazyExoticComponent } from 'react';
import type { RouteDefinition } from './routeTable.ts';
import type { ScreenComponent } from './screenFiles.ts';

// From a route to the page it shows, the one module of the shell for it. Every screen loads on
// demand, in its own chunks: a route with "screen" loads that file of its area's folder, with the
// generic renderer (RenderedScreen.tsx) and the registries of the screen's area, through the index
// of screen files (screenFiles.ts, a chunk of its own: it grows with every screen); a route with a
// tab set loads the tab bar, which loads the selected tab's screen the same way (screenPage); other
// routes show the placeholder until their screen is built. The area manifests (area.json) are not
// screens: routeTable.ts reads them at start.

export type { ScreenComponent };

export const notFoundScreen = lazy(() => import('./NotFoundScreen.tsx'));
const loadTabbedScreen = () => import('./TabbedScreen.tsx');
const loadPlaceholder = () => import('./PlaceholderScreen.tsx');
const placeholder = lazy(loadPlaceholder);

const pages = new Map<string, LazyExoticComponent<ScreenComponent>>();
const loading = new Map<string, Promise<{ default: ScreenComponent }>>();

/** Loads a screen file's page once (a failed load is tried again next time). */
function loadPage(file: string): Promise<{ default: ScreenComponent }> {
  let page = loading.get(file);
  if (!page) {
    page = import('./screenFiles.ts')
      .then((m) => m.loadScreenPage(file))
      .then((loaded): { default: ScreenComponent } | Promise<{ default: ScreenComponent }> => (loaded ? { default: loaded } : loadPlaceholder()));
    page.catch(() => loading.delete(file));
    loading.set(file, page);
  }
  return page;
}

/**
 * The page of a screen file named relative to screens/ ('users/list.json'), made once per file; the
 * placeholder for a file that does not exist. Used by a route's screen and by each tab of a tab set.
 */
export function screenPage(file: string): LazyExoticComponent<ScreenComponent> {
  let component = pages.get(file);
  if (!component) {
    component = lazy(() => loadPage(file));
    pages.set(file, component);
  }
  return component;
}

// The tab bar, given screenPage for its tabs' screens.
const tabbedScreen = lazy(() =>
  loadTabbedScreen().then(({ default: TabbedScreen }) => ({ default: (props: { route: RouteDefinition }) => createElement(TabbedScreen, { ...props, screenPage }) })),
);

/** The page a route shows: its screen, its tab set's tab bar, or the placeholder. */
export function screenComponentFor(route: RouteDefinition): LazyExoticComponent<ScreenComponent> {
  if (route.screen) return screenPage(`${route.area}/${route.screen}`);
  if (route.tabs) return tabbedScreen;
  return placeholder;
}

/**
 * Fetches a route's screen chunks ahead of its first showing (the first screen, the menu's pages
 * when idle; a tab set: its tab bar). Only a build has chunks to fetch: under the development
 * server and in tests it does nothing.
 */
export function preloadRoute(route: RouteDefinition): void {
  if (!import.meta.env.PROD) return;
  if (route.screen) loadPage(`${route.area}/${route.screen}`).catch(() => undefined);
  else if (route.tabs) loadTabbedScreen().catch(() => undefined);
}
