import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Unauthorized access to [[pageName]] page' / 'Close will redirect to [[pageName]] page'. */
export function UnauthorizedModal({ pageName, redirectName, onClose }: { pageName: string; redirectName: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="unauthorized-title" aria-describedby="unauthorized-text">
      <DialogTitle id="unauthorized-title">{t('shell.guard.unauthorized', { pageName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unauthorized-text">{t('shell.guard.redirect', { pageName: redirectName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('shell.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
