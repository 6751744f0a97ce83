import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import { areaOfScreen } from '../../screens/areas.ts';
import type { RouteDefinition } from './routeTable.ts';

// Every screen loads on demand, in its own chunk: a route with "screen" loads that file of its
// area's folder (screens/<area>/*.json), the generic renderer (RenderedScreen) and the registries
// of the screen's area (its code/, through screens/areas.ts); other routes show the placeholder
// until their screen is built. The lazy components are made once per route. The area manifests
// (area.json) are not screens: routeTable.ts reads them at start.

export type ScreenComponent = ComponentType<{ route: RouteDefinition }>;

const placeholder = lazy(() => import('./PlaceholderScreen.tsx'));
export const notFoundScreen = lazy(() => import('./NotFoundScreen.tsx'));

const screenFiles = import.meta.glob<{ default: ScreenDefinition }>(['../../screens/*/*.json', '!../../screens/*/area.json', '!../../screens/fragments/*.json']);
const rendered = new Map<string, LazyExoticComponent<ScreenComponent>>();

function renderedScreen(file: string): LazyExoticComponent<ScreenComponent> {
  let component = rendered.get(file);
  if (!component) {
    const load = screenFiles[`../../screens/${file}`];
    if (!load) return placeholder;
    component = lazy(async () => {
      const [definition, { default: RenderedScreen }, registries] = await Promise.all([load(), import('./RenderedScreen.tsx'), import('../../screens/registries.ts').then((m) => m.registriesFor(areaOfScreen(file)))]);
      const Screen: ScreenComponent = () => createElement(RenderedScreen, { definition: definition.default, registries });
      return { default: Screen };
    });
    rendered.set(file, component);
  }
  return component;
}

export function screenComponentFor(route: RouteDefinition): LazyExoticComponent<ScreenComponent> {
  if (route.screen) return renderedScreen(`${route.area}/${route.screen}`);
  return placeholder;
}
