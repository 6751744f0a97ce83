import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { HeaderIconButton } from '../ui/HeaderButton.tsx';
import { HelpIcon } from '../ui/icons.tsx';
import { imageSrc, localized, safeExternalUrl } from '../bootstrap/normalize.ts';
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
  const logo = imageSrc(data.branding?.image);

  const brand = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {logo && <Box component="img" src={logo} alt={t('shell.header.logo')} sx={{ height: 32 }} />}
      <Box component="span" sx={{ fontSize: 20, fontWeight: 500, whiteSpace: 'nowrap' }}>
        {title}
      </Box>
    </Box>
  );

  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, minHeight: 64, px: { xs: 1, sm: 3 } }}>
        {link ? (
          <Box component="a" href={link} target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', textDecoration: 'none' }}>
            {brand}
          </Box>
        ) : (
          brand
        )}
        <Box sx={{ flexGrow: 1 }}>
          <NavMenu items={menu} />
        </Box>
        <HeaderIconButton type="button" aria-label={t('shell.header.help')} onClick={openHelp}>
          <HelpIcon />
        </HeaderIconButton>
        <NotificationsMenu call={call} clientId={data.clientId} />
        <ProfileMenu entries={profileEntries} />
      </Box>
    </Box>
  );
}
