// A list's filters (ListBlock.filters), pure: their form (JSON Schema and uiSchema for the form
// engine), the query parameters their values become, and the values a saved preference restores.
//   select          one value, or (options.multiple) an array of the choices' values
//   picker / trees  the chosen items (kept whole, so that names survive a saved preference); on the
//                   wire their ids: one id for a single selection, an array otherwise
//   anything else   a text
// Blank values (empty text, empty list) are left out of the query, and so is a value that only
// qualifies another filter's (onlyWith: a unit beside a number) while that one is blank. A list sent to a parameter the
// call declares as a single value (the contract's categoryKeys, driverID ...) goes as one text of
// comma-separated values.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Filter } from '../../schemas/types/screen.ts';
import type { FormModel, Translate } from '../form/attributeSchema.ts';

type Values = Record<string, unknown>;

const ITEM_WIDGETS = new Set(['picker', 'containerTree', 'driverTree']);

interface SelectChoice {
  value: string | number | boolean;
  labelKey: string;
}

const optionsOf = (filter: Filter) => (filter.options ?? {}) as { choices?: SelectChoice[]; multiple?: boolean; selection?: string };

/** A picker or tree filter that keeps one item (its wire value is one id, not a list). */
const isSingleItem = (filter: Filter) => optionsOf(filter).selection === 'single';

function valueSchema(filter: Filter, translate: Translate): { schema: RJSFSchema; ui: UiSchema } {
  const options = optionsOf(filter);
  const ui: UiSchema = { 'ui:widget': filter.widget, 'ui:options': { ...options } };
  if (ITEM_WIDGETS.has(filter.widget)) {
    // The widget edits the whole list of items (a custom widget on the array, not a list editor).
    return { schema: { type: 'array', items: { type: 'object' } }, ui };
  }
  if (filter.widget === 'select' && options.choices) {
    const values = options.choices.map((c) => c.value);
    const type = typeof values[0] === 'number' ? 'number' : typeof values[0] === 'boolean' ? 'boolean' : 'string';
    const names = options.choices.map((c) => translate(c.labelKey));
    if (options.multiple) return { schema: { type: 'array', items: { type, enum: values }, uniqueItems: true }, ui: { ...ui, items: { 'ui:enumNames': names } } };
    return { schema: { type, enum: values }, ui: { ...ui, 'ui:enumNames': names } };
  }
  return { schema: { type: 'string' }, ui };
}

/** The filter bar as a form model (one section, no required field). */
export function filterFormModel(filters: readonly Filter[], translate: Translate): FormModel {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  for (const filter of filters) {
    const { schema, ui } = valueSchema(filter, translate);
    properties[filter.param] = { ...schema, title: translate(filter.labelKey) };
    uiSchema[filter.param] = ui;
  }
  const order = filters.map((f) => f.param);
  uiSchema['ui:order'] = [...order, '*'];
  return { schema: { type: 'object', properties, required: [] }, uiSchema, order, sections: [{ id: 'filters', fields: order }], fields: {} };
}

/** The values a list starts with: each filter's default. */
export function defaultFilterValues(filters: readonly Filter[]): Values {
  const values: Values = {};
  for (const filter of filters) if (filter.default !== undefined) values[filter.param] = filter.default;
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const itemId = (item: unknown): unknown => {
  if (!item || typeof item !== 'object') return item;
  const { id, dn } = item as { id?: unknown; dn?: unknown };
  return id ?? dn;
};

/**
 * The query parameters of the filter values: picker items as their ids, blank values left out.
 * `paramType` says how the call declares a parameter ('array', 'string' ...), when it is known.
 */
export function filterParams(filters: readonly Filter[], values: Values, paramType: (param: string) => string | undefined = () => undefined): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const list = (param: string, entries: unknown[]) => {
    const type = paramType(param);
    return type === undefined || type === 'array' ? entries : entries.map(String).join(',');
  };
  for (const filter of filters) {
    const value = values[filter.param];
    if (isBlank(value)) continue;
    if (ITEM_WIDGETS.has(filter.widget)) {
      const ids = (Array.isArray(value) ? value : [value]).map(itemId).filter((id) => !isBlank(id));
      if (ids.length === 0) continue;
      params[filter.param] = isSingleItem(filter) ? ids[0] : list(filter.param, ids);
    } else if (Array.isArray(value)) {
      params[filter.param] = list(filter.param, value);
    } else {
      params[filter.param] = typeof value === 'string' ? value.trim() : value;
    }
  }
  for (const filter of filters) if (filter.onlyWith !== undefined && !(filter.onlyWith in params)) delete params[filter.param];
  return params;
}

/** How many filters are in use (shown on the Filter toggle). */
export const activeFilterCount = (filters: readonly Filter[], values: Values) => Object.keys(filterParams(filters, values)).length;

/**
 * The values of a saved filter preference (the preference's columns hold one JSON text), only
 * for the list's own filters; anything unreadable restores nothing.
 */
export function filtersFromPreference(filters: readonly Filter[], saved: unknown): Values | undefined {
  if (typeof saved !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(saved);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const known = new Set(filters.map((f) => f.param));
    return Object.fromEntries(Object.entries(parsed as Values).filter(([param]) => known.has(param)));
  } catch {
    return undefined;
  }
}

const ITEM_KEYS = ['type', 'subType', 'id', 'dn', 'displayName', 'name', 'level'];

/** A picker item as saved: what it needs to show and to be sent (the preference holds 4000 characters). */
const savedItem = (item: unknown) => (item && typeof item === 'object' ? Object.fromEntries(Object.entries(item).filter(([key]) => ITEM_KEYS.includes(key))) : item);

/** The applied filter values as saved (a preference, a saved view): the filled ones, items trimmed. */
export function savedFilterValues(filters: readonly Filter[], values: Values): Values {
  const saved: Values = {};
  for (const filter of filters) {
    const value = values[filter.param];
    if (isBlank(value)) continue;
    saved[filter.param] = ITEM_WIDGETS.has(filter.widget) && Array.isArray(value) ? value.map(savedItem) : value;
  }
  return saved;
}

/** The preference body of applied filter values: { columns: [JSON text] } (the preference's one shape). */
export function filterPreferenceBody(filters: readonly Filter[], values: Values) {
  return { columns: [JSON.stringify(savedFilterValues(filters, values))] };
}

/**
 * The filter values a link asks for in the page's URL query (`/history?status=pending`): each
 * filter whose `param` the query names takes that value (a select's only when it is one of its
 * choices; a multiple select's as a list, repeated or comma-separated). Picker and tree filters keep
 * whole items and cannot be given by a link. Undefined when the query names no filter.
 */
export function filtersFromQuery(filters: readonly Filter[], query: URLSearchParams): Values | undefined {
  const values: Values = {};
  for (const filter of filters) {
    if (ITEM_WIDGETS.has(filter.widget) || !query.has(filter.param)) continue;
    const given = query.getAll(filter.param).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
    const { choices, multiple } = optionsOf(filter);
    if (filter.widget === 'select' && choices) {
      const chosen = choices.map((c) => c.value).filter((value) => given.includes(String(value)));
      if (chosen.length > 0) values[filter.param] = multiple ? chosen : chosen[0];
    } else if (given.length > 0) values[filter.param] = given.join(',');
  }
  return Object.keys(values).length > 0 ? { ...defaultFilterValues(filters), ...values } : undefined;
}
