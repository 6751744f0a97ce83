// The date and date-time fields: MUI X's pickers with date-fns, in the page's language and
// direction (month and day names, the order of day, month and year, the first day of the week, the
// picker's own texts), not the browser's native input, which draws in the browser's language.
// Typing goes section by section (day, month, year, hours, minutes), the arrow keys step a section,
// and the calendar button opens a dialog a screen reader announces. Loaded on demand with its
// locale: the shell's entry chunk stays without it.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { parseTimeValue } from '../../api/normalize/dates.ts';
import { FieldLoader, useFieldI18n } from './fieldI18n.tsx';
import { pickerLocale, type PickerLocale } from './pickerLocales.ts';

function usePickerLocale(language: string): PickerLocale | undefined {
  const [locale, setLocale] = useState<PickerLocale>();
  useEffect(() => {
    let current = true;
    void pickerLocale(language).then((loaded) => current && setLocale(loaded));
    return () => {
      current = false;
    };
  }, [language]);
  return locale;
}

export default function DatePickerField(props: WidgetProps & { describedBy?: string }) {
  const { i18n } = useFieldI18n();
  const locale = usePickerLocale(i18n.language);
  if (!locale) return <FieldLoader minHeight={56} />;
  const withTime = props.options.withTime !== false;
  const Picker = withTime ? DateTimePicker : DatePicker;
  const parsed = parseTimeValue(props.value);
  const value = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.dateFns} localeText={locale.texts}>
      <Picker
        label={props.label}
        value={value}
        onChange={(date) => props.onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined)}
        slotProps={{
          textField: {
            id: props.id,
            required: props.required,
            error: (props.rawErrors ?? []).length > 0,
            fullWidth: true,
            onBlur: () => props.onBlur(props.id, props.value),
            // The error describes the group of sections (what a screen reader announces as the
            // field) and the hidden input that carries the value.
            slotProps: { htmlInput: { 'aria-describedby': props.describedBy }, input: { 'aria-describedby': props.describedBy } as object },
          },
        }}
      />
    </LocalizationProvider>
  );
}
