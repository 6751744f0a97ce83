import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import { areaOfScreen } from '../../screens/areas.ts';
import type { RouteDefinition } from './routeTable.ts';

// A screen file of an area folder (screens/<area>/*.json) as a lazy page: the file, the generic
// renderer (RenderedScreen) and the registries of the screen's area (its code/, through
// screens/areas.ts) load together on demand, in their own chunks. Each lazy component is made once
// per file. Used by a route's screen and by each tab of a tab set.

export type ScreenComponent = ComponentType<{ route: RouteDefinition }>;

export const placeholder = lazy(() => import('./PlaceholderScreen.tsx'));

const screenFiles = import.meta.glob<{ default: ScreenDefinition }>(['../../screens/*/*.json', '!../../screens/*/area.json', '!../../screens/fragments/*.json']);
const rendered = new Map<string, LazyExoticComponent<ScreenComponent>>();

/** The page of a screen file named relative to screens/ ('users/list.json'); the placeholder for a file that does not exist. */
export function renderedScreen(file: string): LazyExoticComponent<ScreenComponent> {
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
