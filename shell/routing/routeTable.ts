import { matchPath } from 'react-router-dom';
import type { AreaManifest, RouteDefinition as ManifestRoute, TabSet } from '../../schemas/types/area.ts';

// The console's routes, gathered from the area manifests (screens/<area>/area.json). The manifests
// are small JSON files read at start; the screens they name load on demand (routeScreens.ts).

/** A route of an area manifest, with the area (its folder under screens/) it belongs to and the tab set it shows, if any. */
export interface RouteDefinition extends ManifestRoute {
  area: string;
  tabs?: TabSet;
}

/** The manifests by area, the area being the folder name ('../../screens/users/area.json' → 'users'). */
export function manifestsByArea(files: Readonly<Record<string, AreaManifest>>): Map<string, AreaManifest> {
  return new Map(Object.entries(files).map(([file, manifest]) => [file.split('/').at(-2)!, manifest]));
}

/** Every route of every manifest, each knowing its area and its tab set. */
export function routesOf(manifests: ReadonlyMap<string, AreaManifest>): RouteDefinition[] {
  return [...manifests].flatMap(([area, manifest]) =>
    manifest.routes.map((route) => (route.tabSet ? { ...route, area, tabs: manifest.tabSets?.[route.tabSet] } : { ...route, area })),
  );
}

/** The entries under one key (menu, helpTopics) of every manifest, as one map: each area names its own keys. */
export function mergedEntries<K extends 'menu' | 'helpTopics'>(manifests: Iterable<AreaManifest>, key: K): NonNullable<AreaManifest[K]> {
  return Object.assign({}, ...[...manifests].map((manifest) => manifest[key] ?? {})) as NonNullable<AreaManifest[K]>;
}

export const AREA_MANIFESTS = manifestsByArea(import.meta.glob<AreaManifest>('../../screens/*/area.json', { eager: true, import: 'default' }));
export const ROUTES: readonly RouteDefinition[] = routesOf(AREA_MANIFESTS);
export const DEFAULT_ROUTE = '/default';

/** The route definition a hash path matches, if any. */
export function findRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteDefinition | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function isKnownRoute(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}
