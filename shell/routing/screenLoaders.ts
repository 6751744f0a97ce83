import { lazy, type LazyExoticComponent } from 'react';
import type { RouteDefinition } from './routeTable.ts';
import { placeholder, renderedScreen, type ScreenComponent } from './renderedScreens.ts';

// Every screen loads on demand, in its own chunk: a route with "screen" loads that file of its
// area's folder (renderedScreens.ts); a route with a tab set loads the tab bar, which loads the
// selected tab's screen the same way; other routes show the placeholder until their screen is
// built. The area manifests (area.json) are not screens: routeTable.ts reads them at start.

export type { ScreenComponent };

export const notFoundScreen = lazy(() => import('./NotFoundScreen.tsx'));
const tabbedScreen = lazy(() => import('./TabbedScreen.tsx'));

export function screenComponentFor(route: RouteDefinition): LazyExoticComponent<ScreenComponent> {
  if (route.screen) return renderedScreen(`${route.area}/${route.screen}`);
  if (route.tabs) return tabbedScreen;
  return placeholder;
}
