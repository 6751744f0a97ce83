// The forms renderer page (#/form/details?id=<DN>&formContainer=<container>): the form the contract's
// GET /access/forms answers for the id (an approval template's form, opened in a new tab from the
// approval templates list), each data item drawn as a field with its label.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomScreenProps } from '../../../renderer/core/registries.ts';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import { formDefinition } from './prdCreate.ts';

export function FormDetails({ options }: CustomScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const formContainer = search.get('formContainer') ?? (typeof options.formContainer === 'string' ? options.formContainer : undefined);
  const answer = useCallData(id === '' ? undefined : 'forms.get', { id, ...(formContainer ? { formContainer } : {}) });
  if (id === '') return <Alert severity="info">{t('formDetails.noForm')}</Alert>;
  if (answer.error !== undefined) return <Alert severity="error">{t('formDetails.failed')}</Alert>;
  if (answer.loading || answer.data === undefined)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('formDetails.loading')}</Typography>
      </Box>
    );
  const form = formDefinition(answer.data);
  return (
    <Box component="form" aria-label={form.name} onSubmit={(event) => event.preventDefault()} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography variant="h6" component="h2">
        {form.name}
      </Typography>
      {form.description && <Typography variant="body2">{form.description}</Typography>}
      {form.items.map((item) => (
        <TextField key={item.name} label={item.label} name={item.name} size="small" defaultValue={item.value} slotProps={{ htmlInput: { readOnly: item.readOnly } }} />
      ))}
    </Box>
  );
}
