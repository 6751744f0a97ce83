/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'textarea' widget. Multi-line text input.
 */
export interface TextareaOptions {
  /**
   * Visible number of text lines.
   */
  rows?: number;
  /**
   * Translation key of the placeholder text.
   */
  placeholderKey?: string;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
