import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { EXTEND_SUCCESS_ALERT_MS } from './idle.ts';

export interface IdleWarningDialogProps {
  warning: boolean;
  secondsLeft: number;
  extendFailed: boolean;
  extended: boolean;
  onExtend(): void;
  onSignOut(): void;
  onExtendedClosed(): void;
}

/** The idle warning (Extend, Sign out) and the 'Successfully extended session' alert of 10 s. */
export default function IdleWarningDialog({ warning, secondsLeft, extendFailed, extended, onExtend, onSignOut, onExtendedClosed }: IdleWarningDialogProps) {
  const { t } = useTranslation();
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
    <>
      <Dialog open={warning} aria-labelledby="idle-title" aria-describedby="idle-text">
        <DialogTitle id="idle-title">{t('shell.session.warningTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="idle-text">{t('shell.session.warningText', { time: `${minutes}:${seconds}` })}</DialogContentText>
          {extendFailed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('shell.session.extendFailed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onSignOut}>{t('shell.profile.signOut')}</Button>
          <Button variant="contained" onClick={onExtend}>
            {t('shell.session.extend')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={extended}
        autoHideDuration={EXTEND_SUCCESS_ALERT_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && onExtendedClosed()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={onExtendedClosed}>
          {t('shell.session.extended')}
        </Alert>
      </Snackbar>
    </>
  );
}
