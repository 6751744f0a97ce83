/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'dateTime' widget. Date (and time) input and display.
 */
export interface DateTimeOptions {
  /**
   * Display format: 'll' date only, 'lll' date and time.
   */
  format?: 'll' | 'lll';
  /**
   * Whether a time of day is entered as well as the date.
   */
  withTime?: boolean;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
