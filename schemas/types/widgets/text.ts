/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'text' widget. Single-line text input.
 */
export interface TextOptions {
  /**
   * Translation key of the placeholder text.
   */
  placeholderKey?: string;
  /**
   * Hard limit on the number of characters the input accepts.
   */
  maxLength?: number;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
