import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { menuLink } from '../menu/menuModel.ts';
import { notificationTexts, type NotificationEntry } from './notifications.ts';

/** The notifications dropdown; a notification with a console route opens it. Loaded when first opened. */
export default function NotificationsPopup({ entries, anchor, onClose }: { entries: NotificationEntry[]; anchor: HTMLElement; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const formatNumber = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {entries.length === 0 && <MenuItem disabled>{t('shell.notifications.empty')}</MenuItem>}
      {entries.map((entry, index) => {
        const texts = notificationTexts(entry, t, formatNumber);
        return (
          <MenuItem
            key={`${entry.name}-${index}`}
            onClick={() => {
              onClose();
              const link = menuLink({ context: entry.navigation });
              if (link.kind === 'route') void navigate(link.path);
            }}
          >
            <ListItemText primary={texts.name} secondary={texts.action} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
