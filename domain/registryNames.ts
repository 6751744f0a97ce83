// The NAMES of the console's registries (widgets, cell renderers, validators), on the ground floor:
// no React, no code, so that the screen validator (node), the generated definition types
// (schemas/types/, which may import nothing but domain/) and the typed registries share one list.
// Adding a widget: add its name here, add schemas/widgets/<name>.schema.json (its options), and
// add its component to the React registry (widgets/registry.tsx), which is a Record<WidgetName,
// Component> and so fails to compile until the component exists. `npm run validate` checks that
// names and schema files match. Adding a validator: its name here and its entry in
// renderer/validators/index.ts (a Record over these names, so a missing one does not compile).

export const WIDGET_NAMES = [
  'approvalEditor',
  'attributeValue',
  'checkbox',
  'containerTree',
  'dataTable',
  'dateTime',
  'driverTree',
  'imageUpload',
  'localizedText',
  'lookup',
  'number',
  'orgChart',
  'pagination',
  'parameterList',
  'password',
  'picker',
  'quickInfo',
  'select',
  'text',
  'textarea',
  'textFile',
  'timeline',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

// The view widgets: they show a value in a row detail's section (registry kind 'view') and edit
// nothing; every other widget is drawn elsewhere (a form field, a table, a dialog) and cannot fill
// such a section. `npm run validate` holds each to its place.
export const VIEW_WIDGET_NAMES: readonly WidgetName[] = ['timeline'];

// The screen widgets: each draws a whole custom screen (registry kind 'screen'); every area may name
// them as a custom screen beside its own (screens/<area>/code customScreens).
export const SCREEN_WIDGET_NAMES: readonly WidgetName[] = ['orgChart'];

// The generic cell renderers (an area's own are named in screens/<area>/code/index.ts). Cell
// renderers draw one table cell from a row's value (a string, a name, an image, a timestamp, an
// array ...). They take no options schema: a column may pass rendererOptions, read by the renderer.
export const CELL_RENDERER_NAMES = [
  // plain string, or an object shown by name / displayName / ID
  'text',
  // array entries shown by entityDisplayValue, name, displayName, username, id, ID; more than 3 entries show
  // the first 2 and an ellipsis that opens a modal with all of them
  'array',
  // { DataType: 'image', data: base64 jpeg }
  'image',
  // { DataType: 'timeStamp', data } formatted 'MMM d, y h:mm a'
  'timestamp',
  // mail link for Email, tel link for TelephoneNumber, else text (the attributeValue widget)
  'attributeValue',
  // true/false as a check mark
  'boolean',
  // role, resource or PRD request state code (rendererOptions { catalogue: 'role' | 'resource' |
  // 'prd' }, or { catalogueFrom: <row attribute> } naming it per row, e.g. a history's entityType;
  // without either, the row's entityType) as its translated name with the icon of its group
  // (running, completed-approved, completed, canceled, error, denied); "Unknown (code)" otherwise
  'requestStatus',
  // process state 0-3 as Running, Stopped, Terminated, Completed
  'processState',
  // role/resource record status 50 Created, 15 Pending Delete
  'recordStatus',
  // request operation code (rendererOptions { catalogue: 'role' | 'resource' }), e.g. 10 Add to user
  'requestOperation',
  // an ISO date text or epoch milliseconds as date and time (lll)
  'date',
  // a code shown by its translated name: rendererOptions { labels: { code: translation key }, field?:
  // the attribute of an object value that holds the code }, e.g. role level 30 as Business Role; an
  // unknown code shows as it is
  'codeLabel',
  // a DN by the value of its first segment ('cn=Group,cn=EntitlementDefs,...' shows 'Group'), the
  // whole DN in its tooltip
  'dnName',
] as const;

export type CellRendererName = (typeof CELL_RENDERER_NAMES)[number];

export function isWidgetName(name: string): name is WidgetName {
  return (WIDGET_NAMES as readonly string[]).includes(name);
}

export function isCellRendererName(name: string): name is CellRendererName {
  return (CELL_RENDERER_NAMES as readonly string[]).includes(name);
}

// The validators a definition may name (renderer/validators/index.ts implements each).
export const VALIDATOR_NAMES = [
  'required',
  'commonName',
  'name',
  'description',
  'password',
  'filePath',
  'minimum',
  'range',
  'nonEmptyArray',
  'nonBlank',
  'minLength',
  'maxLength',
] as const;

export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

// The icons an action may name ("icon": "Delete"), each drawn by widgets/icons.tsx (a Record over
// these names, so a missing one does not compile). `npm run validate` rejects any other name.
export const ICON_NAMES = ['Add', 'Delete', 'DeleteSweep', 'Download', 'Edit', 'Link', 'PersonAdd', 'Publish', 'Remove', 'Sync', 'Tune', 'Upload'] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name);
}
