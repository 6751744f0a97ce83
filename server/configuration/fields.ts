/**
 * The checks of a configuration page's body: each page declares its fields with a rule, and a body
 * becomes the changes it makes (fields it leaves out are kept) or a 400 Fault naming the first bad
 * field, before anything is stored.
 */
import { badRequest } from '../http/fault.ts';

export type Settings = Record<string, unknown>;

export type FieldRule =
  | { kind: 'boolean' }
  | { kind: 'text' }
  /** A whole number within [min, max]. */
  | { kind: 'integer'; min: number; max?: number }
  /** Any number within (above, max]. */
  | { kind: 'fraction'; above: number; max: number }
  | { kind: 'choice'; values: readonly string[] };

export type FieldRules = Readonly<Record<string, FieldRule>>;

function checked(key: string, value: unknown, rule: FieldRule): unknown {
  switch (rule.kind) {
    case 'boolean':
      if (typeof value !== 'boolean') throw badRequest(`${key}: true or false`);
      return value;
    case 'text':
      if (typeof value !== 'string') throw badRequest(`${key}: a text`);
      return value.trim();
    case 'integer': {
      const bound = rule.max === undefined ? `of at least ${rule.min}` : `from ${rule.min} to ${rule.max}`;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < rule.min || (rule.max !== undefined && value > rule.max)) {
        throw badRequest(`${key}: a whole number ${bound}`);
      }
      return value;
    }
    case 'fraction':
      if (typeof value !== 'number' || !(value > rule.above) || value > rule.max) throw badRequest(`${key}: a number above ${rule.above} and at most ${rule.max}`);
      return value;
    case 'choice':
      if (typeof value !== 'string' || !rule.values.includes(value)) throw badRequest(`${key}: one of ${rule.values.join(', ')}`);
      return value;
  }
}

/** The fields of the body that the rules know, checked; unknown fields are ignored. */
export function readChanges(body: Settings, rules: FieldRules): Settings {
  const changes: Settings = {};
  for (const [key, rule] of Object.entries(rules)) {
    if (key in body && body[key] !== undefined) changes[key] = checked(key, body[key], rule);
  }
  return changes;
}
