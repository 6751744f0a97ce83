/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'picker' widget. Multi-tab picker: a search box with a dropdown and an optional tab bar, a paged result list (Prev/Next), the selected items with Remove, and Clear Selection. Group and team selections open a member dialog; container and driver selections show trees.
 */
export interface PickerOptions {
  /**
   * Tabs shown, in order. Tab ids 0-15 in this order: 0 user, 1 group, 2 role, 3 category, 4 container, 5 prd, 6 driverOrEntitlement, 7 dropdown, 8 entitlementValues, 9 resource, 10 team, 11 sod, 12 dirxmldriver, 13 entity, 14 sodRecipient, 15 permission. One tab hides the tab bar.
   *
   * @minItems 1
   */
  tabs?: [
    (
      | 'user'
      | 'group'
      | 'role'
      | 'category'
      | 'container'
      | 'prd'
      | 'driverOrEntitlement'
      | 'dropdown'
      | 'entitlementValues'
      | 'resource'
      | 'team'
      | 'sod'
      | 'dirxmldriver'
      | 'entity'
      | 'sodRecipient'
      | 'permission'
    ),
    ...(
      | 'user'
      | 'group'
      | 'role'
      | 'category'
      | 'container'
      | 'prd'
      | 'driverOrEntitlement'
      | 'dropdown'
      | 'entitlementValues'
      | 'resource'
      | 'team'
      | 'sod'
      | 'dirxmldriver'
      | 'entity'
      | 'sodRecipient'
      | 'permission'
    )[]
  ];
  /**
   * Tab selected when the picker opens.
   */
  initialTab?:
    | 'user'
    | 'group'
    | 'role'
    | 'category'
    | 'container'
    | 'prd'
    | 'driverOrEntitlement'
    | 'dropdown'
    | 'entitlementValues'
    | 'resource'
    | 'team'
    | 'sod'
    | 'dirxmldriver'
    | 'entity'
    | 'sodRecipient'
    | 'permission';
  /**
   * Tab labels: the standard names, or the alternate set of one picker variant (user, group, container, role, product, driver, entitlement values, resource, team, SoD).
   */
  labelSet?: 'standard' | 'alternate';
  /**
   * Selection type: one item, several items, or a plain drop-down.
   */
  selection?: 'single' | 'multi' | 'dropdown';
  /**
   * Tabs where a new item replaces the existing item of that type even in multi selection.
   */
  singleSelectTabs?: (
    | 'user'
    | 'group'
    | 'role'
    | 'category'
    | 'container'
    | 'prd'
    | 'driverOrEntitlement'
    | 'dropdown'
    | 'entitlementValues'
    | 'resource'
    | 'team'
    | 'sod'
    | 'dirxmldriver'
    | 'entity'
    | 'sodRecipient'
    | 'permission'
  )[];
  /**
   * Let the user reorder selected items by drag and drop (multi selection only; shows 'Drag and drop to reorder selected items').
   */
  draggable?: boolean;
  /**
   * Which containers the container tab lists.
   */
  containerKind?: 'role' | 'user' | 'resource';
  /**
   * Which categories the category tab lists.
   */
  categoryKind?: 'role' | 'resource';
  /**
   * Which custom approval definitions the prd tab lists.
   */
  approvalKind?: 'role' | 'resource' | 'sod' | 'all';
  /**
   * Which kind of teams the team tab lists.
   */
  teamKind?: 'A' | 'P' | 'R' | 'S' | 'C';
  /**
   * Where the user tab finds users: the user list, the users the signed-in user may proxy for (proxyForUsers/nextUserIndex), or the recipients of a request on behalf (recipients/nextIndex).
   */
  userSource?: 'users' | 'proxyFor' | 'onBehalf';
  /**
   * Where the group tab finds groups: the group list, or the groups a request on behalf may go to (recipients/nextIndex).
   */
  groupSource?: 'groups' | 'onBehalf';
  /**
   * Only roles of this level are listed (10 Permission Role, 20 IT Role, 30 Business Role). Omit to list every level.
   */
  roleLevel?: 10 | 20 | 30;
  /**
   * Results per page.
   */
  pageSize?: number;
  /**
   * Leave the user being edited out of the user tab (choosing a manager).
   */
  excludeSelf?: boolean;
  /**
   * Offer the pseudo-driver 'All Drivers' (id 'ALL DRIVERS') as a select-all item.
   */
  selectAll?: boolean;
  /**
   * Select the first driver or dropdown item (or All Drivers with selectAll) when the tab loads.
   */
  autoSelectFirst?: boolean;
  /**
   * Translation key of the search box placeholder.
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
