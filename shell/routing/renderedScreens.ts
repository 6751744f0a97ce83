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
const loading = new Map<string, Promise<{ default: ScreenComponent }>>();

/** Loads a screen file's page once (a failed load is tried again next time). */
function loadRendered(file: string): Promise<{ default: ScreenComponent }> {
  let page = loading.get(file);
  if (!page) {
    page = import('./screenPages.ts')
      .then((m) => m.loadScreenPage(file))
      .then((loaded): { default: ScreenComponent } | Promise<{ default: ScreenComponent }> => (loaded ? { default: loaded } : loadPlaceholder()));
    page.catch(() => loading.delete(file));
    loading.set(file, page);
  }
  return page;
}

/** Fetches a screen file's chunks ahead of its first showing (the first screen, the menu's pages when idle). */
export function preloadScreen(file: string): void {
  loadRendered(file).catch(() => undefined);
}

/** The page of a screen file named relative to screens/ ('users/list.json'); the placeholder for a file that does not exist. */
export function renderedScreen(file: string): LazyExoticComponent<ScreenComponent> {
  let component = rendered.get(file);
  if (!component) {
    component = lazy(() => loadRendered(file));
    rendered.set(file, component);
  }
  return component;
}
