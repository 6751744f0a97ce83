import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderButton } from '../ui/HeaderButton.tsx';
import Box from '@mui/material/Box';
import type { MenuItem as NavItem } from '../bootstrap/types.ts';
import { useShell } from '../ShellContext.tsx';
import { imageSrc } from '../bootstrap/normalize.ts';

const ProfilePopup = lazy(() => import('./ProfilePopup.tsx'));

/** The profile button in the header (photo and name); its dropdown loads when first opened. */
export function ProfileMenu({ entries }: { entries: NavItem[] }) {
  const { t } = useTranslation();
  const { data } = useShell();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = data.user?.fullName ?? '';
  const photo = imageSrc(data.user?.image);

  return (
    <>
      <HeaderButton
        type="button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-label={t('shell.profile.open', { name })}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {photo && <Box component="img" alt="" src={photo} sx={{ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover' }} />}
        {name}
      </HeaderButton>
      <Suspense fallback={null}>{anchor && <ProfilePopup entries={entries} anchor={anchor} onClose={() => setAnchor(null)} />}</Suspense>
    </>
  );
}
