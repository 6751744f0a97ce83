/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'select' widget. Drop-down list of fixed choices (when the server's attribute schema gives a choiceList, the choices come from there and this list is not needed).
 */
export interface SelectOptions {
  /**
   * The choices, in display order.
   */
  choices?: {
    /**
     * Value stored in the form data.
     */
    value: string | number | boolean;
    /**
     * Translation key of the choice's label.
     */
    labelKey: string;
  }[];
  /**
   * Allow choosing several values.
   */
  multiple?: boolean;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
