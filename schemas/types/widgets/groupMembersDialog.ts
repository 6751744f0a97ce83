/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'groupMembersDialog' widget. Dialog 'Select Specific Users from' plus the group name: choose members of a group, or (role administrators only) 'Assign Role to Group'.
 */
export interface GroupMembersDialogOptions {
  /**
   * Offer 'Assign Role to Group' (still shown only when the user's info has isRoleAdmin).
   */
  allowGroupAssignment?: boolean;
  /**
   * Members per page.
   */
  pageSize?: number;
}
