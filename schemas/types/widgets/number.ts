/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'number' widget. Numeric input.
 */
export interface NumberOptions {
  /**
   * Smallest accepted value; the form refuses a smaller one (validation.minimum or validation.range).
   */
  min?: number;
  /**
   * Largest accepted value; the form refuses a larger one (validation.maximum or validation.range).
   */
  max?: number;
  /**
   * Increment of the arrow keys.
   */
  step?: number;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
