import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CallFn } from '../bootstrap/loaders.ts';
import type { ProxiedUser } from './proxyState.ts';
import { ProxyUserPicker } from './ProxyUserPicker.tsx';

/**
 * Proxy As: one proxy user is required ('Proxy User is required'); Continue is disabled while none
 * is chosen; the field shows its error once touched and blurred.
 */
export default function ProxyAsModal({ open, call, onCancel, onContinue }: { open: boolean; call: CallFn; onCancel(): void; onContinue(user: ProxiedUser): void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ProxiedUser | null>(null);
  const [touched, setTouched] = useState(false);
  const invalid = selected === null;
  const showError = touched && invalid;

  const close = () => {
    setSelected(null);
    setTouched(false);
    onCancel();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="proxy-as-title" fullWidth maxWidth="sm">
      <DialogTitle id="proxy-as-title">{t('shell.proxy.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open && (
          <ProxyUserPicker
            call={call}
            value={selected}
            onChange={setSelected}
            onBlur={() => setTouched(true)}
            error={showError}
            helperText={showError ? t('shell.proxy.required') : undefined}
            label={t('shell.proxy.user')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('shell.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={invalid}
          onClick={() => {
            if (!selected) return;
            const user = selected;
            setSelected(null);
            setTouched(false);
            onContinue(user);
          }}
        >
          {t('shell.proxy.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
