// Every numeric field of every write's body (the contract's body schema, and the route's own
// schema where it reads more) gets numbers no count, index or id can be: 2^63, 1e300 and the text
// "99999999999999999999". Each must answer 400 with a Fault, never 500, and change nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_URL, operationKey } from '../../server/http/input/contract-schemas.ts';
import { registeredRestRoutes, type RestRoute } from '../../server/http/input/validation.ts';
import { passwordGrant, startTestServer, type TestServer } from './harness.ts';
import { storeDigest } from './store-digest.ts';

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; anyOf?: Schema[] };
interface SwaggerParameter { in: string; schema?: Schema }
const swagger = JSON.parse(readFileSync(CONTRACT_URL, 'utf8')) as { definitions: Record<string, Schema>; paths: Record<string, Record<string, { parameters?: SwaggerParameter[] }>> };

const bodySchemas = new Map<string, Schema>();
for (const [path, methods] of Object.entries(swagger.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    const body = operation.parameters?.find((parameter) => parameter.in === 'body')?.schema;
    if (body) bodySchemas.set(operationKey(method, path), body);
  }
}

const isNumeric = (schema: Schema): boolean => {
  const types = [schema.type ?? []].flat();
  return types.includes('integer') || types.includes('number') || (schema.anyOf ?? []).some(isNumeric);
};

/**
 * Bodies that put `value` at one numeric field each: `{ a: { b: value } }`, an array's item as a
 * one-item array. Follows $ref and allOf, to a depth of 4 (and never into a definition twice).
 */
function numericBodies(schema: Schema, value: unknown, seen = new Set<string>(), depth = 0): unknown[] {
  if (depth > 4) return [];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/definitions/', '');
    if (seen.has(name)) return [];
    return numericBodies(swagger.definitions[name] ?? {}, value, new Set([...seen, name]), depth);
  }
  if (isNumeric(schema)) return [value];
  const bodies: unknown[] = [];
  for (const member of schema.allOf ?? []) bodies.push(...numericBodies(member, value, seen, depth));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // A field the route's schema leaves open ({}) is read as a number or its text by its handler.
    const open = property && Object.keys(property).length === 0 && /index|size|count|port|level|status/i.test(name);
    for (const inner of open ? [value] : numericBodies(property, value, seen, depth + 1)) bodies.push({ [name]: inner });
  }
  if (schema.items) for (const inner of numericBodies(schema.items, value, seen, depth + 1)) bodies.push([inner]);
  return bodies;
}

const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['2^63', '9223372036854775808'],
  ['1e300', '1e300'],
  ['"99999999999999999999"', '"99999999999999999999"'],
];
const MARK = 424242.5;

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'roleadmin']) token[name] = (await passwordGrant(server, name)).access_token;
}, 120_000);
afterAll(async () => {
  await server.close();
});

async function send(route: RestRoute, body: string, account: string) {
  const response = await fetch(`${server.url}/IDMProv/rest${route.path.replace(/:[A-Za-z0-9_]+/g, 'x')}`, {
    method: route.method,
    headers: { authorization: `bearer ${token[account]}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('numbers in bodies', () => {
  it('every numeric body field of every write refuses 2^63, 1e300 and "99999999999999999999" with a 400 Fault, and nothing changes', async () => {
    const before = storeDigest(server.dataDir);
    const problems: string[] = [];
    let fields = 0;
    for (const route of registeredRestRoutes().filter((candidate) => candidate.method !== 'GET')) {
      const schemas = [bodySchemas.get(operationKey(route.method, route.path)), route.bodySchema as Schema | undefined].filter((schema) => schema !== undefined);
      // The bodies are built with a marker number, then the marker is replaced by the raw hostile text.
      const bodies = new Set(schemas.flatMap((schema) => numericBodies(schema, MARK)).map((body) => JSON.stringify(body)));
      fields += bodies.size;
      for (const template of bodies) {
        for (const [what, raw] of HOSTILE) {
          const body = template.replace(String(MARK), raw);
          let answer = await send(route, body, 'uaadmin');
          if (answer.status === 403) answer = await send(route, body, 'roleadmin');
          const fault = answer.status === 400 && /"Fault"/.test(answer.text);
          if (!fault) problems.push(`${route.method} ${route.path} ${body.replace(raw, what)}: ${answer.status} ${answer.text.slice(0, 160)}`);
        }
      }
    }
    expect(fields).toBeGreaterThan(50);
    expect(problems).toEqual([]);
    expect(storeDigest(server.dataDir)).toEqual(before);
  }, 240_000);

  it('refuses a number out of range anywhere in a body, also where the contract declares no number', async () => {
    for (const raw of ['9223372036854775808', '1e300', '-1e300']) {
      const answer = await send({ method: 'POST', path: '/catalog/resources/driverResources' }, `{"nextIndex":${raw}}`, 'uaadmin');
      expect(answer.status, raw).toBe(400);
      expect(answer.text).toContain('body.nextIndex must be a number from');
    }
    const text = await send({ method: 'POST', path: '/catalog/resources/driverResources' }, '{"nextIndex":"99999999999999999999"}', 'uaadmin');
    expect(text.status).toBe(400);
    // A number in range is still a page index.
    expect((await send({ method: 'POST', path: '/catalog/resources/driverResources' }, '{"nextIndex":1,"size":"5"}', 'uaadmin')).status).toBe(201);
  });
});
