/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * One screen of the console (screens/<area>/<name>.json). 'kind' says which kind of screen it is; every visible text is a translation key; code is only named (widgets, cell renderers, validators, encoders, transforms), never written here.
 */
export type ScreenDefinition = {
  /**
   * The kind of screen: 'list', 'form', 'detail', 'settings', 'dashboard' or 'custom'.
   */
  kind: 'list' | 'form' | 'detail' | 'settings' | 'dashboard' | 'custom';
} & (ListScreen | FormScreen | DetailScreen | SettingsScreen | DashboardScreen | CustomScreen);
/**
 * A translation key, dot-namespaced by area (e.g. 'users.list.title'). It must exist in every file of public/locales/.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "TranslationKey".
 */
export type TranslationKey = string;
/**
 * Name of a call in the call catalogue (api/calls/*.json), e.g. 'users.list'.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "CallName".
 */
export type CallName = string;
/**
 * Name of a registered widget (widgets/names.ts); its options are checked against schemas/widgets/<name>.schema.json.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "WidgetName".
 */
export type WidgetName = import('../../domain/registryNames.ts').WidgetName;
/**
 * Name of a page an area draws by hand (its code/index.ts names it in customScreens, its components.tsx supplies it).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "CustomScreenName".
 */
export type CustomScreenName = string;
/**
 * Name of a card an area draws (its code/index.ts names it in dashboardCards, its components.tsx supplies it), e.g. the dashboard area's 'links'.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DashboardCardName".
 */
export type DashboardCardName = string;
/**
 * Name of an icon an action shows, e.g. 'Delete': one of domain/registryNames.ts ICON_NAMES, drawn by widgets/icons.tsx.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "IconName".
 */
export type IconName = import('../../domain/registryNames.ts').IconName;
/**
 * Name of a registered cell renderer (widgets/names.ts).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "CellRendererName".
 */
export type CellRendererName = import('../../domain/registryNames.ts').CellRendererName;
/**
 * Name of a request-body encoder: a generic one (api/encoders/index.ts) or one of the screen's area (screens/<area>/code/).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "EncoderName".
 */
export type EncoderName = string;
/**
 * Name of a transform: a generic one (api/transforms/index.ts) or one of the screen's area (screens/<area>/code/).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "TransformName".
 */
export type TransformName = string;
/**
 * Name of a server check run before a form's submit, registered by the screen's area (screens/<area>/code/).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "CheckName".
 */
export type CheckName = string;
/**
 * A route path exactly as written in an area manifest (screens/<area>/area.json), e.g. '/users' or '/users/:dn'. Its :params are filled from the route's params.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "RoutePath".
 */
export type RoutePath = string;
/**
 * Dot path into an object, e.g. 'fullName' or 'attributes.Email'. A step through an array of {key, attributeValues} entries picks the entry with that key.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "AttributePath".
 */
export type AttributePath = string;
/**
 * A route param's value: a dot path into the row or object ('dn'), or a text with dot paths in braces, each replaced by its value ('cn={name},{container.0.id}').
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "RouteParam".
 */
export type RouteParam = string;
/**
 * A parameter value: a literal, or a binding read when the call is made.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ParamValue".
 */
export type ParamValue = (string | number | boolean) | Binding;
/**
 * A request body for a call that takes one (many data calls are POST with a body, e.g. { "dn": ... } for role details). Any JSON; inside it an object of exactly the form { "from": ..., "name": ... } is a binding, replaced by its value when the call is made, and an object of exactly the form { "map": ..., "to": ... } (a RowMap) becomes one entry per selected row or dialog item, e.g. { "roles": { "map": { "from": "rows" }, "to": { "id": { "from": "row", "name": "id" } } } }.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "BodyTemplate".
 */
export type BodyTemplate = Record<string, unknown> | unknown[];
/**
 * A registered validator (renderer/validators/index.ts), by name or with params.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ValidatorRef".
 */
export type ValidatorRef = import('../../domain/registryNames.ts').ValidatorName | ValidatorCall;
/**
 * A condition over values the page knows: a comparison, or comparisons combined with and / or / not. E.g. { "field": "expiry", "equals": "date" }, { "and": [{ "from": "item", "name": "status", "in": ["active", "pending"] }, { "not": { "field": "locked", "equals": true } }] }.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Condition".
 */
export type Condition = ConditionAll | ConditionAny | ConditionNot | ConditionComparison;
/**
 * A paged list: the body of a list screen, or a tab/section of a detail page (parent roles, mapped resources, assignments, request status...). Large collections are always paged lists, never array fields.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ListBlock".
 */
export type ListBlock = ListBlockContent;
/**
 * A paged, searchable, sortable table with filters and actions. Its list is a ListBlock's (ListBlockContent); the header is ListScreenHeader.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ListScreen".
 */
export type ListScreen = ListBlockContent & ListScreenHeader;
/**
 * A value inside a body template: a literal, a binding (an object with 'from'), a RowMap (an object with 'map'), or an object or list of these.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "BodyValue".
 */
export type BodyValue = unknown;

/**
 * A value read at run time from the route, the settings, the signed-in user, the current row or the form.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Binding".
 */
export interface Binding {
  /**
   * Where the value comes from: 'route' (a :param of the current route), 'settings' (global settings such as defaultRowsPerPage), 'user' (the signed-in user's details, e.g. clientId), 'item' (the row or object the action applies to), 'form' (the form's data), 'answer' (the answer of the call just made: a form's next route).
   */
  from: 'route' | 'settings' | 'user' | 'item' | 'form' | 'answer';
  /**
   * Name or dot path of the value at that source.
   */
  name: AttributePath;
  /**
   * Value used when the source has none.
   */
  default?: string | number | boolean;
}
/**
 * A binding inside a body template: as a parameter's binding, and inside a RowMap's 'to' also from 'row' (the entry being mapped).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "BodyBinding".
 */
export interface BodyBinding {
  /**
   * Where the value comes from: 'route' (a :param of the current route), 'settings' (global settings such as defaultRowsPerPage), 'user' (the signed-in user's details, e.g. clientId), 'item' (the row or object the action applies to), 'form' (the form's data), 'answer' (the answer of the call just made: a form's next route), 'row' (inside a body template's map: the entry being mapped).
   */
  from: 'route' | 'settings' | 'user' | 'item' | 'form' | 'answer' | 'row';
  /**
   * Name or dot path of the value at that source.
   */
  name: AttributePath;
  /**
   * Value used when the source has none.
   */
  default?: string | number | boolean;
}
/**
 * Parameters of the call by name: query parameters of the call and {name} segments of its path. npm run validate checks each name against the catalogue.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Params".
 */
export interface Params {
  /**
   * One parameter.
   */
  [k: string]: ParamValue | undefined;
}
/**
 * Where a screen's data comes from: one named call and where the answer keeps its items and its total.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DataSource".
 */
export interface DataSource {
  /**
   * The call that loads the data.
   */
  call: CallName;
  /**
   * Fixed or bound parameters sent with every load (paging, search, sort and filter parameters are added by the renderer).
   */
  params?: Params;
  /**
   * Body sent with the call, for POST data calls (e.g. { "dn": { "from": "route", "name": "dn" } }).
   */
  body?: BodyTemplate;
  /**
   * Where the list of items sits in the answer, e.g. 'usersList'. Omit when the answer itself is the list or (detail and settings screens) the object.
   */
  itemsPath?: AttributePath;
  /**
   * Where the total number of items sits in the answer, e.g. 'totalSize'.
   */
  totalPath?: AttributePath;
  /**
   * Where the server's next index sits in the answer (Next is hidden when it is 0 or -1). Default 'nextIndex'.
   */
  nextIndexPath?: AttributePath;
  /**
   * Paging style on the wire: 'nextIndex' (1-based offset + 1, with size), 'fromIndex' (task lists), 'startIndex' (0-based offset, with size: workflow monitoring) or 'none'. Defaults to the call's paging; when given it must equal it.
   */
  paging?: 'nextIndex' | 'fromIndex' | 'startIndex' | 'none';
  /**
   * Transform applied to the items (or the object) before display.
   */
  transform?: TransformName;
  /**
   * Forms whose load call answers a list (no call reads one entry): the entry of the list at itemsPath whose attribute 'key' equals the bound value, e.g. { "key": "assignmentId", "equals": { "from": "route", "name": "id" } }. No such entry: no values.
   */
  entryWhere?: {
    /**
     * Attribute of an entry compared.
     */
    key: AttributePath;
    /**
     * The value it must equal (compared as text).
     */
    equals: Binding;
  };
}
/**
 * A link to a console route.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "RouteLink".
 */
export interface RouteLink {
  /**
   * The route to go to.
   */
  route: RoutePath;
  /**
   * Values of the route's :params, by name; each is a dot path into the row or object (e.g. { "dn": "dn" }), or a template of dot paths in braces (e.g. { "dn": "cn={name},{container.0.id}" }). Values are URL-encoded.
   */
  params?: {
    /**
     * Dot path of the value.
     */
    [k: string]: RouteParam | undefined;
  };
  /**
   * The link's query string (?name=value&...), each value as in params: a dot path into the row or object, or a template of dot paths in braces. Values are URL-encoded; an empty one is left out.
   */
  query?: {
    /**
     * Dot path of the value.
     */
    [k: string]: RouteParam | undefined;
  };
  /**
   * Open the route in a new browser tab (window.open with noopener) instead of this one; only for an action's route.
   */
  newTab?: boolean;
}
/**
 * One column of a list.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Column".
 */
export interface Column {
  /**
   * What the cell shows: dot path into the row, e.g. 'fullName'.
   */
  attribute: AttributePath;
  /**
   * Translation key of the column header.
   */
  labelKey: TranslationKey;
  /**
   * Whether the user can sort by this column (sent as sortBy with sortOrder).
   */
  sortable?: boolean;
  /**
   * Value sent as sortBy when it differs from the attribute.
   */
  sortKey?: string;
  /**
   * Whether the cell opens the row (rowLink of the list, or the link below).
   */
  clickable?: boolean;
  /**
   * Route the cell links to, when it differs from the list's rowLink.
   */
  link?: RouteLink;
  /**
   * Cell renderer; default 'text'.
   */
  renderer?: CellRendererName;
  rendererOptions?: RendererOptions;
  /**
   * Relative width of the column, 0 to 1; default 0.5.
   */
  width?: number;
  /**
   * Hidden until the user adds it through column customization.
   */
  hidden?: boolean;
  /**
   * Shown also when an administrator's default columns (defaultsFrom) do not name it, in its declared place: a mark the rows need that is no column of the server's settings (a task's 'Delegated from').
   */
  alwaysShown?: boolean;
}
/**
 * Options passed to the cell renderer.
 */
export interface RendererOptions {
  /**
   * codeLabel: the translation key of each code the cell may show.
   */
  labels?: {
    [k: string]: TranslationKey;
  };
  /**
   * codeLabel: the attribute of an object value that holds the code (e.g. level of { level: 30 }).
   */
  field?: string;
  /**
   * A translation key, dot-namespaced by area (e.g. 'users.list.title'). It must exist in every file of public/locales/.
   */
  labelKey?: string;
  /**
   * dnName: an attribute of the row; the cell is empty unless it is true (a task's addressee only on a delegated task).
   */
  onlyIf?: string;
}
/**
 * A list's columns from the server's description of its rows' attributes, e.g. an entity definition (GET /access/entities/definitions?key=...: attributes with key, displayLabel, isSortable, isHideable, isClickable). Each attribute becomes a column headed by the server's display label, showing the row's attribute node of that key through the attributeValue cell (mail and phone links included).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ColumnsFrom".
 */
export interface ColumnsFrom {
  /**
   * The call that describes the attributes, e.g. 'entities.definitions'.
   */
  call: CallName;
  /**
   * Its parameters, e.g. { "key": { "from": "route", "name": "key" } }.
   */
  params?: Params;
  /**
   * Where the attribute list sits in the answer; default 'attributes'.
   */
  attributesPath?: AttributePath;
  /**
   * Where a row holds its attribute nodes ({ key, attributeValues } entries); default 'attributes'. A column's attribute is rowPath.key.
   */
  rowPath?: AttributePath;
  /**
   * Whether the server sorts by the attributes it marks sortable (sent as sortBy).
   */
  sortable?: boolean;
}
/**
 * A filter above a list; its value is sent as a query parameter.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Filter".
 */
export interface Filter {
  /**
   * Query parameter the value is sent as (e.g. 'roleLevel', 'categoryKeys'); must be a parameter of the list's call.
   */
  param: string;
  /**
   * Translation key of the filter's label.
   */
  labelKey: TranslationKey;
  /**
   * Widget that edits the value (e.g. 'select', 'picker').
   */
  widget: WidgetName;
  /**
   * Options of the widget, checked against its options schema.
   */
  options?: {};
  /**
   * Initial value (a select's value or values, a text, picker items), used until the user applies filters or a saved preference restores them.
   */
  default?: unknown;
  /**
   * The param of another filter of the list: this value is sent (and counted) only while that filter has a value, e.g. a unit (Hours, Days, Weeks) that qualifies a number.
   */
  onlyWith?: string;
}
/**
 * The search box of a list.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Search".
 */
export interface Search {
  /**
   * Query parameter the text is sent as; default 'q'. An empty text is sent as '*'.
   */
  param?: string;
  /**
   * Translation key of the placeholder.
   */
  placeholderKey?: TranslationKey;
  /**
   * Delay after the last keystroke before searching; 1000 ms, 2000 ms for request lists.
   */
  debounceMs?: number;
  advanced?: AdvancedSearch;
}
/**
 * Advanced search by attribute (sent as advSearch).
 */
export interface AdvancedSearch {
  /**
   * Attributes offered; default the client's customization setting searchLookup, else FirstName, LastName, Email, TelephoneNumber.
   */
  attributes?: string[];
}
/**
 * A confirmation dialog shown before the action runs.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Confirmation".
 */
export interface Confirmation {
  /**
   * Translation key of the dialog title.
   */
  titleKey?: TranslationKey;
  /**
   * Translation key of the question; may interpolate {{count}} (selected rows) and {{name}} (single row).
   */
  messageKey: TranslationKey;
  /**
   * Translation key of the confirm button.
   */
  confirmLabelKey?: TranslationKey;
  /**
   * Translation key of the cancel button.
   */
  cancelLabelKey?: TranslationKey;
}
/**
 * A button. selection 'none' is a toolbar button (e.g. Create); 'single' and 'multi' appear in the multi-select action bar when rows are selected.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface Action {
  /**
   * Identifier of the action (btnId), unique among the actions of its list or page.
   */
  id: string;
  /**
   * Translation key of the button label (btnName).
   */
  labelKey: TranslationKey;
  /**
   * The icon the action's button shows, e.g. 'Delete' (domain/registryNames.ts ICON_NAMES).
   */
  icon?: IconName;
  /**
   * What the action applies to: 'none' (no row), 'single' (exactly one selected row), 'multi' (one or more selected rows).
   */
  selection?: 'none' | 'single' | 'multi';
  /**
   * Disable the button while more than one row is selected.
   */
  disableMultiAction?: boolean;
  /**
   * Ask before running; recommended for destructive actions.
   */
  confirm?: Confirmation;
  /**
   * Call made by the action.
   */
  call?: CallName;
  /**
   * Parameters of the call.
   */
  params?: Params;
  /**
   * Body sent with the call when no encoder builds it; bindings read route, user, settings, item (the first selected row, or the page's object on a detail page) and form (the dialog's values).
   */
  body?: BodyTemplate;
  /**
   * Builds the request body instead of 'body': called with the selected rows (list actions) or [the page's object] (detail-page actions) and the context { route, form, object }.
   */
  encoder?: EncoderName;
  /**
   * Route opened by the action (instead of, or after, the call).
   */
  route?: RouteLink;
  /**
   * A dialog with fields, opened when the action starts; OK runs the call with the values as the binding source 'form' (and the encoder's context.form).
   */
  form?: ActionForm;
  /**
   * Translation key of the success banner.
   */
  successMessageKey?: TranslationKey;
  /**
   * Translation key of the error banner when the answer gives no fault text.
   */
  failureMessageKey?: TranslationKey;
  /**
   * Make the call once per selected row (item = that row), for an operation that takes one object at a time (a cache holder's flush); the rows go one after another and all are tried; the success message shows once all succeeded, otherwise the first failure's message.
   */
  eachRow?: boolean;
  /**
   * Reload the data after the call succeeds.
   */
  reload?: boolean;
  /**
   * Save the call's answer as a file on the user's computer (a download) instead of loading the page again; the success banner, if any, follows. E.g. a locale's properties file: { "name": { "from": "item", "name": "localeKey" }, "extension": "properties" }.
   */
  download?: {
    /**
     * The file's name without its extension: a literal, or a binding (item, route, user, settings).
     */
    name: ParamValue;
    /**
     * The file's extension, without the dot.
     */
    extension: string;
    /**
     * The media type the answer is read and saved as (text/plain and text/csv: the answer's text; application/json: the answer written as JSON).
     */
    mediaType?: 'text/plain' | 'application/json' | 'text/csv';
  };
  /**
   * Translation key of the error banner when the server gives no answer or fails unexpectedly (no fault text), e.g. 'We are unable to delete'.
   */
  errorMessageKey?: TranslationKey;
  /**
   * Show the button only while the condition holds (bindings: item = the page's object, route, user, settings).
   */
  visibleWhen?: Condition;
  /**
   * The button is enabled only while the condition holds. A list's row action (selection single or multi) reads each selected row as item and is enabled only when the condition holds for every one of them.
   */
  enabledWhen?: Condition;
  /**
   * Offer the action only to a user who holds this administrator right on the object type (a delegated administrator may hold some rights and not others). The rights are asked once per screen (POST /catalog/delegatedAdmin/rights); until they are known, or when they cannot be read, the action is not offered. The server refuses the operation all the same.
   */
  requires?: ActionRequirement;
  /**
   * An action of a row detail: close the detail after the call succeeded (the item is done, e.g. approved), instead of loading it again.
   */
  closesDetail?: boolean;
}
/**
 * The dialog of an action: fields drawn and validated as a form's ('Required'); Cancel changes nothing, a failed call keeps the dialog open with the values.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ActionForm".
 */
export interface ActionForm {
  /**
   * Translation key of the dialog title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a text above the fields.
   */
  descriptionKey?: TranslationKey;
  /**
   * The fields in order.
   *
   * @minItems 1
   */
  fields: [Field, ...Field[]];
  /**
   * Translation key of the OK button; default 'OK'.
   */
  submitLabelKey?: TranslationKey;
}
/**
 * One field of a form, detail section or settings page. On a form backed by an attribute schema, a field with the key of a server attribute only overrides what the server says.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Field".
 */
export interface Field {
  /**
   * The field's key: the server attribute key (e.g. 'FirstName') or the data property it edits (e.g. 'container').
   */
  name: string;
  /**
   * Translation key of the label; default the server's displayLabel.
   */
  labelKey?: TranslationKey;
  /**
   * Translation key of a help text under the field.
   */
  helpKey?: TranslationKey;
  /**
   * Widget that edits or shows the value; default chosen from the attribute's dataType.
   */
  widget?: WidgetName;
  /**
   * Options of the widget, checked against schemas/widgets/<widget>.schema.json.
   */
  options?: {};
  /**
   * Data type when the server does not describe the field.
   */
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  /**
   * Overrides the server's isRequired.
   */
  required?: boolean;
  /**
   * Overrides the server's isEditable (true makes the field read-only).
   */
  readOnly?: boolean;
  /**
   * Leave the field out (e.g. a server attribute not wanted on this form).
   */
  hidden?: boolean;
  /**
   * Initial value on a new object.
   */
  default?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Validators run on blur and on submit, in this order.
   */
  validators?: ValidatorRef[];
  /**
   * Transform applied to the loaded value before display.
   */
  transform?: TransformName;
  /**
   * Show the field only while the condition holds (e.g. { "field": "expiry", "equals": "date" }). A hidden field is not validated and its value is not sent.
   */
  visibleWhen?: Condition;
  /**
   * The field is editable only while the condition holds; otherwise it is shown read-only.
   */
  enabledWhen?: Condition;
}
/**
 * A validator with parameters.
 */
export interface ValidatorCall {
  /**
   * Validator name, e.g. 'maxLength'.
   */
  name: import('../../domain/registryNames.ts').ValidatorName;
  /**
   * Parameters, checked against the validator's params schema, e.g. { "max": 64 }.
   */
  params?: {};
}
/**
 * Every part holds (and).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ConditionAll".
 */
export interface ConditionAll {
  /**
   * The parts.
   *
   * @minItems 1
   */
  and: [Condition, ...Condition[]];
}
/**
 * At least one part holds (or).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ConditionAny".
 */
export interface ConditionAny {
  /**
   * The parts.
   *
   * @minItems 1
   */
  or: [Condition, ...Condition[]];
}
/**
 * The part does not hold (not).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ConditionNot".
 */
export interface ConditionNot {
  /**
   * The part.
   */
  not: Condition;
}
/**
 * One value compared: the value of a form field ('field') or of a binding ('from' and 'name'), and exactly one operator. An absent value counts as null.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ConditionComparison".
 */
export interface ConditionComparison {
  /**
   * Name of a field of the same form or dialog whose value is compared.
   */
  field?: string;
  /**
   * Where the compared value comes from, instead of 'field': 'route', 'settings', 'user', 'item' (the row or object), 'page' (the detail page's object, for an action of a list in one of its sections), 'list' (a list's answer to its data call, for the list's actions, e.g. what the server says the user may do there) or 'form' (the values).
   */
  from?: 'route' | 'settings' | 'user' | 'item' | 'page' | 'list' | 'form';
  /**
   * Name or dot path of the value at 'from'.
   */
  name?: AttributePath;
  /**
   * Holds when the value equals this (any JSON value).
   */
  equals?: unknown;
  /**
   * Holds when the value differs from this (any JSON value).
   */
  notEquals?: unknown;
  /**
   * Holds when the value equals one of these.
   *
   * @minItems 1
   */
  in?: [unknown, ...unknown[]];
  /**
   * true: holds when the value is given (not absent, null, '' or an empty list); false: when it is not.
   */
  exists?: boolean;
  /**
   * Holds when the value is a number greater than this.
   */
  gt?: number;
  /**
   * Holds when the value is a number less than this.
   */
  lt?: number;
}
/**
 * An administrator right an action needs: an operation on an object type.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ActionRequirement".
 */
export interface ActionRequirement {
  /**
   * The object type the action changes: role, sod (separation-of-duties policy), resource or prd (provisioning request definition).
   */
  objectType: 'role' | 'sod' | 'resource' | 'prd';
  /**
   * The operation: create, modify, delete, or assign (grant or revoke the object to users).
   */
  right: 'create' | 'modify' | 'delete' | 'assign';
}
/**
 * Page size of a list. The sizes offered are the global setting optionsRowsPerPage, the same for every list.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Paging".
 */
export interface Paging {
  /**
   * Initial page size when it is one of the sizes offered (the global optionsRowsPerPage); default the global setting defaultRowsPerPage. A saved preference wins when it is among the options.
   */
  defaultPageSize?: number;
}
/**
 * Names of the user-preference attributes a list saves to (GET/POST /access/preference?attribute=...).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Preferences".
 */
export interface Preferences {
  /**
   * Attribute of the column preference, e.g. 'com.novell.idm.admin.roleList-columns.preference'.
   */
  columns?: string;
  /**
   * Attribute of the page-size preference.
   */
  pageSize?: string;
  /**
   * Attribute of the saved filters, e.g. 'roleList-filters'.
   */
  filters?: string;
}
/**
 * Initial sort of a list.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Sort".
 */
export interface Sort {
  /**
   * Value sent as sortBy.
   */
  by: string;
  /**
   * Sort order.
   */
  order?: 'ASC' | 'DESC';
  /**
   * Query parameter the sort column is sent as, when the call names it otherwise (e.g. 'sortColumn'); sortOrder goes with it.
   */
  param?: string;
}
/**
 * What a paged list declares, shared by a list screen and a list block (ListScreen, ListBlock); each of those closes it to its own properties.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ListBlockContent".
 */
export interface ListBlockContent {
  /**
   * Where the rows come from.
   */
  dataSource: DataSource;
  /**
   * Attribute that identifies a row; default 'dn'.
   */
  rowKey?: AttributePath;
  /**
   * Columns in display order (the columns of columnsFrom follow them); at least one, unless columnsFrom gives them.
   */
  columns: Column[];
  /**
   * Columns read at run time from the server's description of the rows' attributes (an entity definition), after the declared columns.
   */
  columnsFrom?: ColumnsFrom;
  /**
   * Columns shown before the user saves a column preference; default all columns not hidden.
   */
  defaultColumns?: string[];
  /**
   * Route opened by a clickable cell.
   */
  rowLink?: RouteLink;
  /**
   * Search box; omit for no search.
   */
  search?: Search;
  /**
   * Filters above the table.
   */
  filters?: Filter[];
  /**
   * Toolbar and multi-select actions.
   */
  actions?: Action[];
  /**
   * Initial sort.
   */
  sort?: Sort;
  /**
   * Page sizes.
   */
  paging?: Paging;
  /**
   * Preference attributes for columns, page size and filters.
   */
  preferences?: Preferences;
  /**
   * Translation key of the plural row name, for 'No {tableName} found'.
   */
  tableNameKey?: TranslationKey;
  /**
   * Whether rows have checkboxes; default true when an action has selection single or multi.
   */
  selectable?: boolean;
  /**
   * A detail of one row, opened beside the list by a clickable cell (instead of rowLink): the row's item loaded, shown in sections, with actions on it.
   */
  rowDetail?: RowDetail;
  /**
   * Values of the list's answer shown above the table, each as 'label: value' (e.g. the user's availability status next to their availability entries).
   *
   * @minItems 1
   */
  summary?: [
    {
      /**
       * Where the value sits in the answer.
       */
      path: AttributePath;
      /**
       * Translation key of the label.
       */
      labelKey: TranslationKey;
      /**
       * Cell renderer that draws the value (default text).
       */
      renderer?: CellRendererName;
      /**
       * Options of the renderer, as a column's.
       */
      rendererOptions?: RendererOptions;
    },
    ...{
      /**
       * Where the value sits in the answer.
       */
      path: AttributePath;
      /**
       * Translation key of the label.
       */
      labelKey: TranslationKey;
      /**
       * Cell renderer that draws the value (default text).
       */
      renderer?: CellRendererName;
      /**
       * Options of the renderer, as a column's.
       */
      rendererOptions?: RendererOptions;
    }[]
  ];
  /**
   * Loads the list again, quietly, whenever the console's live updates report a change of this topic, and the open row detail with it: "tasks" (a task of the user arrived, was claimed, reassigned or decided) or "requests" (a request of the user changed status). The renderer only listens; the shell reports.
   */
  liveTopic?: 'tasks' | 'requests';
  /**
   * Loads the list again every everySeconds while a row of the page meets the condition (item = the row), quietly (the rows stay, no loading indicator): the progress of an operation that runs on the server (a reconcile's status). It stops once no row meets it, and when the page closes.
   */
  refresh?: {
    /**
     * Read per row of the page as item, e.g. { "from": "item", "name": "opStatus", "in": [0, 1] }.
     */
    while: Condition;
    /**
     * Seconds between two loads.
     */
    everySeconds?: number;
  };
  /**
   * The list's defaults read from a call before it opens (settings an administrator keeps, e.g. how the task list opens): the sort when the URL names none, the columns shown before the user chooses, and whether the user may choose them. Paths read the call's answer; a column is named by a column's attribute or sortKey; a path whose value is missing or names no column keeps the list's own default. Without the call's answer (an error) the list opens with its own defaults.
   */
  defaultsFrom?: {
    /**
     * The call (api/calls) answering the settings, e.g. 'displaySettings.task'.
     */
    call: CallName;
    /**
     * Path of the sort column, e.g. 'taskListSort'.
     */
    sortBy?: string;
    /**
     * Path of a true/false: descending.
     */
    sortDescending?: string;
    /**
     * Path of the columns shown by default: a list of column names or of objects with a key (e.g. 'defaultColumns' of [{key, value}]).
     */
    columns?: string;
    /**
     * Path of a true/false: false hides the column chooser and ignores the columns a user saved.
     */
    userMayChooseColumns?: string;
  };
}
/**
 * The detail of a list row, opened in a side panel (Escape closes it): the item is the row, or what dataSource loads for it (bindings read the row as 'item'); sections show its values, a widget over them, or a widget over another call's answer; actions apply to the item, and after one succeeds the list loads again and the detail too (or closes: closesDetail).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "RowDetail".
 */
export interface RowDetail {
  /**
   * Translation key of the panel's label (e.g. 'Task').
   */
  titleKey: TranslationKey;
  /**
   * The item's attribute shown as the panel's title (e.g. 'processName').
   */
  titleAttribute?: AttributePath;
  /**
   * The call that loads the item; its params and body read the row as 'item' (e.g. { "taskId": { "from": "item", "name": "taskId" } }). Without it the row is the item.
   */
  dataSource?: DataSource;
  /**
   * Sections of the detail, in order.
   *
   * @minItems 1
   */
  sections: [RowDetailSection, ...RowDetailSection[]];
  /**
   * Buttons under the sections; bindings and conditions read the loaded item as 'item'; a form opens a dialog (comment, reason, new addressee), confirm asks first.
   */
  actions?: Action[];
}
/**
 * A titled part of a row detail: read-only values of the item, or one widget (e.g. 'timeline') over a value of the item or of its own call's answer.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "RowDetailSection".
 */
export interface RowDetailSection {
  /**
   * Identifier, unique among its siblings.
   */
  id: string;
  /**
   * Translation key of the section title.
   */
  titleKey?: TranslationKey;
  /**
   * Read-only values of the item, as label and value; empty ones are left out.
   */
  values?: DetailValue[];
  /**
   * A view widget filling the section (e.g. 'timeline').
   */
  widget?: WidgetName;
  /**
   * Options of that widget, checked against its options schema.
   */
  options?: {};
  /**
   * The value the widget shows: a path into the item, or into the answer of the section's dataSource (e.g. 'comments', 'workEntries').
   */
  bind?: AttributePath;
  /**
   * A call of its own for the widget (e.g. the work entries of the item's process); params and body read the item as 'item'. Loaded again with the item.
   */
  dataSource?: DataSource;
}
/**
 * One read-only value of a row detail, drawn by a cell renderer.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DetailValue".
 */
export interface DetailValue {
  /**
   * Dot path of the value in the item.
   */
  attribute: AttributePath;
  /**
   * Translation key of the label.
   */
  labelKey: TranslationKey;
  /**
   * Cell renderer that draws the value; default 'text'.
   */
  renderer?: CellRendererName;
  /**
   * Options passed to the cell renderer (as a column's).
   */
  rendererOptions?: {};
}
/**
 * A titled group on a form, detail or settings page. It holds fields, a paged list, or one widget.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Section".
 */
export interface Section {
  /**
   * Identifier, unique among its siblings.
   */
  id: string;
  /**
   * Translation key of the section title.
   */
  titleKey?: TranslationKey;
  /**
   * Translation key of an explanatory text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Fields in display order.
   */
  fields?: (string | Field)[];
  /**
   * A paged list shown in the section.
   */
  list?: ListBlock;
  /**
   * A widget filling the section (e.g. 'approvalEditor').
   */
  widget?: WidgetName;
  /**
   * Options of that widget.
   */
  options?: {};
  /**
   * Data property the section's widget edits.
   */
  bind?: AttributePath;
  /**
   * A list of server attribute nodes ({key, displayLabel, dataType, isEditable, attributeValues ...}) in the loaded object, shown (or edited, on a detail page in edit mode) as the section's fields, e.g. 'secondaryAttributes'. Attributes without a value are hidden when shown.
   */
  attributes?: AttributePath;
  /**
   * Fields per row on a detail page.
   */
  columns?: 1 | 2;
}
/**
 * A tab of a detail, form or settings page.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Tab".
 */
export interface Tab {
  /**
   * Identifier, unique among the tabs; also the URL fragment of the tab.
   */
  id: string;
  /**
   * Translation key of the tab label.
   */
  labelKey: TranslationKey;
  /**
   * Sections of the tab, in order.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
  /**
   * Draw the tab's section fields (names of the screen's fields, or fields declared in place) as one form over the page's object, with Save (the screen's submit) and Reset; read-only fields are shown, not editable.
   */
  form?: boolean;
  /**
   * A detail page's tab: shown only while the condition holds (bindings: item = the page's object, route, user, settings), e.g. a tab only an administrator may read.
   */
  visibleWhen?: Condition;
}
/**
 * The server's attribute schema a form is built on (GET /access/entities/schema?entityName=...: the contract's AttributesListNode). dataType, isRequired, isEditable, isMultivalued, formatType, choiceList and lookupEntity become the field's schema; the screen adds order, sections and overrides.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "AttributeSchema".
 */
export interface AttributeSchema {
  /**
   * The schema call, e.g. 'entities.schema'.
   */
  call: CallName;
  /**
   * Its parameters, e.g. { "entityName": "createUser" }.
   */
  params?: Params;
  /**
   * Where the attribute list sits in the answer; default 'attributesList'.
   */
  attributesPath?: AttributePath;
  /**
   * What to do with server attributes no field or section names: 'show' them in a last section, or 'hide' them.
   */
  unlisted?: 'show' | 'hide';
  /**
   * Initial values read from the schema answer, by field name: e.g. { "container": "container" } fills the field container with the answer's container (the default container of new users).
   */
  prefill?: {
    /**
     * Dot path into the schema answer.
     */
    [k: string]: AttributePath | undefined;
  };
}
/**
 * What Save does.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "Submit".
 */
export interface Submit {
  /**
   * The call that saves.
   */
  call: CallName;
  /**
   * Parameters of the call (bindings: 'form' = the values, 'item' = the page's object on a detail page).
   */
  params?: Params;
  /**
   * Builds the request body from the form data; default the form data as is. On a detail page's form the encoder gets { route, object } (the loaded object) besides the values.
   */
  encoder?: EncoderName;
  /**
   * Server checks run on Save before the call, in order (e.g. 'resourceNameAvailable'); a problem shows under its field and stops the save.
   */
  checks?: CheckName[];
  /**
   * Translation key of the submit button; default 'Save'.
   */
  labelKey?: TranslationKey;
  /**
   * Translation key of the success banner.
   */
  successMessageKey: TranslationKey;
  /**
   * Translation key of the error banner when the answer gives no fault text.
   */
  failureMessageKey?: TranslationKey;
  /**
   * Route opened after success; omit to stay on the page (a detail page reloads). Its params are dot paths into the values and, under 'answer', the call's answer (e.g. { "dn": "answer.id" } opens what was created). On a detail page it is opened only when it names another page than the one shown (an object renamed to a new DN); otherwise the page reloads.
   */
  next?: RouteLink;
  /**
   * How a failure is worded: 'fault' (the fault text, 'Network Error', the status-500 text; renderer/core/failures.ts), or a rule of the screen's area: 'userCreate' (status 500: the server-error message; no answer: 'Network Error'; else the status text) or 'userUpdate' (the status text or the Fault reason, else 'Network Error') of the users area.
   */
  failure?: 'fault' | 'userCreate' | 'userUpdate';
  /**
   * Request body template, used instead of the form data when given: bindings read 'form' (the values), 'item' (the page's object on a detail page), 'route', 'user', 'settings'. An encoder wins over it.
   */
  body?: BodyTemplate;
}
/**
 * The staged deletion of a form's object (the entity editor: 'Entity deleted. Click Save to persist the changes.').
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "StagedDelete".
 */
export interface StagedDelete {
  /**
   * Translation key of the Delete button.
   */
  labelKey: TranslationKey;
  /**
   * Translation key of the notice shown once the deletion is staged.
   */
  messageKey: TranslationKey;
  /**
   * The call Save makes once the deletion is staged.
   */
  call: CallName;
  /**
   * Its parameters.
   */
  params?: Params;
  /**
   * Its body template (bindings may read route, user, settings and the form values).
   */
  body?: BodyTemplate;
  /**
   * Translation key of the message after the deletion is saved.
   */
  successMessageKey: TranslationKey;
}
/**
 * What a list screen declares besides its list: title, description, help topic and kind.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ListScreenHeader".
 */
export interface ListScreenHeader {
  /**
   * Relative path to this schema ('../../schemas/screen.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Translation key of the page title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a short text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Help topic of the screen, when it differs from its route's.
   */
  helpTopic?: string;
  /**
   * The kind of screen: 'list'.
   */
  kind: 'list';
}
/**
 * A create or edit form, usually built on the server's attribute schema.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "FormScreen".
 */
export interface FormScreen {
  /**
   * Relative path to this schema ('../../schemas/screen.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Translation key of the page title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a short text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Help topic of the screen, when it differs from its route's.
   */
  helpTopic?: string;
  /**
   * The kind of screen: 'form'.
   */
  kind: 'form';
  /**
   * Server attribute schema the fields come from; omit for a form whose fields are all declared here.
   */
  attributeSchema?: AttributeSchema;
  /**
   * Loads the values to edit (omit on a create form).
   */
  load?: DataSource;
  /**
   * Fields declared or overridden by this screen.
   */
  fields?: Field[];
  /**
   * Sections in order; give sections or tabs.
   */
  sections?: Section[];
  /**
   * Tabs in order; give sections or tabs.
   */
  tabs?: Tab[];
  /**
   * What Save does.
   */
  submit: Submit;
  /**
   * A Delete button that stages the deletion of the edited object: the form turns read-only and says so (messageKey), and Save then persists the deletion through this call instead of the submit.
   */
  stagedDelete?: StagedDelete;
  /**
   * Route Cancel returns to; omit for no Cancel button.
   */
  cancel?: RouteLink;
}
/**
 * One object with a header, tabs and sections (role detail: general, approvals, parent/child roles, mapped resources, assignments, request status).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DetailScreen".
 */
export interface DetailScreen {
  /**
   * Relative path to this schema ('../../schemas/screen.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Translation key of the page title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a short text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Help topic of the screen, when it differs from its route's.
   */
  helpTopic?: string;
  /**
   * The kind of screen: 'detail'.
   */
  kind: 'detail';
  /**
   * Loads the object.
   */
  dataSource: DataSource;
  header?: DetailHeader;
  /**
   * Fields declared or overridden by this screen.
   */
  fields?: Field[];
  /**
   * Tabs in order.
   *
   * @minItems 1
   */
  tabs: [Tab, ...Tab[]];
  /**
   * Actions on the object (edit, delete...).
   */
  actions?: Action[];
  /**
   * Save of the editable sections; omit for a read-only page.
   */
  submit?: Submit;
  /**
   * The administrator right editing the page needs (e.g. { "objectType": "role", "right": "modify" }): without it, or until the rights are known, the form tabs are shown read-only, with no Save.
   */
  editRequires?: ActionRequirement;
}
/**
 * The header card.
 */
export interface DetailHeader {
  /**
   * Attribute shown as the title.
   */
  titleAttribute?: AttributePath;
  /**
   * Attribute shown under it.
   */
  subtitleAttribute?: AttributePath;
  /**
   * Attribute holding the image (fallbackImage when it has none).
   */
  imageAttribute?: AttributePath;
  /**
   * The image shown when imageAttribute has none: a path under public/, e.g. 'images/default-user.svg'. Without it, a neutral avatar.
   */
  fallbackImage?: string;
  /**
   * Translation key of a text shown before the title (e.g. 'Identity information About:').
   */
  labelKey?: TranslationKey;
  /**
   * A list of server attribute nodes ({key, displayLabel, attributeValues}) shown in the header card, e.g. 'primaryAttributes'.
   */
  attributes?: AttributePath;
  /**
   * The server attribute node that describes the image (e.g. 'imageAttr' of a user): when it is editable, the edit mode offers an image upload for it, holding the value of imageAttribute.
   */
  imageNode?: AttributePath;
}
/**
 * A settings page: load the current values with one call, edit them in sections of fields, save them with another (Save and Reset are enabled once a value changed; a failed save keeps the edited values), and, where declared, restore the defaults with a third. A page whose parts are saved by different calls declares parts instead of submit.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "SettingsScreen".
 */
export interface SettingsScreen {
  /**
   * Relative path to this schema ('../../schemas/screen.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Translation key of the page title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a short text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Help topic of the screen, when it differs from its route's.
   */
  helpTopic?: string;
  /**
   * The kind of screen: 'settings'.
   */
  kind: 'settings';
  /**
   * Loads the current settings (itemsPath: where the object sits in the answer; transform: how it becomes the values).
   */
  load: DataSource;
  /**
   * Fields declared or overridden by this screen.
   */
  fields?: Field[];
  /**
   * Sections in order; give sections or tabs.
   */
  sections?: Section[];
  /**
   * Tabs in order; give sections or tabs.
   */
  tabs?: Tab[];
  /**
   * Saves the settings: the values (or a body template or encoder over them) go to this call; after it the page loads the values again. Give submit, or parts.
   */
  submit?: Submit;
  /**
   * Action that restores the defaults (give it a confirm); the page then loads the values again. Its bindings read item = the loaded settings.
   */
  restoreDefaults?: Action;
  /**
   * Instead of sections (or tabs) and submit: parts of the page saved separately, each its sections with its own Save and Reset and its own call (e.g. role, SoD and entitlement-query settings read by one call and saved by three). Saving one part keeps the unsaved values of the others.
   *
   * @minItems 2
   */
  parts?: [SettingsPart, SettingsPart, ...SettingsPart[]];
}
/**
 * A part of a settings page with its own Save and Reset: its sections of the page's fields, saved by its own call.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "SettingsPart".
 */
export interface SettingsPart {
  /**
   * Unique among the page's parts.
   */
  id: string;
  /**
   * Translation key of the part's heading.
   */
  titleKey?: TranslationKey;
  /**
   * The part's sections, naming fields of the page.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
  /**
   * Saves the part: its values (or a body template or encoder over them) go to this call; after it the page loads the values again.
   */
  submit: Submit;
}
/**
 * One card of a dashboard: counts read from one call (each a number with a link to the list it counts), a card its area draws (card, e.g. 'links': groups of links read from one call, with its options in links), a small paged list, or a widget. Give counts (with dataSource), card, list or widget.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DashboardCard".
 */
export interface DashboardCard {
  /**
   * Identifier, unique among its siblings.
   */
  id: string;
  /**
   * Translation key of the card title.
   */
  titleKey: TranslationKey;
  /**
   * The call the card's counts or links read (e.g. dashboard.counts); params and body as a screen's; its transform (links) gives the groups of links.
   */
  dataSource?: DataSource;
  /**
   * Card drawn by the screen's area (a registered dashboard card), e.g. 'links' of the dashboard area: groups of links read from dataSource, its options in links.
   */
  card?: DashboardCardName;
  /**
   * Numbers shown by the card, read from the answer of dataSource.
   *
   * @minItems 1
   */
  counts?: [DashboardCount, ...DashboardCount[]];
  /**
   * Options of the 'links' card (card: 'links'): groups of links read from dataSource (after its transform): { groups: [{ id, title, items: [{ id, title, description, href, featured }] }] }.
   */
  links?: LinksCard;
  /**
   * Widget drawing the card (a registered page widget).
   */
  widget?: WidgetName;
  /**
   * Options of that widget.
   */
  options?: {};
  /**
   * A list drawn in the card instead of a widget.
   */
  list?: ListBlock;
  /**
   * Share of the row the card takes.
   */
  width?: 'full' | 'half' | 'third';
}
/**
 * One number of a dashboard card, e.g. the pending approvals, with a link to the list that shows them.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DashboardCount".
 */
export interface DashboardCount {
  /**
   * Identifier, unique among the card's counts.
   */
  id: string;
  /**
   * Translation key of the text beside the number.
   */
  labelKey: TranslationKey;
  /**
   * Where the number sits in the answer, e.g. 'tasksData.tasksCount'. A missing value shows as 0.
   */
  path: AttributePath;
  /**
   * Route opened by the count (e.g. the filtered list); its params are read from the answer.
   */
  link?: RouteLink;
  /**
   * Query parameters added to the link, constant texts (e.g. { "status": "pending" } for a list's filter).
   */
  linkQuery?: {
    /**
     * The parameter's value.
     */
    [k: string]: string | undefined;
  };
}
/**
 * A card of links in titled groups (e.g. a landing page's categories of items). Its data source's transform gives { groups: [{ id, title, items: [{ id, title, description, href, featured }] }] } (a group without id is the one that cannot be renamed, moved or deleted); an href starting with '#' opens a console route, any other opens in a new tab. With edit, an administrator adds, renames, reorders (drag and drop, or the move buttons) and deletes groups and items, and marks items featured.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "LinksCard".
 */
export interface LinksCard {
  /**
   * Translation key of the text shown when there is no link.
   */
  emptyKey?: TranslationKey;
  /**
   * Show only the featured items, as one list without group titles.
   */
  featuredOnly?: boolean;
  /**
   * Makes the card an editor of its groups and items.
   */
  edit?: LinksEdit;
}
/**
 * How an editable links card saves each change: the call of each change, its body made by the encoder from the change ({ op, ... }, see docs/screen-definitions.md); after each change the card reloads.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "LinksEdit".
 */
export interface LinksEdit {
  /**
   * The call of each change.
   */
  calls: {
    /**
     * Adds a group.
     */
    createGroup: CallName;
    /**
     * Renames or reorders groups.
     */
    updateGroups: CallName;
    /**
     * Deletes a group.
     */
    deleteGroup: CallName;
    /**
     * Adds an item to a group.
     */
    createItem: CallName;
    /**
     * Renames, reorders or (un)features items.
     */
    updateItems: CallName;
    /**
     * Deletes an item.
     */
    deleteItem: CallName;
  };
  /**
   * Turns a change into the body of its call.
   */
  encoder: EncoderName;
  /**
   * What a new item may be: a link to a page, or something picked with the picker widget's tab (e.g. role, resource).
   *
   * @minItems 1
   */
  kinds: ['link' | 'role' | 'resource', ...('link' | 'role' | 'resource')[]];
}
/**
 * A page of cards.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DashboardScreen".
 */
export interface DashboardScreen {
  /**
   * Relative path to this schema ('../../schemas/screen.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Translation key of the page title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a short text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Help topic of the screen, when it differs from its route's.
   */
  helpTopic?: string;
  /**
   * The kind of screen: 'dashboard'.
   */
  kind: 'dashboard';
  /**
   * Cards in order.
   *
   * @minItems 1
   */
  cards: [DashboardCard, ...DashboardCard[]];
  /**
   * Which cards the user sees and in which order: allowed by an access call, arranged by the user's own choice or else by the defaults; the page's Customize button edits and saves the own choice.
   */
  arrangement?: DashboardArrangement;
}
/**
 * An arrangement is the ids of the cards shown, in order (a list, or JSON text of one). A card the access answer marks false is never shown nor offered.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "DashboardArrangement".
 */
export interface DashboardArrangement {
  /**
   * Call whose answer at path says per card id whether the user may see it ({ id: true/false } or [{ key, value }]).
   */
  access?: ArrangementSource;
  /**
   * Path, from the root of the access call's answer, of whether the user may customize the dashboard: false (or 'false') hides the Customize button; any other value, or no answer, offers it. Needs access.
   */
  customizePath?: string;
  /**
   * Call whose answer at path is the arrangement used while the user has none of their own.
   */
  defaults?: ArrangementSource;
  /**
   * Call whose answer at path is the user's own arrangement.
   */
  own: ArrangementSource;
  /**
   * How the Customize dialog saves the arrangement.
   */
  save: ArrangementSave;
  /**
   * Call that drops the user's own arrangement (back to the defaults).
   */
  reset?: ArrangementCall;
}
/**
 * A call and where its answer holds the value.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ArrangementSource".
 */
export interface ArrangementSource {
  /**
   * The call.
   */
  call: CallName;
  /**
   * Dot path of the value in the answer.
   */
  path: AttributePath;
  /**
   * Query parameters of the call (e.g. the preference's attribute).
   */
  params?: Params;
}
/**
 * A call saving an arrangement: the body is { <field>: JSON text of the card ids }.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ArrangementSave".
 */
export interface ArrangementSave {
  /**
   * The call.
   */
  call: CallName;
  /**
   * Name of the body's field holding the arrangement.
   */
  field: string;
  /**
   * Query parameters of the call (e.g. the preference's attribute).
   */
  params?: Params;
}
/**
 * A call with its query parameters.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "ArrangementCall".
 */
export interface ArrangementCall {
  /**
   * The call.
   */
  call: CallName;
  /**
   * Query parameters of the call (e.g. the preference's attribute).
   */
  params?: Params;
}
/**
 * A screen that is not generic (e.g. the org chart): one registered widget fills the page.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "CustomScreen".
 */
export interface CustomScreen {
  /**
   * Relative path to this schema ('../../schemas/screen.schema.json'), so that an editor completes and checks the file.
   */
  $schema?: string;
  /**
   * Translation key of the page title.
   */
  titleKey: TranslationKey;
  /**
   * Translation key of a short text under the title.
   */
  descriptionKey?: TranslationKey;
  /**
   * Help topic of the screen, when it differs from its route's.
   */
  helpTopic?: string;
  /**
   * The kind of screen: 'custom'.
   */
  kind: 'custom';
  /**
   * The custom screen of the area that draws the page.
   */
  widget: CustomScreenName;
  /**
   * Options of that widget.
   */
  options?: {};
}
/**
 * A list in a request body with one entry per entry of another list: the rows the action applies to (the selected rows, or [the page's object] on a detail page) or a list the page knows (e.g. a dialog's picker field). E.g. { "map": { "from": "form", "name": "roles" }, "to": { "id": { "from": "row", "name": "id" } } } sends [{ "id": ... }] for the roles chosen in the dialog. An entry whose template resolves to nothing (or to an empty object) is left out.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "RowMap".
 */
export interface RowMap {
  map: RowSource;
  /**
   * The template of one entry: any body value; bindings with from 'row' read the entry (e.g. its id), other bindings read the page as usual.
   */
  to: BodyValue;
}
/**
 * The list mapped: { "from": "rows" } (an action's rows), or a binding to a list, e.g. { "from": "form", "name": "roles" } (a dialog field); a single value counts as a list of one, an absent one as empty.
 */
export interface RowSource {
  /**
   * 'rows' (the rows the action applies to), or where the list is read: 'form' (the dialog's or form's values), 'item', 'route', 'user', 'settings'.
   */
  from: 'rows' | 'form' | 'item' | 'route' | 'user' | 'settings';
  /**
   * Name or dot path of the list at that source; not with 'rows'.
   */
  name?: AttributePath;
}
