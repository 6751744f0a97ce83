// The picker and the container and driver trees as form fields. They edit a list of picker items; a form
// field of type string keeps the chosen item's DN (a single container, a single user), an array
// of strings the DNs, anything else the items themselves. Loaded on demand (heavy widgets).
import { lazy, Suspense, useRef, type ComponentType } from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { Widget, WidgetProps as FormWidgetProps } from '@rjsf/utils';
import type { PickerItem, PickerTab } from '../picker/types.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { ComponentLoader } from '../loaders/Loaders.tsx';
import { fieldFormContext } from './formContext.ts';
import { rdnValue } from './LookupWidget.tsx';

type ItemsWidget<O> = ComponentType<WidgetProps<O, PickerItem[] | undefined> & { selfDn?: string }>;

const idOf = (item: PickerItem) => item.dn ?? item.id;

/**
 * Form value to picker items: DNs become items of the widget's tab, named by the items chosen in
 * this field before, else by the form's display texts (a loaded object's names), else by their RDN.
 */
export function itemsOfValue(value: unknown, type: PickerTab, known?: { items?: ReadonlyMap<string, PickerItem>; names?: Record<string, string> }): PickerItem[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.map((entry) => {
    if (typeof entry !== 'string') return entry as PickerItem;
    return known?.items?.get(entry) ?? { type, id: entry, dn: entry, displayName: known?.names?.[entry] ?? rdnValue(entry) };
  });
}

/** Picker items to the form value the schema asks for. */
export function valueOfItems(items: readonly PickerItem[] | undefined, schemaType: unknown, itemType: unknown): unknown {
  const chosen = items ?? [];
  if (schemaType === 'string') return chosen[0] ? idOf(chosen[0]) : undefined;
  if (schemaType === 'array' && itemType === 'string') return chosen.map(idOf);
  return [...chosen];
}

/**
 * A picker or tree as a form field. The field draws the one visible label; `labelTarget` says how
 * it reaches the widget: 'input' (the widget's search box has the field's id: a <label for>) or
 * 'aria' (a tree, which has no input: the widget names itself with the label, invisibly).
 */
export function itemsField<O>(Component: ItemsWidget<O>, tabOf: (options: O) => PickerTab, labelTarget: 'input' | 'aria'): Widget {
  function ItemsField(props: FormWidgetProps) {
    const options = props.options as unknown as O;
    const itemSchema = props.schema.items as { type?: unknown } | undefined;
    const context = fieldFormContext(props.registry.formContext);
    // Items chosen here keep their names when the form hands back only their DNs.
    const chosen = useRef(new Map<string, PickerItem>());
    return (
      <Stack spacing={1}>
        {props.label && (
          <FormLabel required={props.required} htmlFor={labelTarget === 'input' ? props.id : undefined}>
            {props.label}
          </FormLabel>
        )}
        <Suspense fallback={<ComponentLoader minHeight={48} />}>
          <Component
            id={props.id}
            label={labelTarget === 'aria' ? props.label : undefined}
            selfDn={context.selfDn}
            options={options}
            value={itemsOfValue(props.value, tabOf(options), { items: chosen.current, names: context.displayTexts })}
            onChange={(items) => {
              for (const item of items ?? []) chosen.current.set(idOf(item), item);
              props.onChange(valueOfItems(items, props.schema.type, itemSchema?.type));
            }}
            onBlur={() => props.onBlur(props.id, props.value)}
            disabled={props.disabled}
            readonly={props.readonly}
            {...(context.call ? { call: context.call } : {})}
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
  'input',
);
export const ContainerTreeField = itemsField(
  lazy(() => import('../trees/ContainerTree.tsx')),
  () => 'container',
  'aria',
);
export const DriverTreeField = itemsField(
  lazy(() => import('../trees/DriverTree.tsx')),
  () => 'driverOrEntitlement',
  'aria',
);
