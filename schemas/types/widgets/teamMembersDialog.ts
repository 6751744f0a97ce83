/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'teamMembersDialog' widget. Dialog 'Select Specific Users from' plus the team name: choose members of a team.
 */
export interface TeamMembersDialogOptions {
  /**
   * Members per page.
   */
  pageSize?: number;
}
