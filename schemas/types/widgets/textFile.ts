/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'textFile' widget. A text file chosen from the user's computer; the value is the file's text (UTF-8), e.g. the body of a call that uploads a file as text/plain. Refuses files of other extensions and files over the size limit.
 */
export interface TextFileOptions {
  /**
   * Accepted file extensions.
   *
   * @minItems 1
   */
  extensions?: [string, ...string[]];
  /**
   * Largest accepted file, in kilobytes.
   */
  maxSizeKb?: number;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
