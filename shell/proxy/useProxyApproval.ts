// The approval-required state of proxy mode: false outside it; in it, what the server says for the
// proxied user (proxyApproval.ts), asked each time proxy mode starts or the console reloads in it.
// The answer is kept with the user it is about, so that it never shows for another one.
import { useCallback, useEffect, useState } from 'react';
import type { CallFn } from '../bootstrap/loaders.ts';
import { fetchProxyApprovalRequired } from './proxyApproval.ts';
import type { ProxiedUser } from './proxyState.ts';

export function useProxyApproval(call: CallFn, me: string | undefined, proxiedUser: ProxiedUser | undefined) {
  const [answer, setAnswer] = useState<{ dn: string; required: boolean }>();
  const dn = proxiedUser?.dn;
  useEffect(() => {
    if (!proxiedUser || !me) return;
    const controller = new AbortController();
    // A failed question leaves the message off: the strip still says whom the user acts for.
    fetchProxyApprovalRequired(call, me, proxiedUser, controller.signal).then(
      (required) => {
        if (!controller.signal.aborted) setAnswer({ dn: proxiedUser.dn, required });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [call, me, proxiedUser]);
  const required = dn !== undefined && answer?.dn === dn && answer.required;
  const setRequired = useCallback((value: boolean) => setAnswer(dn === undefined ? undefined : { dn, required: value }), [dn]);
  return [required, setRequired] as const;
}
