// The props every registered widget receives from the renderer: its options object, already
// validated against schemas/widgets/<name>.schema.json, plus the controlled value and the field state.
import type { CallFunction } from '../api/index.ts';

export interface WidgetProps<Options, Value> {
  /** DOM id of the field (labels and error texts point at it). */
  id?: string;
  /** The field's visible label, already translated. */
  label?: string;
  options: Options;
  value: Value;
  onChange(value: Value): void;
  /** Marks the field touched (the renderer validates on blur). */
  onBlur?(): void;
  disabled?: boolean;
  readonly?: boolean;
  /** The API call function; tests pass a fake, everyone else gets api/'s call(). */
  call?: CallFunction;
}

/** The props of a view widget (a section's read-only picture of a value, e.g. the timeline). */
export interface ViewWidgetProps {
  /** The value shown (a list, for the timeline). */
  value: unknown;
  /** The widget's options, validated against its options schema. */
  options: Record<string, unknown>;
}
