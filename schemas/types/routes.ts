/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * The console's hash routes (screens/routes.json). The shell builds its router from this file; npm run validate checks that every screen named here exists and every screen file is reachable from a route.
 */
export interface RouteTable {
  /**
   * Relative path to this schema, so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Every route of the console. Paths are unique.
   */
  routes: RouteDefinition[];
}
/**
 * This interface was referenced by `RouteTable`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface RouteDefinition {
  /**
   * Hash path as a react-router pattern, e.g. '/role', '/role/detail/:dn', '/detailInfo/:dn'. The part after '#'.
   */
  path: string;
  /**
   * Screen file, relative to screens/ (e.g. 'users/list.json'). Omit while the screen is not built: the shell shows a clear placeholder.
   */
  screen?: string;
  /**
   * Name of a registered custom screen component, for the few screens that are not generic (org chart, detailInfo). Exclusive with screen.
   */
  component?: string;
  /**
   * Page key sent to the navigation-rights call for this route.
   */
  pageKey: string;
  /**
   * Name of a path parameter whose value is sent as the page key instead of pageKey (entities pages use the last path segment as the page key, e.g. '/entities/:key').
   */
  pageKeyParam?: string;
  /**
   * Page key of the parent route, sent with pageKey to the navigation-rights call. Defaults to the first path segment.
   */
  parentPageKey?: string;
  /**
   * Whether the route guard checks navigation rights before showing the route. Only default and detailInfo are unguarded.
   */
  guarded?: boolean;
  /**
   * Translation key of the page title (used by the unauthorized-access modal and the placeholder).
   */
  titleKey: string;
  /**
   * Help topic opened by the Help button on this route. Defaults to the page key.
   */
  helpTopic?: string;
}
