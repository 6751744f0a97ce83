/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'imageUpload' widget. Image upload with preview (profile photo). Rejects files over the size limit ('Image Size should be less Than 59 kb'), files with several extensions and files with an invalid extension.
 */
export interface ImageUploadOptions {
  /**
   * Largest accepted file, in kilobytes.
   */
  maxSizeKb?: number;
  /**
   * Accepted file extensions.
   *
   * @minItems 1
   */
  extensions?: [string, ...string[]];
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
