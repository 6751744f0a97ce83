/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'driverTree' widget. Lazy tree of drivers and their entitlements ('Loading entitlements...'; 'Failed to load entitlements for this driver.').
 */
export interface DriverTreeOptions {
  /**
   * List only drivers and entitlements that support the correlated-permissions service.
   */
  cprsSupported?: boolean;
  /**
   * Show the pseudo-driver 'All Drivers' (id 'ALL DRIVERS') as a select-all item with no expander.
   */
  selectAll?: boolean;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
