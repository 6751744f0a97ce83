import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { isAllowed, navigationRightsBody, planGuard, resolveRedirectTarget, rightsByKey, type NavigationRightsAnswer } from './guard.ts';
import { isKnownRoute, type RouteDefinition } from './routeTable.ts';
import { UnauthorizedModal } from './UnauthorizedModal.tsx';

type Verdict =
  | { path: string; state: 'checking' }
  | { path: string; state: 'allowed' }
  | { path: string; state: 'refused'; answer: NavigationRightsAnswer }
  | { path: string; state: 'failed'; message: string };

/**
 * Asks the navigation-rights call about every navigation to a guarded route, shows the page only
 * when allowed, and otherwise the unauthorized modal, whose Close goes to areaDefault.
 */
export function RouteGuard({ route, call, children }: { route: RouteDefinition; call: CallFn; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [verdict, setVerdict] = useState<Verdict>({ path: pathname, state: 'checking' });

  useEffect(() => {
    let current = true;
    const plan = planGuard(pathname, route.parentPageKey);
    call(SHELL_CALLS.navigationRights, undefined, navigationRightsBody(plan)).then(
      (data) => {
        if (!current) return;
        const answer = (data ?? {}) as NavigationRightsAnswer;
        setVerdict(isAllowed(plan, rightsByKey(answer)) ? { path: pathname, state: 'allowed' } : { path: pathname, state: 'refused', answer });
      },
      (error: unknown) => {
        if (!current) return;
        const fault = (error as { response?: { data?: { Fault?: { Reason?: { Text?: string } } } } })?.response?.data?.Fault?.Reason?.Text;
        setVerdict({ path: pathname, state: 'failed', message: fault || t('shell.guard.checkFailed') });
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, route.parentPageKey, call, t]);

  // A verdict about another path (the previous navigation) is still being replaced.
  if (verdict.path !== pathname || verdict.state === 'checking') return <LinearProgress aria-label={t('shell.common.loading')} />;
  if (verdict.state === 'allowed') return <>{children}</>;
  if (verdict.state === 'failed') return <Alert severity="error">{verdict.message}</Alert>;

  const target = resolveRedirectTarget(verdict.answer.areaDefault, isKnownRoute, window.location.origin);
  const close = () => {
    if (target.kind === 'route') void navigate(target.path, { replace: true });
    else window.location.assign(target.url);
  };
  return (
    <UnauthorizedModal
      pageName={t(route.titleKey)}
      redirectName={verdict.answer.areaDefaultDisplayName || verdict.answer.areaDefault || t('route.default.title')}
      onClose={close}
    />
  );
}
