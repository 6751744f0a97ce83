// The list toolbar's Export button. The export itself (its dialog, encoders and paging) loads
// only when the button is first used, so that lists draw without it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ExportDialogProps } from './ExportDialog.tsx';

const ExportDialog = lazy(() => import('./ExportDialog.tsx'));

export function ExportButton(props: Omit<ExportDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('renderer.export.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
