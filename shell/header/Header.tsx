import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { localized, safeExternalUrl } from '../bootstrap/normalize.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import type { MenuItem } from '../bootstrap/types.ts';
import { NavMenu } from '../menu/NavMenu.tsx';
import { useShell } from '../ShellContext.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The header: logo and title (linking to the configured page in a new tab), menu, help, bell, profile. */
export function Header({ menu, profileEntries, call }: { menu: MenuItem[]; profileEntries: MenuItem[]; call: CallFn }) {
  const { t, i18n } = useTranslation();
  const { data, openHelp } = useShell();
  const title = localized(data.branding?.title, i18n.language) ?? t('shell.header.title');
  const link = safeExternalUrl((data.branding?.title as Record<string, string> | undefined)?.link);
  const logo = data.branding?.image;

  const brand = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {logo && <Box component="img" src={logo} alt={t('shell.header.logo')} sx={{ height: 32 }} />}
      <Typography variant="h6" component="span" noWrap>
        {title}
      </Typography>
    </Box>
  );

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        {link ? (
          <Link href={link} target="_blank" rel="noopener noreferrer" color="inherit" underline="none">
            {brand}
          </Link>
        ) : (
          brand
        )}
        <Box sx={{ flexGrow: 1 }}>
          <NavMenu items={menu} />
        </Box>
        <IconButton color="inherit" aria-label={t('shell.header.help')} onClick={openHelp}>
          <HelpOutlinedIcon />
        </IconButton>
        <NotificationsMenu call={call} clientId={data.clientId} />
        <ProfileMenu entries={profileEntries} />
      </Toolbar>
    </AppBar>
  );
}
