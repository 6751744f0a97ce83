import { resolveRedirectTarget, type NavigationRightsAnswer, type RedirectTarget } from './guard.ts';
import { DEFAULT_ROUTE } from './routeTable.ts';

/** Where the route default goes when areaDefault is missing, unsafe or the default route itself. */
export const HOME_ROUTE = '/dashboard';

/**
 * Where the route default leads: the areaDefault of the navigation-rights answer, resolved as the
 * unauthorized modal's Close resolves it, but never back to the default route (which would loop).
 */
export function defaultTarget(answer: NavigationRightsAnswer, isKnownRoute: (path: string) => boolean, origin: string): RedirectTarget {
  const target = resolveRedirectTarget(answer.areaDefault, isKnownRoute, origin);
  if (target.kind === 'route' && (target.path === '/' || target.path === DEFAULT_ROUTE)) return { kind: 'route', path: HOME_ROUTE };
  return target;
}
