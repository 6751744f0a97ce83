// The picker in a dialog: the user chooses items and confirms with OK (the choice) or Cancel
// (nothing). The approval editor uses it for approvers and for the custom request definition.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CallFunction } from '../../api/index.ts';
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import { ComponentLoader } from '../loaders/Loaders.tsx';
import type { PickerItem } from '../picker/types.ts';

const Picker = lazy(() => import('../picker/Picker.tsx'));

export interface PickerDialogProps {
  title: string;
  options: PickerOptions;
  call?: CallFunction;
  /** The chosen items (OK), or undefined (Cancel, Escape). */
  onClose(items: PickerItem[] | undefined): void;
}

export default function PickerDialog({ title, options, call, onClose }: PickerDialogProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<PickerItem[]>([]);
  return (
    <Dialog open onClose={() => onClose(undefined)} fullWidth maxWidth="sm" aria-labelledby="picker-dialog-title">
      <DialogTitle id="picker-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Suspense fallback={<ComponentLoader minHeight={120} />}>
          <Picker label={title} options={options} value={items} onChange={(next) => setItems(next ?? [])} call={call} />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(undefined)}>{t('renderer.cancel')}</Button>
        <Button variant="contained" disabled={items.length === 0} onClick={() => onClose(items)}>
          {t('widgets.pickerDialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
