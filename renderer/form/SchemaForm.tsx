// One @rjsf form for a FormModel: our widget registry, sections as cards (one ObjectFieldTemplate
// reads them from formContext), validation on blur and on submit with translated messages, value
// widgets drawn whole (valueWidgets.ts), fields shown only while their visibleWhen holds. A submit
// that fails validation moves focus to the first invalid field and says how many problems there are;
// so do errors given from outside (server checks, a refusal that names a field).
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Form from '@rjsf/mui';
import { formValidator } from './schemaValidator.ts';
import type { ErrorSchema, ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { formWidgets } from '../../widgets/formWidgets.ts';
import { BaseInputTemplate } from '../../widgets/fields/inputs.tsx';
import type { FieldFormContext } from '../../widgets/fields/formContext.ts';
import { ScreenEnvironmentContext } from '../../widgets/environment.tsx';
import { useRegistries } from '../core/registries.ts';
import type { FormModel } from './attributeSchema.ts';
import { customValidator, errorTransformer } from './validation.ts';
import { VALUE_WIDGET_FIELD } from './valueWidgets.ts';
import { ValueWidgetField } from './ValueWidgetField.tsx';
import { disabledFields, hiddenFields } from './visibility.ts';

type FormData = Record<string, unknown>;

const DEFAULT_FORM_STATE = { arrayMinItems: { populate: 'never' } } as const;

export interface SchemaFormContext extends FieldFormContext {
  sections: FormModel['sections'];
  /** Fields per row (detail pages use 2). */
  columns?: 1 | 2;
  /** Fields whose visibleWhen does not hold for the current values. */
  hidden?: ReadonlySet<string>;
  /** The page's language (a change draws the fields again). */
  language?: string;
}

const fields = { [VALUE_WIDGET_FIELD]: ValueWidgetField };

/**
 * How many fields a form draws in its first render: about a screen's height of them. The rest are
 * drawn in a deferred render straight after (React's useDeferredValue), which a keystroke can
 * interrupt, so that the top of a long form shows without waiting for the fields below the fold.
 */
export const FIRST_DRAWN_FIELDS = 16;

/** Each section with the fields drawn now (the first `budget` shown fields, in order) and how many shown fields wait. */
export function sectionsToDraw<S extends { fields: readonly string[] }>(sections: readonly S[], isShown: (name: string) => boolean, budget: number) {
  let left = budget;
  return sections.map((section) => {
    const shown = section.fields.filter(isShown);
    const drawn = shown.slice(0, Math.max(0, left));
    left -= drawn.length;
    return { section, drawn, left: shown.length - drawn.length };
  });
}

function SectionsTemplate(props: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  const context = props.registry.formContext as SchemaFormContext | undefined;
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  const columns = context?.columns ?? 1;
  const [drawAll, setDrawAll] = useState(false);
  const sections = sectionsToDraw(
    context?.sections ?? [{ id: 'all', fields: props.properties.map((p) => p.name) }],
    (name) => {
      const property = byName.get(name);
      return Boolean(property && !property.hidden && !context?.hidden?.has(name));
    },
    drawAll ? Infinity : FIRST_DRAWN_FIELDS,
  );
  const more = sections.some(({ left }) => left > 0);
  useEffect(() => {
    if (!more) return;
    // Once the first fields have been painted: the next frame, then the task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawAll(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [more]);
  return (
    <Stack spacing={2} data-drawn={more ? 'first' : 'all'}>
      {sections
        // In the first render, a section none of whose fields is drawn yet waits for the rest.
        .filter(({ drawn, left }) => drawn.length > 0 || left === 0)
        .map(({ section, drawn }) => (
          <Paper key={section.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={section.titleKey ? t(section.titleKey) : undefined}>
            {section.titleKey && (
              <Typography variant="h6" component="h2" gutterBottom>
                {t(section.titleKey)}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' } }}>
              {drawn.map((name) => (
                <div key={name}>{byName.get(name)!.content}</div>
              ))}
            </Box>
          </Paper>
        ))}
    </Stack>
  );
}

/** The fields with errors given from outside, in the form's order. */
function fieldsWithErrors(order: readonly string[], errors: ErrorSchema | undefined): string[] {
  if (!errors) return [];
  const listed = errors as Record<string, { __errors?: unknown[] } | undefined>;
  return order.filter((name) => (listed[name]?.__errors?.length ?? 0) > 0);
}

/** The ui schema with the fields whose enabledWhen does not hold made read-only. */
function withReadOnly(uiSchema: UiSchema, disabled: ReadonlySet<string>): UiSchema {
  if (disabled.size === 0) return uiSchema;
  const out: UiSchema = { ...uiSchema };
  for (const name of disabled) out[name] = { ...(uiSchema[name] as UiSchema | undefined), 'ui:readonly': true };
  return out;
}

export interface SchemaFormProps {
  model: FormModel;
  formData: FormData;
  onChange(data: FormData): void;
  onSubmit(data: FormData): void;
  submitLabel: string;
  busy?: boolean;
  /** Keeps Save disabled (a settings page with nothing changed). */
  submitDisabled?: boolean;
  extraButtons?: ReactNode;
  columns?: 1 | 2;
  displayTexts?: Record<string, string>;
  selfDn?: string;
  /** Errors found outside the form (server checks before submit), shown under their fields. */
  extraErrors?: ErrorSchema;
}

export function SchemaForm({ model, formData, onChange, onSubmit, submitLabel, busy, submitDisabled, extraButtons, columns, displayTexts, selfDn, extraErrors }: SchemaFormProps) {
  const { t, i18n } = useTranslation();
  const environment = useContext(ScreenEnvironmentContext);
  const call = environment?.call;
  const { widgets, validators } = useRegistries();
  const rjsfWidgets = useMemo(() => formWidgets(widgets), [widgets]);
  // Conditions may read the signed-in user and the settings too (a field only administrators fill).
  const sources = useMemo(() => ({ user: environment?.user, settings: environment?.settings }), [environment?.user, environment?.settings]);
  const hidden = useMemo(() => hiddenFields(model.fields, formData, sources), [model.fields, formData, sources]);
  const uiSchema = useMemo(() => withReadOnly(model.uiSchema, disabledFields(model.fields, formData, sources)), [model.uiSchema, model.fields, formData, sources]);
  const customValidate = useMemo(() => customValidator(model.fields, t, model.schema.required ?? [], hidden, validators), [model.fields, model.schema.required, t, hidden, validators]);
  const transformErrors = useMemo(() => errorTransformer(t, hidden), [t, hidden]);
  const formContext = useMemo<SchemaFormContext>(
    // The language: its change draws every field again (field widgets translate through useFieldI18n).
    () => ({ sections: model.sections, columns, displayTexts, selfDn, call, hidden, values: formData, language: i18n.language }),
    [model.sections, columns, displayTexts, selfDn, call, hidden, formData, i18n.language],
  );
  const templates = useMemo(() => ({ ObjectFieldTemplate: SectionsTemplate, BaseInputTemplate }), []);
  // The problems of the last failed submit, kept current while the user corrects them.
  const [problems, setProblems] = useState(0);
  const outside = useMemo(() => fieldsWithErrors(model.order, extraErrors), [model.order, extraErrors]);
  // Errors from outside arrive after the save: focus goes to the first field they name (@rjsf's
  // ids are root_<name>), so that its error is read out as the field's description.
  useEffect(() => {
    const first = outside[0];
    if (first !== undefined) document.getElementById(`root_${first}`)?.focus();
  }, [outside]);
  const shownProblems = problems > 0 ? problems : outside.length;
  return (
    <Form
      schema={model.schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={formValidator}
      widgets={rjsfWidgets}
      fields={fields}
      templates={templates}
      formContext={formContext}
      customValidate={customValidate}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      liveValidate="onBlur"
      showErrorList={false}
      noHtml5Validate
      // A required list (minItems 1) starts empty: by default @rjsf would fill it with one empty
      // entry, which a picker cannot draw. 'Required' comes from validation instead.
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      disabled={busy}
      focusOnFirstError
      onError={(errors) => setProblems(errors.length)}
      onChange={(event) => {
        if (problems > 0) setProblems(event.errors.length);
        onChange(event.formData as FormData);
      }}
      onSubmit={(event) => {
        setProblems(0);
        onSubmit(event.formData as FormData);
      }}
    >
      {shownProblems > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('renderer.form.problems', { count: shownProblems })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {/* A press on the button must not blur the field being typed in first: the blur validates,
            an error that shows or goes moves the button, and the click lands beside it. Submit
            validates every field anyway. */}
        <Button type="submit" variant="contained" disabled={busy || submitDisabled} onMouseDown={(event) => event.preventDefault()}>
          {submitLabel}
        </Button>
        {extraButtons}
      </Stack>
    </Form>
  );
}
