// A screen's call with its parameters and body read from the page's bindings (route, user,
// settings): loaded while the screen shows (useCallData), its failure shown as a banner.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Params } from '../../schemas/types/screen.ts';
import { resolveBody, resolveParams, type BindingSources } from './bindings.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { failureText } from './failures.ts';
import { useCallData, type CallData } from './useCallData.ts';

export interface BoundCall {
  call: string;
  params?: Params;
  body?: unknown;
}

export function useBoundCall(source: BoundCall | undefined, sources: BindingSources): CallData<unknown> {
  const { t } = useTranslation();
  const { notify } = useScreenEnvironment();
  const params = useMemo(() => resolveParams(source?.params, sources), [source?.params, sources]);
  const body = useMemo(() => resolveBody(source?.body, sources), [source?.body, sources]);
  const answer = useCallData(source?.call, params, body);
  useEffect(() => {
    if (answer.error) notify({ status: 'error', message: failureText(answer.error, t) });
  }, [answer.error, notify, t]);
  return answer;
}
