// The name of a view to save or rename: checked as it is typed (length; a name another view has is
// either refused or, when saving, said to replace that view), and kept open with its text when
// the server refuses.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { MAX_VIEW_NAME, MAX_VIEWS, nameFits, sameName } from '../../../domain/savedViews.ts';

interface Props {
  titleKey: string;
  initial: string;
  /** The names of the other views. */
  names: readonly string[];
  /** Saving: a taken name replaces that view (else it is refused). */
  replaces?: boolean;
  /** The list has as many views as it may keep (a new name is refused). */
  full?: boolean;
  offerDefault?: boolean;
  initialDefault?: boolean;
  onSubmit(name: string, isDefault: boolean): Promise<unknown>;
  onClose(): void;
}

export function ViewNameDialog({ titleKey, initial, names, replaces = false, full = false, offerDefault = false, initialDefault = false, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [isDefault, setIsDefault] = useState(initialDefault);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const taken = names.some((n) => sameName(n, name));
  const problem = !nameFits(name)
    ? t('renderer.views.nameLength', { max: MAX_VIEW_NAME })
    : taken && !replaces
      ? t('renderer.views.nameTaken')
      : !taken && full
        ? t('renderer.views.full', { max: MAX_VIEWS })
        : undefined;
  const note = taken && replaces ? t('renderer.views.replaces') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setFailed(false);
    onSubmit(name, isDefault).then(onClose, () => {
      setBusy(false);
      setFailed(true);
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="view-name-title">
      <form onSubmit={submit} noValidate>
      <DialogTitle id="view-name-title">{t(titleKey)}</DialogTitle>
      <DialogContent>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('renderer.views.saveFailed')}
          </Alert>
        )}
        <TextField
          fullWidth
          margin="dense"
          label={t('renderer.views.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={name !== '' && problem !== undefined}
          helperText={(name !== '' && problem) || note || ' '}
          slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME + 20 } }}
        />
        {offerDefault && <FormControlLabel control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />} label={t('renderer.views.setDefault')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('renderer.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={problem !== undefined || busy}>
          {t('renderer.save')}
        </Button>
      </DialogActions>
      </form>
    </Dialog>
  );
}
