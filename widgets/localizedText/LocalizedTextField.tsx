// The localized-text editor as a form field (registered as 'localizedText'): the field's whole
// value is the contract's list of { locale, name } or { locale, desc }.
import type { WidgetProps as FormWidgetProps } from '@rjsf/utils';
import type { LocalizedTextOptions } from '../../schemas/types/widgets/localizedText.ts';
import { fieldFormContext } from '../fields/formContext.ts';
import LocalizedText from './LocalizedText.tsx';
import type { LocalizedEntry } from '../../domain/localeKeys.ts';

export default function LocalizedTextField(props: FormWidgetProps) {
  const { call } = fieldFormContext(props.registry.formContext);
  return (
    <LocalizedText
      id={props.id}
      label={props.label || undefined}
      options={props.options as LocalizedTextOptions}
      value={Array.isArray(props.value) ? (props.value as LocalizedEntry[]) : undefined}
      onChange={(value) => props.onChange(value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      disabled={props.disabled}
      readonly={props.readonly}
      {...(call ? { call } : {})}
    />
  );
}
