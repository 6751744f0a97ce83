// One @rjsf form for a FormModel: our widget registry, sections as cards (one ObjectFieldTemplate
// reads them from formContext), validation on blur and on submit with translated messages.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { formWidgets } from '../../widgets/registry.tsx';
import type { FormModel } from './attributeSchema.ts';
import { customValidator, errorTransformer } from './validation.ts';

type FormData = Record<string, unknown>;

export interface SchemaFormContext {
  sections: FormModel['sections'];
  /** Fields per row (detail pages use 2). */
  columns?: 1 | 2;
  /** Display texts of DN values, by DN (lookup fields show names, not DNs). */
  displayTexts?: Record<string, string>;
  /** DN of the object being edited (a user picker with excludeSelf leaves it out). */
  selfDn?: string;
}

function SectionsTemplate(props: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const context = props.registry.formContext as SchemaFormContext | undefined;
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const columns = context?.columns ?? 1;
  return (
    <Stack spacing={2}>
      {(context?.sections ?? [{ id: 'all', fields: props.properties.map((p) => p.name) }]).map((section) => (
        <Paper key={section.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={section.titleKey ? t(section.titleKey) : undefined}>
          {section.titleKey && (
            <Typography variant="h6" component="h2" gutterBottom>
              {t(section.titleKey)}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' } }}>
            {section.fields.map((name) => {
              const property = byName.get(name);
              return property && !property.hidden ? <div key={name}>{property.content}</div> : null;
            })}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export interface SchemaFormProps {
  model: FormModel;
  formData: FormData;
  onChange(data: FormData): void;
  onSubmit(data: FormData): void;
  submitLabel: string;
  busy?: boolean;
  extraButtons?: ReactNode;
  columns?: 1 | 2;
  displayTexts?: Record<string, string>;
  selfDn?: string;
}

export function SchemaForm({ model, formData, onChange, onSubmit, submitLabel, busy, extraButtons, columns, displayTexts, selfDn }: SchemaFormProps) {
  const { t } = useTranslation();
  const customValidate = useMemo(() => customValidator(model.fields, t, model.schema.required), [model.fields, model.schema.required, t]);
  const transformErrors = useMemo(() => errorTransformer(t), [t]);
  const formContext = useMemo<SchemaFormContext>(() => ({ sections: model.sections, columns, displayTexts, selfDn }), [model.sections, columns, displayTexts, selfDn]);
  const templates = useMemo(() => ({ ObjectFieldTemplate: SectionsTemplate }), []);
  return (
    <Form
      schema={model.schema}
      uiSchema={model.uiSchema}
      formData={formData}
      validator={validator}
      widgets={formWidgets}
      templates={templates}
      formContext={formContext}
      customValidate={customValidate}
      transformErrors={transformErrors}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      disabled={busy}
      onChange={(event) => onChange(event.formData as FormData)}
      onSubmit={(event) => onSubmit(event.formData as FormData)}
    >
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
        {extraButtons}
      </Stack>
    </Form>
  );
}
