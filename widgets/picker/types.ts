// The picker's data model: tab names (ids 0-15: user, group, role ... permission) and the selected
// item.
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';

/** The tabs in the order of their ids 0-15. */
export const PICKER_TABS = [
  'user',
  'group',
  'role',
  'category',
  'container',
  'prd',
  'driverOrEntitlement',
  'dropdown',
  'entitlementValues',
  'resource',
  'team',
  'sod',
  'dirxmldriver',
  'entity',
  'sodRecipient',
  'permission',
] as const;

export type PickerTab = (typeof PICKER_TABS)[number];

export type SelectionType = NonNullable<PickerOptions['selection']>;

/** One item of a result list or of the selection. */
export interface PickerItem {
  /** The tab the item comes from. */
  type: PickerTab;
  /** driver or entitlement (driverOrEntitlement tab), a permission's ROLE/RESOURCE/PRD ... */
  subType?: string;
  id: string;
  dn?: string;
  displayName: string;
  name?: string;
  /** Role level (10, 20, 30). */
  level?: number;
  /** Entitlement value (entitlementValues tab): the identity of such an item. */
  value?: string;
  /** Group chosen as a whole through 'Assign Role to Group'. */
  isGroupAssignment?: boolean;
  description?: string;
  /** Secondary line under the name (user id, e-mail, driver ...). */
  detail?: string;
  recipientdn?: string;
  /** Resources of an entitlement: an odd value means already managed. */
  managedBy?: number;
  /** Driver DN of an entitlement (its parent in the driver tree). */
  parentDn?: string;
  /** SoD: the two conflicting roles. */
  conflict?: [string, string];
  /** Drivers: whether the driver has a logical system; the select-all pseudo-driver. */
  hasLogicalSystem?: boolean;
  selectAll?: boolean;
  /** Address of the item's picture (a user's photo, a role's or resource's icon), drawn in its row. */
  image?: string;
  /** The item's categories, joined into one comma string. */
  categories?: string;
  /** false: the item cannot be requested for several recipients at once. */
  bulkRequestable?: boolean;
  /** The entitlement view the item belongs to, sent along with it. */
  viewID?: string;
}

/** A page of a tab's results as a data source answers it. */
export interface PickerPage {
  items: PickerItem[];
  /** 1-based index of the next page's first row; 0 (or absent) on the last page. */
  nextIndex: number;
  /** How many results the search has in all, when the server says. */
  total?: number;
}

export const ALL_DRIVERS_ID = 'ALL DRIVERS';

/** More results than this are not shown: 'Too many [tab] to display, Please refine your search.' */
export const MAX_RESULTS = 300;
export const PICKER_PAGE_SIZE = 5;
export const PERMISSION_DESCRIPTION_LIMIT = 100;
