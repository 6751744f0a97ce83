import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuItem as NavItem } from '../bootstrap/types.ts';
import { menuLink } from '../menu/menuModel.ts';
import { useMenuLabel } from '../menu/useMenuLabel.ts';
import { useShell } from '../ShellContext.tsx';
import { localeChoices } from '../i18n/localeChoices.ts';

/**
 * The profile dropdown's entries: the profileMenu entries of the server's menu, Proxy As (when the
 * user may proxy), Exit Proxy with the proxied user's name, Help Desk (when shown in the menu),
 * About, Help, the language, and Sign out. Loaded when first opened.
 */
export default function ProfilePopup({ entries, anchor, onClose }: { entries: NavItem[]; anchor: HTMLElement; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shell = useShell();
  const text = useMenuLabel();
  const { data, proxiedUser } = shell;
  const close = onClose;
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const configured = entries.filter((entry) => !['about', 'help'].includes(entry.mapName ?? ''));
  const locales = localeChoices(data.supportedLocales, i18n.language);
  const languageHeading = useId();

  return (
    // variant menu: focus starts at the first entry, not at the checked language.
    <Menu anchorEl={anchor} open onClose={close} variant="menu">
      {configured.map((entry) => (
        <MenuItem
          key={entry.mapName ?? entry.menuName}
          onClick={then(() => {
            const link = menuLink(entry);
            if (link.kind === 'route') void navigate(link.path);
            else if (link.kind === 'external') window.open(link.url, '_blank', 'noopener,noreferrer');
          })}
        >
          {text(entry)}
        </MenuItem>
      ))}
      {data.proxyFor && !proxiedUser && <MenuItem onClick={then(() => shell.openModal('proxyAs'))}>{t('shell.profile.proxyAs')}</MenuItem>}
      {proxiedUser && (
        <MenuItem onClick={then(shell.exitProxy)}>
          <ListItemText primary={t('shell.profile.exitProxy')} secondary={proxiedUser.fullName} />
        </MenuItem>
      )}
      {data.helpdesk?.showInMenu && <MenuItem onClick={then(() => shell.openModal('helpdesk'))}>{t('shell.profile.helpDesk')}</MenuItem>}
      <MenuItem onClick={then(() => shell.openModal('about'))}>{t('shell.profile.about')}</MenuItem>
      <MenuItem onClick={then(shell.openHelp)}>{t('shell.profile.help')}</MenuItem>
      {locales.length > 1 && <Divider />}
      {locales.length > 1 && (
        // The languages are a group of radio items under their sub-header: a screen reader hears
        // 'Language' and which one is checked (MUI turns selected into aria-checked for this role).
        <li role="none">
          <Box component="ul" role="group" aria-labelledby={languageHeading} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            <ListSubheader id={languageHeading} role="presentation">
              {t('shell.profile.language')}
            </ListSubheader>
            {locales.map((choice) => (
              <MenuItem key={choice.locale} role="menuitemradio" selected={choice.current} lang={choice.locale} onClick={then(() => shell.changeLocale(choice.locale))}>
                {choice.partial ? <ListItemText primary={choice.label} secondary={t('shell.profile.languagePartial')} /> : choice.label}
              </MenuItem>
            ))}
          </Box>
        </li>
      )}
      <Divider />
      <MenuItem onClick={then(shell.signOut)}>{t('shell.profile.signOut')}</MenuItem>
    </Menu>
  );
}
