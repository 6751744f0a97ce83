// A field's visibleWhen and enabledWhen: conditions over the form's values (and the page's route,
// user and settings). Hidden fields are not validated and their values are not sent; fields whose
// enabledWhen does not hold are shown read-only. Pure.
import type { Field } from '../../schemas/types/screen.ts';
import { holds } from '../core/conditions.ts';
import type { BindingSources } from '../core/bindings.ts';

/** What a field's conditions read besides the form's values. */
export type FieldSources = Omit<BindingSources, 'form'>;

export function isFieldVisible(field: Field | undefined, data: Record<string, unknown> | undefined, sources: FieldSources = {}): boolean {
  return holds(field?.visibleWhen, { ...sources, form: data ?? {} });
}

/** Names of the fields whose visibleWhen does not hold for these values. */
export function hiddenFields(fields: Record<string, Field>, data: Record<string, unknown> | undefined, sources: FieldSources = {}): Set<string> {
  return new Set(Object.entries(fields).filter(([, field]) => !isFieldVisible(field, data, sources)).map(([name]) => name));
}

/** Names of the fields whose enabledWhen does not hold for these values. */
export function disabledFields(fields: Record<string, Field>, data: Record<string, unknown> | undefined, sources: FieldSources = {}): Set<string> {
  return new Set(Object.entries(fields).filter(([, field]) => field.enabledWhen !== undefined && !holds(field.enabledWhen, { ...sources, form: data ?? {} })).map(([name]) => name));
}
