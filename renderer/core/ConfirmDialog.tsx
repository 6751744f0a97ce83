import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Confirmation } from '../../schemas/types/screen.ts';

/** Asks before an action runs (destructive actions always declare one). */
export function ConfirmDialog({ confirm, values, onConfirm, onCancel }: { confirm: Confirmation; values: Record<string, string | number>; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-message">
      <DialogTitle id="confirm-title">{t(confirm.titleKey ?? 'renderer.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-message">{t(confirm.messageKey, values)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          {t(confirm.cancelLabelKey ?? 'renderer.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t(confirm.confirmLabelKey ?? 'renderer.confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
