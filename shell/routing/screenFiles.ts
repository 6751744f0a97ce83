import { createElement, type ComponentType } from 'react';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import { areaOfScreen } from '../../screens/areas.ts';
import type { RouteDefinition } from './routeTable.ts';

// The index of every screen file (one loader per file) and of every area's code: it grows with
// each screen, so it loads with the first screen, never with the shell (routeScreens.ts).

export type ScreenComponent = ComponentType<{ route: RouteDefinition }>;

const screenFiles = import.meta.glob<{ default: ScreenDefinition }>(['../../screens/*/*.json', '!../../screens/*/area.json', '!../../screens/fragments/*.json']);

/** The page of a screen file named relative to screens/: the file, the generic renderer and its area's registries; undefined for a file that does not exist. */
export async function loadScreenPage(file: string): Promise<ScreenComponent | undefined> {
  const load = screenFiles[`../../screens/${file}`];
  if (!load) return undefined;
  const [definition, { default: RenderedScreen }, registries] = await Promise.all([load(), import('./RenderedScreen.tsx'), import('../../screens/registries.ts').then((m) => m.registriesFor(areaOfScreen(file)))]);
  return () => createElement(RenderedScreen, { definition: definition.default, registries });
}
