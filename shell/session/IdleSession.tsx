import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { browserCookieStore, extendSession, SESSION_COOKIE, type ContextConfig } from '../../api/index.ts';
import { isExtendedMessage, openReauthenticationPopup } from './extend.ts';
import { createIdleTimer, idleCheck, localStorageLastAccess, secondsUntilExpiry, type LastAccessStore } from './idle.ts';

// The dialog loads when it is first needed.
const IdleWarningDialog = lazy(() => import('./IdleWarningDialog.tsx'));

export interface IdleSessionProps {
  context: ContextConfig;
  onSignOut(): void;
  store?: LastAccessStore;
  /** Reloads the console (a different user signed in during re-authentication). */
  reload?: () => void;
}

/**
 * Watches for inactivity: clicks and touches (in any tab) reset the timer; at the session timeout
 * minus 120 s a warning offers Extend (re-authentication popup) and Sign out. When the time runs
 * out without an answer, the console signs out.
 */
export default function IdleSession({ context, onSignOut, store: givenStore, reload = () => window.location.reload() }: IdleSessionProps) {
  const timeout = context.sessionTimeOut;
  const [store] = useState(() => givenStore ?? localStorageLastAccess());
  const [warning, setWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [extended, setExtended] = useState(false);
  const [extendFailed, setExtendFailed] = useState(false);
  const timer = useRef<ReturnType<typeof createIdleTimer> | null>(null);
  const userBefore = useRef<Promise<string | undefined> | null>(null);

  useEffect(() => {
    const idle = createIdleTimer({ sessionTimeoutSeconds: timeout, store, onWarn: () => setWarning(true) });
    timer.current = idle;
    return () => idle.stop();
  }, [timeout, store]);

  // Clicks and touches count as activity, but not while the warning asks for a decision.
  useEffect(() => {
    if (warning) return;
    const onActivity = () => timer.current?.touch();
    document.addEventListener('click', onActivity, true);
    document.addEventListener('touchstart', onActivity, true);
    return () => {
      document.removeEventListener('click', onActivity, true);
      document.removeEventListener('touchstart', onActivity, true);
    };
  }, [warning]);

  useEffect(() => {
    if (!warning) return;
    // Who is signed in now, to compare after re-authentication.
    userBefore.current = extendSession().catch(() => undefined);
    const tick = () => {
      // Activity in another tab since the warning appeared: the session is in use, stop warning.
      if (!idleCheck(Date.now(), store.read(), timeout).warn) {
        setWarning(false);
        timer.current?.resume();
        return;
      }
      const left = secondsUntilExpiry(Date.now(), store.read(), timeout);
      setSecondsLeft(left);
      if (left <= 0) onSignOut();
    };
    tick();
    const handle = setInterval(tick, 1000);
    return () => clearInterval(handle);
  }, [warning, context, store, timeout, onSignOut]);

  const onExtended = useCallback(async () => {
    const [before, after] = await Promise.all([userBefore.current, extendSession().catch(() => undefined)]);
    if (after === undefined) {
      setExtendFailed(true);
      return;
    }
    if (before !== undefined && before !== after) {
      // Another user signed in in the popup: this page's session is not theirs.
      for (const path of ['/', `/${context.context}`]) browserCookieStore().write(`${SESSION_COOKIE}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
      reload();
      return;
    }
    setWarning(false);
    setExtendFailed(false);
    setExtended(true);
    timer.current?.restart();
  }, [context, reload]);

  useEffect(() => {
    if (!warning) return;
    const onMessage = (event: MessageEvent) => {
      if (isExtendedMessage(event)) void onExtended();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [warning, onExtended]);

  return (
    <Suspense fallback={null}>
      {(warning || extended) && (
        <IdleWarningDialog
          warning={warning}
          secondsLeft={secondsLeft}
          extendFailed={extendFailed}
          extended={extended}
          onExtend={() => openReauthenticationPopup(context)}
          onSignOut={onSignOut}
          onExtendedClosed={() => setExtended(false)}
        />
      )}
    </Suspense>
  );
}
