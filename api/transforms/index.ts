// The transform registry: pure, node-safe functions that reshape a value read from an answer
// before a screen shows it. A definition names one (dataSource.transform, a field's transform);
// npm run validate rejects unknown names.

import { readBooleanString } from '../normalize/booleans.ts';
import { toServerLocale } from '../normalize/locale.ts';

export type Transform = (value: unknown) => unknown;

/** First RDN value of a DN: 'cn=Admins,ou=groups,o=data' gives 'Admins'. */
export function firstRdnValue(dn: string): string {
  const first = dn.split(',')[0] ?? dn;
  const eq = first.indexOf('=');
  return eq >= 0 ? first.slice(eq + 1) : first;
}

/** One data item value as text or number: { value } is its value, { key, value } 'key: value', an SoD pair 'policy: role 1 / role 2'. */
function dataItemValue(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return entry;
  const v = entry as Record<string, unknown>;
  if (typeof v.sodName === 'string') return `${v.sodName}: ${String(v.perm1Name ?? '')} / ${String(v.perm2Name ?? '')}`;
  if (typeof v.key === 'string') return `${v.key}: ${String(v.value ?? '')}`;
  return v.value;
}

export const transforms = {
  /**
   * The data items of a task (AfTaskNode.dataItems: reason, dates, parameters, SoD conflicts and
   * justification) join the item as `data.<name>`: a single-valued item as its value, a multi-valued
   * one as the list of its values, each read by dataItemValue.
   */
  dataItemValues: (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const items = (value as { dataItems?: unknown }).dataItems;
    const data: Record<string, unknown> = {};
    for (const item of Array.isArray(items) ? (items as { name?: unknown; multiValued?: unknown; values?: unknown }[]) : []) {
      if (typeof item?.name !== 'string' || !Array.isArray(item.values)) continue;
      const values = item.values.map(dataItemValue).filter((v) => v !== undefined && v !== null && v !== '');
      data[item.name] = item.multiValued === true ? values : values[0];
    }
    return { ...value, data };
  },
  /** { 'zh-CN': 'x', he: 'y' } becomes { zh_CN: 'x', iw: 'y' }; other keys unchanged. */
  serverLocaleKeys: (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toServerLocale(k), v]));
  },
  /** A DN or a list of DNs becomes the name(s) from each DN's first segment (groupMemberof). */
  dnNames: (value) => {
    if (typeof value === 'string') return firstRdnValue(value);
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? firstRdnValue(v) : v));
    return value;
  },
  /**
   * The entries of each object value join the top level: a nested settings object edited as one
   * form of flat fields ({ enableCEF, cefConfigs: { destinationHost } } gives { enableCEF,
   * destinationHost }); the submit's body template nests them again.
   */
  spreadObjects: (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const flat: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (entry && typeof entry === 'object' && !Array.isArray(entry)) Object.assign(flat, entry);
      else flat[key] = entry;
    }
    return flat;
  },
  /** The success flag string 'true' counts as true (feedback messages). */
  booleanFlag: readBooleanString,
  /**
   * An entity item ({ dn, attributes: [{ key, attributeValues }] }) as form values: dn and each
   * attribute's value by key (its first value's value; every value for a multi-valued attribute).
   */
  entityValues: (value) => {
    if (!value || typeof value !== 'object' || !Array.isArray((value as { attributes?: unknown }).attributes)) return value;
    const item = value as { dn?: unknown; attributes: { key?: unknown; isMultivalued?: boolean; attributeValues?: unknown }[] };
    const values: Record<string, unknown> = { dn: item.dn };
    for (const attribute of item.attributes) {
      if (typeof attribute?.key !== 'string') continue;
      const list = (Array.isArray(attribute.attributeValues) ? attribute.attributeValues : []).map((v: unknown) =>
        v && typeof v === 'object' ? String((v as { value?: unknown; $?: unknown }).value ?? (v as { $?: unknown }).$ ?? '') : String(v));
      values[attribute.key] = attribute.isMultivalued ? list : list[0];
    }
    return values;
  },
} satisfies Record<string, Transform>;

export type TransformName = keyof typeof transforms;

export const TRANSFORM_NAMES = Object.keys(transforms) as TransformName[];
