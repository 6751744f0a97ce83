// The dialog of an action with a form (add child roles, assign, map ...): the fields drawn and
// validated by the form engine; OK hands the values to the runner, which keeps the dialog open (with
// the values) when the call fails. Cancel changes nothing.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ActionForm } from '../../schemas/types/screen.ts';
import { buildFormModel } from '../form/attributeSchema.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';

type Values = Record<string, unknown>;

export default function ActionDialog({ form, busy, onSubmit, onCancel }: { form: ActionForm; busy: boolean; onSubmit(values: Values): void; onCancel(): void }) {
  const { t } = useTranslation();
  const model = useMemo(() => buildFormModel([], { fields: form.fields }, t), [form.fields, t]);
  const [values, setValues] = useState<Values>({});
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="action-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="action-dialog-title">{t(form.titleKey)}</DialogTitle>
      <DialogContent>
        {form.descriptionKey && <DialogContentText sx={{ mb: 2 }}>{t(form.descriptionKey)}</DialogContentText>}
        <SchemaForm
          model={model}
          formData={values}
          onChange={setValues}
          onSubmit={onSubmit}
          submitLabel={t(form.submitLabelKey ?? 'renderer.confirm.ok')}
          busy={busy}
          extraButtons={
            <Button onClick={onCancel} disabled={busy}>
              {t('renderer.cancel')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
