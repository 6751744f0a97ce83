/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the lookup widget: a DN value chosen by searching the attribute's lookupEntity (GET /access/entities/list?entityKey=...). The form keeps the DN and shows the entry's name.
 */
export interface LookupOptions {
  /**
   * Entity searched, e.g. 'user-lookup'; default the attribute's lookupEntity.
   */
  lookupEntity?: string;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
