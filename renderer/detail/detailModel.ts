// What a detail page shows and edits (pure): the attribute nodes of its 'attributes' sections,
// whether anything may be edited, the form of the edit mode and the form of a `form` tab.
import type { DetailHeader, Field, Section, Tab } from '../../schemas/types/screen.ts';
import { getPath, isAttributeNode, shownValues, type AttributeNode } from '../../api/normalize/paths.ts';
import { buildFormModel, type FormModel, type Translate } from '../form/attributeSchema.ts';

export function sectionNodes(object: unknown, section: Section): AttributeNode[] {
  const list = section.attributes ? getPath(object, section.attributes) : undefined;
  return Array.isArray(list) ? list.filter(isAttributeNode) : [];
}

/**
 * The translation key of a value that a field's choices name (a status code such as 'Running'
 * shown in the user's language); undefined for a value the field has no choice for.
 */
export function choiceLabelKey(field: Field | string | undefined, value: string): string | undefined {
  if (!field || typeof field === 'string') return undefined;
  const choices = (field.options as { choices?: { value: unknown; labelKey: string }[] } | undefined)?.choices;
  return choices?.find((choice) => String(choice.value) === value)?.labelKey;
}

/** The field of that name among the screen's fields and those its tabs declare in place. */
export function fieldNamed(fields: readonly Field[] | undefined, tabs: readonly Pick<Tab, 'sections'>[], name: string): Field | undefined {
  const inPlace = tabs.flatMap((tab) => tab.sections.flatMap((section) => section.fields ?? [])).filter((f): f is Field => typeof f !== 'string');
  return [...(fields ?? []), ...inPlace].find((f) => f.name === name);
}

/** Nodes with at least one value (empty attributes are hidden on a detail page). */
export const withValues = (nodes: readonly AttributeNode[]) => nodes.filter((node) => shownValues(node).length > 0);

/**
 * The image as an attribute node with its value (header.imageNode describes it, header.imageAttribute
 * holds it), or undefined when the page names none.
 */
export function imageNode(object: unknown, header: DetailHeader | undefined): AttributeNode | undefined {
  const node = header?.imageNode ? getPath(object, header.imageNode) : undefined;
  if (!isAttributeNode(node)) return undefined;
  const image = header?.imageAttribute ? getPath(object, header.imageAttribute) : undefined;
  return { ...node, attributeValues: typeof image === 'string' && image !== '' ? [{ $: image, value: image }] : [] };
}

/** The page may be edited when any attribute of its sections, or its image, is editable. */
export function isEditable(object: unknown, sections: readonly Section[], header?: DetailHeader): boolean {
  return imageNode(object, header)?.isEditable === true || sections.some((section) => sectionNodes(object, section).some((node) => node.isEditable === true));
}

/** Display texts of DN values by DN, so that lookups show names. */
export function displayTexts(nodes: readonly AttributeNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const node of nodes) for (const v of shownValues(node)) if (v.value !== v.text) out[v.value] = v.text;
  return out;
}

/**
 * The form of a detail-page tab with `form`: the fields its sections name (the screen's fields by
 * name, or fields declared in place) and the properties its widget sections edit (`widget` and
 * `bind`), in those sections; fields of other tabs are left out.
 */
export function tabFormModel(screenFields: readonly Field[] | undefined, tab: Pick<Tab, 'sections'>, translate: Translate): FormModel {
  const sections = tab.sections.filter((section) => (section.fields ?? []).length > 0 || (section.widget && section.bind));
  const named = new Set(sections.flatMap((section) => [...(section.fields ?? []).map((f) => (typeof f === 'string' ? f : f.name)), ...(section.bind ? [section.bind] : [])]));
  const fields = (screenFields ?? []).filter((field) => named.has(field.name));
  const formSections = sections.map(({ id, titleKey, fields: entries, widget, bind, options }) => ({ id, titleKey, fields: entries, widget, bind, options }));
  return buildFormModel([], { fields, sections: formSections, unlisted: 'hide' }, translate);
}

/** A tab's sections that show something besides form fields (a list, attributes), without their fields. */
export function nonFormSections(tab: Pick<Tab, 'sections'>): Section[] {
  return tab.sections.filter((section) => section.list || section.attributes).map((section) => ({ ...section, fields: undefined }));
}
