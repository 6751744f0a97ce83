// The validator registry: pure, node-safe functions named by screen definitions
// ("validators": ["commonName", { "name": "maxLength", "params": { "max": 64 } }]).
// A validator returns null when the value passes, otherwise the translation key of its message and
// the values the message interpolates.
// Every validator except `required`, `nonBlank` and `nonEmptyArray` lets an empty value pass, so
// that an optional field may stay empty; add `required` to forbid that.

import { COMMON_NAME_FORBIDDEN_CHARACTERS, DESCRIPTION_FORBIDDEN_CHARACTERS, holdsAnyOf, isAllowedPassword, listed, NAME_FORBIDDEN_CHARACTERS } from '../../domain/identityRules.ts';
import { VALIDATOR_NAMES, type ValidatorName } from '../../domain/registryNames.ts';

export interface ValidationFailure {
  messageKey: string;
  values?: Record<string, string | number>;
}

export type ValidatorParams = Record<string, unknown>;

export interface ValidatorEntry {
  /** What the validator checks, for the implementer. */
  description: string;
  /** JSON Schema of the params object a definition may pass; npm run validate checks it. */
  params?: Record<string, unknown>;
  validate(value: unknown, params: ValidatorParams): ValidationFailure | null;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function forbiddenCharacters(characters: string): (value: unknown) => ValidationFailure | null {
  return (value) => {
    if (isEmpty(value)) return null;
    return holdsAnyOf(String(value), characters) ? { messageKey: 'validation.invalidCharacter' } : null;
  };
}

// C:\dir\file or \\server\share\dir (Windows), /dir/file (Unix).
const WINDOWS_PATH = /^(?:[A-Za-z]:|\\\\[^\\/:*?"<>|\r\n]+\\[^\\/:*?"<>|\r\n]+)(?:\\[^\\/:*?"<>|\r\n]*)*$/;
const UNIX_PATH = /^\/(?:[^/\0\r\n]+\/?)*$/;

const numberParam = (name: string) => ({ type: 'object', required: [name], additionalProperties: false, properties: { [name]: { type: 'number' } } });

export const validators = {
  required: {
    description: "The field must have a value ('Required').",
    validate: (value) => (isEmpty(value) ? { messageKey: 'validation.required' } : null),
  },
  commonName: {
    description: `A common name must not contain any of ${listed(COMMON_NAME_FORBIDDEN_CHARACTERS)}.`,
    validate: forbiddenCharacters(COMMON_NAME_FORBIDDEN_CHARACTERS),
  },
  name: {
    description: `A name must not contain any of ${listed(NAME_FORBIDDEN_CHARACTERS)}.`,
    validate: forbiddenCharacters(NAME_FORBIDDEN_CHARACTERS),
  },
  description: {
    description: `A description must not contain any of ${listed(DESCRIPTION_FORBIDDEN_CHARACTERS)}.`,
    validate: forbiddenCharacters(DESCRIPTION_FORBIDDEN_CHARACTERS),
  },
  password: {
    description: 'A password is 6 to 100 letters, digits and !@#$%^&*, with at least one digit.',
    validate: (value) => (isEmpty(value) || isAllowedPassword(String(value)) ? null : { messageKey: 'validation.invalidPassword' }),
  },
  filePath: {
    description: 'A valid Windows or Unix style file path.',
    validate: (value) => {
      if (isEmpty(value)) return null;
      const text = String(value);
      return WINDOWS_PATH.test(text) || UNIX_PATH.test(text) ? null : { messageKey: 'validation.invalidFilePath' };
    },
  },
  minimum: {
    description: 'A number of at least params.min (default 1).',
    params: { type: 'object', additionalProperties: false, properties: { min: { type: 'number' } } },
    validate: (value, params) => {
      if (isEmpty(value)) return null;
      const min = typeof params.min === 'number' ? params.min : 1;
      const n = Number(value);
      return Number.isFinite(n) && n >= min ? null : { messageKey: 'validation.minimum', values: { min } };
    },
  },
  range: {
    description: 'A number from params.min to params.max inclusive.',
    params: { type: 'object', required: ['min', 'max'], additionalProperties: false, properties: { min: { type: 'number' }, max: { type: 'number' } } },
    validate: (value, params) => {
      if (isEmpty(value)) return null;
      const min = Number(params.min);
      const max = Number(params.max);
      const n = Number(value);
      return Number.isFinite(n) && n >= min && n <= max ? null : { messageKey: 'validation.range', values: { min, max } };
    },
  },
  nonEmptyArray: {
    description: 'A list with at least one entry.',
    validate: (value) => (Array.isArray(value) && value.length > 0 ? null : { messageKey: 'validation.nonEmptyArray' }),
  },
  nonBlank: {
    description: 'A text that is not empty or only white space.',
    validate: (value) => (typeof value === 'string' && value.trim() !== '' ? null : { messageKey: 'validation.nonBlank' }),
  },
  minLength: {
    description: 'A text of at least params.min characters.',
    params: numberParam('min'),
    validate: (value, params) => {
      if (isEmpty(value)) return null;
      const min = Number(params.min);
      return String(value).length >= min ? null : { messageKey: 'validation.minLength', values: { min } };
    },
  },
  maxLength: {
    description: 'A text of at most params.max characters; the message reports the current length.',
    params: numberParam('max'),
    validate: (value, params) => {
      if (isEmpty(value)) return null;
      const max = Number(params.max);
      const length = String(value).length;
      return length <= max ? null : { messageKey: 'validation.maxLength', values: { max, length } };
    },
  },
} satisfies Record<ValidatorName, ValidatorEntry>;

export { VALIDATOR_NAMES, type ValidatorName };

/** Runs one named validator; unknown names throw, since npm run validate rejects them earlier. */
export function runValidator(name: ValidatorName, value: unknown, params: ValidatorParams = {}): ValidationFailure | null {
  const entry: ValidatorEntry = validators[name];
  return entry.validate(value, params);
}
