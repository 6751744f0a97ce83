import { lazy, type LazyExoticComponent } from 'react';
import type { RouteDefinition } from './routeTable.ts';
import { placeholder, preloadScreen, renderedScreen, type ScreenComponent } from './renderedScreens.ts';

// Every screen loads on demand, in its own chunk: a route with "screen" loads that file of its
// area's folder (renderedScreens.ts); a route with a tab set loads the tab bar, which loads the
// selected tab's screen the same way; other routes show the placeholder until their screen is
// built. The area manifests (area.json) are not screens: routeTable.ts reads them at start.

export type { ScreenComponent };

export const notFoundScreen = lazy(() => import('./NotFoundScreen.tsx'));
const loadTabbedScreen = () => import('./TabbedScreen.tsx');
const tabbedScreen = lazy(loadTabbedScreen);

export function screenComponentFor(route: RouteDefinition): LazyExoticComponent<ScreenComponent> {
  if (route.screen) return renderedScreen(`${route.area}/${route.screen}`);
  if (route.tabs) return tabbedScreen;
  return placeholder;
}

/**
 * Fetches a route's screen chunks ahead of its first showing (a tab set: its tab bar). Only a
 * build has chunks to fetch: under the development server and in tests it does nothing.
 */
export function preloadRoute(route: RouteDefinition): void {
  if (!import.meta.env.PROD) return;
  if (route.screen) preloadScreen(`${route.area}/${route.screen}`);
  else if (route.tabs) loadTabbedScreen().catch(() => undefined);
}
