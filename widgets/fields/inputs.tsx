// The plain field widgets of forms, on @rjsf/mui's templates: text, number, password (with an
// optional confirmation), textarea, checkbox, select and dateTime. Each names its error as the
// accessible description of the element that takes focus: the theme sets aria-describedby on the
// wrapper, where a screen reader does not read it.
import { createElement, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { errorId, getTemplate, type BaseInputTemplateProps, type Widget, type WidgetProps } from '@rjsf/utils';
import { Templates, Widgets } from '@rjsf/mui';
import { formatTimeValue } from '../../api/normalize/dates.ts';
import { fieldFormContext } from './formContext.ts';
import { FieldLoader, useFieldI18n } from './fieldI18n.tsx';
import { translatedChoices, useLoadedChoices, type ChoicesFrom } from './loadedChoices.ts';

/** The id of the field's error list while it has errors (the theme's FieldErrorTemplate gives the list that id). */
export function errorDescription(props: Pick<WidgetProps, 'id' | 'rawErrors' | 'hideError'>): string | undefined {
  return (props.rawErrors ?? []).length > 0 && !props.hideError ? errorId(props.id) : undefined;
}

const ThemeBaseInput = Templates.BaseInputTemplate!;

/** The form's input template: the theme's, with the error as the input's own description. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const described = errorDescription(props);
  if (!described) return createElement(ThemeBaseInput, props);
  return createElement(ThemeBaseInput, { ...props, slotProps: { ...props.slotProps, htmlInput: { ...props.slotProps?.htmlInput, 'aria-describedby': described } } });
}

// The theme's input template, looked up in the form's registry (so a theme change reaches it).
function BaseInput(props: WidgetProps & { type: string }) {
  return createElement(getTemplate('BaseInputTemplate', props.registry, props.options), props);
}

export function TextWidget(props: WidgetProps) {
  return <BaseInput {...props} type="text" />;
}

export function NumberWidget(props: WidgetProps) {
  const { min, max, step } = props.options as { min?: number; max?: number; step?: number };
  return <BaseInput {...props} type="number" schema={{ ...props.schema, minimum: min ?? props.schema.minimum, maximum: max ?? props.schema.maximum, multipleOf: step }} />;
}

export function PasswordWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [again, setAgain] = useState('');
  if (!props.options.confirm) return <BaseInput {...props} type="password" />;
  const mismatch = again !== '' && again !== (props.value ?? '');
  return (
    <Stack spacing={2}>
      <BaseInput {...props} type="password" />
      <TextField
        type="password"
        label={t('widgets.password.confirm')}
        value={again}
        required={props.required}
        disabled={props.disabled || props.readonly}
        onChange={(event) => setAgain(event.target.value)}
        error={mismatch}
        helperText={mismatch ? t('widgets.password.mismatch') : undefined}
      />
    </Stack>
  );
}

function themeWidget(name: 'TextareaWidget' | 'CheckboxWidget' | 'SelectWidget'): Widget {
  const widget = Widgets[name];
  if (!widget) throw new Error(`@rjsf/mui has no ${name}`);
  return widget;
}

export const TextareaWidget = themeWidget('TextareaWidget');
const ThemeCheckboxWidget = themeWidget('CheckboxWidget');
const ThemeSelectWidget = themeWidget('SelectWidget');

/** Extra props for one of the theme's parts (options.mui.rjsfSlotProps), keeping those a definition gives. */
function withSlotProps(options: WidgetProps['options'], slot: string, extra: Record<string, unknown>): WidgetProps['options'] {
  const mui = (options.mui ?? {}) as { rjsfSlotProps?: Record<string, Record<string, unknown>> };
  const slots = mui.rjsfSlotProps ?? {};
  return { ...options, mui: { ...mui, rjsfSlotProps: { ...slots, [slot]: { ...slots[slot], ...extra } } } };
}

export function CheckboxWidget(props: WidgetProps) {
  const described = errorDescription(props);
  return <ThemeCheckboxWidget {...props} options={described ? withSlotProps(props.options, 'checkbox', { slotProps: { input: { 'aria-describedby': described } } }) : props.options} />;
}

interface SelectChoice {
  value: string | number | boolean;
  labelKey: string;
}

/**
 * The theme's select. Its choices come from the schema's enum (a server choiceList) or, for a
 * declared field, from options.choices (values with translated labels; the value keeps its type).
 */
export function SelectWidget(props: WidgetProps) {
  const { t, i18n } = useFieldI18n();
  const choices = props.options.choices as SelectChoice[] | undefined;
  const fromSchema = props.options.enumOptions;
  const context = fieldFormContext(props.registry.formContext);
  const from = props.options.choicesFrom as ChoicesFrom | undefined;
  const loaded = useLoadedChoices(from, context.call, context.values);
  // Loaded values are text; a numeric field (a role level) compares and stores them as numbers.
  const numeric = props.schema.type === 'integer' || props.schema.type === 'number';
  const enumOptions = useMemo(
    () =>
      from
        ? translatedChoices(loaded, from.labelKeyPrefix, (key) => (i18n.exists(key) ? t(key) : undefined)).map((c) => (numeric ? { ...c, value: Number(c.value) } : c))
        : fromSchema && fromSchema.length > 0
          ? fromSchema
          : choices?.map((c) => ({ value: c.value, label: t(c.labelKey) })),
    [from, loaded, fromSchema, choices, t, i18n, numeric],
  );
  const described = errorDescription(props);
  const options = { ...props.options, enumOptions };
  // A list value (options.multiple, drawn as a value widget) is a multiple choice.
  return (
    <ThemeSelectWidget
      {...props}
      multiple={props.multiple || Array.isArray(props.value) || props.options.multiple === true}
      value={props.value ?? (props.options.multiple ? [] : props.value)}
      options={described ? withSlotProps(options, 'select', { SelectDisplayProps: { 'aria-describedby': described } }) : options}
    />
  );
}

const DatePickerField = lazy(() => import('./DatePickerField.tsx'));

/**
 * A date or date-time field: MUI X's picker in the page's language and direction (DatePickerField,
 * loaded on demand); read-only values show in the spec's lll or ll format.
 */
export function DateTimeWidget(props: WidgetProps) {
  const { i18n } = useFieldI18n();
  const format = props.options.format === 'll' ? 'll' : 'lll';
  if (props.readonly || props.disabled) {
    return <TextField id={props.id} label={props.label} value={formatTimeValue(props.value, format, i18n.language)} disabled fullWidth />;
  }
  return (
    <Suspense fallback={<FieldLoader minHeight={56} />}>
      <DatePickerField {...props} describedBy={errorDescription(props)} />
    </Suspense>
  );
}
