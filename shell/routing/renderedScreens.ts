import { lazy, type LazyExoticComponent } from 'react';
import type { ScreenComponent } from './screenPages.ts';

// A screen file of an area folder (screens/<area>/*.json) as a lazy page: the file, the generic
// renderer (RenderedScreen) and the registries of the screen's area (its code/, through
// screens/areas.ts) load together on demand, in their own chunks, through the index of screen
// files (screenPages.ts, itself a chunk: it grows with every screen). Each lazy component is made
// once per file. Used by a route's screen and by each tab of a tab set.

export type { ScreenComponent };

const loadPlaceholder = () => import('./PlaceholderScreen.tsx');
export const placeholder = lazy(loadPlaceholder);

const rendered = new Map<string, LazyExoticComponent<ScreenComponent>>();

/** The page of a screen file named relative to screens/ ('users/list.json'); the placeholder for a file that does not exist. */
export function renderedScreen(file: string): LazyExoticComponent<ScreenComponent> {
  let component = rendered.get(file);
  if (!component) {
    component = lazy(async (): Promise<{ default: ScreenComponent }> => {
      const page = await import('./screenPages.ts').then((m) => m.loadScreenPage(file));
      return page ? { default: page } : loadPlaceholder();
    });
    rendered.set(file, component);
  }
  return component;
}
