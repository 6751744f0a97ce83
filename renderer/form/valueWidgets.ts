// Value widgets: field widgets that edit a whole object or list (an approval, the localized names,
// a list of picker items, a resource's parameters) rather than one value. A field of type 'object'
// or 'array' whose widget is one of them is drawn by that widget with the whole value, through the
// one @rjsf custom field 'valueWidget' (ValueWidgetField.tsx), instead of @rjsf's object or list
// editor. Pure.
import type { RJSFSchema } from '@rjsf/utils';
import type { WidgetName } from '../../widgets/names.ts';

/** Widgets that can edit a whole object or list, by the value types they take. */
export const VALUE_WIDGETS: Readonly<Partial<Record<WidgetName, readonly ('object' | 'array')[]>>> = {
  approvalEditor: ['object'],
  localizedText: ['array'],
  parameterList: ['array'],
  picker: ['array'],
  containerTree: ['array'],
  driverTree: ['array'],
  // a select with options.multiple: the list of chosen values
  select: ['array'],
};

/** The name of the @rjsf custom field that draws a value widget. */
export const VALUE_WIDGET_FIELD = 'valueWidget';

/** The value widget that draws a field of this type, or undefined (the field is drawn as usual). */
export function valueWidgetOf(type: string | undefined, widget: string | undefined): WidgetName | undefined {
  if (!widget || (type !== 'object' && type !== 'array')) return undefined;
  const types = VALUE_WIDGETS[widget as WidgetName];
  return types?.includes(type) ? (widget as WidgetName) : undefined;
}

/**
 * The JSON Schema of a value-widget field: any object, or a list of anything (picker items keep
 * their type, id and names; loaded values may be DNs). A required list needs one entry.
 */
export function valueWidgetSchema(type: 'object' | 'array', required: boolean): RJSFSchema {
  if (type === 'object') return { type: 'object' };
  return { type: 'array', items: {}, ...(required ? { minItems: 1 } : {}) };
}
