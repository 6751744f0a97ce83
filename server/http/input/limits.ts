// The input limits of the REST API: what a request may carry before any handler runs.
//
// The caps are generous for a person at the console and small enough that no single request can
// hold the server: an id list of MAX_ARRAY_ITEMS makes at most that many SQL variables (SQLite
// refuses more than 32,766), and a text of MAX_TEXT_LENGTH is far below the body limit.

/** Bytes of a JSON (or form) body of the REST API; larger bodies answer 413 before parsing. */
export const REST_BODY_LIMIT = 1024 * 1024;
/** Bytes of an administrator's file upload (the locale kit's properties file). */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024;

/** Items of any array of a body (ids of a bulk delete, members of an assignment ...). */
export const MAX_ARRAY_ITEMS = 1000;
/** Levels of nested objects and arrays of a body. */
export const MAX_DEPTH = 32;

/**
 * Characters of an identifier or a name (`id`, `roleId`, `name`, `dn`, `q` ...): most ids of this
 * API are distinguished names, so they get the room of a name.
 */
export const MAX_NAME_LENGTH = 1024;
/** Characters of any other text (descriptions, comments, JSON kept as text ...). */
export const MAX_TEXT_LENGTH = 4000;
/** Characters of a base64 image (a user's photo is below 59 KB once decoded). */
export const MAX_IMAGE_LENGTH = 100_000;

/** Whole numbers of the contract without a format: the range SQLite and JavaScript agree on. */
export const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const INT32 = 2 ** 31;
export const INTEGER_RANGE = {
  int32: { minimum: -INT32, maximum: INT32 - 1 },
  int64: { minimum: -MAX_SAFE, maximum: MAX_SAFE },
} as const;

/** Fields whose values may be images (the values of an attribute change can carry the photo). */
const IMAGE_FIELDS = new Set(['image', 'photo', 'profilephoto', 'values', 'value']);
const NAME_FIELD = /(^id$|Id$|ID$|ids$|Ids$|IDs$|^key$|Key$|name|Name|^dn$|Dn$|DN$|Dns$|^q$)/;

/** The longest text a field of this name may hold. */
export function maxLengthOf(field: string): number {
  if (IMAGE_FIELDS.has(field.toLowerCase())) return MAX_IMAGE_LENGTH;
  if (NAME_FIELD.test(field)) return MAX_NAME_LENGTH;
  return MAX_TEXT_LENGTH;
}
