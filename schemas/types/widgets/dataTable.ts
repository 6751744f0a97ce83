/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'dataTable' widget. Paged data table with sortable columns, a row checkbox per row, a header checkbox that selects the page, and the multi-select action bar. Shows 'No {tableName} found' when empty.
 */
export interface DataTableOptions {
  /**
   * Translation key of the plural name of the rows, used in 'No {tableName} found'.
   */
  tableNameKey?: string;
  /**
   * Whether rows have checkboxes (needed for multi-select actions).
   */
  selectable?: boolean;
  /**
   * Let the user choose and order the columns (saved as a column preference).
   */
  enableCustomization?: boolean;
  /**
   * Show every row without the pagination bar.
   */
  disablePagination?: boolean;
}
