// The server's attribute schema (AttributesListNode) mapped onto JSON Schema and uiSchema for
// @rjsf/core. Pure: the screen's fields and sections only add order, sections and overrides.
//   dataType String/Integer/Boolean/Time/DN/Binary -> string/integer/boolean, date widget, lookup, image upload
//   DN whose lookupEntity has a registered picker (an area's lookupPickers) -> that picker
//   choiceList -> enum of the keys with ui:enumNames of the values (a select that stores the key;
//                 enum rather than oneOf so that an optional choice starts empty)
//   isMultivalued -> an array of the value (a list editor)
//   a field of type object or array drawn by a value widget -> that widget with the whole value (valueWidgets.ts)
//   isEditable false -> readOnly; isRequired -> required
import type { RJSFSchema, UIOptionsType, UiSchema } from '@rjsf/utils';
import type { Field, Section } from '../../schemas/types/screen.ts';
import type { AttributeNode } from '../../api/normalize/paths.ts';
import { checksItsValue, initialValue } from '../../widgets/valueChecks.ts';
import { attributeLabel } from '../../widgets/attributeValue/attributeLabel.ts';
import { VALUE_WIDGET_FIELD, VALUE_WIDGETS, valueWidgetOf, valueWidgetSchema } from './valueWidgets.ts';

export type Translate = (key: string, options?: { lng?: string; defaultValue?: string }) => string;

/** Widget names the mapping picks by itself (the rest come from a field's widget). */
export const ATTRIBUTE_WIDGETS = { time: 'dateTime', dn: 'lookup', pickedDn: 'picker', image: 'imageUpload', choice: 'select', text: 'text', number: 'number', boolean: 'checkbox' } as const;

/** Lookup entity → the picker options of its DN attributes (the registries' lookupPickers). */
export type LookupPickers = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The registered picker of a DN attribute's lookup entity, if any. */
function pickerOf(attribute: AttributeNode | undefined, pickers: LookupPickers): Readonly<Record<string, unknown>> | undefined {
  if ((attribute?.dataType ?? '').toLowerCase() !== 'dn' || !attribute?.lookupEntity) return undefined;
  return Object.hasOwn(pickers, attribute.lookupEntity) ? pickers[attribute.lookupEntity] : undefined;
}

export interface FormModel {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Property names in display order. */
  order: string[];
  /** Sections with their property names (a last untitled section holds unlisted attributes when shown). */
  sections: { id: string; titleKey?: string; fields: string[] }[];
  /** Fields by name, after overrides: what validators and encoders read. */
  fields: Record<string, Field>;
}

function valueSchema(attribute: AttributeNode | undefined, field: Field | undefined): RJSFSchema {
  if (attribute?.choiceList && attribute.choiceList.length > 0) {
    return { type: 'string', enum: attribute.choiceList.map((c) => c.key) };
  }
  const dataType = (attribute?.dataType ?? '').toLowerCase();
  if (dataType === 'integer') return { type: 'integer' };
  if (dataType === 'boolean') return { type: 'boolean' };
  if (field?.type && field.type !== 'array' && field.type !== 'object') return { type: field.type };
  return { type: 'string' };
}

function defaultWidget(attribute: AttributeNode | undefined, pickers: LookupPickers): string | undefined {
  if (!attribute) return undefined;
  const dataType = (attribute.dataType ?? '').toLowerCase();
  if (attribute.choiceList && attribute.choiceList.length > 0) return ATTRIBUTE_WIDGETS.choice;
  if (dataType === 'time' || attribute.formatType === 'date') return ATTRIBUTE_WIDGETS.time;
  if (pickerOf(attribute, pickers)) return ATTRIBUTE_WIDGETS.pickedDn;
  if (dataType === 'dn') return ATTRIBUTE_WIDGETS.dn;
  if (dataType === 'binary' || attribute.formatType === 'image') return ATTRIBUTE_WIDGETS.image;
  return undefined;
}

function widgetOptions(attribute: AttributeNode | undefined, field: Field | undefined, pickers: LookupPickers): UIOptionsType {
  // The picker defaults apply only where the picker is the widget (a screen may ask for lookup).
  const picker = pickerOf(attribute, pickers);
  const pickerDefaults = picker && (field?.widget ?? ATTRIBUTE_WIDGETS.pickedDn) === ATTRIBUTE_WIDGETS.pickedDn ? picker : {};
  const options: UIOptionsType = { ...pickerDefaults, ...((field?.options ?? {}) as UIOptionsType) };
  if (attribute?.lookupEntity) options.lookupEntity = attribute.lookupEntity;
  if (attribute?.formatType) options.formatType = attribute.formatType;
  if (field?.helpKey) options.helpKey = field.helpKey;
  return options;
}

/**
 * A section that is one value widget editing a property (`widget` and `bind`, e.g. the grant
 * approval) holds that property as its field, so that it is edited with the rest of the form.
 */
function withWidgetField(section: Section): Section {
  if (!section.widget || !section.bind || (section.fields ?? []).length > 0) return section;
  const type = VALUE_WIDGETS[section.widget]?.[0];
  if (!type) return section;
  return { ...section, fields: [{ name: section.bind, type, widget: section.widget, ...(section.options ? { options: section.options } : {}) }] };
}

/**
 * Builds the form model from the server's attributes and the screen's fields and sections; DN
 * attributes of a lookup entity in `pickers` get that picker.
 */
export function buildFormModel(
  attributes: readonly AttributeNode[],
  screen: { fields?: Field[]; sections?: Section[]; unlisted?: 'show' | 'hide' },
  translate: Translate,
  pickers: LookupPickers = {},
): FormModel {
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  const screenSections = (screen.sections ?? []).map(withWidgetField);
  const fields: Record<string, Field> = {};
  for (const field of screen.fields ?? []) fields[field.name] = field;
  for (const section of screenSections) {
    for (const entry of section.fields ?? []) if (typeof entry !== 'string') fields[entry.name] = { ...fields[entry.name], ...entry };
  }

  const sections: FormModel['sections'] = screenSections
    .filter((s) => s.fields && s.fields.length > 0)
    .map((s) => ({ id: s.id, titleKey: s.titleKey, fields: (s.fields ?? []).map((f) => (typeof f === 'string' ? f : f.name)) }));
  const placed = new Set(sections.flatMap((s) => s.fields));
  const declaredOnly = Object.keys(fields).filter((name) => !placed.has(name));
  const unlisted = screen.unlisted === 'hide' ? [] : attributes.map((a) => a.key).filter((key) => !placed.has(key) && !declaredOnly.includes(key));
  const rest = [...declaredOnly, ...unlisted];
  if (rest.length > 0) sections.push({ id: 'other', fields: rest });

  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const order: string[] = [];

  for (const section of sections) {
    section.fields = section.fields.filter((name) => {
      const attribute = byKey.get(name);
      const field = fields[name];
      if (field?.hidden || (!attribute && !field)) return false;
      const title = field?.labelKey ? translate(field.labelKey) : attributeLabel(translate, name, attribute?.displayLabel);
      const readOnly = field?.readOnly ?? (attribute ? attribute.isEditable === false : false);
      const isRequired = (field?.required ?? attribute?.isRequired) === true;
      const valueWidget = valueWidgetOf(field?.type, field?.widget);
      const multi = !valueWidget && (attribute?.isMultivalued || field?.type === 'array');
      const single = valueSchema(attribute, field);
      const schema = valueWidget ? valueWidgetSchema(field?.type as 'object' | 'array', isRequired) : multi ? { type: 'array' as const, items: single } : single;
      // A value widget without a label of its own shows its default title (e.g. 'Grant approval').
      const titled = valueWidget && !field?.labelKey && !attribute ? {} : { title };
      properties[name] = { ...schema, ...titled, ...(readOnly ? { readOnly: true } : {}) };
      const initial = field?.default ?? (valueWidget ? initialValue(valueWidget, field?.options) : undefined);
      if (initial !== undefined) properties[name].default = initial as RJSFSchema['default'];
      if (isRequired) required.push(name);
      const widget = field?.widget ?? defaultWidget(attribute, pickers);
      const options = widgetOptions(attribute, field, pickers);
      // Only fields with options carry ui:options (rjsf reads it for every field it draws).
      const ui: UiSchema = Object.keys(options).length > 0 ? { 'ui:options': options } : {};
      if (valueWidget) {
        ui['ui:field'] = VALUE_WIDGET_FIELD;
        ui['ui:widget'] = valueWidget;
        // A widget that checks its value shows each problem next to its row; the field's own error
        // line would repeat it, and its disappearing on blur would shift Save away from the click.
        if (checksItsValue(valueWidget)) ui['ui:hideError'] = true;
      } else if (widget) {
        if (multi) ui.items = { 'ui:widget': widget, 'ui:options': widgetOptions(attribute, field, pickers) };
        else ui['ui:widget'] = widget;
      }
      if (field?.helpKey) ui['ui:help'] = translate(field.helpKey);
      if (attribute?.choiceList && attribute.choiceList.length > 0) {
        const names = attribute.choiceList.map((c) => c.value);
        if (multi) ui.items = { ...(ui.items as UiSchema), 'ui:enumNames': names };
        else ui['ui:enumNames'] = names;
      }
      if (Object.keys(ui).length > 0) uiSchema[name] = ui;
      order.push(name);
      return true;
    });
  }

  uiSchema['ui:order'] = [...order, '*'];
  return { schema: { type: 'object', properties, required }, uiSchema, order, sections: sections.filter((s) => s.fields.length > 0), fields };
}

/** Form data from attribute nodes with values: one value, or a list for multi-valued attributes. */
export function formDataFromAttributes(nodes: readonly AttributeNode[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const node of nodes) {
    const values = (node.attributeValues ?? []).map((v) => v.value ?? v.$ ?? '').filter((v) => v !== '');
    if (node.isMultivalued) data[node.key] = values;
    else if (values.length > 0) data[node.key] = values[0];
  }
  return data;
}
