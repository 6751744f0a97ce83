// The input schemas of the REST API, derived from the contract's Swagger document when the server
// starts (read once and compiled once, so the contract in the repository is the only source and
// nothing generated can go stale).
//
// A Swagger 2.0 body schema is JSON Schema (draft 4) with extras; it becomes a draft-07 schema for
// ajv: `example`, `xml`, `discriminator`, `enum` and `x-*` keys dropped (the handlers check
// enumerations with better messages), `type: file` accepted as anything, null accepted where a
// value may be left out, and the limits of ./limits.ts added: a string gets the maxLength of its
// field name, an array MAX_ARRAY_ITEMS, a whole number the range of its format. Types are checked
// as written, without coercion: `123` is not a string, and an object is never "[object Object]".
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { INTEGER_RANGE, MAX_ARRAY_ITEMS, maxLengthOf } from './limits.ts';

type Schema = Record<string, unknown>;

interface SwaggerParameter {
  in: 'query' | 'body' | 'path' | 'formData' | 'header';
  name: string;
  type?: string;
  format?: string;
  schema?: Schema;
}

interface Swagger {
  basePath: string;
  definitions: Record<string, Schema>;
  paths: Record<string, Record<string, { operationId?: string; parameters?: SwaggerParameter[] }>>;
}

/** A query parameter of an operation: repeated only when `array`, a number range when numeric. */
export interface QueryParameter {
  name: string;
  array: boolean;
  numeric?: { minimum: number; maximum: number };
}

export interface OperationInput {
  /** `POST /access/user` (the contract's path, without the base path). */
  id: string;
  query: Map<string, QueryParameter>;
  /**
   * The validator of the parsed body; absent when the operation takes none. Compiled on first use:
   * compiling all of them would add seconds to every start.
   */
  body?: () => ValidateFunction;
}

export const CONTRACT_URL = new URL('../../../contract/idmprov-rest-4.8.6.swagger.json', import.meta.url);
/** Each definition is a schema of its own, so ajv compiles it once for every operation using it. */
const definitionId = (name: string) => `contract:${name}`;
const DROPPED_KEYS = new Set(['example', 'xml', 'discriminator', 'enum', 'readOnly', 'title', 'description', 'default']);

/**
 * The contract types many settings as text that the console sends as numbers or booleans
 * (durations, counts, flags), and the real server reads those as text too. Names, ids, DNs and
 * free texts (descriptions, comments) must be text: `123`, `true`, `["x"]` or an object there are
 * refused rather than stored as "123" or "[object Object]". Arrays and objects are refused where
 * any text is expected.
 */
const STRICT_TEXT = /(^id$|Id$|ID$|^key$|name|Name|^dn$|Dn$|DN$|^q$|description|Description|comment|Comment|reason|Reason)/;
const isStrictText = (field: string): boolean => STRICT_TEXT.test(field);

export const WHOLE_NUMBER_TEXT = '^\\s*-?\\d{1,15}\\s*$';
export const NUMBER_TEXT = '^\\s*-?\\d{1,15}(\\.\\d{1,15})?\\s*$';

/**
 * Definitions that stand for any JSON in the real server (a Java JSONObject: the console sends
 * objects and arrays of settings there); only the checks every body gets apply.
 */
const FREE_JSON = new Set(['json_JSONObject', 'xml_ns0_JSONObject']);

/** The path with every parameter written `{}`, so `/roles/:id` and `/roles/{roleId}` meet. */
export function pathShape(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, '{}').replace(/\{[^}]*\}/g, '{}');
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${pathShape(path)}`;
}

function rangeOf(format: unknown): { minimum: number; maximum: number } {
  return format === 'int32' ? INTEGER_RANGE.int32 : INTEGER_RANGE.int64;
}

/** One Swagger schema node (the value of the field `field`) → a draft-07 schema with limits. */
function convert(node: Schema, field: string): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = definitionId(value.replace('#/definitions/', ''));
    } else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, schema]) => [name, nullable(convert(schema, name))]),
      );
    } else if (key === 'items' && value && typeof value === 'object') {
      out.items = nullable(convert(value as Schema, field));
    } else if (key === 'additionalProperties' && value && typeof value === 'object') {
      out.additionalProperties = nullable(convert(value as Schema, field));
    } else if (key === 'allOf' && Array.isArray(value)) {
      out.allOf = (value as Schema[]).map((member) => convert(member, field));
    } else if (key === 'type' && value === 'file') {
      continue;
    } else {
      out[key] = value;
    }
  }
  if (out.type === 'string' && !isStrictText(field)) out.type = ['string', 'number', 'boolean'];
  if (out.type === 'string' && out.maxLength === undefined) out.maxLength = maxLengthOf(field);
  if (out.type === 'array' && out.maxItems === undefined) out.maxItems = MAX_ARRAY_ITEMS;
  // A number may also come as the text of one (the console sends some ids so, and the real server
  // reads them): a short decimal text, so no text can hide a number out of range.
  if (out.type === 'integer') Object.assign(out, rangeOf(node.format), { type: ['integer', 'string'], pattern: WHOLE_NUMBER_TEXT });
  if (out.type === 'number') Object.assign(out, INTEGER_RANGE.int64, { type: ['number', 'string'], pattern: NUMBER_TEXT });
  return out;
}

/** A property or an item may be null: the same as leaving it out. */
function nullable(schema: Schema): Schema {
  return typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : schema;
}

/** A whole body that is one text (a file upload) is bounded by the body limit, not a field cap. */
function bodyRoot(schema: Schema): Schema {
  const root = convert(schema, 'body');
  if (root.type === 'string') delete root.maxLength;
  return root;
}

function queryParameter(parameter: SwaggerParameter): QueryParameter {
  const numeric = parameter.type === 'integer' || parameter.type === 'number';
  return {
    name: parameter.name,
    array: parameter.type === 'array',
    ...(numeric ? { numeric: rangeOf(parameter.type === 'integer' ? parameter.format : 'int64') } : {}),
  };
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function newAjv(swagger: Swagger): Ajv {
  // No coercion, no defaults, no removal: the schema only judges what was sent.
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false, validateFormats: false, inlineRefs: false, validateSchema: false });
  for (const [name, schema] of Object.entries(swagger.definitions)) {
    ajv.addSchema(FREE_JSON.has(name) ? {} : convert(schema, name), definitionId(name));
  }
  return ajv;
}

/** Every operation of the contract, by operationKey(method, path). */
export function loadContractOperations(url: URL = CONTRACT_URL): Map<string, OperationInput> {
  const swagger = JSON.parse(readFileSync(url, 'utf8')) as Swagger;
  const ajv = newAjv(swagger);
  const operations = new Map<string, OperationInput>();
  for (const [path, methods] of Object.entries(swagger.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method === 'parameters') continue;
      const parameters = operation.parameters ?? [];
      const query = new Map(parameters.filter((p) => p.in === 'query').map((p) => [p.name, queryParameter(p)]));
      const bodySchema = parameters.find((p) => p.in === 'body')?.schema;
      const id = `${method.toUpperCase()} ${path}`;
      operations.set(operationKey(method, path), {
        id,
        query,
        ...(bodySchema ? { body: once(() => ajv.compile(bodyRoot(bodySchema))) } : {}),
      });
    }
  }
  return operations;
}
