// The one @rjsf custom field of value widgets (valueWidgets.ts): it hands the field's whole value
// to the registered widget named by ui:widget, as @rjsf's StringField does for a single value.
// The field template around it still draws the errors and the help text.
import { createElement, useCallback } from 'react';
import { getWidget, type FieldProps, type UIOptionsType, type WidgetProps } from '@rjsf/utils';

export function ValueWidgetField(props: FieldProps) {
  const { schema, uiSchema, registry, fieldPathId, formData, onChange, name } = props;
  // ui:options as given (getUiOptions would mix in ui:field as option 'field', which localizedText has).
  const options = (uiSchema?.['ui:options'] ?? {}) as UIOptionsType;
  const widget = uiSchema?.['ui:widget'] as string;
  const uiTitle = uiSchema?.['ui:title'] as string | undefined;
  // No title: the widget's own default label.
  const label = uiTitle ?? schema.title ?? '';
  const change = useCallback((value: unknown) => onChange(value, fieldPathId.path), [onChange, fieldPathId]);
  const widgetProps: WidgetProps = {
    id: fieldPathId.$id,
    name,
    schema,
    uiSchema,
    registry,
    options,
    label,
    value: formData,
    onChange: change,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    required: props.required,
    disabled: props.disabled,
    readonly: props.readonly,
    rawErrors: props.rawErrors,
    hideError: props.hideError,
  };
  // The widget is looked up by name in the form's registry (formWidgets), like @rjsf's own fields do.
  return createElement(getWidget(schema, widget, registry.widgets), widgetProps);
}
