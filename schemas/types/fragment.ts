/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Parts of screen definitions defined once and used from several screens (screens/fragments/<file>.json). Each kind (fields, columns, filters, actions, sections, tabs, cards) holds named lists; a screen uses one as an entry of its array of that kind, { "$fragment": "<file>#/<kind>/<name>" }, which is replaced by the list's entries before the screen is checked and rendered. A fragment may use other fragments (never itself).
 */
export interface FragmentFile {
  /**
   * Relative path to this schema ('../../schemas/fragment.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Named lists of fields (a name/description set, an assignment dialog ...), each used in a screen's "fields" by { "$fragment": "<file>#/fields/<name>" }.
   */
  fields?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
  /**
   * Named lists of columns, each used in a screen's "columns" by { "$fragment": "<file>#/columns/<name>" }.
   */
  columns?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
  /**
   * Named lists of filters, each used in a screen's "filters" by { "$fragment": "<file>#/filters/<name>" }.
   */
  filters?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
  /**
   * Named lists of actions, each used in a screen's "actions" by { "$fragment": "<file>#/actions/<name>" }.
   */
  actions?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
  /**
   * Named lists of sections, each used in a screen's "sections" by { "$fragment": "<file>#/sections/<name>" }.
   */
  sections?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
  /**
   * Named lists of tabs, each used in a screen's "tabs" by { "$fragment": "<file>#/tabs/<name>" }.
   */
  tabs?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
  /**
   * Named lists of dashboard cards, each used in a screen's "cards" by { "$fragment": "<file>#/cards/<name>" }.
   */
  cards?: {
    /**
     * The entries, in order.
     *
     * @minItems 1
     */
    [k: string]: [unknown, ...unknown[]] | undefined;
  };
}
/**
 * An entry replaced by the entries of a fragment: "<file>#/<kind>/<name>", the kind being the array's (e.g. "catalog#/fields/texts" in fields).
 *
 * This interface was referenced by `FragmentFile`'s JSON-Schema
 * via the `definition` "FragmentReference".
 */
export interface FragmentReference {
  /**
   * The fragment: file (under screens/fragments/, without .json), kind and name.
   */
  $fragment: string;
}
