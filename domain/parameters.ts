// The dynamic parameters of a resource (resourceParameters; allowed data types
// Integer, Boolean, List, String; the entitlement parameter's defaults), as the parameterList widget
// edits them. Pure and node-safe: the widget, valueChecks.ts, the catalogue encoders and the sandbox
// server share these rules, so the console refuses what the server would refuse.

/** The id of the parameter that binds a resource to an entitlement value chosen at request time. */
export const ENTITLEMENT_PARAM_KEY = 'EntitlementParamKey';

/** The defaults of that parameter (the console writes them, the sandbox stores them). */
export const ENTITLEMENT_PARAM_DEFAULTS = { id: ENTITLEMENT_PARAM_KEY, scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false } as const;

/** The parent type of that parameter. */
export const ENTITLEMENT_PARAM_PARENT_TYPE = 'resource';

/** The data types an administrator may give a dynamic parameter. */
export const PARAMETER_TYPES = ['String', 'Integer', 'Boolean', 'List'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/**
 * One row of the widget. `listValues` holds a List's values as typed (blank lines included while the
 * user types; the encoders drop them). Other keys of the server's node (localizedDisplayValues,
 * hide, multiValue, entitlementDn) ride along unchanged.
 */
export interface ParameterRow {
  id: string;
  displayValue: string;
  type: string;
  listValues?: string[];
  [key: string]: unknown;
}

export const isParameterType = (type: unknown): type is ParameterType => (PARAMETER_TYPES as readonly unknown[]).includes(type);

/**
 * The entitlement parameter belongs to the entitlement binding: shown, never edited or removed. It
 * is the EntitlementParamKey of type EntitlementRef (or without a type); a row the user types that
 * id into is not it (its id is reserved).
 */
export const isEntitlementParameter = (row: { id?: unknown; type?: unknown }): boolean =>
  row.id === ENTITLEMENT_PARAM_KEY && (row.type === undefined || row.type === 'EntitlementRef');

/** Whether an id is the entitlement parameter's (case-insensitive), which no other parameter may take. */
export const isReservedId = (id: string): boolean => id.trim().toLowerCase() === ENTITLEMENT_PARAM_KEY.toLowerCase();

/** A List's values without blanks, trimmed. */
export const listValuesOf = (row: Pick<ParameterRow, 'listValues'>): string[] =>
  (Array.isArray(row.listValues) ? row.listValues : []).map((v) => String(v).trim()).filter((v) => v !== '');

/**
 * The contract's ResourceParamNode has no field for a List's values: they travel in its `value`
 * field as one JSON text of an array of strings ('["Gold","Silver"]'), which a server stores and
 * answers as it is.
 */
export function encodeListValues(values: readonly string[]): string {
  return JSON.stringify(values);
}

/** A List's values from the node's `value` (the JSON array text; an older plain text: one value per line). */
export function decodeListValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: one value per line
  }
  return value.split('\n');
}

// Translation keys of the problems (English in public/locales/en.json).
export const PARAMETER_PROBLEMS = {
  idRequired: 'validation.required',
  idSpaces: 'widgets.parameterList.error.idSpaces',
  idDuplicate: 'widgets.parameterList.error.idDuplicate',
  idReserved: 'widgets.parameterList.error.idReserved',
  listValues: 'widgets.parameterList.error.listValues',
} as const;

export interface RowProblems {
  id?: string;
  listValues?: string;
}

/**
 * What is wrong with each row (translation keys): an id is required, has no spaces, is not the
 * entitlement parameter's and is unique (case-insensitive); a List needs at least one value. The
 * entitlement parameter itself is never wrong.
 */
export function rowProblems(rows: readonly ParameterRow[]): RowProblems[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = String(row.id ?? '').trim().toLowerCase();
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return rows.map((row) => {
    if (isEntitlementParameter(row)) return {};
    const id = String(row.id ?? '').trim();
    const problems: RowProblems = {};
    if (!id) problems.id = PARAMETER_PROBLEMS.idRequired;
    else if (/\s/.test(id)) problems.id = PARAMETER_PROBLEMS.idSpaces;
    else if (isReservedId(id)) problems.id = PARAMETER_PROBLEMS.idReserved;
    else if ((counts.get(id.toLowerCase()) ?? 0) > 1) problems.id = PARAMETER_PROBLEMS.idDuplicate;
    if (row.type === 'List' && listValuesOf(row).length === 0) problems.listValues = PARAMETER_PROBLEMS.listValues;
    return problems;
  });
}

/** Every problem of the list, each once, in row order (what stops a form from saving). */
export function parameterProblems(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const rows = value.filter((r): r is ParameterRow => Boolean(r) && typeof r === 'object');
  const keys = rowProblems(rows).flatMap((p) => [p.id, p.listValues]).filter((k): k is string => k !== undefined);
  return [...new Set(keys)];
}

/** A new, empty row (String, the most common type). */
export const newParameter = (): ParameterRow => ({ id: '', displayValue: '', type: 'String' });

/** The rows with one row moved by `by` places (kept within the list). */
export function moveRow<T>(rows: readonly T[], index: number, by: number): T[] {
  const target = Math.min(Math.max(index + by, 0), rows.length - 1);
  if (index < 0 || index >= rows.length || target === index) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next;
}
