/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'pagination' widget. Pagination bar: 'Showing {first} to {last} of {totalRecords} entries', previous/next controls, go-to-page box and page-size selector.
 */
export interface PaginationOptions {
  /**
   * Page sizes the user may choose.
   */
  pageSizeOptions?: number[];
  /**
   * Whether the go-to-page box is shown.
   */
  showGoToPage?: boolean;
}
