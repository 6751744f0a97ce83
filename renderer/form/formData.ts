// Form data on its way to the server (pure).
import type { FormModel } from './attributeSchema.ts';
import { getPath } from '../../api/normalize/paths.ts';
import { hiddenFields, type FieldSources } from './visibility.ts';

/** Read-only values are shown, never sent; nor are those of fields hidden by their visibleWhen. */
export function editableData(model: FormModel, data: Record<string, unknown>, sources: FieldSources = {}): Record<string, unknown> {
  const properties = (model.schema.properties ?? {}) as Record<string, { readOnly?: boolean }>;
  const hidden = hiddenFields(model.fields, data, sources);
  return Object.fromEntries(Object.entries(data).filter(([name]) => properties[name] !== undefined && properties[name].readOnly !== true && !hidden.has(name)));
}

/** Initial values read from the schema answer (AttributeSchema.prefill: field name to dot path). */
export function prefillFrom(answer: unknown, prefill: Record<string, string | undefined> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, path] of Object.entries(prefill ?? {})) {
    const value = getPath(answer, path);
    if (value !== undefined && value !== null && value !== '') out[field] = value;
  }
  return out;
}

/**
 * The object at itemsPath of a loaded answer, or, with `entry`, the entry of the list there whose
 * attribute `key` equals `value` (compared as text; undefined when none does).
 */
export function loadedObject(answer: unknown, itemsPath: string | undefined, entry?: { key: string; value: unknown }): unknown {
  const object = getPath(answer, itemsPath);
  if (!entry) return object;
  return Array.isArray(object) ? object.find((item) => String(getPath(item, entry.key) ?? '') === String(entry.value ?? '')) : undefined;
}

/** The values a loaded answer holds: its object (loadedObject), through the named transform when the screen names one. */
export function loadedValues(answer: unknown, itemsPath: string | undefined, transform: ((value: unknown) => unknown) | undefined, entry?: { key: string; value: unknown }): Record<string, unknown> {
  const object = loadedObject(answer, itemsPath, entry);
  const shown = transform ? transform(object) : object;
  return shown && typeof shown === 'object' ? (shown as Record<string, unknown>) : {};
}
