import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from '../feedback/LazyAlert.tsx';
import { Spinner } from '../feedback/Spinner.tsx';
import type { CallFn } from '../bootstrap/loaders.ts';
import { isAllowed, navigationRightsBody, planGuard, resolveRedirectTarget, rightsByKey, type NavigationRightsAnswer } from './guard.ts';
import { findRoute, isKnownRoute, type RouteDefinition } from './routeTable.ts';
import { preloadRoute } from './routeScreens.ts';
import { navigationRights } from './firstScreen.ts';
import { grantedRights, RIGHTS_CALL } from '../../renderer/core/grantedRights.ts';

const UnauthorizedModal = lazy(() => import('./UnauthorizedModal.tsx'));

/**
 * The name of the page Close leads to: the console's title of the route areaDefault names, in the
 * page's language (the server names it in English), else the server's name for it.
 */
function redirectNameOf(answer: NavigationRightsAnswer, t: (key: string) => string): string {
  const target = answer.areaDefault ? resolveRedirectTarget(answer.areaDefault, isKnownRoute, window.location.origin) : undefined;
  const route = target?.kind === 'route' ? findRoute(target.path) : undefined;
  if (route) return t(route.titleKey);
  return answer.areaDefaultDisplayName || answer.areaDefault || t('route.default.title');
}

type Verdict =
  | { path: string; state: 'checking' }
  | { path: string; state: 'allowed' }
  | { path: string; state: 'refused'; answer: NavigationRightsAnswer }
  | { path: string; state: 'failed'; message: string };

/**
 * Asks the navigation-rights call about every navigation to a guarded route, and the rights call
 * too when the route requires an administrator right (the page that creates roles), shows the page
 * only when allowed, and otherwise the unauthorized modal, whose Close goes to areaDefault.
 */
export function RouteGuard({ route, call, children }: { route: RouteDefinition; call: CallFn; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [verdict, setVerdict] = useState<Verdict>({ path: pathname, state: 'checking' });

  useEffect(() => {
    let current = true;
    const plan = planGuard(pathname, route);
    // The page's chunks load while the server is asked whether it may be shown.
    preloadRoute(route);
    const holdsRequiredRight = async () => {
      if (!route.requires) return true;
      const { objectType, right } = route.requires;
      const answer = await call(RIGHTS_CALL, undefined, { permissions: [{ entityType: objectType }] });
      return grantedRights([objectType], answer).get(objectType)?.has(right) === true;
    };
    // The first guarded page of the start takes the start-up answer (firstScreen.ts); the others ask.
    navigationRights(call, navigationRightsBody(plan), { last: true })
      .then(async (answer) => {
        const allowed = isAllowed(plan, rightsByKey(answer)) && (await holdsRequiredRight());
        if (current) setVerdict(allowed ? { path: pathname, state: 'allowed' } : { path: pathname, state: 'refused', answer });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const fault = (error as { response?: { data?: { Fault?: { Reason?: { Text?: string } } } } })?.response?.data?.Fault?.Reason?.Text;
        setVerdict({ path: pathname, state: 'failed', message: fault || t('shell.guard.checkFailed') });
      });
    return () => {
      current = false;
    };
  }, [pathname, route, call, t]);

  // A verdict about another path (the previous navigation) is still being replaced.
  if (verdict.path !== pathname || verdict.state === 'checking') return <Spinner label={t('shell.common.loading')} />;
  if (verdict.state === 'allowed') return <>{children}</>;
  if (verdict.state === 'failed') return <LazyAlert severity="error">{verdict.message}</LazyAlert>;

  return (
    <Suspense fallback={null}>
      <UnauthorizedModal
        pageName={t(route.titleKey)}
        redirectName={redirectNameOf(verdict.answer, t)}
        areaDefault={verdict.answer.areaDefault}
      />
    </Suspense>
  );
}
