/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'password' widget. Masked password input with a show/hide toggle.
 */
export interface PasswordOptions {
  /**
   * Also ask for the password a second time and require both to match.
   */
  confirm?: boolean;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
