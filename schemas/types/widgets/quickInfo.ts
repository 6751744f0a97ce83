/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'quickInfo' widget. Quick-info popup: image, display name, dn, primary and secondary attributes, and 'View more info' for users.
 */
export interface QuickInfoOptions {
  /**
   * Kind of entity the popup describes (entityType of the quick-info call).
   */
  entityType?: 'USER' | 'ROLE' | 'RESOURCE';
}
