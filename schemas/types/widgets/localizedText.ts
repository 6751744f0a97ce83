/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'localizedText' widget. One input per supported locale (the 'locales.supported' call) for localizedNames or localizedDescriptions. The value is the contract's list ({ locale, name } or { locale, desc }, a field of type 'array') with directory locale keys (zh_CN, zh_TW, iw), trimmed values and no blank entries.
 */
export interface LocalizedTextOptions {
  /**
   * Which text the list holds: 'name' (localizedNames, entries { locale, name }), 'desc' (localizedDescriptions, entries { locale, desc }) or 'value' (AttributeLocaleInfo lists such as the email-approval phrases, entries { locale, value }).
   */
  field?: 'name' | 'desc' | 'value';
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
