// What a form gives its field widgets besides the value (renderer/form/SchemaForm.tsx fills it).
import type { CallFunction } from '../../api/index.ts';

export interface FieldFormContext {
  /** Names of DN values, by DN (lookups and pickers show names, not DNs). */
  displayTexts?: Record<string, string>;
  /** The object being edited (the picker's user tab leaves it out with options.excludeSelf). */
  selfDn?: string;
  /** The renderer's call(): widgets that load data use it, so that a screen's environment reaches them. */
  call?: CallFunction;
  /** The form's current values (a select's choicesFrom may read another field). */
  values?: Record<string, unknown>;
}

export const fieldFormContext = (formContext: unknown): FieldFormContext => (formContext ?? {}) as FieldFormContext;
