// Customize a dashboard: which of the allowed cards show, in which order (move buttons for the
// keyboard), saved as JSON text of the shown cards' ids; Reset drops the own arrangement.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { DashboardArrangement, DashboardCard } from '../../schemas/types/screen.ts';
import { useDynamicCall, useScreenEnvironment } from '../../widgets/environment.tsx';
import { resolveParams, type BindingSources } from '../core/bindings.ts';
import { failureText } from '../core/failures.ts';
import { moveEntry } from './dashboardModel.ts';

interface Row {
  card: DashboardCard;
  shown: boolean;
}

/** The rows the dialog starts with: the shown cards in their order, then the hidden ones. */
function initialRows(allowed: readonly DashboardCard[], shown: readonly DashboardCard[]): Row[] {
  return [...shown.map((card) => ({ card, shown: true })), ...allowed.filter((card) => !shown.includes(card)).map((card) => ({ card, shown: false }))];
}

export function CustomizeDialog({ arrangement, sources, allowed, shown, onClose, onSaved }: {
  arrangement: DashboardArrangement;
  /** The page's bindings, which the calls' parameters read. */
  sources: BindingSources;
  allowed: readonly DashboardCard[];
  shown: readonly DashboardCard[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const call = useDynamicCall();
  const { notify } = useScreenEnvironment();
  const [rows, setRows] = useState(() => initialRows(allowed, shown));
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      notify({ status: 200, message: t('renderer.dashboard.saved') });
      onSaved();
    } catch (error) {
      notify({ status: 'error', message: failureText(error, t) });
      setBusy(false);
    }
  };
  const save = () =>
    run(() => call(arrangement.save.call, resolveParams(arrangement.save.params, sources), { [arrangement.save.field]: JSON.stringify(rows.filter((row) => row.shown).map((row) => row.card.id)) }));
  const reset = arrangement.reset;

  return (
    <Dialog open onClose={onClose} aria-labelledby="customize-title" fullWidth maxWidth="xs">
      <DialogTitle id="customize-title">{t('renderer.dashboard.customize')}</DialogTitle>
      <DialogContent>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => {
            const title = t(row.card.titleKey);
            return (
              <Stack component="li" key={row.card.id} direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1 }}
                  control={<Checkbox checked={row.shown} onChange={(event) => setRows(rows.map((r, i) => (i === index ? { ...r, shown: event.target.checked } : r)))} />}
                  label={title}
                />
                <IconButton size="small" aria-label={t('renderer.links.moveUp', { name: title })} disabled={index === 0} onClick={() => setRows(moveEntry(rows, index, index - 1))}>↑</IconButton>
                <IconButton size="small" aria-label={t('renderer.links.moveDown', { name: title })} disabled={index === rows.length - 1} onClick={() => setRows(moveEntry(rows, index, index + 1))}>↓</IconButton>
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        {reset && (
          <Button onClick={() => void run(() => call(reset.call, resolveParams(reset.params, sources)))} disabled={busy} sx={{ marginInlineEnd: 'auto' }}>
            {t('renderer.reset')}
          </Button>
        )}
        <Button onClick={onClose}>{t('renderer.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('renderer.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
