// The encoder registry: pure, node-safe functions that turn a form's data into a request body.
// A form definition names one in submit.encoder; npm run validate rejects unknown names.
// Rules: console-data.md section 5, "Data handling". The role, resource and SoD encoders are in
// ./catalog.ts.

import { catalogEncoders } from './catalog.ts';

/** The server's description of one attribute (the contract's AttributeNode, the fields used here). */
export interface AttributeDescription {
  key: string;
  dataType?: string;
  isRequired?: boolean;
  isMultivalued?: boolean;
  choiceList?: { key: string; value: string }[];
}

export interface EncoderContext {
  /** Attribute descriptions of the form's entity, from the attribute-schema call. */
  attributes?: AttributeDescription[];
  /** The current route's parameters (e.g. the role's dn on its detail page). */
  route?: Record<string, string | undefined>;
  /** The values of an action's dialog form. */
  form?: Record<string, unknown>;
  /** The object of the detail page the action or form belongs to. */
  object?: unknown;
}

/**
 * Form submits pass the form data (an object); list actions pass the selected rows (an array) and
 * detail-page actions [the page's object].
 * Encoders check the shape they receive, since a definition may name any encoder anywhere.
 */
export type Encoder = (data: unknown, context: EncoderContext) => unknown;

const asRecord = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {});
const asRows = (data: unknown): Record<string, unknown>[] => (Array.isArray(data) ? data.map(asRecord) : []);

const isEmptyValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A DN-typed value sends its DN; a selection-list value sends its key; anything else as text. */
function wireValue(value: unknown): string {
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.dn === 'string') return o.dn;
    if (typeof o.key === 'string') return o.key;
  }
  return String(value);
}

function wireValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => !isEmptyValue(v)).map(wireValue);
}

const LOCALIZED = ['localizedNames', 'localizedDescriptions'];

/** Trims name, description and every localized name/description (create and modify). */
function trimNames(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const key of ['name', 'description']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim();
  }
  for (const key of LOCALIZED) {
    const map = out[key];
    if (map && typeof map === 'object' && !Array.isArray(map)) {
      out[key] = Object.fromEntries(Object.entries(map).map(([locale, text]) => [locale, typeof text === 'string' ? text.trim() : text]));
    }
  }
  return out;
}

const registry = {
  /** POST /access/user body: container, password, and only the attributes with values. */
  createUser: (data, context) => {
    const { container, password, ...values } = asRecord(data);
    const described = new Map((context.attributes ?? []).map((a) => [a.key, a]));
    const attributes = Object.entries(values)
      .map(([key, value]) => ({ key, values: wireValues(value) }))
      .filter((a) => a.values.length > 0)
      .map(({ key, values: vals }) => ({
        key,
        dataType: described.get(key)?.dataType ?? 'String',
        isRequired: described.get(key)?.isRequired ?? false,
        values: vals,
        action: 'add',
      }));
    return { container: wireValue(container), password, attributes };
  },
  /** PUT /access/user body: dn and every attribute with action update (an empty list clears it). */
  updateUser: (data) => {
    const { dn, isProfile, ...values } = asRecord(data);
    const attributes = Object.entries(values).map(([key, value]) => ({ key, values: wireValues(value), action: 'update' }));
    return isProfile === undefined ? { dn, attributes } : { dn, attributes, isProfile };
  },
  trimNames: (data) => trimNames(asRecord(data)),
  /** DELETE /access/user body (UserListNode) from the selected rows: { members: [{ dn }] }. */
  userMembers: (rows) => ({ members: asRows(rows).map((row) => ({ dn: row.dn })) }),
  ...catalogEncoders,
} satisfies Record<string, Encoder>;

export type EncoderName = keyof typeof registry;

/** Every encoder by name, each callable as an Encoder (data, context). */
export const encoders: Record<EncoderName, Encoder> = registry;

export const ENCODER_NAMES = Object.keys(encoders) as EncoderName[];
