/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'localizedText' widget. Text with one value per locale (localizedNames, localizedDescriptions); locale keys zh-CN, zh-TW and he are stored as zh_CN, zh_TW and iw.
 */
export interface LocalizedTextOptions {
  /**
   * Which text the list holds: 'name' (localizedNames, entries { locale, name }) or 'desc' (localizedDescriptions, entries { locale, desc }).
   */
  field?: 'name' | 'desc';
  /**
   * Use multi-line inputs (descriptions).
   */
  multiline?: boolean;
  /**
   * Maximum length of each value.
   */
  maxLength?: number;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
