import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { SHELL_CALLS } from '../bootstrap/shellCalls.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import { menuLink } from '../menu/menuModel.ts';
import { badgeCount, NOTIFICATIONS_REFRESH_MS, TASK_BADGE_LIMIT, type NotificationsAnswer } from './notifications.ts';

/** The bell in the header: loads the notifications header per client, refreshes it every minute. */
export function NotificationsMenu({ call, clientId }: { call: CallFn; clientId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    const handle = setInterval(load, NOTIFICATIONS_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(handle);
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
      <IconButton
        color="inherit"
        aria-label={count ? t('shell.notifications.unseen', { count }) : t('shell.notifications.title')}
        aria-haspopup="menu"
        onClick={open}
      >
        <Badge badgeContent={count} max={TASK_BADGE_LIMIT} color="error" invisible={count === undefined}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.length === 0 && <MenuItem disabled>{t('shell.notifications.empty')}</MenuItem>}
        {entries.map((entry, index) => (
          <MenuItem
            key={`${entry.name}-${index}`}
            onClick={() => {
              setAnchor(null);
              const link = menuLink({ context: entry.navigation });
              if (link.kind === 'route') void navigate(link.path);
            }}
          >
            <ListItemText primary={entry.name} secondary={entry.action} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
