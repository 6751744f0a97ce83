// Checks answers of the sandbox server against the REST contract (contract/*.swagger.json).
//
// Swagger 2.0 definitions are JSON Schema (draft 4 flavour) with extras. They are turned into one
// draft 2019-09 document: `example`, `xml` and `x-*` keys dropped, `#/definitions/X` refs pointed
// into that document, `type: file` accepted as anything. Types and `required` are checked as
// written; in addition, an object answer may not carry properties that its definition does not
// declare (unevaluatedProperties: false), which catches misspelt keys in the server. Definitions
// that are mixed into others with allOf stay open, as strictness there would reject the mix.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import { expect } from 'vitest';

type Schema = Record<string, unknown>;

interface Operation {
  responses: Record<string, { schema?: Schema }>;
}

interface Swagger {
  definitions: Record<string, Schema>;
  paths: Record<string, Record<string, Operation>>;
}

export const CONTRACT_FILE = fileURLToPath(
  new URL('../../contract/idmprov-rest-4.8.6.swagger.json', import.meta.url),
);
const DOCUMENT_ID = 'contract';
const DROPPED_KEYS = new Set(['example', 'xml', 'discriminator']);
/**
 * Definitions that stand for a free-form JSON object: json_JSONObject is org.json's JSONObject (any
 * keys); its one declared property is a getter of that class, not a key of the answer.
 */
const OPEN_DEFINITIONS = new Set(['json_JSONObject']);

let loaded: { swagger: Swagger; ajv: Ajv2019 } | undefined;
const validators = new Map<string, ValidateFunction>();

/** Names of the definitions that appear as members of an allOf anywhere. */
function mixinNames(swagger: Swagger): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'allOf' && Array.isArray(value)) {
        for (const member of value as Schema[]) {
          const ref = member.$ref;
          if (typeof ref === 'string') names.add(ref.replace('#/definitions/', ''));
        }
      }
      walk(value);
    }
  };
  walk(swagger.definitions);
  return names;
}

/** One Swagger schema node → JSON Schema 2019-09. `closed` adds unevaluatedProperties: false. */
function convert(node: Schema, closed: boolean): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/definitions/', `${DOCUMENT_ID}#/definitions/`);
    } else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, schema]) => [name, convert(schema, true)]),
      );
    } else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object') {
      out[key] = convert(value as Schema, true);
    } else if (key === 'allOf' && Array.isArray(value)) {
      out.allOf = (value as Schema[]).map((member) => convert(member, false));
    } else if (key === 'type' && value === 'file') {
      continue;
    } else {
      out[key] = value;
    }
  }
  if (node['x-nullable'] === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (closed && !out.$ref && (out.properties || out.allOf)) out.unevaluatedProperties = false;
  return out;
}

function contract(): { swagger: Swagger; ajv: Ajv2019 } {
  if (loaded) return loaded;
  const swagger = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as Swagger;
  const mixins = mixinNames(swagger);
  const definitions = Object.fromEntries(
    Object.entries(swagger.definitions).map(([name, schema]) => [name, convert(schema, !mixins.has(name) && !OPEN_DEFINITIONS.has(name))]),
  );
  const ajv = new Ajv2019({ allErrors: true, strict: false, validateFormats: false });
  ajv.addSchema({ $id: DOCUMENT_ID, definitions });
  loaded = { swagger, ajv };
  return loaded;
}

/** The compiled response schema of one operation and status, e.g. ('GET', '/access/info/version', 200). */
export function responseValidator(method: string, pathKey: string, status: number): ValidateFunction {
  const key = `${method.toLowerCase()} ${pathKey} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const { swagger, ajv } = contract();
  const operation = swagger.paths[pathKey]?.[method.toLowerCase()];
  if (!operation) throw new Error(`The contract has no operation ${method.toUpperCase()} ${pathKey}`);
  const response = operation.responses[String(status)];
  if (!response) {
    throw new Error(
      `The contract's ${method.toUpperCase()} ${pathKey} has no ${status} answer (it has ${Object.keys(operation.responses).join(', ')})`,
    );
  }
  const validate = ajv.compile(response.schema ? convert(response.schema, true) : {});
  validators.set(key, validate);
  return validate;
}

/** Fails (with ajv's messages) unless `body` is what the contract promises for that operation and status. */
export function expectMatchesContract(method: string, pathKey: string, status: number, body: unknown): void {
  const validate = responseValidator(method, pathKey, status);
  if (validate(body)) return;
  const problems = (validate.errors ?? []).map(
    (error) => `  ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
  expect.fail(`The answer of ${method.toUpperCase()} ${pathKey} (${status}) does not match the contract:\n${problems.join('\n')}`);
}

/** The contract's Fault shape, for error answers. */
export function expectFault(body: unknown): string {
  expect(body).toMatchObject({ Fault: { Reason: { Text: expect.any(String) } } });
  const text = (body as { Fault: { Reason: { Text: string } } }).Fault.Reason.Text;
  expect(text.length).toBeGreaterThan(0);
  return text;
}
