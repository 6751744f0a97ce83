// What a data-table cell shows: a string, a name, displayName or ID, an image, a timestamp, or an
// array of entries. Pure, so that each rule is tested without React.
import { isRequestCatalogue, requestStateCatalogue, requestStatus, type RequestCatalogue, type StatusEntry } from '../../domain/statusCatalogues.ts';
import { firstRdnValue } from '../../api/transforms/index.ts';

/** The key of an entitlement parameter: a cell string containing it shows 'N/A'. */
export const ENTITLEMENT_PARAM_KEY = 'EntitlementParamKey';

/** Arrays of more entries than this show the first ARRAY_HEAD plus an ellipsis. */
export const ARRAY_SHOWN_WHOLE = 3;
export const ARRAY_HEAD = 2;

export type CellValue =
  | { kind: 'text'; text: string }
  | { kind: 'notApplicable' }
  | { kind: 'image'; src: string }
  | { kind: 'timestamp'; value: unknown }
  | { kind: 'array'; items: string[]; shown: string[]; more: boolean };

const NAME_KEYS = ['name', 'displayName', 'ID'] as const;
const ENTRY_KEYS = ['entityDisplayValue', 'name', 'displayName', 'username', 'id', 'ID'] as const;

function firstOf(value: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const v = value[key];
    if (v !== undefined && v !== null && v !== '') return String(v);
  }
  return undefined;
}

/** An array entry: by entityDisplayValue, then name, displayName, username, id, ID. */
export function arrayEntryText(entry: unknown): string {
  if (entry && typeof entry === 'object') return firstOf(entry as Record<string, unknown>, ENTRY_KEYS) ?? '';
  return entry === undefined || entry === null ? '' : String(entry);
}

export function cellValue(value: unknown): CellValue {
  if (Array.isArray(value)) {
    const items = value.map(arrayEntryText).filter((text) => text !== '');
    const more = items.length > ARRAY_SHOWN_WHOLE;
    return { kind: 'array', items, shown: more ? items.slice(0, ARRAY_HEAD) : items, more };
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.DataType === 'image' && typeof o.data === 'string') return { kind: 'image', src: `data:image/jpeg;base64,${o.data}` };
    if (o.DataType === 'timeStamp') return { kind: 'timestamp', value: o.data };
    // An attribute node (users list): its display values.
    if (Array.isArray(o.attributeValues)) {
      const texts = (o.attributeValues as { $?: unknown; value?: unknown }[]).map((v) => String(v.$ ?? v.value ?? '')).filter((t) => t !== '');
      return { kind: 'text', text: texts.join(', ') };
    }
    return { kind: 'text', text: firstOf(o, NAME_KEYS) ?? '' };
  }
  if (typeof value === 'string' && value.includes(ENTITLEMENT_PARAM_KEY)) return { kind: 'notApplicable' };
  return { kind: 'text', text: value === undefined || value === null ? '' : String(value) };
}

/** A timestamp cell's time: the `data` of a { DataType, data } value, else the value itself. */
export function timestampData(value: unknown): unknown {
  return value && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : value;
}

/** The request or operation catalogue a cell's options name (role unless resource). */
export const catalogueOption = (options: Record<string, unknown> | undefined): RequestCatalogue => (isRequestCatalogue(options?.catalogue) ? options.catalogue : 'role');

/**
 * A request status cell's entry (domain/statusCatalogues.ts requestStatus, the one rule every page
 * follows): the catalogue is the row's own type, read from the attribute `catalogueFrom` names, else
 * (without a fixed `catalogue`) from its entityType; a list of one type names it as `catalogue` (a
 * role's request-status tab); role when nothing says. An unknown code is "Unknown (code)".
 */
export function requestStatusEntry(value: unknown, options: Record<string, unknown> | undefined, row: Record<string, unknown>): StatusEntry | undefined {
  const fixed = requestStateCatalogue(options?.catalogue);
  const typeAttribute = typeof options?.catalogueFrom === 'string' ? options.catalogueFrom : fixed ? undefined : 'entityType';
  return requestStatus(typeAttribute ? row[typeAttribute] : undefined, value, fixed);
}

/**
 * A code label cell's code (read from options.field of an object value) and the translation key
 * its options.labels give it, if any.
 */
export function codeLabel(value: unknown, options: Record<string, unknown> | undefined): { code: unknown; key?: string } {
  const field = typeof options?.field === 'string' ? options.field : undefined;
  const code = field && value && typeof value === 'object' ? (value as Record<string, unknown>)[field] : value;
  const labels = options?.labels && typeof options.labels === 'object' ? (options.labels as Record<string, unknown>) : {};
  const key = labels[String(code)];
  return { code, key: typeof key === 'string' ? key : undefined };
}

/**
 * A DN cell's text: the DN by its first segment's value, inside the text of options.labelKey when
 * given ('Delegated from {{name}}'), and nothing on a row whose attribute options.onlyIf is not true
 * (the addressee of a task only on a delegated task).
 */
export function dnNameText(value: unknown, row: Record<string, unknown>, options: Record<string, unknown> | undefined, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (typeof value !== 'string' || value === '') return '';
  if (typeof options?.onlyIf === 'string' && row[options.onlyIf] !== true) return '';
  const name = firstRdnValue(value);
  return typeof options?.labelKey === 'string' ? t(options.labelKey, { name }) : name;
}
