import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BuildInfo } from '../bootstrap/types.ts';

/** About: product name, version, build date and revision from build-info.json, copyright. */
export default function AboutModal({ open, onClose, buildInfo }: { open: boolean; onClose(): void; buildInfo: BuildInfo | undefined }) {
  const { t } = useTranslation();
  const unknown = t('shell.about.unknown');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="about-title">
      <DialogTitle id="about-title">{t('shell.about.product')}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {t('shell.about.version', {
            version: buildInfo?.version || unknown,
            date: buildInfo?.date || unknown,
            revision: buildInfo?.revision?.number || unknown,
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shell.about.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {t('shell.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
