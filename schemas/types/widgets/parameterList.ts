/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'parameterList' widget: the dynamic parameters of a resource (resourceParameters, a field of type 'array'). Each row has an id (required, unique, no spaces), a display name, a data type (String, Integer, Boolean, List) and for List its values; rows are added, removed and reordered. The entitlement parameter (id EntitlementParamKey) is shown read-only and cannot be removed.
 */
export interface ParameterListOptions {
  /**
   * Maximum length of an id, a display name and a list value.
   */
  maxLength?: number;
  /**
   * Show the parameters without letting the user change them.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
