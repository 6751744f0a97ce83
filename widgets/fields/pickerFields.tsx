// The picker and the trees (issue 7) as form fields. They edit a list of picker items; a form
// field of type string keeps the chosen item's DN (a single container, a single user), an array
// of strings the DNs, anything else the items themselves. Loaded on demand (heavy widgets).
import { lazy, Suspense, type ComponentType } from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { Widget, WidgetProps as FormWidgetProps } from '@rjsf/utils';
import type { PickerItem, PickerTab } from '../picker/types.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { ComponentLoader } from '../loaders/Loaders.tsx';
import { rdnValue } from './LookupWidget.tsx';

type ItemsWidget<O> = ComponentType<WidgetProps<O, PickerItem[] | undefined>>;

const idOf = (item: PickerItem) => item.dn ?? item.id;

/** Form value to picker items: DNs become items of the widget's tab. */
export function itemsOfValue(value: unknown, type: PickerTab): PickerItem[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.map((entry) => (typeof entry === 'string' ? { type, id: entry, dn: entry, displayName: rdnValue(entry) } : (entry as PickerItem)));
}

/** Picker items to the form value the schema asks for. */
export function valueOfItems(items: readonly PickerItem[] | undefined, schemaType: unknown, itemType: unknown): unknown {
  const chosen = items ?? [];
  if (schemaType === 'string') return chosen[0] ? idOf(chosen[0]) : undefined;
  if (schemaType === 'array' && itemType === 'string') return chosen.map(idOf);
  return [...chosen];
}

export function itemsField<O>(Component: ItemsWidget<O>, tabOf: (options: O) => PickerTab): Widget {
  function ItemsField(props: FormWidgetProps) {
    const options = props.options as unknown as O;
    const itemSchema = props.schema.items as { type?: unknown } | undefined;
    return (
      <Stack spacing={1}>
        {props.label && <FormLabel required={props.required}>{props.label}</FormLabel>}
        <Suspense fallback={<ComponentLoader minHeight={48} />}>
          <Component
            id={props.id}
            label={props.label}
            options={options}
            value={itemsOfValue(props.value, tabOf(options))}
            onChange={(items) => props.onChange(valueOfItems(items, props.schema.type, itemSchema?.type))}
            onBlur={() => props.onBlur(props.id, props.value)}
            disabled={props.disabled}
            readonly={props.readonly}
          />
        </Suspense>
      </Stack>
    );
  }
  return ItemsField;
}

export const PickerField = itemsField(
  lazy(() => import('../picker/Picker.tsx')),
  (options: { tabs?: PickerTab[] }) => options.tabs?.[0] ?? 'user',
);
export const ContainerTreeField = itemsField(
  lazy(() => import('../trees/ContainerTree.tsx')),
  () => 'container',
);
export const DriverTreeField = itemsField(
  lazy(() => import('../trees/DriverTree.tsx')),
  () => 'driverOrEntitlement',
);
