import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../ui/icons.tsx';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { CountBadge } from './CountBadge.tsx';
import { HeaderIconButton } from '../ui/HeaderButton.tsx';
import { liveHub } from '../live/hub.ts';
import { badgeCount, TASK_BADGE_LIMIT, type NotificationsAnswer } from './notifications.ts';

const NotificationsPopup = lazy(() => import('./NotificationsPopup.tsx'));

/**
 * The bell in the header: loads the notifications header per client, and again whenever the live
 * feed reports a change of tasks or requests (the feed polls the badge where the server streams no
 * events, in one tab of the browser only, rather than every tab polling on its own).
 */
export function NotificationsMenu({ call, clientId }: { call: CallFn; clientId: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<NotificationsAnswer>();
  const [seenCount, setSeenCount] = useState<number>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    let active = true;
    const load = () =>
      call(SHELL_CALLS.notifications, { client: clientId }).then(
        (data) => active && setAnswer(data as NotificationsAnswer),
        () => undefined, // the bell stays quiet when notifications cannot be read
      );
    void load();
    const stops = [liveHub.subscribe('tasks', load), liveHub.subscribe('requests', load)];
    return () => {
      active = false;
      stops.forEach((stop) => stop());
    };
  }, [call, clientId]);

  const count = badgeCount(answer, seenCount);
  const entries = answer?.notificationsList ?? [];
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setSeenCount(Number(answer?.totalCount ?? 0));
  };

  return (
    <>
      <HeaderIconButton
        type="button"
        aria-label={count ? t('shell.notifications.unseen', { count }) : t('shell.notifications.title')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={open}
      >
        <CountBadge count={count} max={TASK_BADGE_LIMIT}>
          <BellIcon />
        </CountBadge>
      </HeaderIconButton>
      <Suspense fallback={null}>{anchor && <NotificationsPopup entries={entries} anchor={anchor} onClose={() => setAnchor(null)} />}</Suspense>
    </>
  );
}
