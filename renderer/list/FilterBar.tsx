// The filter fields of a list (ListBlock.filters), drawn by their registered widgets through the
// form engine: Apply hands the values to the list, Clear empties them. Loaded when first opened.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Filter } from '../../schemas/types/screen.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import { filterFormModel } from './filters.ts';

type Values = Record<string, unknown>;

export default function FilterBar({ filters, applied, onApply }: { filters: Filter[]; applied: Values; onApply(values: Values): void }) {
  const { t } = useTranslation();
  const model = useMemo(() => filterFormModel(filters, t), [filters, t]);
  const [draft, setDraft] = useState<Values>(applied);
  return (
    <Box role="search" aria-label={t('renderer.filters.title')}>
      <SchemaForm
        model={model}
        formData={draft}
        onChange={setDraft}
        onSubmit={onApply}
        submitLabel={t('renderer.filters.apply')}
        columns={2}
        extraButtons={
          <Button
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t('renderer.filters.clear')}
          </Button>
        }
      />
    </Box>
  );
}
