// Dot paths into server objects (screen definitions' AttributePath). A step through an array of
// { key, attributeValues } entries picks the entry with that key, so 'primaryAttributes.Email'
// reaches the Email attribute node of a PersonNode.

function step(value: unknown, name: string): unknown {
  if (Array.isArray(value)) {
    const index = Number(name);
    if (Number.isInteger(index) && String(index) === name) return value[index];
    return value.find((entry) => entry && typeof entry === 'object' && (entry as { key?: unknown }).key === name);
  }
  if (value && typeof value === 'object') return (value as Record<string, unknown>)[name];
  return undefined;
}

export function getPath(source: unknown, path: string | undefined): unknown {
  if (path === undefined || path === '') return source;
  return path.split('.').reduce<unknown>((value, name) => (value === undefined || value === null ? undefined : step(value, name)), source);
}

/** The server's attribute node (AttributeNode of the contract) with its values. */
export interface AttributeNode {
  key: string;
  displayLabel?: string;
  dataType?: string;
  formatType?: string;
  controlType?: string;
  isRequired?: boolean;
  isEditable?: boolean;
  isMultivalued?: boolean;
  isSearchable?: boolean;
  isSortable?: boolean;
  lookupEntity?: string;
  choiceList?: { key: string; value: string }[];
  attributeValues?: { $?: string; value?: string }[];
}

export function isAttributeNode(value: unknown): value is AttributeNode {
  return !!value && typeof value === 'object' && typeof (value as AttributeNode).key === 'string';
}

/** One shown value of an attribute: what the user reads ($) and what it stands for (value, a DN for DN attributes). */
export interface ShownValue {
  text: string;
  value: string;
}

export function shownValues(node: AttributeNode | undefined): ShownValue[] {
  return (node?.attributeValues ?? [])
    .map((v) => ({ text: String(v.$ ?? v.value ?? ''), value: String(v.value ?? v.$ ?? '') }))
    .filter((v) => v.text !== '' || v.value !== '');
}

/** A param's value: the value at a dot path, or a template whose {paths} are filled ('cn={name},{container.0.id}'). */
function paramValue(source: unknown, path: string): unknown {
  if (!path.includes('{')) return getPath(source, path);
  return path.replace(/\{([^{}]+)\}/g, (_m, inner: string) => {
    const value = getPath(source, inner);
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * Fills a route's :params from an object; values are URL-encoded. A param is a dot path into the
 * object, or a template of them in braces (a DN made of a form's name and container: a write the
 * contract answers with 204 names no new DN). A :param the link's params do not name and the
 * object lacks keeps its value in the current route (`current`), so a link from
 * /entities/location to /entities/:key/:dn/edit stays within the entity type.
 */
export function fillRoute(route: string, params: Record<string, string | undefined> | undefined, source: unknown, current: Record<string, string | undefined> = {}): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const path = params?.[name] ?? name;
    const found = paramValue(source, path);
    const value = found === undefined && params?.[name] === undefined ? current[name] : found;
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
}

/** A route link as a path with its query string (values URL-encoded, empty ones left out). */
export function fillRouteLink(link: { route: string; params?: Record<string, string | undefined>; query?: Record<string, string | undefined> }, source: unknown, current: Record<string, string | undefined> = {}): string {
  const path = fillRoute(link.route, link.params, source, current);
  const query = new URLSearchParams();
  for (const [name, template] of Object.entries(link.query ?? {})) {
    const value = template === undefined ? undefined : paramValue(source, template);
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
