// The three loading indicators of the spec: a full-screen overlay while a page loads, a spinner
// over table data, and a loader inside one component.
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  // Not in the page at all while closed (a hidden Backdrop would still hold a progressbar).
  if (!open) return null;
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={t('widgets.loading')} />
    </Backdrop>
  );
}

/** Over the rows of a table while its data loads; the rows stay visible underneath. */
export function TableSpinner({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <Box role="progressbar" aria-label={t('widgets.loading')} sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(255,255,255,0.6)', zIndex: 1 }}>
      {/* The box is the named progress bar; the circle inside is only its picture. */}
      <CircularProgress size={32} aria-hidden />
    </Box>
  );
}

export function ComponentLoader({ minHeight = 120 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight }}>
      <CircularProgress size={28} aria-label={t('widgets.loading')} />
    </Box>
  );
}
