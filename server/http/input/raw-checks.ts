// Checks every request of the REST API gets, whatever its operation: no NUL and no unpaired
// surrogate in any text (SQLite and the directory would store them, the console cannot show
// them), no number beyond ±2^53 anywhere in a body (JSON numbers past it lose their digits, and
// SQLite's integers end at 2^63: 1e300 or 2^63 is never a count, an index or an id), bodies nested
// at most MAX_DEPTH levels, arrays of at most MAX_ARRAY_ITEMS, and query
// parameters given once, short, and whole numbers in range.
import { MAX_ARRAY_ITEMS, MAX_DEPTH, MAX_SAFE, maxLengthOf } from './limits.ts';
import type { QueryParameter } from './contract-schemas.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const WHOLE_NUMBER = /^\s*[+-]?\d+\s*$/;

/** The field of a path of keys, as the Fault names it: `body.members.3.dn`. */
const fieldName = (where: string, path: readonly (string | number)[]) => [where, ...path].join('.');

/** Why a text may not be stored (NUL, an unpaired surrogate), or undefined. */
export function textProblem(text: string): string | undefined {
  const unsafe = text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
  return unsafe ? 'must not contain NUL characters or unpaired surrogates' : undefined;
}

/** The first problem of a parsed JSON body, or undefined. Walks iteratively: depth is untrusted. */
export function bodyProblem(body: unknown): string | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${fieldName('body', path)} ${problem}`;
      continue;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > MAX_SAFE) return `${fieldName('body', path)} must be a number from ${-MAX_SAFE} to ${MAX_SAFE}`;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (path.length >= MAX_DEPTH) return `${fieldName('body', path)} is nested deeper than ${MAX_DEPTH} levels`;
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ITEMS) {
        return `${fieldName('body', path)} must NOT have more than ${MAX_ARRAY_ITEMS} items (send them in several requests)`;
      }
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return `${fieldName('body', path)}: a key ${problem}`;
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * The first problem of a parsed query string, or undefined. `declared` are the operation's
 * parameters from the contract; one it does not declare is taken as a single text.
 */
export function queryProblem(query: Record<string, unknown>, declared: ReadonlyMap<string, QueryParameter>): string | undefined {
  for (const [name, raw] of Object.entries(query)) {
    const parameter = declared.get(name);
    const field = `query.${name}`;
    const values = Array.isArray(raw) ? (raw as unknown[]) : [raw];
    if (Array.isArray(raw) && !parameter?.array) return `${field} must be given once, not ${raw.length} times`;
    if (values.length > MAX_ARRAY_ITEMS) return `${field} must NOT be given more than ${MAX_ARRAY_ITEMS} times`;
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const problem = textProblem(name) ?? textProblem(value);
      if (problem) return `${field} ${problem}`;
      const maxLength = maxLengthOf(name);
      if (value.length > maxLength) return `${field} must NOT have more than ${maxLength} characters`;
      // A text that is not a number keeps the list rules (a bad nextIndex means the first page).
      const range = parameter?.numeric;
      if (range && WHOLE_NUMBER.test(value)) {
        const number = Number(value);
        if (number < range.minimum || number > range.maximum) {
          return `${field} must be a whole number from ${range.minimum} to ${range.maximum}`;
        }
      }
    }
  }
  return undefined;
}
