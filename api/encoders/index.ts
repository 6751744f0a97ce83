// The generic encoders: those any area's screens may name (submit.encoder, an action's encoder).
// An area's own encoders live in screens/<area>/code/; the renderer gets both through its
// registries. Pure and node-safe; npm run validate rejects unknown names.

import { defineCodec, type Encoder } from './codec.ts';

export type { AttributeDescription, Encoder, EncoderContext } from './codec.ts';

const asRecord = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {});

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

/** A form value as the strings of an entity attribute (a list, empty when cleared). */
function attributeStrings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => v !== undefined && v !== null).map((v) => String(v).trim()).filter((v) => v !== '');
}

/** Every generic encoder by name. */
export const encoders = {
  /**
   * An entity item for POST/PUT /access/entities/item (EntityDefinitionNode): the entity key and,
   * when editing, the item's dn, both from the route (:key, :dn), and each value as
   * { key, attributeValues } (trimmed; an emptied value is sent as an empty list so it is cleared).
   */
  entityItem: defineCodec({}, (data, context) => {
    const { dn: _formDn, ...values } = asRecord(data);
    const dn = context.route?.dn;
    const attributes = Object.entries(values).map(([key, value]) => ({ key, attributeValues: attributeStrings(value) }));
    return { key: context.route?.key ?? '', ...(dn ? { dn } : {}), attributes };
  }),
  trimNames: defineCodec({ optionalFields: ['name', 'description', ...LOCALIZED] }, (data) => trimNames(asRecord(data))),
} satisfies Record<string, Encoder>;
