// What both trees show around the LazyTree: the top level's loading and failure states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PickerItem } from '../picker/types.ts';
import type { RootsState } from './useTreeRoots.ts';

export function TreeFrame({ roots, failureKey, children }: { roots: RootsState; failureKey: string; children(roots: PickerItem[]): ReactNode }) {
  const { t } = useTranslation();
  if (roots.status === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('widgets.picker.loading')}</Typography>
      </Box>
    );
  if (roots.status === 'error')
    return (
      <Typography role="alert" variant="body2" color="error" sx={{ p: 1 }}>
        {t(failureKey)}
      </Typography>
    );
  if (roots.roots.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {t('widgets.tree.empty')}
      </Typography>
    );
  return <>{children(roots.roots)}</>;
}
