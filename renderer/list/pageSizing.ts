// The page sizes of a list: one source for every list, the global display settings
// (optionsRowsPerPage, defaultRowsPerPage), so an administrator's change reaches every list the
// user has not sized. A list may only ask for a smaller first page (paging.defaultPageSize, e.g. a
// dashboard card) among the sizes offered; a user's saved size wins later (useListPreferences).
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../api/index.ts';
import type { Paging } from '../../schemas/types/screen.ts';

export interface PageSizing {
  /** The sizes the user may choose. */
  options: readonly number[];
  /** The size of the first page. */
  defaultSize: number;
}

interface GlobalSizes {
  defaultRowsPerPage?: number;
  optionsRowsPerPage?: readonly number[];
}

/**
 * The options are the global optionsRowsPerPage (the built-in 5, 10, 25, 50 while there are none).
 * The first page is the list's defaultPageSize, else the global defaultRowsPerPage, else 10, the
 * first of those that is among the options (else the smallest option): a size the pagination bar
 * could not show is never used.
 */
export function pageSizing(paging: Paging | undefined, settings: GlobalSizes): PageSizing {
  const options = settings.optionsRowsPerPage && settings.optionsRowsPerPage.length > 0 ? settings.optionsRowsPerPage : PAGE_SIZE_OPTIONS;
  const candidates = [paging?.defaultPageSize, settings.defaultRowsPerPage, DEFAULT_PAGE_SIZE];
  const defaultSize = candidates.find((size): size is number => size !== undefined && options.includes(size)) ?? Math.min(...options);
  return { options, defaultSize };
}
