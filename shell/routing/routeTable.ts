import { matchPath } from 'react-router-dom';
import routeFile from '../../screens/routes.json';

// The console's routes, as screens/routes.json declares them.

export interface RouteDefinition {
  path: string;
  pageKey: string;
  titleKey: string;
  screen?: string;
  component?: string;
  parentPageKey?: string;
  pageKeyParam?: string;
  guarded?: boolean;
  helpTopic?: string;
}

export const ROUTES: readonly RouteDefinition[] = (routeFile as { routes: RouteDefinition[] }).routes;
export const DEFAULT_ROUTE = '/default';

/** The route definition a hash path matches, if any. */
export function findRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteDefinition | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

export function isKnownRoute(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}
