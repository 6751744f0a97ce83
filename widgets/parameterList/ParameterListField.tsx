// The parameter list as a form field (registered as 'parameterList'): the field's whole value is the
// list of parameter rows (screens/resources/code/transforms.ts resourceForm makes them from resourceParameters).
import type { WidgetProps as FormWidgetProps } from '@rjsf/utils';
import type { ParameterListOptions } from '../../schemas/types/widgets/parameterList.ts';
import ParameterList from './ParameterList.tsx';
import type { ParameterRow } from '../../domain/parameters.ts';

export default function ParameterListField(props: FormWidgetProps) {
  return (
    <ParameterList
      id={props.id}
      label={props.label || undefined}
      options={props.options as ParameterListOptions}
      value={Array.isArray(props.value) ? (props.value as ParameterRow[]) : undefined}
      onChange={(value) => props.onChange(value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      disabled={props.disabled}
      readonly={props.readonly}
      showErrors={(props.rawErrors ?? []).length > 0}
    />
  );
}
