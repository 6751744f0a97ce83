import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDefinition } from './routeTable.ts';

// Every screen loads on demand, in its own chunk. Until the generic renderer (renderer/) and the
// custom screens are merged, every route shows the placeholder; the renderer plugs in here, by
// turning route.screen (a screens/*.json file) or route.component into a lazy component.

export type ScreenComponent = ComponentType<{ route: RouteDefinition }>;

const placeholder = lazy(() => import('./PlaceholderScreen.tsx'));
const defaultScreen = lazy(() => import('./DefaultScreen.tsx'));
export const notFoundScreen = lazy(() => import('./NotFoundScreen.tsx'));

export function screenComponentFor(route: RouteDefinition): LazyExoticComponent<ScreenComponent> {
  if (route.pageKey === 'default') return defaultScreen;
  return placeholder;
}
