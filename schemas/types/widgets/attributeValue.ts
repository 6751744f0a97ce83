/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'attributeValue' widget. Read-only display of one attribute value: a mail link for Email, a tel link for TelephoneNumber, a date for time types, a link for DN types; hidden when empty.
 */
export interface AttributeValueOptions {
  /**
   * Show DN values as links (user-lookup DNs open the user quick-info popup).
   */
  linkDn?: boolean;
}
