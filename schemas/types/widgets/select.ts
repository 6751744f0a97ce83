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
  /**
   * Load the choices from a call instead of listing them: each entry of the list at itemsPath is a choice. A parameter { "field": name } reads another field of the form (the list loads again when it changes; no choices while it is empty).
   */
  choicesFrom?: {
    /**
     * Call of the catalogue (api/calls).
     */
    call: string;
    /**
     * Where the list sits in the answer (dot path); omit when the answer is the list.
     */
    itemsPath?: string;
    /**
     * Attribute of an entry that is the choice's value.
     */
    valuePath: string;
    /**
     * Attribute of an entry shown as the choice's label.
     */
    labelPath: string;
    /**
     * Translation key prefix of the labels: a choice whose <prefix><value> key exists shows that translation, any other the label at labelPath (a server's names are in one language).
     */
    labelKeyPrefix?: string;
    /**
     * Parameters of the call: literals, or { "field": name } for the value of another field.
     */
    params?: {
      [k: string]:
        | (
            | (string | number | boolean)
            | {
                /**
                 * Another field of the same form whose value is sent; the choices load again when it changes.
                 */
                field: string;
              }
          )
        | undefined;
    };
  };
}
