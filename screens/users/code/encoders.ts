// The users area's encoders: the create and update bodies of /access/user. A user is created with
// only the attributes that have values; an update sends every attribute, an empty list clearing it.
import { defineCodec } from '../../../api/encoders/codec.ts';

const asRecord = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {});

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

export const userEncoders = {
  /** POST /access/user body: container, password, and only the attributes with values. */
  createUser: defineCodec({ fields: ['container', 'password'] }, (data, context) => {
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
  }),
  /** PUT /access/user body: dn and every attribute with action update (an empty list clears it). */
  updateUser: defineCodec({ optionalFields: ['dn', 'isProfile'] }, (data) => {
    const { dn, isProfile, ...values } = asRecord(data);
    const attributes = Object.entries(values).map(([key, value]) => ({ key, values: wireValues(value), action: 'update' }));
    return isProfile === undefined ? { dn, attributes } : { dn, attributes, isProfile };
  }),
};
