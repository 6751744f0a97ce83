// Field.visibleWhen: a field shows only while another field has the given value. Hidden fields are
// not validated and their values are not sent. Pure.
import type { Field } from '../../schemas/types/screen.ts';

export function isFieldVisible(field: Field | undefined, data: Record<string, unknown> | undefined): boolean {
  const condition = field?.visibleWhen;
  if (!condition) return true;
  return JSON.stringify(data?.[condition.field] ?? null) === JSON.stringify(condition.equals ?? null);
}

/** Names of the fields whose condition does not hold for these values. */
export function hiddenFields(fields: Record<string, Field>, data: Record<string, unknown> | undefined): Set<string> {
  return new Set(Object.entries(fields).filter(([, field]) => !isFieldVisible(field, data)).map(([name]) => name));
}
