// What the role, resource and SoD areas' transforms share (screens/roles, resources and sod,
// code/): a node the server answers (or the details answer that wraps it) read into form values:
// its texts, categories and owners as picker items (owners keep their type); localized lists keep
// the directory's locale keys. Pure. The areas' encoders turn the values back into a node (with
// domain/catalogEncoding.ts).

export type Row = Record<string, unknown>;

export const asRecord = (data: unknown): Row => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Row) : {});
export const asRows = (data: unknown): Row[] => (Array.isArray(data) ? data.map(asRecord) : []);
export const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** The node itself, or the first node of a details answer ({ roles: [node] }, { resources: [...] }, { sods: [...] }). */
export function nodeOf(value: unknown, listKey: string): Row {
  const record = asRecord(value);
  const list = record[listKey];
  return record.id === undefined && Array.isArray(list) ? asRecord(list[0]) : record;
}

/** A picker item of the given tab from a contract node ({ id, name, type? }). */
export function item(node: Row, type: string): Row {
  const id = str(node.id ?? node.dn);
  const name = str(node.name ?? node.displayName) || id;
  return { type, id, dn: id, displayName: name, name, ...(typeof node.level === 'number' ? { level: node.level } : {}) };
}

const OWNER_TYPES = new Set(['user', 'group', 'container', 'team']);

export const categoryItems = (value: unknown) => asRows(value).map((c) => ({ type: 'category', id: str(c.id), displayName: str(c.name) || str(c.id), name: str(c.name) || str(c.id) }));
export const ownerItems = (value: unknown) => asRows(value).map((o) => item(o, OWNER_TYPES.has(str(o.type)) ? str(o.type) : 'user'));
const localized = (value: unknown) => asRows(value).filter((e) => typeof e.locale === 'string');

/** The texts every catalogue node has. */
export function common(node: Row): Row {
  return {
    id: str(node.id),
    name: str(node.name),
    description: str(node.description),
    localizedNames: localized(node.localizedNames),
    localizedDescriptions: localized(node.localizedDescriptions),
  };
}
