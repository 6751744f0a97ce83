import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LazyAlert } from '../feedback/LazyAlert.tsx';
import { Spinner } from '../feedback/Spinner.tsx';
import type { CallFn } from '../bootstrap/loaders.ts';
import { defaultTarget } from './defaultTarget.ts';
import { navigationRights } from './firstScreen.ts';
import { isKnownRoute } from './routeTable.ts';

/**
 * The route default leads where the navigation rights' areaDefault says (the dashboard or the
 * landing page, as the client is configured); it shows nothing of its own.
 */
export default function DefaultScreen({ call }: { call: CallFn }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ReturnType<typeof defaultTarget> | 'failed'>();

  useEffect(() => {
    let current = true;
    navigationRights(call, { navPageRights: [{ key: 'default' }] }).then(
      (data) => current && setTarget(defaultTarget(data, isKnownRoute, window.location.origin)),
      () => current && setTarget('failed'),
    );
    return () => {
      current = false;
    };
  }, [call]);

  useEffect(() => {
    if (target !== undefined && target !== 'failed' && target.kind === 'page') window.location.assign(target.url);
  }, [target]);

  if (target === 'failed') return <LazyAlert severity="error">{t('shell.guard.checkFailed')}</LazyAlert>;
  if (target?.kind === 'route') return <Navigate to={target.path} replace />;
  return <Spinner label={t('shell.common.loading')} />;
}
